/* global window -- page.evaluate callbacks run in the browser. */
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { adminDb, createAdmin } from '../api/support/admin.js';
import { call } from '../api/support/http.js';
import { openReportsIn } from '../api/support/reportsQueue.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_UPSTREAM_URL, STORAGE_ORIGIN } from '../support/env.js';
import { becomePremiumByRedeeming, signInAsNewUser } from '../support/journeys.js';
import { openFromHeader } from '../support/uiSignIn.js';

// A removal made here is lifted afterwards (the seeded items are this file's own, listed nowhere).
let removalReportId: string | null = null;
afterAll(async () => {
  if (removalReportId !== null) {
    const blocked = await adminDb().collection(COLLECTIONS.blockedMedia).where('reportId', '==', removalReportId).get();
    await Promise.all(blocked.docs.map((d) => d.ref.delete()));
  }
  await closeBrowser();
});

const SEEDS = ['favalpha', 'favbravo', 'favcharlie'];

/** The session screen's favourite button is another feature; the grid is seeded the way it stores them. */
async function seedFavourites(uid: string): Promise<void> {
  const col = adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites);
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
}

/** A user of this test's own, made premium by redeeming a code, with the three favourites saved. */
async function premiumUserWithFavourites(page: Page, prefix: string): Promise<string> {
  const { uid } = await signInAsNewUser(page, prefix);
  await becomePremiumByRedeeming(page);
  await seedFavourites(uid);
  return uid;
}

/** Every media src the session's panels show at this moment. */
function panelSources(page: Page): Promise<string[]> {
  return page
    .locator('section[aria-label^="Panel "]')
    .locator('img:not([aria-hidden="true"]), video:not([aria-hidden="true"])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? ''));
}

describe('favourites', () => {
  it('when a premium user browses favourites, then arrows wrap, Open Source is safe and Remove deletes the document', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const uid = await premiumUserWithFavourites(page, 'fav-browse');
    await openFromHeader(page, 'Favourites');
    await page.getByText(`${SEEDS.length} items`).waitFor();
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
    await page.getByRole('dialog').getByText('Forum').waitFor();
    await screenshot(page, 'favorites-viewer-desktop');
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('2 items').waitFor();
    const left = await adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites).get();
    expect(left.docs.map((d) => d.id).sort()).toEqual(['favbravo', 'favcharlie']);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('2 items').waitFor();
    await page.context().close();
  });

  it('when Hide is pressed on the favourites grid, then only the neutral page shows until Back is clicked', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await premiumUserWithFavourites(page, 'fav-hide');
    await openFromHeader(page, 'Favourites');
    await page.getByText(`${SEEDS.length} items`).waitFor();
    const tile = page.getByRole('button', { name: 'Open image 1 of 3' });
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await page.getByTestId('hide-screen').waitFor();
    expect(await page.title()).toBe('Notes');
    expect(await tile.isVisible()).toBe(false);
    expect(await page.locator('#root').evaluate((root) => window.getComputedStyle(root).display)).toBe('none');
    await screenshot(page, 'favorites-hidden-desktop');
    // No key brings the grid back (keys go to the note); Back does.
    await page.keyboard.press('Escape');
    await page.keyboard.press('h');
    expect(await tile.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await tile.waitFor();
    expect(await page.title()).not.toBe('Notes');
    // The key works in the viewer too.
    await tile.click();
    await page.getByRole('dialog', { name: 'Favourite 1 of 3' }).waitFor();
    await page.keyboard.press('h');
    await page.getByTestId('hide-screen').waitFor();
    expect(await page.getByRole('dialog', { name: 'Favourite 1 of 3' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('when a premium user on a phone plays favourites, then the session panels show those favourites', async () => {
    const page = await newConfirmedPage(PHONE);
    await premiumUserWithFavourites(page, 'fav-play');
    await openFromHeader(page, 'Favourites');
    await page.getByRole('button', { name: 'Play favourites' }).waitFor();
    await screenshot(page, 'favorites-grid-phone');
    await page.getByRole('button', { name: 'Open image 1 of 3' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'favorites-viewer-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Play favourites' }).click();
    await page.waitForURL('**/session/*');
    // The favourites play first: every one of them comes up in the panels, as the user sees it.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const src of await panelSources(page)) seen.add(src);
          return SEEDS.filter((seed) => [...seen].some((src) => src.includes(`/media/img/${seed}-`)));
        },
        { timeout: 30_000 },
      )
      .toEqual(SEEDS);
    await page.context().close();
  });

  it("when a premium user saves an uploaded item in Delia Frost's session and its links end, then the favourites page still shows it, from storage", async () => {
    const page = await newConfirmedPage(PHONE);
    const { uid } = await signInAsNewUser(page, 'fav-library');
    await becomePremiumByRedeeming(page);
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.getByRole('link', { name: /Delia Frost/ }).click();
    await page.getByRole('radio', { name: '1 screen', exact: true }).check();
    // Media only: no instruction feed, so no call of this session reaches the AI budget other journeys set.
    await page.getByRole('switch', { name: 'AI Instructions' }).uncheck();
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/delia-frost');
    await expect
      .poll(async () => (await panelSources(page)).some((src) => src.startsWith(`${STORAGE_ORIGIN}/`)), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    await page.getByRole('region', { name: 'Panel 1' }).getByRole('button', { name: 'Favourite' }).click();
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForURL('**/dashboard');

    // The links it was saved with end with their window (the emulator's do not: its token is made one never issued).
    const favourites = adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites);
    await expect.poll(async () => (await favourites.get()).size, { timeout: 20_000 }).toBe(1);
    const saved = (await favourites.get()).docs[0];
    expect(String(saved?.get('srcUrl'))).toContain('token=');
    const ended = (link: unknown) => (typeof link === 'string' ? link.replace(/token=[^&]+/, 'token=ended') : link);
    await saved?.ref.update({ srcUrl: ended(saved.get('srcUrl')), previewUrl: ended(saved.get('previewUrl')) });

    await openFromHeader(page, 'Favourites');
    await page.getByText('1 item').waitFor();
    const tile = page.locator('.favorites__tile img, .favorites__tile video').first();
    await expect
      .poll(() =>
        tile.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : (el as HTMLVideoElement).readyState)),
      )
      .toBeGreaterThan(0);
    const src = (await tile.getAttribute('src')) ?? '';
    expect(src.startsWith(STORAGE_ORIGIN), src).toBe(true);
    expect(src).not.toContain('token=ended');
    await page.context().close();
  });

  it('when a favourite is reported in the viewer, then it shows as Reported here from then on, and once an admin removes it, it is gone', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await premiumUserWithFavourites(page, 'fav-report');
    await openFromHeader(page, 'Favourites');
    await page.getByText(`${SEEDS.length} items`).waitFor();
    await page.getByRole('button', { name: 'Open image 1 of 3' }).click();
    await page.getByRole('button', { name: 'Report' }).click();
    const form = page.getByRole('dialog', { name: 'Report this item' });
    await form.getByRole('radio', { name: 'Appears underage' }).check();
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByRole('button', { name: 'Close' }).click();
    await page.getByText(/You reported this item, so it is hidden/).waitFor();
    await page.keyboard.press('Escape');
    // Kept on this device: after a reload the tile still shows no media.
    await page.reload();
    await page.getByText(`${SEEDS.length} items`).waitFor();
    expect(await page.getByRole('button', { name: 'Open image 1 of 3' }).innerText()).toContain('Reported');
    expect(await page.locator(`img[src*="/media/img/${SEEDS[0]}-"]`).count()).toBe(0);

    const admin = await createAdmin();
    const report = (await openReportsIn('safety', admin.idToken)).find(
      (r) => r.origin === 'favorites' && r.url.includes(`/media/img/${SEEDS[0]}-`),
    );
    if (!report) throw new Error('the report did not reach the queue');
    removalReportId = report.id;
    const decided = await call(API_PATHS.adminReportDecision, {
      token: admin.idToken,
      body: { id: report.id, decision: 'remove' },
    });
    expect(decided.status).toBe(200);
    // Every function instance applies the removal within its blocklist refresh (15 s).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('button', { name: 'Play favourites' }).waitFor();
          return page.getByText(/^\d+ items?/).innerText();
        },
        { timeout: 40_000, interval: 3_000 },
      )
      .toBe('2 items');
    await page.context().close();
  }, 120_000);

  it('when a free user opens favourites, then the Premium Feature prompt shows', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInAsNewUser(page, 'fav-free');
    await openFromHeader(page, 'Favourites');
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    await screenshot(page, 'favorites-free-phone');
    await page.context().close();
  });

  it('when a visitor is signed out, then favourites asks them to sign in', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await page.goto('/');
    await openFromHeader(page, 'Favourites');
    await page.getByText('Sign in to see your favourites.').waitFor();
    await page.context().close();
  });
});
