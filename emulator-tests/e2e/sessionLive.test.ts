/* global window, document, navigator -- page.evaluate and init-script callbacks run in the browser. */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { becomePremiumByRedeeming, signInAsNewUser } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';

// The session as people live it: pause, wake lock, shortcuts, a phone screen, start ads, defaults.
afterAll(closeBrowser);

const SHOWN = 'img:not([aria-hidden="true"]), video:not([aria-hidden="true"])';
const PHONE_390 = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Dashboard → /config/{id} → Start Session at the shortest interval, as in session.test.ts. */
async function startSession(page: Page, star: string, starId: string, screens: 1 | 2 | 3): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: new RegExp(star) }).click();
  await page.waitForURL(`**/config/${starId}`);
  await page.getByRole('radio', { name: '5 min', exact: true }).check();
  await page.getByRole('radio', { name: screens === 1 ? '1 screen' : `${screens} screens`, exact: true }).check();
  await page.getByRole('slider', { name: 'Media interval' }).fill('3');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL(`**/session/${starId}`);
}

async function shownSrc(page: Page, n: number): Promise<string | null> {
  return page.evaluate(
    ({ name, selector }) =>
      document.querySelector(`section[aria-label="${name}"]`)?.querySelector(selector)?.getAttribute('src') ?? null,
    { name: `Panel ${n}`, selector: SHOWN },
  );
}

async function waitForMedia(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    ({ name, selector }) => document.querySelector(`section[aria-label="${name}"]`)?.querySelector(selector) != null,
    { name: `Panel ${n}`, selector: SHOWN },
    { timeout: 20_000 },
  );
}

/** Lets real time pass in the page (the point of these checks is that the clock does NOT move). */
async function letTimePass(page: Page, ms: number): Promise<void> {
  const from = await page.evaluate(() => Date.now());
  await page.waitForFunction((until) => Date.now() >= until, from + ms, { timeout: ms + 5000, polling: 100 });
}

function seconds(countdown: string): number {
  const [m = '0', s = '0'] = countdown.split(':');
  return Number(m) * 60 + Number(s);
}

/** Records wake lock requests and releases (headless Chromium has no screen to keep awake). */
async function recordWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __wakeLog: string[] }).__wakeLog = log;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          log.push(`request:${type}`);
          const sentinel = {
            released: false,
            release: () => {
              if (!sentinel.released) log.push('release');
              sentinel.released = true;
              return Promise.resolve();
            },
          };
          return Promise.resolve(sentinel);
        },
      },
    });
  });
}

const wakeLog = (page: Page) => page.evaluate(() => [...(window as unknown as { __wakeLog: string[] }).__wakeLog]);

describe('session controls', () => {
  it('when a premium user pauses, then the countdown and media hold for seconds and resume continues; the wake lock follows; ? lists the shortcuts', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await recordWakeLock(page);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await startSession(page, 'Aria Vale', 'aria-vale', 1);
    await waitForMedia(page, 1);
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen']);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    for (const key of ['Space', 'S or →', 'M', 'F', 'Esc', '?']) expect(await help.innerText()).toContain(key);
    await screenshot(page, 'session-keyboard-help-desktop');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // Esc closed the dialog only: the session did not ask to end.
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);

    const pause = page.getByRole('button', { name: 'Pause', exact: true });
    expect(await pause.getAttribute('aria-keyshortcuts')).toBe('Space');
    await pause.click();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    const timer = page.getByRole('timer', { name: 'Time left' });
    const held = await timer.innerText();
    const heldSrc = await shownSrc(page, 1);
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen', 'release']);
    // Longer than the 3 s interval: neither the clock nor the media moves.
    await letTimePass(page, 4000);
    expect(await timer.innerText()).toBe(held);
    expect(await shownSrc(page, 1)).toBe(heldSrc);

    // Space resumes (focus off the button, where Space would press it instead).
    await page.evaluate(() => (document.activeElement as { blur?: () => void } | null)?.blur?.());
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expect.poll(async () => seconds(await timer.innerText()), { timeout: 5000 }).toBeLessThan(seconds(held));
    expect(seconds(await timer.innerText())).toBeGreaterThanOrEqual(seconds(held) - 3);
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen', 'release', 'request:screen']);

    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen', 'release', 'request:screen', 'release']);
    await page.context().close();
  }, 120_000);

  it('when a 3-panel session runs on a 390×844 phone, then all panels, the countdown, Pause and End fit without scrolling', async () => {
    const page = await newConfirmedPage(PHONE_390);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await startSession(page, 'Luna Marlowe', 'luna-marlowe', 3);
    await Promise.all([1, 2, 3].map((n) => waitForMedia(page, n)));
    await screenshot(page, 'session-3-panels-phone-390');
    const layout = await page.evaluate(() => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right, area: r.width * r.height } : null;
      };
      const byName = (name: string): Element | null =>
        Array.from(document.querySelectorAll('button'), (b): Element => b).find((b) => b.textContent.trim() === name) ??
        null;
      return {
        scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
        innerHeight: window.innerHeight,
        innerWidth: window.innerWidth,
        panels: Array.from(document.querySelectorAll('section[aria-label^="Panel "]'), (el: Element) => box(el)),
        timer: box(document.querySelector('[role="timer"]')),
        pause: box(byName('Pause')),
        end: box(byName('End')),
      };
    });
    expect(layout.scrollHeight).toBeLessThanOrEqual(layout.innerHeight);
    expect(layout.panels).toHaveLength(3);
    for (const el of [...layout.panels, layout.timer, layout.pause, layout.end]) {
      expect(el).not.toBeNull();
      expect(el?.top).toBeGreaterThanOrEqual(0);
      expect(el?.bottom).toBeLessThanOrEqual(layout.innerHeight);
      expect(el?.right).toBeLessThanOrEqual(layout.innerWidth);
    }
    for (const p of layout.panels) expect(p?.area ?? 0).toBeGreaterThan(0.08 * layout.innerWidth * layout.innerHeight);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it("when a free user's session opens on the start interstitial, then the countdown waits for it to be closed", async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await startSession(page, 'Aria Vale', 'aria-vale', 1);
    await page.getByRole('button', { name: 'Close advertisement' }).waitFor();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await letTimePass(page, 2500);
    expect(await timer.innerText()).toBe('5:00');
    await page.getByRole('button', { name: 'Close advertisement' }).click();
    await expect.poll(async () => seconds(await timer.innerText()), { timeout: 5000 }).toBeLessThan(300);
    await page.context().close();
  });
});

describe('session defaults', () => {
  it('when a premium user saves defaults on /profile, then a star set up for the first time starts from them', async () => {
    // A premium account of its own (a redeemed code): the demo accounts keep the default settings for other journeys.
    const page = await newConfirmedPage(DESKTOP);
    const { email } = await signInAsNewUser(page, 'defaults');
    await becomePremiumByRedeeming(page);
    await openFromHeader(page, 'Profile');
    await page.waitForURL('**/profile');
    const card = page.getByRole('region', { name: 'Session defaults' });
    await card.getByRole('radio', { name: '20 min' }).check();
    await card.getByRole('radio', { name: '1 screen' }).check();
    await card.getByRole('switch', { name: 'AI Instructions' }).uncheck();
    await card.getByRole('button', { name: 'Save defaults' }).click();
    await card.getByText('Saved.').waitFor();

    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.getByRole('link', { name: /Nova Sterling/ }).click();
    await page.waitForURL('**/config/nova-sterling', { timeout: 60_000 });
    await expect.poll(() => page.getByRole('radio', { name: '20 min', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: '1 screen', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('switch', { name: 'AI Instructions' }).isChecked()).toBe(false);

    // A fresh sign-in elsewhere reads them back from users/{uid}.
    const other = await newConfirmedPage(DESKTOP);
    await signInThroughUi(other, email);
    const otherCard = other.getByRole('region', { name: 'Session defaults' });
    await expect.poll(() => otherCard.getByRole('radio', { name: '20 min' }).isChecked()).toBe(true);
    await other.context().close();
    await page.context().close();
  }, 120_000);

  it('when a free user opens the card, then 20 and 30 min are locked', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.free);
    const card = page.getByRole('region', { name: 'Session defaults' });
    await expect.poll(() => card.getByRole('radio', { name: '30 min' }).isDisabled()).toBe(true);
    await expect.poll(() => card.getByRole('radio', { name: '10 min' }).isChecked()).toBe(true);
    await page.context().close();
  });
});
