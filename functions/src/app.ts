import express from 'express';
import helmet from 'helmet';
import { healthRouter } from './routes/health.js';
import { adminRouter } from './routes/admin.js';
import { affiliatesRouter } from './routes/affiliates.js';
import { contentLockerRouter } from './routes/contentLocker.js';
import { purchasesRouter } from './routes/purchases.js';
import { redeemRouter } from './routes/redeem.js';
import { referralsRouter } from './routes/referrals.js';
import { sessionRunsRouter } from './routes/sessionRuns.js';
import { libraryRouter } from './routes/library.js';
import { listingRouter } from './routes/listing.js';
import { thumbnailsRouter } from './routes/thumbnails.js';
import { starsRouter } from './routes/stars.js';
import { videoRouter } from './routes/video.js';
import { llmRouter } from './routes/llm.js';
import { ageAssuranceRouter } from './routes/ageAssurance.js';
import { accountRouter } from './routes/account.js';
import { reportsRouter } from './routes/reports.js';
import { bodyLimit, LIBRARY_IMPORT_MAX_BYTES, REQUEST_BODY_MAX_BYTES } from './middleware/bodyLimit.js';
import { PERFORMER_DOCUMENT_ROUTE, performerRecordsRouter } from './routes/performerRecords.js';
import { PERFORMER_DOCUMENT_MAX_BYTES } from './shared/constants.js';
import { errorHandler, notFoundHandler } from './middleware/errorHandler.js';
import { API_PATHS } from './shared/api/paths.js';

/** Builds the one Express app behind `/api/**`: common middleware, routers, then the error handler. */
export function createApp() {
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
  api.use(referralsRouter);
  api.use(sessionRunsRouter);
  api.use(redeemRouter);
  api.use(contentLockerRouter);
  api.use(purchasesRouter);
  api.use(affiliatesRouter);
  api.use(adminRouter);
  api.use(listingRouter);
  api.use(thumbnailsRouter);
  api.use(starsRouter);
  api.use(videoRouter);
  api.use(llmRouter);
  api.use(libraryRouter);
  api.use(performerRecordsRouter);
  api.use(ageAssuranceRouter);
  api.use(accountRouter);
  api.use(reportsRouter);
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
