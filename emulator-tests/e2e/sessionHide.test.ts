/* global window, document, requestAnimationFrame, KeyboardEvent, HTMLVideoElement -- page.evaluate callbacks run in the browser. */
// The panic control: H (or Hide) during a playing video covers and silences everything within one frame.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL } from '../support/env.js';
import { setDiscreet } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

/** Dashboard → the star's card → Start Session with three panels at the shortest interval. */
async function startSession(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: /Aria Vale/ }).click();
  await page.waitForURL('**/config/aria-vale');
  await page.getByRole('radio', { name: '3 screens', exact: true }).check();
  await page.getByRole('slider', { name: 'Media interval' }).fill('3');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL('**/session/aria-vale');
}

function waitForPlayingVideo(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => Array.from(document.querySelectorAll('video')).some((v) => !v.paused && v.currentTime > 0.2),
    undefined,
    { timeout: 60_000, polling: 200 },
  );
}

interface FrameAfterHide {
  title: string;
  rootDisplay: string;
  hideScreenShown: boolean;
  playingOrAudible: number;
}

/** Presses H and reads the page in the very next animation frame. */
function pressHideAndReadNextFrame(page: Page): Promise<FrameAfterHide> {
  return page.evaluate(
    () =>
      new Promise<FrameAfterHide>((resolve) => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true, cancelable: true }));
        requestAnimationFrame(() => {
          const root = document.getElementById('root');
          const media = Array.from(document.querySelectorAll<HTMLVideoElement>('video, audio'));
          resolve({
            title: document.title,
            rootDisplay: root ? window.getComputedStyle(root).display : 'missing',
            hideScreenShown: document.querySelector('[data-testid="hide-screen"]') !== null,
            playingOrAudible: media.filter((m) => !m.paused || !m.muted).length,
          });
        });
      }),
  );
}

describe('hide', () => {
  it('when H is pressed during a playing video, then in the next frame nothing shows or sounds, and the countdown stops until Back', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await startSession(page);
    await waitForPlayingVideo(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.innerText()).toContain('Hide: pause, mute and show a plain page at once');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // Unmuted by the viewer, as a person watching with sound would be; then a video that is really playing.
    await page.getByRole('button', { name: 'Unmute', exact: true }).first().click();
    await waitForPlayingVideo(page);
    const frame = await pressHideAndReadNextFrame(page);
    expect(frame).toEqual({ title: 'Notes', rootDisplay: 'none', hideScreenShown: true, playingOrAudible: 0 });
    await screenshot(page, 'session-hidden-desktop');

    // The countdown holds while hidden (read from the hidden app): the session is paused, as by its Pause button.
    const timer = page.getByRole('timer', { name: 'Time left', includeHidden: true });
    const held = await timer.textContent();
    await page.waitForTimeout(2500);
    expect(await timer.textContent()).toBe(held);
    // Keys do not bring it back; Back does, leaving the session paused.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('hide-screen').count()).toBe(1);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    expect(await page.title()).not.toBe('Notes');
    expect(await timer.textContent()).toBe(held);

    // The visible Hide button does the same as the key, pressed as a person would (a real click).
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await waitForPlayingVideo(page);
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await page.getByTestId('hide-screen').waitFor();
    expect(await page.title()).toBe('Notes');
    expect(await page.locator('#root').evaluate((root) => window.getComputedStyle(root).display)).toBe('none');
    const sounding = await page
      .locator('video, audio')
      .evaluateAll((media) => media.filter((m) => !(m as HTMLVideoElement).paused || !(m as HTMLVideoElement).muted));
    expect(sounding).toHaveLength(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    await page.context().close();
  }, 120_000);

  it('when Discreet is switched on in the profile, then every page has the neutral title, also after a reload', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await setDiscreet(page, true);
    expect(await page.title()).toBe('Notes');
    await openFromHeader(page, 'Premium');
    await page.waitForURL('**/premium');
    await page.reload();
    await page.waitForURL('**/premium');
    // The disguise is a chunk of its own, loaded at start-up only for a browser that chose it.
    await expect.poll(() => page.title()).toBe('Notes');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/neutral-icon.svg');
    // A policy page names itself only outside Discreet mode; and a reload shows the neutral tab from its first
    // script on (read when the document has been parsed, before the disguise's own code could have loaded).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.title()).toBe('Notes');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const icon = document.querySelector('link[rel="icon"]')?.getAttribute('href');
        document.documentElement.dataset.tabAtParsed = `${document.title} ${icon ?? ''}`;
      });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.locator('html').getAttribute('data-tab-at-parsed')).toBe('Notes /neutral-icon.svg');
    expect(await page.title()).toBe('Notes');
    await page.getByRole('link', { name: 'Back to StarSession' }).click();
    await page.waitForURL('**/dashboard');
    await openFromHeader(page, 'Profile');
    await setDiscreet(page, false);
    expect(await page.title()).not.toBe('Notes');
    await page.context().close();
  });
});
