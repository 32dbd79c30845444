import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL, DEMO_UPSTREAM_URL, STORAGE_ORIGIN } from '../support/env.js';
import { gradientPng, stripedGif } from '../support/syntheticMedia.js';

// The user's own files (docs/product-rules.md#your-own-media): chosen on the setup page through the file
// chooser, shown in the session from blob: URLs, and never sent anywhere.
const PNG = { name: 'my-gradient.png', bytes: gradientPng(320, 240), width: 320 };
const GIF = { name: 'my-stripes.gif', bytes: stripedGif(160, 2, 150), width: 160 };
const NOTES = { name: 'notes.txt', bytes: Buffer.from('not media') };
const CLIP = 'my-colours.webm';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'own-media-'));
  for (const file of [PNG, GIF, NOTES]) writeFileSync(join(dir, file.name), file.bytes);
});
afterAll(async () => {
  await closeBrowser();
  rmSync(dir, { recursive: true, force: true });
});

/** The star's own media: its forum community's (the demo source) or its library collection's (storage). */
const isStarMedia = (src: string) => src.startsWith(DEMO_UPSTREAM_URL) || src.startsWith(STORAGE_ORIGIN);

/** Dashboard → the star's card → its setup page, as a person gets there. */
async function openSetup(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: /Aria Vale/ }).click();
  await page.waitForURL('**/config/aria-vale');
}

/** 'Choose files' opens the system dialog; the test answers it like a person picking files. */
async function chooseFiles(page: Page, names: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(names.map((name) => join(dir, name)));
}

/** A one-second WebM clip of a moving colour, recorded from a canvas in the browser (no clip from anywhere). */
async function recordClip(page: Page, name: string): Promise<void> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 25; frame += 1) {
      if (context) {
        context.fillStyle = `hsl(${frame * 14} 80% 55%)`;
        context.fillRect(0, 0, 160, 120);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  writeFileSync(join(dir, name), Buffer.from(bytes));
}

/**
 * The src and natural width of the media each panel shows, in panel order. A star's item may be a clip, so a
 * shown video counts too (its width is the video's own).
 */
function shownMedia(page: Page): Promise<{ src: string; width: number }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('section[aria-label^="Panel "]'), (panel) => {
      const media = panel.querySelector<HTMLImageElement | HTMLVideoElement>(
        'img:not([aria-hidden="true"]), video:not([aria-hidden="true"])',
      );
      const width = media instanceof HTMLVideoElement ? media.videoWidth : (media?.naturalWidth ?? 0);
      return { src: media?.getAttribute('src') ?? '', width };
    }),
  );
}

/** Whether a request carries either file's bytes (an upload) or names a file. */
function carriesAFile(request: Request): boolean {
  const body = request.postDataBuffer();
  const url = request.url();
  return (
    url.includes(PNG.name) ||
    url.includes(GIF.name) ||
    (body !== null && (body.includes(PNG.bytes.subarray(0, 64)) || body.includes(GIF.bytes.subarray(0, 64))))
  );
}

describe('your own media', () => {
  it('when a user adds two files (and a text file) through the file chooser and plays only them, then both panels show them from blob: URLs and no request carries or fetches them', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await openSetup(page);

    await chooseFiles(page, [PNG.name, GIF.name, NOTES.name]);
    await page.getByText('2 files: 1 image, 1 gif').waitFor();
    const list = page.getByRole('list', { name: 'Your files' });
    await list.getByText(PNG.name).waitFor();
    await list.getByText(GIF.name).waitFor();
    // The gif's length is read from the file: two frames of 1.5 s.
    await list.getByText('0:03').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Not added: notes.txt.');
    await page.getByRole('radio', { name: 'Only my files' }).check();
    await page.getByRole('radio', { name: '5 min', exact: true }).check();
    await page.getByRole('radio', { name: '2 screens', exact: true }).check();
    await page.getByRole('slider', { name: 'Media interval' }).fill('3');
    await page.getByRole('switch', { name: 'AI Instructions' }).uncheck();
    await screenshot(page, 'own-media-setup-desktop');

    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/aria-vale');

    // Both panels show media, and over a few swaps each file appears; every shown src is a blob: URL.
    const widthsSeen = new Set<number>();
    const srcsSeen = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const shown of await shownMedia(page)) {
            if (shown.src === '') continue;
            srcsSeen.add(shown.src);
            if (shown.width > 0) widthsSeen.add(shown.width);
          }
          return [...widthsSeen].sort((a, b) => a - b);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual([GIF.width, PNG.width]);
    await expect.poll(async () => (await shownMedia(page)).every((shown) => shown.src !== '')).toBe(true);
    expect([...srcsSeen].every((src) => src.startsWith('blob:'))).toBe(true);
    // Nothing to report or save: those would send the item somewhere.
    expect(await page.getByRole('button', { name: 'Report' }).count()).toBe(0);
    await screenshot(page, 'own-media-session-desktop');

    // Only the user's files play: no listing, no media from the source, no request with a file in it.
    const seen = requests.map((request) => request.url());
    expect(seen.filter((url) => isStarMedia(url) || url.includes('/api/reddit/'))).toEqual([]);
    expect(requests.filter(carriesAFile).map((request) => request.url())).toEqual([]);

    // Ending revokes the URLs: the session's blob: URLs no longer load.
    const aSrc = [...srcsSeen][0] ?? '';
    await page.getByRole('button', { name: 'End' }).click();
    await page.waitForURL('**/dashboard');
    const stillLoads = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(true);
          img.onerror = () => resolve(false);
          img.src = src;
        }),
      aSrc,
    );
    expect(stillLoads).toBe(false);
    await page.context().close();
  });

  it('when a phone user picks an image, a gif and a clip, then the list fits the screen and one can be removed', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await openSetup(page);
    await recordClip(page, CLIP);
    await chooseFiles(page, [PNG.name, GIF.name, CLIP]);
    // The clip is opened by the browser to check it plays (a recorded WebM does not state its length).
    await page.getByText('3 files: 1 image, 1 gif, 1 video').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Each row, its remove button included, stays inside the list (a long name is cut, not the row).
    const rowsPastList = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('ul[aria-label="Your files"] > li')).filter((row) => {
          const list = row.parentElement?.getBoundingClientRect();
          return !list || row.getBoundingClientRect().right > list.right + 0.5;
        }).length,
    );
    expect(rowsPastList).toBe(0);
    await page.getByRole('heading', { name: 'Add your own' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'own-media-setup-phone');
    await page.getByRole('button', { name: `Remove ${PNG.name}` }).click();
    await page.getByText('2 files: 1 gif, 1 video').waitFor();
    await page.context().close();
  });

  it("when a user mixes a file with the star's media, then the session shows both, the file from a blob: URL", async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await openSetup(page);
    await chooseFiles(page, [PNG.name]);
    await page.getByText('1 file: 1 image').waitFor();
    expect(await page.getByRole('radio', { name: "Mixed with Aria Vale's media" }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '2 screens', exact: true }).check();
    await page.getByRole('slider', { name: 'Media interval' }).fill('8');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/aria-vale');

    // The file comes first (spread through the star's list), so both are on screen together at the start.
    const srcs = new Set<string>();
    await expect
      .poll(
        async () => {
          const now = (await shownMedia(page)).map((shown) => shown.src).filter((src) => src !== '');
          now.forEach((src) => srcs.add(src));
          return now.some((src) => src.startsWith('blob:')) && now.some(isStarMedia);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    await screenshot(page, 'own-media-session-mixed-desktop');
    expect([...srcs].every((src) => src.startsWith('blob:') || isStarMedia(src))).toBe(true);
    expect(requests.filter(carriesAFile).map((request) => request.url())).toEqual([]);
    await page.context().close();
  });
});
