import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import { createSessionInstructions, type SessionInstructionsDeps } from '../domain/instructions/sessionInstructions.js';
import { storedPremium } from '../domain/premium.js';
import { configuredWriter } from '../llm/configuredWriter.js';
import { starCatalogue } from '../stars/starCatalogue.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { validBody, validQuery } from '../middleware/validate.js';
import { llmChunkQuerySchema, llmPlanQuerySchema } from '../shared/api/schemas/llm.js';

export interface LlmRouterDeps extends SessionInstructionsDeps {
  /** Sign-in, verified email and rate limit; replaceable only so unit tests can run without Auth. */
  guard?: RequestHandler[];
}

/** The call's input: a POST's JSON body (private text stays out of URLs) or a GET query. */
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
  const instructions = createSessionInstructions(deps);

  const plan: RequestHandler = async (req, res) => {
    const query = llmInput(req, llmPlanQuerySchema);
    const body = await instructions.plan(currentUser(req).uid, query);
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  };

  const chunk: RequestHandler = async (req, res) => {
    const query = llmInput(req, llmChunkQuerySchema);
    const body = await instructions.chunk(currentUser(req).uid, query);
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  };

  router.get('/llm/plan', ...guard, plan);
  router.post('/llm/plan', ...guard, plan);
  router.get('/llm/chunk', ...guard, chunk);
  router.post('/llm/chunk', ...guard, chunk);
  return router;
}

export const llmRouter = createLlmRouter({
  writer: configuredWriter,
  premiumOf: storedPremium,
  findStar: async (id) => (await starCatalogue.current()).find(id),
});
