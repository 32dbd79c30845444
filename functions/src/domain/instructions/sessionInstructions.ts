// The LLM endpoints' rules: who may use which star, how long a free session is, what a free caller's
// writer sees, and one shared answer per caller and context (a retry reuses the first attempt's).
import { createHash } from 'node:crypto';
import { AI_CHUNK_MINUTES, FREE_MAX_MINUTES } from '../../shared/constants.js';
import type { LlmChunkQuery, LlmChunkResponse, LlmPlanQuery, LlmPlanResponse } from '../../shared/api/schemas/llm.js';
import type { Star } from '../../shared/stars.js';
import { DomainError } from '../errors.js';
import { createAnswerMemo } from './answerMemo.js';
import {
  isModelWritten,
  type InstructionWriter,
  type PlanControl,
  type ScriptLine,
  type WriterContext,
} from './instructionWriter.js';

const MEMO_ENTRIES = 500;
const MEMO_TTL_MS = 10 * 60_000;

export interface SessionInstructionsDeps {
  /** The writer for this call (the provider when configured, else the built-in one). */
  writer: () => InstructionWriter;
  /** Premium as stored in users/{uid}; the client's `premium` parameter is never trusted. */
  premiumOf: (uid: string) => Promise<boolean>;
  /** A star on offer in the live catalogue (stars/starCatalogue.ts). */
  findStar: (id: string) => Promise<Star | undefined>;
}

export interface SessionInstructions {
  plan: (uid: string, query: LlmPlanQuery) => Promise<LlmPlanResponse>;
  chunk: (uid: string, query: LlmChunkQuery) => Promise<LlmChunkResponse>;
}

async function starFor(deps: SessionInstructionsDeps, starId: string, premium: boolean): Promise<Star> {
  const star = await deps.findStar(starId);
  if (!star) throw new DomainError('invalid', 'unknownStar');
  if (star.premium && !premium) throw new DomainError('forbidden', 'premiumOnlyStar');
  return star;
}

/** Free callers get the star's plain persona and no personalization, whatever they send. */
function writerContext(
  callerUid: string,
  star: Star,
  premium: boolean,
  query: { persona: string; personalization: string },
): WriterContext {
  return premium
    ? { callerUid, star, persona: query.persona || star.persona, personalization: query.personalization }
    : { callerUid, star, persona: star.persona, personalization: '' };
}

function contextKey(context: WriterContext): string {
  return createHash('sha256')
    .update([context.callerUid, context.star.id, context.persona, context.personalization].join('\n'))
    .digest('hex');
}

export function createSessionInstructions(deps: SessionInstructionsDeps): SessionInstructions {
  const scriptMemo = createAnswerMemo<ScriptLine[]>(MEMO_ENTRIES, MEMO_TTL_MS);
  const planMemo = createAnswerMemo<PlanControl[]>(MEMO_ENTRIES, MEMO_TTL_MS);
  return {
    plan: async (uid, query) => {
      const premium = await deps.premiumOf(uid);
      const star = await starFor(deps, query.starId, premium);
      const lengthMin = premium ? query.lengthMin : Math.min(query.lengthMin, FREE_MAX_MINUTES);
      const context = writerContext(uid, star, premium, query);
      const controls = query.enableBar
        ? await planMemo.get(`${contextKey(context)}:${lengthMin}`, () => deps.writer().plan({ ...context, lengthMin }))
        : [{ bpm: query.bpm, duration: lengthMin * 60 }];
      return { controls };
    },
    chunk: async (uid, query) => {
      const premium = await deps.premiumOf(uid);
      const star = await starFor(deps, query.starId, premium);
      // A free session is at most 10 minutes: exactly one chunk.
      if (!premium && query.chunkIndex > 0) throw new DomainError('forbidden', 'freeLengthLimit');
      const context = writerContext(uid, star, premium, query);
      const { chunkIndex, chunkMinutes, locale } = query;
      const isLast = !premium || chunkMinutes < AI_CHUNK_MINUTES;
      const script = await scriptMemo.get(`${contextKey(context)}:${chunkIndex}:${chunkMinutes}:${locale}`, () =>
        deps.writer().script({ ...context, chunkIndex, chunkMinutes, isLast, locale }),
      );
      // A model's lines are labelled as such on screen; the built-in ones are not.
      return isModelWritten(script) ? { script, aiGenerated: true } : { script };
    },
  };
}
