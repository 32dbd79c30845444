// The `api` function's app: every route but the AI instructions and the stream relay, which have functions of their
// own (docs/operations.md "Functions").
import { createApp } from '../app.js';
import { accountRouter } from '../routes/account.js';
import { adminRouter } from '../routes/admin.js';
import { affiliatesRouter } from '../routes/affiliates.js';
import { ageAssuranceRouter } from '../routes/ageAssurance.js';
import { contentLockerRouter } from '../routes/contentLocker.js';
import { libraryRouter } from '../routes/library.js';
import { listingRouter } from '../routes/listing.js';
import { performerRecordsRouter } from '../routes/performerRecords.js';
import { uploaderCheckRouter } from '../routes/uploaderCheck.js';
import { purchasesRouter } from '../routes/purchases.js';
import { redeemRouter } from '../routes/redeem.js';
import { referralsRouter } from '../routes/referrals.js';
import { reportsRouter } from '../routes/reports.js';
import { sessionRunsRouter } from '../routes/sessionRuns.js';
import { starsRouter } from '../routes/stars.js';
import { thumbnailsRouter } from '../routes/thumbnails.js';
import { videoRouter } from '../routes/video.js';

export const apiApp = createApp([
  referralsRouter,
  sessionRunsRouter,
  redeemRouter,
  contentLockerRouter,
  purchasesRouter,
  affiliatesRouter,
  adminRouter,
  listingRouter,
  thumbnailsRouter,
  starsRouter,
  videoRouter,
  libraryRouter,
  performerRecordsRouter,
  uploaderCheckRouter,
  ageAssuranceRouter,
  accountRouter,
  reportsRouter,
]);
