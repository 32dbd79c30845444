import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage } from './firstIssueMessage.js';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a parse failure');
  return result.error;
}

describe('firstIssueMessage', () => {
  it('passes our own sentence messages through', () => {
    const schema = z.object({ code: z.string().max(3, 'Code must be 3 characters or fewer.') });
    expect(firstIssueMessage(errorOf(schema, { code: 'abcd' }))).toBe('Code must be 3 characters or fewer.');
  });

  it('rewrites a missing field as required, with its path', () => {
    const schema = z.object({ a: z.object({ b: z.string() }) });
    expect(firstIssueMessage(errorOf(schema, { a: {} }))).toBe('a.b is required.');
  });

  it('rewrites a wrong type', () => {
    expect(firstIssueMessage(errorOf(z.object({ n: z.number() }), { n: 'x' }))).toBe('n must be number.');
  });

  it('rewrites size limits with units', () => {
    expect(firstIssueMessage(errorOf(z.object({ s: z.string().min(3) }), { s: 'a' }))).toBe(
      's must be at least 3 characters.',
    );
    expect(firstIssueMessage(errorOf(z.object({ n: z.number().max(60) }), { n: 61 }))).toBe('n must be at most 60.');
    expect(firstIssueMessage(errorOf(z.object({ n: z.number().positive() }), { n: 0 }))).toBe('n must be more than 0.');
    expect(firstIssueMessage(errorOf(z.object({ l: z.array(z.string()).max(1) }), { l: ['a', 'b'] }))).toBe(
      'l must be at most 1 items.',
    );
  });

  it('rewrites enum, format and unknown-key problems', () => {
    expect(firstIssueMessage(errorOf(z.object({ t: z.enum(['top', 'hot']) }), { t: 'new' }))).toBe(
      't must be one of: top, hot.',
    );
    expect(firstIssueMessage(errorOf(z.object({ e: z.email() }), { e: 'nope' }))).toBe('e has an invalid format.');
    expect(firstIssueMessage(errorOf(z.strictObject({}), { x: 1, y: 2 }))).toBe('Unexpected fields: x, y.');
  });

  it('names the whole input when the problem is at the root', () => {
    expect(firstIssueMessage(errorOf(z.object({}), 'text'))).toBe('Input must be object.');
  });

  it('reports only the first issue', () => {
    const schema = z.object({ a: z.string(), b: z.string() });
    expect(firstIssueMessage(errorOf(schema, {}))).toBe('a is required.');
  });

  it('has a fallback for an error without issues', () => {
    expect(firstIssueMessage(new z.ZodError([]))).toBe('Invalid request.');
  });
});
