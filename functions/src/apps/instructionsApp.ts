// The `instructions` function's app: the AI instruction feed (`/api/llm/**`), whose requests mostly wait on the
// provider, so they get slots of their own instead of holding the API's.
import { createApp } from '../app.js';
import { llmRouter } from '../routes/llm.js';

export const instructionsApp = createApp([llmRouter]);
