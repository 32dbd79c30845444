import { API_PATHS } from '@shared/api/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { adminDb, userData } from './support/admin.js';
import { call, failure } from './support/http.js';
import { SHOP_ID, signFlexPay } from './support/secrets.js';
import { APP_URL, DEMO_EMAIL } from '../support/env.js';
import { demoParam } from '../../scripts/lib/projectConfig.mjs';

const verotel = (params: Record<string, string>) => call(API_PATHS.verotelPostback, { query: params });
const confirm = (token?: string) => call(API_PATHS.claim, { token, method: 'POST' });
let saleCounter = Date.now() % 1_000_000;

/** The referenceID of an order link the buyer got from /api/purchase/link (as the order page echoes it). */
async function orderFor(buyer: SignedIn): Promise<string> {
  const res = await call(API_PATHS.purchaseLink, { token: buyer.idToken });
  expect(res.status).toBe(200);
  return new URL((res.json as { url: string }).url).searchParams.get('referenceID') ?? '';
}

/** A signed FlexPay sale postback for an order the buyer really started. */
async function sale(buyer: SignedIn, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  saleCounter += 1;
  return signFlexPay({
    type: 'purchase',
    shopID: SHOP_ID,
    saleID: String(saleCounter),
    referenceID: await orderFor(buyer),
    priceAmount: '9.99',
    priceCurrency: 'USD',
    paymentMethod: 'CC',
    custom1: buyer.uid,
    ...overrides,
  });
}

async function balanceOf(uid: string): Promise<number> {
  return Number((await adminDb().collection('affiliates').doc(uid).get()).data()?.balanceCents ?? 0);
}

const purchaseOrders = () => adminDb().collection('purchase_orders');

async function purchaseOf(params: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  return (
    await adminDb()
      .collection('purchases')
      .doc(`verotel_${params.saleID ?? ''}`)
      .get()
  ).data();
}

/** A signed refund of that sale, echoing the buyer's uid in custom1 as the processor does. */
function refundOf(params: Record<string, string>, buyer: SignedIn): Record<string, string> {
  return signFlexPay({ event: 'credit', shopID: SHOP_ID, saleID: params.saleID ?? '', custom1: buyer.uid });
}

const deleteAccountOf = (user: SignedIn) => call(API_PATHS.accountDelete, { method: 'POST', token: user.idToken });

/** No payment record, order or audit entry names the deleted person's uid. */
async function expectUidNowhere(uid: string): Promise<void> {
  for (const name of ['purchases', 'purchase_orders', 'audit_events']) {
    expect((await adminDb().collection(name).where('uid', '==', uid).get()).size).toBe(0);
  }
}

async function referredBy(referrer: SignedIn, label: string): Promise<SignedIn> {
  const buyer = await createUser(uniqueEmail(label));
  const res = await call(API_PATHS.referralClaim, { token: buyer.idToken, body: { referrerUid: referrer.uid } });
  expect(res.status).toBe(200);
  return buyer;
}

describe('GET /api/purchase/link', () => {
  it('when there is no token, then it answers 401', async () => {
    expect(await call(API_PATHS.purchaseLink)).toMatchObject(failure(401, 'Not signed in'));
  });

  it('when signed in, then it answers a signed FlexPay link carrying the uid and a unique reference', async () => {
    const user = await createUser(uniqueEmail('link'));
    const a = await call(API_PATHS.purchaseLink, { token: user.idToken });
    const b = await call(API_PATHS.purchaseLink, { token: user.idToken });
    expect(a.status).toBe(200);
    const url = new URL((a.json as { url: string }).url);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      version: '4',
      type: 'purchase',
      shopID: SHOP_ID,
      priceAmount: '9.99',
      priceCurrency: 'USD',
      custom1: user.uid,
    });
    const { signature, ...signed } = params;
    expect(signFlexPay(signed).signature).toBe(signature);
    expect(new URL((b.json as { url: string }).url).searchParams.get('referenceID')).not.toBe(params.referenceID);
    const order = await adminDb()
      .collection('purchase_orders')
      .doc(params.referenceID ?? '')
      .get();
    expect(order.data()).toMatchObject({ uid: user.uid, amountCents: 999, currency: 'USD', saleId: null });
  });
});

describe('Verotel postback + POST /api/claim', () => {
  let affiliate: SignedIn;
  beforeAll(async () => {
    affiliate = await signIn(DEMO_EMAIL.affiliate);
  });

  it('when confirming without a token or unverified, then 401 / 403', async () => {
    expect(await confirm()).toMatchObject(failure(401, 'Not signed in'));
    const unverified = await createUser(uniqueEmail('claim-unverified'), { verified: false });
    expect(await confirm(unverified.idToken)).toMatchObject(failure(403, 'Please verify your email first.'));
  });

  it('when nothing has been paid, then confirm answers the no-purchase message', async () => {
    const user = await createUser(uniqueEmail('claim-none'));
    expect(await confirm(user.idToken)).toMatchObject(
      failure(409, 'No purchase found yet. If you just paid, wait a few seconds and try again.'),
    );
  });

  it('when the signature is wrong or missing, then 403 and no sale is recorded', async () => {
    const user = await createUser(uniqueEmail('sig'));
    const params = await sale(user);
    expect(await verotel({ ...params, priceAmount: '0.01' })).toMatchObject(failure(403, 'Invalid signature.'));
    const { signature: _s, ...unsigned } = params;
    expect(await verotel(unsigned)).toMatchObject(failure(403, 'Invalid signature.'));
    expect(await verotel(signFlexPay(unsigned, 'wrong-key'))).toMatchObject(failure(403, 'Invalid signature.'));
    expect((await userData(user.uid))?.premium).toBeUndefined();
  });

  it('when the shop is not ours or the sale is malformed, then 400', async () => {
    const user = await createUser(uniqueEmail('shop'));
    expect(await verotel(await sale(user, { shopID: '999' }))).toMatchObject(failure(400, 'Unknown shop.'));
    expect(await verotel(await sale(user, { priceAmount: '9.999' }))).toMatchObject(
      failure(400, 'Invalid sale parameters.'),
    );
    expect(await verotel(await sale(user, { custom1: 'bad uid' }))).toMatchObject(
      failure(400, 'Invalid sale parameters.'),
    );
  });

  it('when a signed sale is for another amount or currency, then it grants nothing', async () => {
    const user = await createUser(uniqueEmail('price'));
    const wrong: Record<string, string>[] = [
      { priceAmount: '0.99' },
      { priceAmount: '99.90' },
      { priceCurrency: 'EUR' },
    ];
    for (const overrides of wrong) {
      expect(await verotel(await sale(user, overrides))).toMatchObject(
        failure(400, 'Sale does not match the Premium price.'),
      );
    }
    expect((await userData(user.uid))?.premium).toBeUndefined();
    expect((await confirm(user.idToken)).status).toBe(409);
  });

  it('when the referenceID is not one we issued to this buyer, or was already paid, then it grants nothing', async () => {
    const user = await createUser(uniqueEmail('ref'));
    const other = await createUser(uniqueEmail('ref-other'));
    const { referenceID: _r, signature: _unsigned, ...noReference } = await sale(user);
    for (const params of [
      signFlexPay(noReference),
      await sale(user, { referenceID: 'ss_AAAAAAAAAAAAAAAA' }),
      await sale(user, { referenceID: 'ref-1' }),
      await sale(user, { referenceID: await orderFor(other) }),
    ]) {
      expect(await verotel(params)).toMatchObject(failure(400, 'Unknown order.'));
    }
    expect((await userData(user.uid))?.premium).toBeUndefined();

    // The honest sale of the buyer's own order goes through; a second sale naming that order does not.
    const honest = await sale(user);
    expect(await verotel(honest)).toMatchObject({ status: 200, text: 'OK' });
    expect(await userData(user.uid)).toMatchObject({ premium: true });
    const { signature: _s, ...honestFields } = honest;
    saleCounter += 1;
    expect(await verotel(signFlexPay({ ...honestFields, saleID: String(saleCounter) }))).toMatchObject(
      failure(400, 'Unknown order.'),
    );
  });

  it('when a sale by a referred user is posted back 5 times (3 at once), then one purchase, one grant, one commission', async () => {
    const buyer = await referredBy(affiliate, 'buyer');
    const before = await balanceOf(affiliate.uid);
    const params = await sale(buyer);
    const first = await Promise.all([verotel(params), verotel(params), verotel(params)]);
    const rest = [await verotel(params), await verotel(params)];
    for (const res of [...first, ...rest]) expect(res).toMatchObject({ status: 200, text: 'OK' });

    const purchase = (
      await adminDb()
        .collection('purchases')
        .doc(`verotel_${params.saleID ?? ''}`)
        .get()
    ).data();
    expect(purchase).toMatchObject({
      uid: buyer.uid,
      amountCents: 999,
      currency: 'USD',
      status: 'paid',
      referrerUid: affiliate.uid,
      commissionCents: 100,
    });
    expect(purchase?.createdAt).toBeDefined();
    expect(await balanceOf(affiliate.uid)).toBe(before + 100);
    expect(await userData(buyer.uid)).toMatchObject({ premium: true, premiumSources: ['purchase'] });
    expect(await confirm(buyer.idToken)).toMatchObject({ status: 200, json: { ok: true } });
  });

  it('when the sale is refunded, then premium is revoked and the commission clawed back, once', async () => {
    const buyer = await referredBy(affiliate, 'refund');
    const params = await sale(buyer);
    await verotel(params);
    const afterSale = await balanceOf(affiliate.uid);
    const refund = signFlexPay({
      type: 'purchase',
      event: 'credit',
      shopID: SHOP_ID,
      saleID: params.saleID ?? '',
      transactionID: '555',
    });
    expect(await verotel(refund)).toMatchObject({ status: 200, text: 'OK' });
    expect(await verotel(refund)).toMatchObject({ status: 200, text: 'OK' });
    expect(await balanceOf(affiliate.uid)).toBe(afterSale - 100);
    expect(await userData(buyer.uid)).toMatchObject({ premium: false });
    expect((await confirm(buyer.idToken)).status).toBe(409);
  });

  it('when the buyer deleted their account before the postback, then the sale is kept under the pseudonym, OK on every retry, granting nothing', async () => {
    const buyer = await createUser(uniqueEmail('deleted-buyer'));
    const params = await sale(buyer);
    expect((await deleteAccountOf(buyer)).status).toBe(200);
    const order = purchaseOrders().doc(params.referenceID ?? '');
    const pseudonym = (await order.get()).data()?.uid as string;
    expect(pseudonym).toMatch(/^deleted-[0-9a-f-]{36}$/);

    const answers = [...(await Promise.all([verotel(params), verotel(params)])), await verotel(params)];
    for (const res of answers) expect(res).toMatchObject({ status: 200, text: 'OK' });
    expect(await purchaseOf(params)).toMatchObject({
      uid: pseudonym,
      amountCents: 999,
      status: 'paid',
      referrerUid: null,
      commissionCents: 0,
    });
    expect((await order.get()).data()).toMatchObject({ uid: pseudonym, saleId: params.saleID });
    expect(await userData(buyer.uid)).toBeUndefined();

    // Its refund settles the same record, still under the pseudonym.
    expect(await verotel(refundOf(params, buyer))).toMatchObject({ status: 200, text: 'OK' });
    expect(await purchaseOf(params)).toMatchObject({ uid: pseudonym, status: 'refunded' });
    await expectUidNowhere(buyer.uid);
  });

  it('when a deletion is under way as the sale arrives, then the sale takes its pseudonym and grants nothing', async () => {
    const buyer = await createUser(uniqueEmail('deleting-buyer'));
    const params = await sale(buyer);
    const pseudonym = 'deleted-00000000-0000-4000-8000-00000000beef';
    // Their own referrer is still on the document the deletion has not reached yet: it earns nothing either.
    await adminDb().collection('users').doc(buyer.uid).set({ deletionPseudonym: pseudonym, referredBy: affiliate.uid });
    const before = await balanceOf(affiliate.uid);
    expect(await verotel(params)).toMatchObject({ status: 200, text: 'OK' });
    expect(await purchaseOf(params)).toMatchObject({ uid: pseudonym, status: 'paid', commissionCents: 0 });
    expect((await userData(buyer.uid))?.premium).toBeUndefined();
    expect(await balanceOf(affiliate.uid)).toBe(before);
    await expectUidNowhere(buyer.uid);
  });

  it('when the refund of a deleted buyer comes before the sale, then neither writes their uid', async () => {
    const buyer = await createUser(uniqueEmail('deleted-refund-first'));
    const params = await sale(buyer);
    expect((await deleteAccountOf(buyer)).status).toBe(200);
    expect(await verotel(refundOf(params, buyer))).toMatchObject({ status: 200, text: 'OK' });
    expect((await purchaseOf(params))?.uid).toMatch(/^deleted-/);
    expect(await verotel(params)).toMatchObject({ status: 200, text: 'OK' });
    // The late sale puts the record under the order's pseudonym, the one the deletion chose.
    const pseudonym = (
      await purchaseOrders()
        .doc(params.referenceID ?? '')
        .get()
    ).data()?.uid as string;
    expect(await purchaseOf(params)).toMatchObject({ uid: pseudonym, status: 'refunded' });
    expect(await userData(buyer.uid)).toBeUndefined();
    await expectUidNowhere(buyer.uid);
  });

  it('when a chargeback hits a user who is also premium by code, then they keep premium', async () => {
    const buyer = await createUser(uniqueEmail('chargeback'));
    await adminDb().collection('redeem_codes').doc(`CB-${buyer.uid}`.toUpperCase()).set({ used: false });
    await call(API_PATHS.redeem, { token: buyer.idToken, body: { code: `CB-${buyer.uid}` } });
    const params = await sale(buyer);
    await verotel(params);
    await verotel(signFlexPay({ event: 'chargeback', shopID: SHOP_ID, saleID: params.saleID ?? '' }));
    expect(await userData(buyer.uid)).toMatchObject({ premium: true, premiumSources: ['code'] });
  });

  it('when a non-affiliate referred the buyer, then no commission is recorded', async () => {
    const plain = await createUser(uniqueEmail('plain-referrer'));
    const buyer = await referredBy(plain, 'plain-buyer');
    const params = await sale(buyer);
    await verotel(params);
    const purchase = (
      await adminDb()
        .collection('purchases')
        .doc(`verotel_${params.saleID ?? ''}`)
        .get()
    ).data();
    expect(purchase).toMatchObject({ commissionCents: 0, referrerUid: null });
    expect((await adminDb().collection('affiliates').doc(plain.uid).get()).exists).toBe(false);
  });
});

describe('demo checkout (the demo media source, standing in for the order page)', () => {
  const orderLink = async (user: SignedIn) =>
    new URL(((await call(API_PATHS.purchaseLink, { token: user.idToken })).json as { url: string }).url);

  it('when a user pays on the demo order page, then its signed postback grants premium and confirm succeeds', async () => {
    const user = await createUser(uniqueEmail('demo-pay'));
    const link = await orderLink(user);
    expect(`${link.origin}${link.pathname}`).toBe(demoParam('VEROTEL_STARTORDER_URL'));
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay 9.99 USD (demo)');
    const paid = await fetch(new URL(link.pathname, link), {
      method: 'POST',
      body: link.searchParams,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP_URL}/premium`);
    expect(await confirm(user.idToken)).toMatchObject({ status: 200, json: { ok: true } });
    expect((await userData(user.uid))?.premium).toBe(true);
  });

  it('when the order link was tampered with, then the demo page refuses it', async () => {
    const user = await createUser(uniqueEmail('demo-tamper'));
    const link = await orderLink(user);
    link.searchParams.set('priceAmount', '0.01');
    expect((await fetch(link)).status).toBe(400);
    const paid = await fetch(new URL(link.pathname, link), {
      method: 'POST',
      body: link.searchParams,
      redirect: 'manual',
    });
    expect(paid.status).toBe(400);
    expect((await userData(user.uid))?.premium).toBeUndefined();
  });
});
