import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  blankAsAbsent,
  enumField,
  patternField,
  queryBoolean,
  queryLiteral,
  queryNumber,
  requiredText,
  sanitizedText,
} from './fields.js';

function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('queryNumber', () => {
  const limit = queryNumber('limit', { min: 1, max: 60, int: true });

  it('converts numeric strings and keeps numbers', () => {
    expect(limit.parse('12')).toBe(12);
    expect(limit.parse(' 7 ')).toBe(7);
    expect(limit.parse(60)).toBe(60);
    expect(queryNumber('bpm', { min: 10, max: 200 }).parse('72.5')).toBe(72.5);
  });

  it('explains each failure in a sentence naming the field', () => {
    expect(messageOf(limit, undefined)).toBe('limit is required.');
    expect(messageOf(limit, 'ten')).toBe('limit must be a number.');
    expect(messageOf(limit, '0x10')).toBe('limit must be a number.');
    expect(messageOf(limit, ['1', '2'])).toBe('limit must be a number.');
    expect(messageOf(limit, '2.5')).toBe('limit must be a whole number.');
    expect(messageOf(limit, '0')).toBe('limit must be at least 1.');
    expect(messageOf(limit, '61')).toBe('limit must be at most 60.');
  });
});

describe('queryLiteral', () => {
  const length = queryLiteral('lengthMin', [5, 10, 20, 30] as const, '5, 10, 20 or 30');

  it('accepts only the listed numbers', () => {
    expect(length.parse('20')).toBe(20);
    expect(messageOf(length, '15')).toBe('lengthMin must be 5, 10, 20 or 30.');
    expect(messageOf(length, undefined)).toBe('lengthMin is required.');
  });
});

describe('queryBoolean', () => {
  const flag = queryBoolean('premium');

  it('reads true/false/1/0 and JSON booleans', () => {
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('1')).toBe(true);
    expect(flag.parse('false')).toBe(false);
    expect(flag.parse('0')).toBe(false);
    expect(flag.parse(false)).toBe(false);
  });

  it('rejects anything else instead of treating it as truthy', () => {
    expect(messageOf(flag, 'yes')).toBe('premium must be true or false.');
    expect(messageOf(flag, 'False')).toBe('premium must be true or false.');
    expect(messageOf(flag, undefined)).toBe('premium is required.');
  });
});

describe('blankAsAbsent', () => {
  it('lets a blank query value fall back to the default', () => {
    const type = blankAsAbsent(enumField('type', ['top', 'hot'] as const).default('top'));
    expect(type.parse('')).toBe('top');
    expect(type.parse('  ')).toBe('top');
    expect(type.parse(undefined)).toBe('top');
    expect(type.parse('hot')).toBe('hot');
  });
});

describe('enumField', () => {
  it('lists the allowed values', () => {
    expect(messageOf(enumField('type', ['top', 'hot'] as const), 'new')).toBe('type must be one of: top, hot.');
  });
});

describe('patternField', () => {
  it('says what the value must be', () => {
    const u = patternField('u', /^[a-z]{3,64}$/, '3 to 64 lowercase letters');
    expect(u.parse('abcdef')).toBe('abcdef');
    expect(messageOf(u, 'ABC')).toBe('u must be 3 to 64 lowercase letters.');
    expect(messageOf(u, 5)).toBe('u must be text.');
    expect(messageOf(u, undefined)).toBe('u is required.');
  });
});

describe('requiredText', () => {
  const code = requiredText('code', 5, { requiredMessage: 'Enter a code.' });

  it('trims and bounds the text', () => {
    expect(code.parse('  ab12 ')).toBe('ab12');
    expect(messageOf(code, '   ')).toBe('Enter a code.');
    expect(messageOf(code, 'abcdef')).toBe('code must be 5 characters or fewer.');
    expect(messageOf(requiredText('target', 5), '')).toBe('target is required.');
  });
});

describe('sanitizedText', () => {
  it('sanitises to the maximum after bounding the raw input', () => {
    const note = sanitizedText('note', { rawMax: 20, max: 5 });
    expect(note.parse(' <hello> world ')).toBe('hello');
    expect(messageOf(note, 'x'.repeat(21))).toBe('note must be 20 characters or fewer.');
  });
});
