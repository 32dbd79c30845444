import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { LLM_API_KEY, LLM_BASE_URL, LLM_MODEL } from '../config/llmParams.js';
import { createAnswerMemo } from '../domain/instructions/answerMemo.js';
import {
  builtinWriter,
  type InstructionWriter,
  type PlanControl,
  type ScriptLine,
  type WriterContext,
} from '../domain/instructions/instructionWriter.js';
import { createLlmWriter } from '../domain/instructions/llmWriter.js';
import { storedPremium } from '../domain/premium.js';
import { credentialOrNull } from '../media/params.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { DomainError } from '../domain/errors.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { validBody, validQuery } from '../middleware/validate.js';
import { AI_CHUNK_MINUTES, FREE_MAX_MINUTES } from '../shared/constants.js';
import {
  llmChunkQuerySchema,
  llmPlanQuerySchema,
  type LlmChunkResponse,
  type LlmPlanResponse,
} from '../shared/api/schemas.js';
import { findStar, type Star } from '../shared/stars.js';

export const UNKNOWN_STAR = 'Unknown star.';
export const PREMIUM_ONLY_STAR = 'This star is Premium-only';
export const FREE_LENGTH_LIMIT = 'Free sessions are limited to 10 minutes.';

export interface LlmRouterDeps {
  /** The writer for this request (the provider when configured, else the built-in one). */
  writer: () => InstructionWriter;
  /** Premium as stored in users/{uid}; the client's `premium` parameter is never trusted. */
  premiumOf: (uid: string) => Promise<boolean>;
  /** Sign-in, verified email and rate limit; replaceable only so unit tests can run without Auth. */
  guard?: RequestHandler[];
}

let cached: { key: string; writer: InstructionWriter } | null = null;

/** Reads the params per request (never at load) and reuses the client while they stay the same. */
function configuredWriter(): InstructionWriter {
  const apiKey = credentialOrNull(LLM_API_KEY.value());
  if (apiKey === null) return builtinWriter;
  const baseURL = LLM_BASE_URL.value();
  const model = LLM_MODEL.value();
  const key = `${baseURL}\n${model}\n${createHash('sha256').update(apiKey).digest('hex')}`;
  if (cached?.key !== key) {
    cached = {
      key,
      writer: createLlmWriter({
        apiKey,
        baseURL,
        model,
        onFallback: (reason) => logger.warn('LLM provider failed; built-in script used', { reason }),
      }),
    };
  }
  return cached.writer;
}

function starFor(starId: string, premium: boolean): Star {
  const star = findStar(starId);
  if (!star) throw new DomainError('invalid', UNKNOWN_STAR);
  if (star.premium && !premium) throw new DomainError('forbidden', PREMIUM_ONLY_STAR);
  return star;
}

/** Free callers get the star's plain persona and no personalization, whatever they send. */
function writerContext(
  star: Star,
  premium: boolean,
  query: { persona: string; personalization: string },
): WriterContext {
  return premium
    ? { star, persona: query.persona || star.persona, personalization: query.personalization }
    : { star, persona: star.persona, personalization: '' };
}

function contextKey(uid: string, context: WriterContext): string {
  return createHash('sha256')
    .update([uid, context.star.id, context.persona, context.personalization].join('\n'))
    .digest('hex');
}

const scriptMemo = createAnswerMemo<ScriptLine[]>(500, 10 * 60_000);
const planMemo = createAnswerMemo<PlanControl[]>(500, 10 * 60_000);

/** The call's input: a POST's JSON body (private text stays out of URLs) or, as the SPEC lists, a GET query. */
function llmInput<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return req.method === 'POST' ? validBody(req, schema) : validQuery(req, schema);
}

/**
 * GET or POST /api/llm/plan and /api/llm/chunk: signed in with a verified email, rate limited per
 * user. The `token` field is accepted for compatibility but never used or logged; nothing here logs
 * the input, so persona and personalization sent by POST appear in no log line.
 */
export function createLlmRouter(deps: LlmRouterDeps): Router {
  const router = Router();
  const guard = deps.guard ?? [authenticate, requireVerifiedEmail, rateLimit('llm')];

  const plan: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    const query = llmInput(req, llmPlanQuerySchema);
    const premium = await deps.premiumOf(user.uid);
    const star = starFor(query.starId, premium);
    const lengthMin = premium ? query.lengthMin : Math.min(query.lengthMin, FREE_MAX_MINUTES);
    const context = writerContext(star, premium, query);
    const controls = query.enableBar
      ? await planMemo.get(`${contextKey(user.uid, context)}:${lengthMin}`, () =>
          deps.writer().plan({ ...context, lengthMin }),
        )
      : [{ bpm: query.bpm, duration: lengthMin * 60 }];
    const body: LlmPlanResponse = { controls };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  };

  const chunk: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    const query = llmInput(req, llmChunkQuerySchema);
    const premium = await deps.premiumOf(user.uid);
    const star = starFor(query.starId, premium);
    // A free session is at most 10 minutes: exactly one chunk.
    if (!premium && query.chunkIndex > 0) throw new DomainError('forbidden', FREE_LENGTH_LIMIT);
    const context = writerContext(star, premium, query);
    const { chunkIndex, chunkMinutes } = query;
    const isLast = !premium || chunkMinutes < AI_CHUNK_MINUTES;
    const script = await scriptMemo.get(`${contextKey(user.uid, context)}:${chunkIndex}:${chunkMinutes}`, () =>
      deps.writer().script({ ...context, chunkIndex, chunkMinutes, isLast }),
    );
    const body: LlmChunkResponse = { script };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  };

  router.get('/llm/plan', ...guard, plan);
  router.post('/llm/plan', ...guard, plan);
  router.get('/llm/chunk', ...guard, chunk);
  router.post('/llm/chunk', ...guard, chunk);
  return router;
}

export const llmRouter = createLlmRouter({ writer: configuredWriter, premiumOf: storedPremium });
