import { z } from 'zod';
import {
  AI_CHUNK_MINUTES,
  BPM_DEFAULT,
  BPM_MAX,
  BPM_MIN,
  DEFAULT_ENABLE_BAR,
  DEFAULT_LOCALE,
  LOCALES,
  PERSONALIZATION_MAX_CHARS,
  SANITIZE_MAX,
  SESSION_LENGTHS_MIN,
  type Locale,
} from '../../constants.js';
import { blankAsAbsent, queryBoolean, queryLiteral, queryNumber, sanitizedText } from '../fields.js';
import { starIdField } from './common.js';

// ---- LLM -----------------------------------------------------------------------------------

const PERSONA_MAX = 200;
const LLM_TOKEN_MAX = 4096;
const CHUNK_INDEX_MAX = 59;
const CONTROLS_MAX = 1000;
const SCRIPT_LINES_MAX = 500;

/** Fields both LLM calls share. `token` is opaque and never trusted for auth (that is the bearer header). */
const llmCommonQuery = {
  persona: blankAsAbsent(sanitizedText('persona', { rawMax: SANITIZE_MAX, max: PERSONA_MAX }).default('')),
  starId: starIdField,
  premium: blankAsAbsent(queryBoolean('premium').default(false)),
  personalization: blankAsAbsent(
    sanitizedText('personalization', { rawMax: SANITIZE_MAX, max: PERSONALIZATION_MAX_CHARS }).default(''),
  ),
  token: blankAsAbsent(
    z
      .string({ error: 'token must be text.' })
      .max(LLM_TOKEN_MAX, `token must be ${LLM_TOKEN_MAX} characters or fewer.`)
      .optional(),
  ),
};

const lengthMinSchema = queryLiteral('lengthMin', SESSION_LENGTHS_MIN, '5, 10, 20 or 30');

export const llmPlanQuerySchema = z.object({
  ...llmCommonQuery,
  lengthMin: lengthMinSchema,
  enableBar: blankAsAbsent(queryBoolean('enableBar').default(DEFAULT_ENABLE_BAR)),
  bpm: blankAsAbsent(queryNumber('bpm', { min: BPM_MIN, max: BPM_MAX }).default(BPM_DEFAULT)),
});
export type LlmPlanQuery = z.infer<typeof llmPlanQuerySchema>;

/** One pace-bar segment: `bpm` for `duration` seconds. */
const planControlSchema = z.object({
  bpm: z.number().min(BPM_MIN).max(BPM_MAX),
  duration: z.number().positive(),
});
export const llmPlanResponseSchema = z.object({ controls: z.array(planControlSchema).max(CONTROLS_MAX) });
export type LlmPlanResponse = z.infer<typeof llmPlanResponseSchema>;

/**
 * The viewer's language for the lines (the web app's active one). A regional tag counts as its language ("fr-CH" is
 * French); none, or one we do not write, is English, never an error.
 */
const localeField = z
  .unknown()
  .optional()
  .transform((value): Locale => {
    const language = typeof value === 'string' ? value.trim().toLowerCase().split(/[-_]/)[0] : undefined;
    return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
  });

export const llmChunkQuerySchema = z.object({
  ...llmCommonQuery,
  locale: localeField,
  chunkMinutes: queryNumber('chunkMinutes', { min: 1, max: AI_CHUNK_MINUTES, int: true }),
  chunkIndex: queryNumber('chunkIndex', { min: 0, max: CHUNK_INDEX_MAX, int: true }),
});
export type LlmChunkQuery = z.infer<typeof llmChunkQuerySchema>;

/** One instruction line, shown for `displaySec` seconds. */
const scriptEntrySchema = z.object({
  text: z.string().min(1).max(SANITIZE_MAX),
  displaySec: z.number().positive(),
});
export const llmChunkResponseSchema = z.object({
  script: z.array(scriptEntrySchema).max(SCRIPT_LINES_MAX),
  /** Set when a model wrote the lines (the screen labels them AI-generated); absent for the built-in ones. */
  aiGenerated: z.boolean().optional(),
});
export type LlmChunkResponse = z.infer<typeof llmChunkResponseSchema>;
