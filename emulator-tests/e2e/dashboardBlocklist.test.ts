import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { parseStarThumbnailsResponse, type StarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { parseMediaLabels } from '@shared/media/personalBlocklist';
import { FREE_STARS, type Star } from '@shared/stars';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { signInAsNewUser } from '../support/journeys.js';
import { openFromHeader } from '../support/uiSignIn.js';

// The dashboard's card images held to the person's blocklist (docs/product-rules.md#blocklist): the shared
// thumbnails answer names each image's post, and the browser hides a card whose post the blocklist matches.

afterAll(closeBrowser);

const GATE_CONFIRM = 'I confirm I am 18+';
function freeStar(index: number): Star {
  const star = FREE_STARS[index];
  if (!star) throw new Error('two free stars expected');
  return star;
}
const TARGET = freeStar(0);
const OTHER = freeStar(1);

/** The thumbnails answers the app received, in order. */
function recordThumbnailAnswers(page: Page): StarThumbnailsResponse[] {
  const answers: StarThumbnailsResponse[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== API_PATHS.starThumbnails || !response.ok()) return;
    void response
      .json()
      .then((body) => {
        const parsed = parseStarThumbnailsResponse(body);
        if (parsed) answers.push(parsed);
      })
      .catch(() => undefined);
  });
  return answers;
}

/** Every request for `url` from now on. */
function recordRequestsFor(page: Page, url: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url() === url) requests.push(request.url());
  });
  return requests;
}

const card = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) });

/** The dashboard after the app took over: the other card's image is in, the target card's frame settled. */
async function dashboardSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
  await card(page, OTHER.name).locator('img').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.star-card__loading').length === 0);
  // A signed-in page keeps its database channel open: no network idle there, so a moment for late requests.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => page.waitForTimeout(1000));
}

/** The target star's card image and its post's community, read off the answer the dashboard received. */
async function targetImage(page: Page, answers: StarThumbnailsResponse[]) {
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const answer = answers[0];
  const url = answer?.thumbnails[TARGET.id];
  const community = parseMediaLabels(answer?.labels[TARGET.id]).community;
  if (!url || !community) throw new Error('the target card has no image or no community');
  // The test can fail: the card shows that very image before the blocklist names its community.
  expect(await card(page, TARGET.name).locator('img').getAttribute('src')).toBe(url);
  // Another card, from another community, keeps its image throughout.
  expect(parseMediaLabels(answer.labels[OTHER.id]).community?.toLowerCase()).not.toBe(community.toLowerCase());
  return { url, community };
}

async function hideCommunity(page: Page, community: string): Promise<void> {
  const editor = page.getByRole('region', { name: 'Blocklist' });
  const communities = editor.getByRole('group', { name: /Communities/ });
  await communities.getByRole('textbox', { name: 'Communities' }).fill(community);
  await communities.getByRole('button', { name: 'Add' }).click();
  await communities
    .getByRole('listitem')
    .filter({ hasText: `r/${community.toLowerCase()}` })
    .waitFor();
  await editor.getByText('Saved.').waitFor();
}

async function expectTargetWithoutImage(page: Page, url: string, requests: string[]): Promise<void> {
  await dashboardSettled(page);
  expect(await card(page, TARGET.name).locator('img').count()).toBe(0);
  expect(await page.locator(`img[src="${url}"]`).count()).toBe(0);
  expect(requests).toEqual([]);
}

describe('the dashboard and the blocklist', () => {
  it('when a signed-out visitor hides the community of a card’s image on this device, then that card shows no image, and its image is never asked for again', async () => {
    const page = await newPage(PHONE);
    const answers = recordThumbnailAnswers(page);
    await page.goto('/');
    await page.getByRole('button', { name: GATE_CONFIRM }).click();
    await dashboardSettled(page);
    const { url, community } = await targetImage(page, answers);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Hidden items' }).click();
    await page.getByRole('heading', { name: 'Hidden items' }).waitFor();
    await page.getByText('Kept on this device only.').waitFor();
    await hideCommunity(page, community);
    await screenshot(page, 'blocklist-hidden-page-phone');

    const requests = recordRequestsFor(page, url);
    await page.getByRole('link', { name: 'Back to the stars' }).click();
    await page.waitForURL('**/dashboard');
    await expectTargetWithoutImage(page, url, requests);

    // The next visit's document (its inline script runs before the app) shows it neither.
    await page.reload();
    await expectTargetWithoutImage(page, url, requests);
    await page.context().close();
  }, 120_000);

  it('when a signed-in person hides it on their account, then the card shows no image there either', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const answers = recordThumbnailAnswers(page);
    await page.goto('/dashboard');
    await dashboardSettled(page);
    const { url, community } = await targetImage(page, answers);
    await signInAsNewUser(page, 'cardhide');
    await openFromHeader(page, 'Profile');
    await hideCommunity(page, community);

    const requests = recordRequestsFor(page, url);
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.waitForURL('**/dashboard');
    await expectTargetWithoutImage(page, url, requests);
    await page.reload();
    await expectTargetWithoutImage(page, url, requests);
    await page.context().close();
  }, 120_000);
});
