import { describe, expect, it } from 'vitest';

// Every module that adds endpoints to the one api (features, app/ identity and settings, components), as source
// text and as loaded modules.
const sources = import.meta.glob<string>(['../features/**/*.ts', './**/*.ts', '../components/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const injecting = Object.entries(sources).filter(
  ([path, text]) => !path.endsWith('.test.ts') && text.includes('injectEndpoints('),
);

describe('api endpoints', () => {
  it('when a feature injects endpoints, then it refuses to override an existing one', () => {
    expect(injecting.length).toBeGreaterThan(5);
    for (const [path, text] of injecting) {
      const calls = text.split('injectEndpoints(').length - 1;
      const guards = text.split("overrideExisting: 'throw'").length - 1;
      expect({ path, guards }).toEqual({ path, guards: calls });
    }
  });

  it('when every api module loads into one app, then no endpoint name is defined twice', async () => {
    // overrideExisting: 'throw' makes a second definition of a name fail the import.
    await expect(Promise.all(injecting.map(([path]) => import(/* @vite-ignore */ path)))).resolves.toBeDefined();
  });
});
