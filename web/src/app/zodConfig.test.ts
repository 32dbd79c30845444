import './zodConfig';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';

describe('zodConfig', () => {
  it('when the entry has run, then the settings object zod reads is the global one and says jitless', () => {
    expect(globalConfig).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    expect(globalConfig.jitless).toBe(true);
  });

  it('when a schema is built and parses, then zod never reaches for `new Function` (which the CSP refuses)', () => {
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) });
    expect(schema.parse({ id: 'a', tags: [{ name: 'b' }] })).toEqual({ id: 'a', tags: [{ name: 'b' }] });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(functionConstructor).not.toHaveBeenCalled();
    functionConstructor.mockRestore();
  });
});
