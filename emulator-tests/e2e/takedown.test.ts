import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { liftBlocksOf } from '../api/support/admin.js';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL, DEMO_UPSTREAM_URL } from '../support/env.js';
import { call } from '../api/support/http.js';
import { becomePremiumByRedeeming, signInAsNewUser } from '../support/journeys.js';
import { openAdminConsolePage, openFromHeader, signInThroughUi } from '../support/uiSignIn.js';

const COMMUNITY = 'IvyCastellClub';
const SHOWN = 'img:not([aria-hidden="true"]), video:not([aria-hidden="true"])';
/** The paused-session journey's media interval: short, so that the steps before the removal outlast it. */
const INTERVAL_SEC = 4;

const removalReportIds: string[] = [];
afterAll(async () => {
  // The removals must not leak into other suites run against the same emulators.
  await liftBlocksOf(removalReportIds);
  await closeBrowser();
});

/** Dashboard → Ivy Castell's setup → a 1-screen session (at the slowest interval unless told), as a person would. */
async function startIvySession(
  page: Page,
  { instructions = true, intervalSec = 10 }: { instructions?: boolean; intervalSec?: number } = {},
): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: /Ivy Castell/ }).click();
  await page.waitForURL('**/config/ivy-castell');
  await page.getByRole('radio', { name: '5 min', exact: true }).check();
  await page.getByRole('radio', { name: '1 screen', exact: true }).check();
  await page.getByRole('slider', { name: 'Media interval' }).fill(String(intervalSec));
  if (!instructions) await page.getByRole('switch', { name: 'AI Instructions' }).uncheck();
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL('**/session/ivy-castell');
}

async function shownSrc(page: Page): Promise<string | null> {
  return page.evaluate(
    (selector) =>
      document.querySelector('section[aria-label="Panel 1"]')?.querySelector(selector)?.getAttribute('src') ?? null,
    SHOWN,
  );
}

async function waitForMedia(page: Page, not: string | null): Promise<string> {
  await expect.poll(async () => ((await shownSrc(page)) ?? not) !== not, { timeout: 20_000 }).toBe(true);
  return (await shownSrc(page)) ?? '';
}

/** True when any page (following the cursors) of the community's top or hot listing mentions `path`. */
async function listingsMention(path: string): Promise<boolean> {
  for (const type of ['top', 'hot']) {
    let after = '';
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      // A signed-out caller from an address of its own (the browser's share the listing budget).
      const res = await call(API_PATHS.listing, {
        query: { sub: COMMUNITY, type, limit: '60', ...(after ? { after } : {}) },
      });
      if (res.status !== 200) throw new Error(`listing answered ${res.status}`);
      if (res.text.includes(path)) return true;
      after = (res.json as { after: string | null }).after ?? '';
      if (after === '') break;
    }
  }
  return false;
}

describe('report and takedown', () => {
  it('when a viewer reports a panel’s image, then the panel skips it; once an admin removes it, no listing or session of the community serves it', async () => {
    const viewer = await newConfirmedPage(DESKTOP);
    await signInThroughUi(viewer, DEMO_EMAIL.premium);
    await startIvySession(viewer);
    const panel = viewer.getByRole('region', { name: 'Panel 1' });
    // An image of the forum's community: its shown src is the item's own URL (a video would show a resolved stream).
    // Ivy Castell also has a library collection; removing stored items has its own journey (libraryUploads).
    let reported = await waitForMedia(viewer, null);
    while (!reported.startsWith(DEMO_UPSTREAM_URL) || !(await panel.locator('img:not([aria-hidden="true"])').count())) {
      await panel.getByRole('button', { name: 'Skip' }).click();
      reported = await waitForMedia(viewer, reported);
    }
    reported = (await shownSrc(viewer)) ?? '';
    await panel.getByRole('button', { name: 'Report' }).click();
    const dialog = viewer.getByRole('dialog', { name: 'Report this item' });
    await dialog.getByRole('radio', { name: 'Non-consensual' }).check();
    await dialog.getByLabel('Details (optional)').fill('Posted without consent.');
    await screenshot(viewer, 'report-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('status').filter({ hasText: 'hidden for you now' }).waitFor();
    // Skipped at once (well inside the 10 s interval), not at the next rotation.
    await expect.poll(() => shownSrc(viewer), { timeout: 3_000 }).not.toBe(reported);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await viewer.getByRole('button', { name: 'End', exact: true }).click();
    await viewer.context().close();

    const path = new URL(reported).pathname;
    expect(await listingsMention(path)).toBe(true);

    const admin = await newConfirmedPage(DESKTOP);
    await signInThroughUi(admin, DEMO_EMAIL.admin);
    await openAdminConsolePage(admin, 'Reports');
    const row = admin
      .getByRole('list', { name: 'Underage and non-consent' })
      .getByRole('listitem')
      .filter({ has: admin.locator(`a[href="${reported}"]`) });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/Non-consensual[\s\S]*Session panel[\s\S]*Waiting 0 h/);
    removalReportIds.push(((await row.getAttribute('aria-label')) ?? '').replace('Report ', ''));
    await screenshot(admin, 'admin-reports-desktop');
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    const removedAtMs = Date.now();
    await admin.context().close();

    // Through the API: every listing of the community, signed out (another worker may take its 15 s refresh).
    await expect.poll(() => listingsMention(path), { timeout: 30_000, interval: 2_000 }).toBe(false);

    // Through a session in a fresh browser, once every function instance has had its refresh time (15 s,
    // docs/product-rules.md): the listing answers it reads never hold the item, nor does a panel.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, removedAtMs + 16_000 - Date.now())));
    const fresh = await newConfirmedPage(DESKTOP);
    const listingBodies: Promise<{ url: string; body: string }>[] = [];
    fresh.on('response', (response) => {
      if (response.url().includes(API_PATHS.listing))
        listingBodies.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await signInThroughUi(fresh, DEMO_EMAIL.premium);
    await startIvySession(fresh);
    const freshPanel = fresh.getByRole('region', { name: 'Panel 1' });
    let shown = await waitForMedia(fresh, null);
    const seen = [shown];
    for (let i = 0; i < 12; i += 1) {
      await freshPanel.getByRole('button', { name: 'Skip' }).click();
      shown = await waitForMedia(fresh, shown);
      seen.push(shown);
    }
    expect(seen).not.toContain(reported);
    const bodies = await Promise.all(listingBodies);
    expect(bodies.length).toBeGreaterThan(0);
    for (const { url, body } of bodies) expect(body.includes(path), url).toBe(false);
    await fresh.context().close();
  });

  it('when a person depicted asks to remove what a paused session shows, then after the admin’s Remove it leaves that session and the viewer’s favourites within a minute', async () => {
    const viewer = await newConfirmedPage(DESKTOP);
    await signInAsNewUser(viewer, 'ncii-viewer');
    await becomePremiumByRedeeming(viewer);
    await startIvySession(viewer, { instructions: false, intervalSec: INTERVAL_SEC });
    const panel = viewer.getByRole('region', { name: 'Panel 1' });
    // Skipped to a fresh image, so that a whole interval is left to pause on it.
    let shown = await waitForMedia(viewer, null);
    do {
      await panel.getByRole('button', { name: 'Skip' }).click();
      shown = await waitForMedia(viewer, shown);
    } while (!(await panel.locator('img:not([aria-hidden="true"])').count()));
    // The viewer pauses on it and saves it: it stays on screen, held by the running session.
    await viewer.getByRole('button', { name: 'Pause' }).click();
    await viewer.getByRole('button', { name: 'Resume' }).waitFor();
    const pausedAtMs = Date.now();
    shown = (await shownSrc(viewer)) ?? '';
    await panel.getByRole('button', { name: 'Favourite' }).click();

    // The person in it copies its address and files a removal request from the footer's link, as a new visitor.
    const depicted = await newConfirmedPage(DESKTOP);
    await depicted.goto('/');
    await depicted.getByRole('contentinfo').getByRole('link', { name: 'Content removal' }).click();
    const form = depicted.getByRole('form', { name: 'Removal request' });
    await form.getByLabel('Address of the item').fill(shown);
    await form.getByRole('radio', { name: 'I am in this and did not consent' }).check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await depicted.getByRole('status').filter({ hasText: 'we decide within 48 hours' }).waitFor();
    await depicted.context().close();

    const admin = await newConfirmedPage(DESKTOP);
    await signInThroughUi(admin, DEMO_EMAIL.admin);
    await openAdminConsolePage(admin, 'Reports');
    const lane = admin.getByRole('list', { name: 'Non-consent requests from people depicted (48 hours)' });
    const row = lane.getByRole('listitem').filter({ has: admin.locator(`a[href="${shown}"]`) });
    await row.waitFor();
    await expect(row.getByRole('timer').innerText()).resolves.toMatch(/^4[78] h \d+ min left$/);
    removalReportIds.push(((await row.getAttribute('aria-label')) ?? '').replace('Report ', ''));
    // More than an interval has passed since the pause: only the pause keeps it there.
    expect(Date.now() - pausedAtMs).toBeGreaterThan(INTERVAL_SEC * 1000);
    expect(await shownSrc(viewer)).toBe(shown);
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    const removedAtMs = Date.now();
    await admin.context().close();

    // The paused panel moves on by itself once the session's next beat hears of the removal.
    await expect.poll(() => shownSrc(viewer), { timeout: 60_000, interval: 500 }).not.toBe(shown);
    const goneFromSessionMs = Date.now() - removedAtMs;
    console.log(`removal → gone from a paused running session: ${(goneFromSessionMs / 1000).toFixed(1)} s`);
    expect(goneFromSessionMs).toBeLessThanOrEqual(60_000);
    await viewer.getByRole('button', { name: 'End', exact: true }).click();
    await viewer.waitForURL('**/dashboard');

    await openFromHeader(viewer, 'Favourites');
    await viewer.getByText('No favourites yet.', { exact: false }).waitFor({ timeout: 60_000 - goneFromSessionMs });
    expect(await viewer.locator(`img[src="${shown}"]`).count()).toBe(0);
    await viewer.context().close();
  }, 180_000);
});
