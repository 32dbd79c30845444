// Imported first by bootstrap.tsx: zod decides at schema construction whether to JIT (probing eval,
// which the page's CSP forbids and reports). Its interpreter needs no eval. zod/mini's `config` sets
// the same core setting classic zod reads, without loading classic zod on the first load.
import { config } from 'zod/mini';

config({ jitless: true });
