// What the provider must answer: the zod schemas check each reply, and the JSON Schema sent with the
// request (strict structured outputs) is generated from them, so the two cannot drift apart.
import { z } from 'zod';

/** One line per ~8 s of session time, bounded so one answer stays small. */
export const SECONDS_PER_LINE = 8;
export const MAX_LINES = 80;
export const MAX_SEGMENTS = 40;

export const scriptAnswerSchema = z.object({
  lines: z
    .array(z.object({ text: z.string().trim().min(1).max(300), displaySec: z.number().positive() }))
    .min(1)
    .max(MAX_LINES * 2),
});
export const planAnswerSchema = z.object({
  segments: z
    .array(z.object({ bpm: z.number(), durationSec: z.number().positive() }))
    .min(1)
    .max(MAX_SEGMENTS * 2),
});

// Strict mode takes every property required and no extras (zod's output mode gives both), but refuses
// length and range keywords on many providers: those stay with the zod check of the reply.
const CHECK_KEYWORDS = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
];

/** The JSON Schema of a reply schema, in the subset strict structured outputs accept. */
function providerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    override: ({ jsonSchema }) => {
      for (const keyword of CHECK_KEYWORDS) Reflect.deleteProperty(jsonSchema, keyword);
    },
  });
  return json;
}

export const SCRIPT_JSON_SCHEMA = providerJsonSchema(scriptAnswerSchema);
export const PLAN_JSON_SCHEMA = providerJsonSchema(planAnswerSchema);
