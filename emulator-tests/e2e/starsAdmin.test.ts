import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { adminStarsResponseSchema } from '@shared/api/schemas/stars';
import { photoWithGps } from '../../functions/src/media/processing/fixtures/syntheticOriginals.js';
import { idTokenFor } from '../support/auth.js';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { APP_URL, DEMO_EMAIL, STORAGE_ORIGIN } from '../support/env.js';
import { approveInReviewQueue, itemIdOf } from '../support/reviewQueue.js';
import { openAdminConsolePage, signInThroughUi } from '../support/uiSignIn.js';

// Stars are operator data: an admin adds one in the console, with an avatar sent through the upload pipeline and
// approved in the review queue, and it is on the dashboard (its card showing the avatar, from storage) for the admin
// and for a brand-new visitor.
const RUN = Date.now().toString(36);
const STAR_NAME = `Mira Test ${RUN}`;
const COLLECTION = `MiraLib${RUN}`.slice(0, 21);
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'stars-e2e-'));
});
afterAll(async () => {
  await closeBrowser();
  await rm(work, { recursive: true, force: true });
  await retireTestStar();
});

/** The other journeys count the seeded cards: the star this journey made leaves the dashboard again. */
async function retireTestStar(): Promise<void> {
  const token = await idTokenFor(DEMO_EMAIL.admin);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const list = adminStarsResponseSchema.parse(
    await (await fetch(`${APP_URL}${API_PATHS.adminStars}`, { headers })).json(),
  );
  const star = list.stars.find((s) => s.name === STAR_NAME && !s.retired);
  if (!star) return;
  const { id, revision, retired: _retired, ...fields } = star;
  const res = await fetch(`${APP_URL}${API_PATHS.adminStars}/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ star: fields, revision, retired: true }),
  });
  expect(res.status).toBe(200);
}

const cardImageSrc = async (card: Locator) => {
  const img = card.locator('img');
  await img.waitFor({ timeout: 45_000 });
  return (await img.getAttribute('src')) ?? '';
};

describe('stars as the operator’s data', () => {
  it('when an admin adds a star with an avatar in the console, then it is on the dashboard with the avatar from storage, for a new visitor too', async () => {
    const avatar = await photoWithGps(work, 600, 800);
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openAdminConsolePage(page, 'Stars');
    await page.getByRole('heading', { level: 1, name: 'Stars', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add a star' }).click();
    const form = page.getByRole('form', { name: 'Add a star' });
    await form.getByLabel('Name').fill(STAR_NAME);
    await form.getByLabel('Mood line').fill('serene and unhurried');
    await form.getByLabel('Library collections (comma-separated)').fill(COLLECTION);
    await form.getByLabel('Avatar', { exact: true }).setInputFiles(avatar);
    await form
      .getByText('Avatar ready. It shows on the dashboard once a reviewer approves it.')
      .waitFor({ timeout: 90_000 });
    const preview = (await form.getByRole('img', { name: 'Avatar preview' }).getAttribute('src')) ?? '';
    expect(preview.startsWith(`${STORAGE_ORIGIN}/`), preview).toBe(true);
    await screenshot(page, 'stars-admin-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved ${STAR_NAME}.` })
      .waitFor();
    await page.getByRole('listitem').filter({ hasText: STAR_NAME }).waitFor();

    // The avatar is a new item: it waits in the review queue until another reviewer approves it.
    await approveInReviewQueue(itemIdOf(preview));

    // The brand link, as a person goes back: the new star is among the free ones, its card the avatar from storage.
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.waitForURL('**/dashboard');
    const card = page.getByRole('region', { name: 'Free' }).getByRole('link', { name: new RegExp(STAR_NAME) });
    await card.waitFor();
    expect((await cardImageSrc(card)).startsWith(`${STORAGE_ORIGIN}/`)).toBe(true);
    await page.context().close();

    const visitor = await newConfirmedPage(DESKTOP);
    await visitor.goto('/');
    await visitor.waitForURL('**/dashboard');
    const seen = visitor.getByRole('region', { name: 'Free' }).getByRole('link', { name: new RegExp(STAR_NAME) });
    await seen.waitFor();
    expect((await cardImageSrc(seen)).startsWith(`${STORAGE_ORIGIN}/`)).toBe(true);
    await screenshot(visitor, 'stars-new-star-dashboard');
    await visitor.context().close();
  });
});
