import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { adminAuth, adminDb } from '../api/support/admin.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL, DEMO_UPSTREAM_URL } from '../support/env.js';
import { signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

const SEEDS = ['favalpha', 'favbravo', 'favcharlie'];
let premiumUid = '';

// The session screen's favourite button is another feature; the grid is seeded the way it stores them.
beforeAll(async () => {
  premiumUid = (await adminAuth().getUserByEmail(DEMO_EMAIL.premium)).uid;
  const col = adminDb().collection(COLLECTIONS.users).doc(premiumUid).collection(COLLECTIONS.favorites);
  const existing = await col.get();
  await Promise.all(existing.docs.map((d) => d.ref.delete()));
  await Promise.all(
    SEEDS.map((seed, i) =>
      col.doc(seed).set({
        id: seed,
        type: 'image',
        srcUrl: `${DEMO_UPSTREAM_URL}/media/img/${seed}-720x1280.png`,
        previewUrl: null,
        durationSec: 0,
        width: 720,
        height: 1280,
        source: 'forum',
        postUrl: `https://www.reddit.com/r/AriaValeGallery/comments/${seed}/`,
        // Newest first in the grid: the first seed is the newest.
        createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
      }),
    ),
  );
});

describe('favourites', () => {
  it('when a premium user browses favourites, then arrows wrap, Open Source is safe and Remove deletes the document', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await page.getByRole('link', { name: 'Favourites' }).click();
    await page.getByText('3 items').waitFor();
    await screenshot(page, 'favorites-grid-desktop');
    await page.getByRole('button', { name: 'Open image 1 of 3' }).click();
    await page.getByRole('dialog', { name: 'Favourite 1 of 3' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Favourite 3 of 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Favourite 1 of 3' }).waitFor();
    const source = page.getByRole('link', { name: 'Open Source' });
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await source.getAttribute('href')).toBe('https://www.reddit.com/r/AriaValeGallery/comments/favalpha/');
    expect(await page.getByRole('dialog').getByText('Forum').isVisible()).toBe(true);
    await screenshot(page, 'favorites-viewer-desktop');
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('2 items').waitFor();
    const left = await adminDb().collection(COLLECTIONS.users).doc(premiumUid).collection(COLLECTIONS.favorites).get();
    expect(left.docs.map((d) => d.id).sort()).toEqual(['favbravo', 'favcharlie']);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    await page.getByText('2 items').waitFor();
    await page.context().close();
  });

  it('when a premium user on a phone plays favourites, then the session opens with them as its prefetched list', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await page.goto('/pages/favorites');
    await page.getByRole('button', { name: 'Play favourites' }).waitFor();
    await screenshot(page, 'favorites-grid-phone');
    await page.getByRole('button', { name: 'Open image 1 of 2' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'favorites-viewer-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Play favourites' }).click();
    await page.waitForURL('**/session/aria-vale');
    const prefetch = await page.evaluate(() => sessionStorage.getItem('starsession.prefetch.aria-vale'));
    expect((JSON.parse(prefetch ?? '[]') as unknown[]).length).toBe(2);
    await page.context().close();
  });

  it('when a free user opens favourites, then the Premium Feature prompt shows', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await page.goto('/pages/favorites');
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    await screenshot(page, 'favorites-free-phone');
    await page.context().close();
  });

  it('when a visitor is signed out, then favourites asks them to sign in', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await page.goto('/pages/favorites');
    await page.getByText('Sign in to see your favourites.').waitFor();
    await page.context().close();
  });
});
