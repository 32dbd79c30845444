import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { LLM_API_KEY, LLM_BASE_URL, LLM_MODEL } from '../config/llmParams.js';
import { builtinWriter, type InstructionWriter } from '../domain/instructions/instructionWriter.js';
import { credentialOrNull } from '../config/mediaParams.js';
import { firestoreLlmBudget } from './dailyBudget.js';
import { createLlmWriter } from './llmWriter.js';

let cached: { key: string; writer: InstructionWriter } | null = null;

/**
 * The provider writer when LLM_API_KEY is set, else the built-in one. Reads the params per call
 * (never at load) and reuses the client while they stay the same.
 */
export function configuredWriter(): InstructionWriter {
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
        budget: firestoreLlmBudget(),
        onFallback: (reason) => logger.warn('LLM provider failed; built-in script used', { reason }),
      }),
    };
  }
  return cached.writer;
}
