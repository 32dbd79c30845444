// Imported first by bootstrap.tsx: zod decides at schema construction whether to JIT (probing eval,
// which the page's CSP forbids and reports). Its interpreter needs no eval.
import { config } from 'zod';

config({ jitless: true });
