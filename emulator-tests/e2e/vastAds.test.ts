import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL, DEMO_UPSTREAM_URL } from '../support/env.js';
import { signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

interface VastHits {
  tagRequests: { wrapper: number; inline: number };
  events: Record<string, number>;
  errorCodes: string[];
}

async function hits(): Promise<VastHits> {
  return (await (await fetch(`${DEMO_UPSTREAM_URL}/__demo/vast/hits`)).json()) as VastHits;
}

async function resetHits(): Promise<void> {
  await fetch(`${DEMO_UPSTREAM_URL}/__demo/vast/hits/reset`, { method: 'POST' });
}

/** Dashboard → the star's setup → a 1-panel session at the 3 s interval, as a person would. */
async function startOnePanelSession(page: Page, star: string, starId: string): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  // The cards are links once the dashboard has rendered them.
  await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
  await page.getByRole('link', { name: new RegExp(star) }).click();
  await page.waitForURL(`**/config/${starId}`);
  await page.getByRole('radio', { name: '5 min', exact: true }).check();
  await page.getByRole('radio', { name: '1 screen', exact: true }).check();
  await page.getByRole('slider', { name: 'Media interval' }).fill('3');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL(`**/session/${starId}`);
}

/** The src of the item panel 1 shows (not its hidden preload), or null. */
function shownSrc(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document
        .querySelector('section[aria-label="Panel 1"]')
        ?.querySelector('img:not([aria-hidden="true"]), video:not([aria-hidden="true"])')
        ?.getAttribute('src') ?? null,
  );
}

describe('in-panel VAST ads', () => {
  it('when a free 1-panel session reaches its 10th item, then the demo VAST ad plays, fires impression, start and complete once each, and the next item follows', async () => {
    await resetHits();
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await startOnePanelSession(page, 'Aria Vale', 'aria-vale');
    await page.getByRole('button', { name: 'Close advertisement' }).click();
    await page.getByRole('button', { name: 'Close advertisement' }).click();
    const panel = page.getByRole('region', { name: 'Panel 1' });

    // Nine items at the 3 s interval (videos run their length), then the ad slot.
    const video = panel.getByRole('complementary', { name: 'Advertisement' }).getByLabel('Advertisement video');
    await video.waitFor({ timeout: 90_000 });
    expect(await video.getAttribute('src')).toBe(`${DEMO_UPSTREAM_URL}/media/ad/demo-ad-640x360.webm`);
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('video[aria-label="Advertisement video"]')?.currentTime ?? 0) > 0.5,
    );
    await expect.poll(() => panel.getByRole('button', { name: 'Skip', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'session-vast-ad-desktop');

    // Learn more opens the advertiser's page in a new tab and fires ClickTracking.
    const popup = page.context().waitForEvent('page');
    await panel.getByRole('button', { name: 'Learn more' }).click();
    const landing = await popup;
    await landing.waitForLoadState();
    expect(landing.url()).toBe(`${DEMO_UPSTREAM_URL}/vast/landing`);
    await landing.close();

    // The clip (5 s) ends before the 45 s cap: the next item follows at once.
    await panel.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => shownSrc(page), { timeout: 10_000 })
      // The next item may be forum media or a video-host stream: anything but the ad's clip.
      .toMatch(/^(?!.*\/media\/ad\/)./);

    await expect.poll(async () => (await hits()).events['inline:complete'] ?? 0, { timeout: 5_000 }).toBe(1);
    const received = await hits();
    expect(received.tagRequests).toEqual({ wrapper: 1, inline: 1 });
    expect(received.events).toEqual({
      'wrapper:impression': 1,
      'inline:impression': 1,
      'wrapper:start': 1,
      'inline:start': 1,
      'inline:firstQuartile': 1,
      'inline:midpoint': 1,
      'inline:thirdQuartile': 1,
      'wrapper:complete': 1,
      'inline:complete': 1,
      'inline:click': 1,
    });
    expect(received.errorCodes).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('when a premium user runs a session past the 10th item, then no request goes to the VAST tag', async () => {
    await resetHits();
    const page = await newConfirmedPage(DESKTOP);
    const vastRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vast/')) vastRequests.push(request.url());
    });
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await startOnePanelSession(page, 'Sable Quinn', 'sable-quinn');
    const panel = page.getByRole('region', { name: 'Panel 1' });

    // Skip through 12 items: the 10th, where a free user's ad would be, is an ordinary item.
    const seen: string[] = [];
    for (let item = 1; item <= 12; item += 1) {
      // Between items the panel may briefly show nothing: wait for the next item itself.
      const handle = await page.waitForFunction(
        (previous) => {
          const src = document
            .querySelector('section[aria-label="Panel 1"]')
            ?.querySelector('img:not([aria-hidden="true"]), video:not([aria-hidden="true"])')
            ?.getAttribute('src');
          return src && src !== previous ? src : null;
        },
        seen.at(-1) ?? null,
        { timeout: 20_000 },
      );
      seen.push(String(await handle.jsonValue()));
      await expect.poll(() => page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
      await panel.getByRole('button', { name: 'Skip', exact: true }).click();
    }
    expect(seen).toHaveLength(12);
    expect(vastRequests).toEqual([]);
    expect((await hits()).tagRequests).toEqual({ wrapper: 0, inline: 0 });
    await page.context().close();
  }, 120_000);
});
