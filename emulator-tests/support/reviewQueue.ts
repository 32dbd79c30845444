// The review queue as a reviewer works it in the console: the item is found by what the console showed before (its
// card preview's rendition link), never by an id the test made up.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PERFORMER_STAGE_NAME } from '../../functions/src/tools/demoState.js';
import { DESKTOP, newConfirmedPage, screenshot } from './browser.js';
import { DEMO_EMAIL } from './env.js';
import { openAdminConsolePage, signInThroughUi } from './uiSignIn.js';

/** The stored item a rendition link points at (renditions/{itemId}/…), as read off the page. */
export function itemIdOf(renditionLink: string): string {
  const itemId = /renditions\/([0-9a-f]{20})\//.exec(decodeURIComponent(renditionLink))?.[1];
  if (!itemId) throw new Error(`not a rendition link: ${renditionLink}`);
  return itemId;
}

/**
 * The demo reviewer (another admin than the one who uploaded: nobody approves what they added) signs in in a browser
 * of their own, opens the console's Review page from its navigation and pages on until the waiting item of that
 * stored item shows; answers their page and that item's entry.
 */
export async function openInReviewQueue(itemId: string): Promise<{ page: Page; entry: Locator }> {
  const page = await newConfirmedPage(DESKTOP);
  await signInThroughUi(page, DEMO_EMAIL.reviewer);
  await openAdminConsolePage(page, 'Review');
  await page.getByRole('heading', { level: 1, name: 'Review', exact: true }).waitFor();
  const waiting = page.getByRole('list', { name: 'Waiting items' });
  await waiting.waitFor();
  const entry = waiting
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src*="${itemId}"], video[src*="${itemId}"]`) });
  const firstShown = () => waiting.getByRole('listitem').first().getAttribute('aria-label');
  while ((await entry.count()) === 0) {
    const next = page.getByRole('button', { name: 'Next page' });
    if ((await next.count()) === 0) throw new Error(`item ${itemId} is not in the review queue`);
    const before = await firstShown();
    await next.click();
    await expect.poll(firstShown).not.toBe(before);
  }
  return { page, entry };
}

/**
 * The demo reviewer approves the waiting item of that stored item, first naming the person in it if nobody is: the
 * seed's fictional demo performer, whose record is cleared (docs/product-rules.md#performer-records).
 */
export async function approveInReviewQueue(itemId: string): Promise<void> {
  const { page, entry } = await openInReviewQueue(itemId);
  // Named at upload or not, the reviewer sees who is in it; here they name the demo performer if nobody is.
  const people = entry.getByRole('list', { name: 'People in this item' });
  if ((await people.count()) === 0) {
    await entry.getByRole('button', { name: 'Name the people' }).click();
    await entry.getByRole('checkbox', { name: new RegExp(DEMO_PERFORMER_STAGE_NAME) }).check();
    await entry.getByRole('button', { name: 'Save people' }).click();
  }
  await people.getByText('Cleared').waitFor();
  await screenshot(page, 'review-queue');
  await entry.getByRole('button', { name: 'Approve' }).click();
  await entry.waitFor({ state: 'detached' });
  await page.context().close();
}
