import type { Request } from 'express';
import type { z } from 'zod';
import { apiErrorCodeOf } from '../shared/api/apiErrors.js';
import { firstIssueMessage } from '../shared/api/firstIssueMessage.js';
import { DomainError } from '../domain/errors.js';

/**
 * Parses input with a shared schema; invalid input becomes a 400 with one readable sentence, coded `invalidRequest`
 * unless the sentence is one of the API's own (@shared/api/apiErrors), whose code it then keeps.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const message = firstIssueMessage(result.error);
    throw new DomainError('invalid', apiErrorCodeOf(message) ?? 'invalidRequest', { message });
  }
  return result.data;
}

export function validBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseInput(schema, req.body);
}

export function validQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseInput(schema, req.query);
}
