import { Router } from 'express';
import { recordConsent } from '../domain/account/consent.js';
import { deleteAccount } from '../domain/account/deleteAccount.js';
import { exportAccount } from '../domain/account/exportAccount.js';
import { authenticate, authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireRecentSignIn } from '../middleware/requireRecentSignIn.js';
import { validBody } from '../middleware/validate.js';
import { consentBodySchema, type AccountExport } from '../shared/api/schemas/account.js';
import { emptyBodySchema, type OkResponse } from '../shared/api/schemas/common.js';

// The signed-in user's own account: consent at sign-up, export and deletion (docs/product-rules.md).
export const accountRouter = Router();

accountRouter.post('/account/consent', authenticate, rateLimit('account'), async (req, res) => {
  const user = currentUser(req);
  const { policyVersion } = validBody(req, consentBodySchema);
  await recordConsent(user.uid, user.name, policyVersion);
  const body: OkResponse = { ok: true };
  res.json(body);
});

// The file holds sex-life data (special category): a token lifted from an open session must not carry it off.
accountRouter.get(
  '/account/export',
  authenticateFresh,
  requireRecentSignIn(),
  rateLimit('account'),
  async (req, res) => {
    const user = currentUser(req);
    const body: AccountExport = await exportAccount({ uid: user.uid });
    // Personal data: never kept by a cache on the way.
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  },
);

accountRouter.post(
  '/account/delete',
  authenticateFresh,
  requireRecentSignIn(),
  rateLimit('account'),
  async (req, res) => {
    const user = currentUser(req);
    validBody(req, emptyBodySchema);
    await deleteAccount({ uid: user.uid });
    const body: OkResponse = { ok: true };
    res.json(body);
  },
);
