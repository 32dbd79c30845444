import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { becomePremiumByRedeeming, signInAsNewUser } from '../support/journeys.js';
import { openFromHeader } from '../support/uiSignIn.js';

afterAll(closeBrowser);

// What each shown media file was, read off the app's own listing and video answers: the post's title, flair and
// community, and the video host's tags. The journeys compare what the panels show against it.
interface Post {
  title: string;
  flair: string;
  community: string;
  tags: string[];
}

const SHOWN = 'img:not([aria-hidden="true"]), video:not([aria-hidden="true"])';

function pathOf(url: string): string {
  try {
    return new URL(url.replace(/&amp;/g, '&'), 'http://app.invalid').pathname;
  } catch {
    return url;
  }
}

function urlsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /^(https?:\/\/|\/)/.test(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => urlsIn(v, out));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => urlsIn(v, out));
  return out;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function watchMedia(page: Page) {
  const byPath = new Map<string, Post>();
  const byVideoId = new Map<string, Post>();
  const listed: Post[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== API_PATHS.listing && url.pathname !== API_PATHS.videoResolve) return;
    void response
      .json()
      .then((body: { items?: Record<string, unknown>[]; url?: string; tags?: string[] }) => {
        if (url.pathname === API_PATHS.videoResolve) {
          const post = byVideoId.get(url.searchParams.get('u') ?? '');
          if (post && body.url) byPath.set(pathOf(body.url), { ...post, tags: body.tags ?? [] });
          return;
        }
        for (const item of body.items ?? []) {
          const post: Post = {
            title: text(item.title),
            flair: text(item.link_flair_text),
            community: text(item.subreddit),
            tags: [],
          };
          listed.push(post);
          const videoId = /redgifs\.com\/watch\/([a-z]+)/.exec(text(item.url))?.[1];
          if (videoId) byVideoId.set(videoId, post);
          for (const found of urlsIn(item)) if (!byPath.has(pathOf(found))) byPath.set(pathOf(found), post);
        }
      })
      .catch(() => undefined);
  });
  /** Every media element the panels show now, with its post when known. */
  const shown = async (): Promise<{ src: string; post: Post | undefined }[]> => {
    const srcs = await page.evaluate(
      (selector) =>
        Array.from(document.querySelectorAll(`section[aria-label^="Panel "] ${selector}`), (el) =>
          el.getAttribute('src'),
        ).filter((src): src is string => Boolean(src)),
      SHOWN,
    );
    return srcs.map((src) => ({ src, post: byPath.get(pathOf(src)) }));
  };
  return { listed, shown };
}

function hasWord(post: Post, word: string): boolean {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, 'iu');
  return [post.title, post.flair, ...post.tags].some((text) => pattern.test(text));
}

/** Dashboard → the star's setup → a 3-panel session at the shortest interval, as a person starts one. */
async function startSession(page: Page, star: string, starId: string): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: new RegExp(star) }).click();
  await page.waitForURL(`**/config/${starId}`);
  await page.getByRole('radio', { name: '5 min', exact: true }).check();
  await page.getByRole('radio', { name: '3 screens', exact: true }).check();
  await page.getByRole('slider', { name: 'Media interval' }).fill('3');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL(`**/session/${starId}`);
}

/** Skips through the panels until `count` distinct known items were shown; returns them. */
async function collectShown(page: Page, shownNow: ReturnType<typeof watchMedia>['shown'], count: number) {
  const seen = new Map<string, Post>();
  const deadline = Date.now() + 150_000;
  for (let turn = 0; seen.size < count && Date.now() < deadline; turn += 1) {
    for (const { src, post } of await shownNow()) if (post) seen.set(pathOf(src), post);
    const skip = page.getByRole('region', { name: `Panel ${(turn % 3) + 1}` }).getByRole('button', { name: 'Skip' });
    if (await skip.isEnabled()) await skip.click();
    await page.waitForTimeout(250);
  }
  return [...seen.values()];
}

/** The first panel (1-based) that shows an item whose community is known, and that community. */
async function findShownCommunity(page: Page, shownNow: ReturnType<typeof watchMedia>['shown']) {
  for (let tries = 0; tries < 80; tries += 1) {
    for (let panel = 1; panel <= 3; panel += 1) {
      const src = await page
        .getByRole('region', { name: `Panel ${panel}` })
        .locator(SHOWN)
        .first()
        .getAttribute('src', { timeout: 500 })
        .catch(() => null);
      const post = (await shownNow()).find((entry) => entry.src === src)?.post;
      if (post?.community) return { panel, community: post.community };
    }
    await page.waitForTimeout(250);
  }
  throw new Error('no panel showed a known item');
}

describe('blocklist', () => {
  it('when a person blocks a word on their profile, then none of 60 session items has it, though the communities do', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInAsNewUser(page, 'blockword');
    await becomePremiumByRedeeming(page);
    await openFromHeader(page, 'Profile');
    const card = page.getByRole('region', { name: 'Blocklist' });
    const words = card.getByRole('group', { name: /Words and tags/ });
    for (const word of ['Stripes', 'bright']) {
      await words.getByRole('textbox', { name: 'Words and tags' }).fill(word);
      await words.getByRole('button', { name: 'Add' }).click();
      await words.getByRole('listitem').filter({ hasText: word.toLowerCase() }).waitFor();
    }
    await card.getByText('Saved.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'blocklist-profile-desktop');

    const media = watchMedia(page);
    await startSession(page, 'Luna Marlowe', 'luna-marlowe');
    const items = await collectShown(page, media.shown, 60);
    expect(items.length).toBeGreaterThanOrEqual(60);
    // The test can fail: the listings the session read do hold posts with both words.
    expect(media.listed.some((post) => hasWord(post, 'stripes'))).toBe(true);
    expect(media.listed.some((post) => hasWord(post, 'bright'))).toBe(true);
    const offending = items.filter((post) => hasWord(post, 'stripes') || hasWord(post, 'bright'));
    expect(offending).toEqual([]);
  }, 240_000);

  it('when a person picks "Hide items like this" on a panel, then that community leaves the running session at once', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInAsNewUser(page, 'hidelike');
    await becomePremiumByRedeeming(page);
    const media = watchMedia(page);
    await startSession(page, 'Luna Marlowe', 'luna-marlowe');

    // Wait for a panel showing an item whose community we know, then hide that community from its menu.
    const target = await findShownCommunity(page, media.shown);
    const { panel, community } = target;
    const region = page.getByRole('region', { name: `Panel ${panel}` });
    await region.getByRole('button', { name: 'More' }).click();
    const choice = page.getByRole('menuitem', { name: `Hide r/${community.toLowerCase()}` });
    await screenshot(page, 'blocklist-panel-menu-desktop');
    // Three panels side by side keep their controls on one row (icons only).
    const controls = await region
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
    expect(new Set(controls.map(Math.round)).size).toBe(1);
    await choice.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Hidden: r/${community.toLowerCase()}` })
      .waitFor();

    // At once: nothing of that community on any panel; then 20 more items, none of it either.
    await expect
      .poll(async () => (await media.shown()).filter((entry) => entry.post?.community === community).length, {
        timeout: 3000,
      })
      .toBe(0);
    const after = await collectShown(page, media.shown, 20);
    expect(after.length).toBeGreaterThanOrEqual(20);
    expect(after.filter((post) => post.community === community)).toEqual([]);

    // Kept with the account: the profile lists it.
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await openFromHeader(page, 'Profile');
    const communities = page.getByRole('region', { name: 'Blocklist' }).getByRole('list', { name: 'Communities' });
    await communities.getByText(`r/${community.toLowerCase()}`).waitFor();
  }, 240_000);

  it('when the profile blocklist card and a panel menu are seen on a phone, then they fit the screen', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInAsNewUser(page, 'blockphone');
    await becomePremiumByRedeeming(page);
    const media = watchMedia(page);
    await startSession(page, 'Luna Marlowe', 'luna-marlowe');
    const { panel } = await findShownCommunity(page, media.shown);
    await page
      .getByRole('region', { name: `Panel ${panel}` })
      .getByRole('button', { name: 'More' })
      .click();
    const menu = page.getByRole('menu', { name: 'Hide items like this' });
    await menu.waitFor();
    await screenshot(page, 'blocklist-panel-menu-phone');
    const box = await menu.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no menu box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Nothing covers it (the floating instruction line sits over the panels' bottom).
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="menu"]') !== null,
      { x: box.x + box.width / 2, y: box.y + 6 },
    );
    expect(onTop).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForURL('**/dashboard');

    await openFromHeader(page, 'Profile');
    const card = page.getByRole('region', { name: 'Blocklist' });
    const words = card.getByRole('group', { name: /Words and tags/ });
    await words.getByRole('textbox', { name: 'Words and tags' }).fill('a rather long phrase to hide');
    await words.getByRole('button', { name: 'Add' }).click();
    await card.getByText('Saved.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'blocklist-profile-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
