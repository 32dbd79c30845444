import { API_PATHS } from '@shared/api/paths';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, type SignedIn } from '../support/auth.js';
import { APP_URL } from '../support/env.js';
import { demoParam } from '../../scripts/lib/projectConfig.mjs';
import { adminDb, userData } from './support/admin.js';
import { call, failure } from './support/http.js';
import { OFFER_NETWORK, OFFER_SECRET } from './support/secrets.js';

const post = (path: string, token?: string) => call(path, { token, method: 'POST' });

async function issueClick(user: SignedIn): Promise<string> {
  const res = await post(API_PATHS.contentLockerClick, user.idToken);
  expect(res.status).toBe(200);
  const url = new URL((res.json as { url: string }).url);
  const click = url.searchParams.get('click');
  if (!click) throw new Error('offer URL has no click id');
  return click;
}

const postback = (params: Record<string, string>) =>
  call(API_PATHS.contentLockerPostback, { query: { status: 'approved', secret: OFFER_SECRET, ...params } });

describe('POST /api/contentlocker/click', () => {
  it('when there is no token, then it answers 401', async () => {
    expect(await post(API_PATHS.contentLockerClick)).toMatchObject(failure(401, 'Not signed in'));
  });
  it('when the email is unverified, then it answers 403', async () => {
    const user = await createUser(uniqueEmail('click-unverified'), { verified: false });
    expect(await post(API_PATHS.contentLockerClick, user.idToken)).toMatchObject(
      failure(403, 'Please verify your email first.', 'verifyEmailFirst'),
    );
  });
  it('when a verified user asks, then it answers the offer URL with a random click id that is not the uid', async () => {
    const user = await createUser(uniqueEmail('click'));
    const res = await post(API_PATHS.contentLockerClick, user.idToken);
    expect(res.status).toBe(200);
    const { url } = res.json as { ok: true; url: string };
    expect(url.startsWith(demoParam('OFFER_URL_TEMPLATE').replace('{clickId}', ''))).toBe(true);
    expect(url).not.toContain(user.uid);
    const click = new URL(url).searchParams.get('click') ?? '';
    const stored = (await adminDb().collection('offer_clicks').doc(click).get()).data();
    expect(stored).toMatchObject({ uid: user.uid, status: 'issued', network: OFFER_NETWORK });
  });
});

describe('offer postback + POST /api/contentlocker/complete', () => {
  it('when complete is called without a token or unverified, then 401 / 403', async () => {
    expect(await post(API_PATHS.contentLockerComplete)).toMatchObject(failure(401, 'Not signed in'));
    const unverified = await createUser(uniqueEmail('complete-unverified'), { verified: false });
    expect(await post(API_PATHS.contentLockerComplete, unverified.idToken)).toMatchObject(
      failure(403, 'Please verify your email first.', 'verifyEmailFirst'),
    );
  });

  it('when no postback has arrived, then complete refuses and the user stays free', async () => {
    const user = await createUser(uniqueEmail('complete-early'));
    await issueClick(user);
    expect(await post(API_PATHS.contentLockerComplete, user.idToken)).toMatchObject(
      failure(
        409,
        'We have not received your task completion yet. Finish the task, then try again in a minute.',
        'offerNotCompleted',
      ),
    );
    expect((await userData(user.uid))?.premium).toBeUndefined();
  });

  it('when the postback has a wrong secret, then it answers 403 and grants nothing', async () => {
    const user = await createUser(uniqueEmail('pb-secret'));
    const click = await issueClick(user);
    expect(await postback({ click, txn: 'T-secret', secret: 'wrong' })).toMatchObject(
      failure(403, 'Invalid postback secret.', 'invalidPostbackSecret'),
    );
    expect(await postback({ click, txn: 'T-secret', secret: '' })).toMatchObject(
      failure(403, 'Invalid postback secret.', 'invalidPostbackSecret'),
    );
    expect((await userData(user.uid))?.premium).toBeUndefined();
  });

  it('when the click id is unknown or malformed, then 404 / 400', async () => {
    expect(await postback({ click: 'A'.repeat(32), txn: 'T-unknown' })).toMatchObject(
      failure(404, 'Unknown click.', 'unknownClick'),
    );
    expect(await postback({ click: 'short', txn: 'T-bad' })).toMatchObject(
      failure(400, 'click must be a click id we issued.'),
    );
    expect(await postback({ click: 'A'.repeat(32), txn: 'a/b' })).toMatchObject(
      failure(400, 'txn must be 1 to 100 letters, digits or ._:-.'),
    );
  });

  it('when the postback is delivered 5 times (3 at once), then one grant and one record; complete then succeeds', async () => {
    const user = await createUser(uniqueEmail('pb-dup'));
    const click = await issueClick(user);
    const txn = `T-${Date.now()}`;
    const concurrent = await Promise.all([
      postback({ click, txn }),
      postback({ click, txn }),
      postback({ click, txn }),
    ]);
    const later = [await postback({ click, txn }), await postback({ click, txn })];
    for (const res of [...concurrent, ...later]) expect(res).toMatchObject({ status: 200, text: 'OK' });
    const records = await adminDb().collection('postbacks').where('clickId', '==', click).get();
    expect(records.size).toBe(1);
    expect(await userData(user.uid)).toMatchObject({ premium: true, premiumSources: ['offer'] });
    expect(await post(API_PATHS.contentLockerComplete, user.idToken)).toMatchObject({
      status: 200,
      json: { ok: true },
    });
  });

  it('when the network reverses the transaction, then premium is revoked and complete refuses again', async () => {
    const user = await createUser(uniqueEmail('pb-reverse'));
    const click = await issueClick(user);
    const txn = `R-${Date.now()}`;
    await postback({ click, txn });
    expect((await userData(user.uid))?.premium).toBe(true);
    expect(await postback({ click, txn, status: 'reversed' })).toMatchObject({ status: 200, text: 'OK' });
    expect(await postback({ click, txn, status: 'reversed' })).toMatchObject({ status: 200, text: 'OK' });
    expect(await userData(user.uid)).toMatchObject({ premium: false, premiumSources: [] });
    expect((await post(API_PATHS.contentLockerComplete, user.idToken)).status).toBe(409);
  });

  it('when a reversal arrives before the approval, then the late approval grants nothing', async () => {
    const user = await createUser(uniqueEmail('pb-reverse-first'));
    const click = await issueClick(user);
    const txn = `RF-${Date.now()}`;
    await postback({ click, txn, status: 'reversed' });
    await postback({ click, txn });
    expect((await userData(user.uid))?.premium).toBeUndefined();
  });

  it('when the network posts a form body instead of a query, then it is accepted too', async () => {
    const user = await createUser(uniqueEmail('pb-form'));
    const click = await issueClick(user);
    const form = new URLSearchParams({ click, txn: `F-${Date.now()}`, status: 'approved', secret: OFFER_SECRET });
    const res = await call(API_PATHS.contentLockerPostback, {
      method: 'POST',
      rawBody: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res).toMatchObject({ status: 200, text: 'OK' });
    expect((await userData(user.uid))?.premium).toBe(true);
  });
});

describe('demo offer page (the demo media source, standing in for the network)', () => {
  const form = (click: string) =>
    ({ method: 'POST', body: new URLSearchParams({ click }), redirect: 'manual' }) satisfies RequestInit;

  it('when a user completes the demo task, then its postback grants premium and they are sent to /premium-complete', async () => {
    const user = await createUser(uniqueEmail('demo-offer'));
    const res = await post(API_PATHS.contentLockerClick, user.idToken);
    const offer = new URL((res.json as { url: string }).url);
    const page = await fetch(offer);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Complete the demo task');
    const done = await fetch(new URL(offer.pathname, offer), form(offer.searchParams.get('click') ?? ''));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${APP_URL}/premium-complete`);
    expect(await post(API_PATHS.contentLockerComplete, user.idToken)).toMatchObject({
      status: 200,
      json: { ok: true },
    });
    expect((await userData(user.uid))?.premium).toBe(true);
  });

  it('when the demo page has no click id, or one the app never issued, then it answers 400', async () => {
    const offer = new URL(demoParam('OFFER_URL_TEMPLATE').replace('{clickId}', ''));
    expect((await fetch(new URL(offer.pathname, offer))).status).toBe(400);
    const unknown = await fetch(new URL(offer.pathname, offer), form('x'.repeat(32)));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('The app refused the postback');
  });
});
