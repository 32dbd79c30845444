import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { PLAN_JSON_SCHEMA, planAnswerSchema, SCRIPT_JSON_SCHEMA, scriptAnswerSchema } from './answerSchemas.js';

// The JSON Schema the provider is held to, checked by a JSON Schema validator as a provider would,
// next to the zod check the writer runs on every reply.
const ajv = new Ajv({ strict: true });
const scriptWire = ajv.compile(SCRIPT_JSON_SCHEMA);
const planWire = ajv.compile(PLAN_JSON_SCHEMA);

const goodScript = {
  lines: [
    { text: 'Slow and easy.', displaySec: 6 },
    { text: 'Follow the bar.', displaySec: 8 },
  ],
};
const goodPlan = {
  segments: [
    { bpm: 36, durationSec: 60 },
    { bpm: 44, durationSec: 45 },
  ],
};

describe('LLM answer schemas', () => {
  it('when the reply has the expected shape, then both the sent schema and the reply check accept it', () => {
    expect(scriptWire(goodScript)).toBe(true);
    expect(scriptAnswerSchema.safeParse(goodScript).success).toBe(true);
    expect(planWire(goodPlan)).toBe(true);
    expect(planAnswerSchema.safeParse(goodPlan).success).toBe(true);
  });

  it.each([
    ['a missing field', { lines: [{ text: 'Hi.' }] }],
    ['a wrong type', { lines: [{ text: 'Hi.', displaySec: '5' }] }],
    ['no lines array', { lines: 'Hi.' }],
  ])('when a script reply has %s, then both reject it', (_case, reply) => {
    expect(scriptWire(reply)).toBe(false);
    expect(scriptAnswerSchema.safeParse(reply).success).toBe(false);
  });

  it.each([
    ['a missing duration', { segments: [{ bpm: 36 }] }],
    ['the script shape', goodScript],
  ])('when a plan reply has %s, then both reject it', (_case, reply) => {
    expect(planWire(reply)).toBe(false);
    expect(planAnswerSchema.safeParse(reply).success).toBe(false);
  });

  it('when a reply carries extra fields, then the sent schema forbids them and the reply check drops them', () => {
    const reply = { lines: [{ text: 'Hi.', displaySec: 5, mood: 'x' }], note: 'x' };
    expect(scriptWire(reply)).toBe(false);
    expect(scriptAnswerSchema.parse(reply)).toEqual({ lines: [{ text: 'Hi.', displaySec: 5 }] });
    expect(planWire({ segments: [{ bpm: 36, durationSec: 60, label: 'x' }] })).toBe(false);
  });

  it('when a reply has the right shape but empty text, no lines or a zero duration, then the reply check still refuses it', () => {
    // Length and range keywords are left out of the sent schema (strict mode refuses them on many providers).
    for (const reply of [
      { lines: [{ text: ' ', displaySec: 5 }] },
      { lines: [] },
      { lines: [{ text: 'Hi.', displaySec: 0 }] },
    ]) {
      expect(scriptWire(reply)).toBe(true);
      expect(scriptAnswerSchema.safeParse(reply).success).toBe(false);
    }
  });

  it('when the schema is sent, then it is in the strict subset: every object closed with all properties required', () => {
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (record.type === 'object') objects.push(record);
      Object.values(record).forEach(walk);
    };
    walk([SCRIPT_JSON_SCHEMA, PLAN_JSON_SCHEMA]);
    expect(objects).toHaveLength(4);
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties as object));
    }
    expect(JSON.stringify([SCRIPT_JSON_SCHEMA, PLAN_JSON_SCHEMA])).not.toMatch(
      /\$schema|minLength|maxItems|exclusiveMinimum/,
    );
  });
});
