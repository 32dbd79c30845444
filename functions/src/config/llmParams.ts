// Parameters of the instruction writer (an OpenAI-compatible chat-completions API). Without a key
// the built-in deterministic script is used; in the emulator LLM_API_KEY is `none` (.secret.local).
import { defineSecret, defineString } from 'firebase-functions/params';

export const LLM_BASE_URL = defineString('LLM_BASE_URL', {
  default: 'https://api.openai.com/v1',
  description: 'Base URL of an OpenAI-compatible chat-completions API (ends before /chat/completions).',
});
export const LLM_MODEL = defineString('LLM_MODEL', {
  default: 'gpt-4o-mini',
  description: 'Model name sent to the chat-completions API.',
});
/** `none` (or empty) disables the provider: the built-in script answers every call. */
export const LLM_API_KEY = defineSecret('LLM_API_KEY');

export const LLM_SECRETS = [LLM_API_KEY];
