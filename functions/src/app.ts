import express from 'express';
import helmet from 'helmet';
import type { Router } from 'express';
import { healthRouter } from './routes/health.js';
import {
  bodyLimit,
  LIBRARY_IMPORT_MAX_BYTES,
  PERFORMER_DOCUMENT_ROUTE,
  REQUEST_BODY_MAX_BYTES,
} from './middleware/bodyLimit.js';
import { PERFORMER_DOCUMENT_MAX_BYTES } from './shared/constants.js';
import { errorHandler, notFoundHandler } from './middleware/errorHandler.js';
import { API_PATHS } from './shared/api/paths.js';

/**
 * Builds the Express app of one function (`apps/`: the API, the AI instructions, the stream relay): common
 * middleware, the health check and the workload's routers, then the error handler.
 */
export function createApp(routers: readonly Router[]) {
  const app = express();
  app.disable('x-powered-by');
  // The hosting runtime's own Express (Functions Framework / emulator) sets it before our app runs.
  app.use((_req, res, next) => {
    res.removeHeader('X-Powered-By');
    next();
  });
  // Security headers on every API answer (JSON and media bytes only: the policy allows nothing).
  // No upgrade-insecure-requests: the emulator serves plain http.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
  );
  // Client addresses are derived in middleware/clientIp.ts from the hops Google appends, never req.ip.
  app.set('trust proxy', false);
  // Library files may be large; every other body is small. The runtime has parsed the body already,
  // so the size is refused here (first match wins); express.json parses only where no runtime did (tests).
  const smallBody = bodyLimit(REQUEST_BODY_MAX_BYTES);
  app.use(API_PATHS.adminLibraryImport, bodyLimit(LIBRARY_IMPORT_MAX_BYTES), express.json({ limit: '3mb' }));
  // A performer's ID image or signed release arrives as the body itself (records/custodian.ts).
  app.use(
    PERFORMER_DOCUMENT_ROUTE,
    bodyLimit(PERFORMER_DOCUMENT_MAX_BYTES),
    express.raw({ type: 'application/octet-stream', limit: PERFORMER_DOCUMENT_MAX_BYTES }),
  );
  app.use((req, res, next) => {
    if (req.path === API_PATHS.adminLibraryImport || PERFORMER_DOCUMENT_ROUTE.test(req.path)) next();
    else smallBody(req, res, next);
  });
  app.use(express.json({ limit: '32kb' }));

  const api = express.Router();
  api.use(healthRouter);
  for (const router of routers) api.use(router);
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
