import { Router, type RequestHandler } from 'express';
import {
  OPERATOR_EMAIL,
  OPERATOR_JURISDICTION,
  OPERATOR_NAME,
  OPERATOR_POSTAL_ADDRESS,
  OPERATOR_RECORDS_ADDRESS,
  OPERATOR_RECORDS_CUSTODIAN,
  OPERATOR_YOUTH_PROTECTION_OFFICER,
} from '../config/operatorParams.js';
import {
  decideReport,
  dismissReports,
  monthlyReportsCsv,
  openReportsPage,
  reportQueue,
  submitReport,
} from '../domain/reports.js';
import { checkFavorites } from '../domain/favoritesCheck.js';
import { storedPremium } from '../domain/premium.js';
import { servableLibraryEntries } from '../media/librarySource.js';
import { linkStoredRendition } from '../media/renditionLinks.js';
import { db } from '../data/db.js';
import { isPremiumOnlyCommunity, starCatalogue } from '../stars/starCatalogue.js';
import { configuredCursorKey } from '../media/listingCursor.js';
import { mediaServices } from '../media/mediaServices.js';
import { authenticate, authenticateFresh, currentUser, identifyIfSignedIn } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireAgeAssurance } from '../middleware/requireAgeAssurance.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { validBody, validQuery } from '../middleware/validate.js';
import type { OkResponse } from '../shared/api/schemas/common.js';
import type {
  AdminOpenReportsResponse,
  AdminReportsResponse,
  RemovedFavoritesResponse,
} from '../shared/api/schemas/reports.js';
import {
  openReportsQuerySchema,
  reportBodySchema,
  reportBulkDismissBodySchema,
  reportDecisionBodySchema,
  reportsExportQuerySchema,
} from '../shared/api/schemas/reports.js';
import type { SiteOperatorResponse } from '../shared/api/schemas/site.js';

export const reportsRouter = Router();

/** The listing's signing key, or null when unusable: then a report binds only its URL, it is still queued. */
function reportSigningKey(): string | null {
  try {
    return configuredCursorKey();
  } catch {
    return null;
  }
}

// Anyone may report, signed in or not (the queue keeps no reporter id). Signed-out reports also meet the
// per-/48 and overall ceilings; a signed-in one is counted per user, so an anonymous flood cannot shut it out.
const signedInReportLimit = rateLimit('report');
const anonymousReportLimit = rateLimit('anonymousReport');
const reportLimit: RequestHandler = (req, res, next) =>
  (req.user ? signedInReportLimit : anonymousReportLimit)(req, res, next);

reportsRouter.post('/reports', identifyIfSignedIn, reportLimit, async (req, res) => {
  await submitReport(validBody(req, reportBodySchema), Date.now(), reportSigningKey());
  const body: OkResponse = { ok: true };
  res.status(201).json(body);
});

// Which of the caller's own favourites were taken down (or are no longer served), and new links for those of
// uploaded items: the favourites page, its viewer and 'Play favourites' go by it. It reads the user's favourites
// itself, so it reveals nothing about anyone else's items, and links only what the caller may watch.
reportsRouter.get(
  '/favorites/removed',
  requireAgeAssurance(),
  authenticate,
  rateLimit('favoritesRemoved'),
  async (req, res) => {
    const { uid } = currentUser(req);
    const services = mediaServices();
    let premium: Promise<boolean> | undefined;
    const catalogue = await starCatalogue.current();
    const check = await checkFavorites(uid, {
      blocklist: services.blocklist,
      libraryEntries: (ids) => servableLibraryEntries(db(), ids, linkStoredRendition),
      mayWatch: async (community) => !isPremiumOnlyCommunity(catalogue, community) || (premium ??= storedPremium(uid)),
      selector: services.selector,
    });
    const body: RemovedFavoritesResponse = { ok: true, ...check };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  },
);

reportsRouter.get('/admin/reports', authenticateFresh, requireAdmin, async (_req, res) => {
  const body: AdminReportsResponse = await reportQueue();
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});

reportsRouter.get('/admin/reports/open', authenticateFresh, requireAdmin, async (req, res) => {
  const body: AdminOpenReportsResponse = await openReportsPage(validQuery(req, openReportsQuerySchema));
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});

reportsRouter.post('/admin/reports/dismiss', authenticateFresh, requireAdmin, rateLimit('admin'), async (req, res) => {
  res.json(await dismissReports(validBody(req, reportBulkDismissBodySchema), Date.now()));
});

reportsRouter.post('/admin/reports/decide', authenticateFresh, requireAdmin, rateLimit('admin'), async (req, res) => {
  const body = await decideReport(validBody(req, reportDecisionBodySchema), Date.now());
  // This instance stops serving the item now; the others within the blocklist's refresh time.
  if (body.blocked > 0) mediaServices().blocklist.invalidate();
  res.json(body);
});

reportsRouter.get('/admin/reports/export', authenticateFresh, requireAdmin, rateLimit('admin'), async (req, res) => {
  const { month } = validQuery(req, reportsExportQuerySchema);
  const csv = await monthlyReportsCsv(month, Date.now());
  res.set('Cache-Control', 'private, no-store');
  res.set('Content-Disposition', `attachment; filename="starsession-reports-${month}.csv"`);
  res.type('text/csv; charset=utf-8').send(csv);
});

// The operator's name and contact for the policy pages (readable before the age gate: no media).
reportsRouter.get('/site/operator', (_req, res) => {
  const body: SiteOperatorResponse = {
    ok: true,
    name: OPERATOR_NAME.value(),
    email: OPERATOR_EMAIL.value(),
    postalAddress: OPERATOR_POSTAL_ADDRESS.value(),
    jurisdiction: OPERATOR_JURISDICTION.value(),
    youthProtectionOfficer: OPERATOR_YOUTH_PROTECTION_OFFICER.value(),
    recordsCustodian: OPERATOR_RECORDS_CUSTODIAN.value(),
    recordsAddress: OPERATOR_RECORDS_ADDRESS.value(),
  };
  res.set('Cache-Control', 'public, max-age=300, s-maxage=3600');
  res.json(body);
});
