import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { UPLOAD_REFUSAL_TEXT } from '@shared/media/uploadRefusals';
import {
  animatedGif,
  photoWithGps,
  shapesPicture,
  testVideo,
} from '../../functions/src/media/processing/fixtures/syntheticOriginals.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { SEED_STARS } from '@shared/stars';
import { DEMO_EMAIL, LIBRARY_STAR_IDS, STORAGE_ORIGIN } from '../support/env.js';
import { DEMO_PERFORMER_STAGE_NAME } from '../../functions/src/tools/demoState.js';
import { approveInReviewQueue, itemIdOf } from '../support/reviewQueue.js';
import { openAdminConsolePage, signInThroughUi } from '../support/uiSignIn.js';

// The admin's Media library takes files from the picker straight into Cloud Storage (the Storage emulator here),
// and the console follows each through processing to its renditions or its refusal.
// The seeded star whose collection the library serves in the emulators.
const LIBRARY_STAR = (() => {
  const star = SEED_STARS.find((s) => LIBRARY_STAR_IDS.has(s.id));
  if (!star) throw new Error('no seeded star takes its media from the library');
  return star;
})();
const LIBRARY_COMMUNITY = LIBRARY_STAR.subreddits[0] ?? '';
// A file processed by an earlier run (or another suite) is the same item again: "Ready: this file was already…".
const READY = /^Ready/;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'uploads-e2e-'));
});
afterAll(async () => {
  await closeBrowser();
  await rm(work, { recursive: true, force: true });
});

async function openMediaLibraryAsAdmin(viewport = DESKTOP): Promise<Page> {
  const page = await newConfirmedPage(viewport);
  await signInThroughUi(page, DEMO_EMAIL.admin);
  await openAdminConsolePage(page, 'Media library');
  await page.getByRole('heading', { level: 1, name: 'Media library', exact: true }).waitFor();
  return page;
}

const uploadRow = (page: Page, fileName: string) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name: fileName, exact: true });

/** Upload requests' bodies, by where they went: the bytes must go to storage, never through /api/. */
function countUploadBytes(page: Page) {
  const sent = { api: 0, storage: 0 };
  page.on('request', (request: Request) => {
    const bytes = request.postDataBuffer()?.length ?? 0;
    if (request.url().startsWith(STORAGE_ORIGIN)) sent.storage += bytes;
    else if (new URL(request.url()).pathname.startsWith('/api/')) sent.api += bytes;
  });
  return sent;
}

/** Media (image, video, audio) bytes the page received, by where they came from. */
function countMediaBytes(page: Page) {
  const received = { api: 0, storage: 0 };
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/^(image|video|audio)\//.test(type)) return;
    const bytes = Number(response.headers()['content-length'] ?? 0);
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) received.api += bytes || 1;
    else if (url.origin === STORAGE_ORIGIN) received.storage += bytes || 1;
  });
  return received;
}

describe('uploads into the media library', () => {
  it('when an admin picks an image with GPS EXIF, a GIF, a video and a renamed text file, then each shows its progress and ends as renditions or its reason', async () => {
    const photo = await photoWithGps(work, 1200, 800);
    const gif = await animatedGif(work);
    const video = await testVideo(work, { width: 640, height: 360, seconds: 1, name: 'clip.mp4' });
    const renamed = join(work, 'movie.mp4');
    await writeFile(renamed, 'Only words, no pictures.\n'.repeat(200));

    const page = await openMediaLibraryAsAdmin();
    const sent = countUploadBytes(page);
    await page.getByLabel('Files to upload').setInputFiles([photo, gif, video, renamed]);

    const media = ['photo.jpg', 'loop.gif', 'clip.mp4'];
    // Each file's bar is on screen while it is sent and processed (loopback sends in a blink; processing takes
    // seconds). All three are watched at once: a file that ends while an earlier one is still processed loses its bar.
    await Promise.all(
      media.map((name) =>
        uploadRow(page, name)
          .getByRole('progressbar', { name: `Sent of ${name}` })
          .waitFor(),
      ),
    );
    for (const name of media) {
      const row = uploadRow(page, name);
      await row.getByText(READY).waitFor({ timeout: 90_000 });
      const preview = row.getByRole('img', { name: `Preview of ${name}` });
      await preview.waitFor();
      const src = (await preview.getAttribute('src')) ?? '';
      expect(src.startsWith(`${STORAGE_ORIGIN}/`), src).toBe(true);
      // The preview is a rendition read off the page: a WebP still with none of the camera's metadata.
      const served = await fetch(src);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const text = Buffer.from(await served.arrayBuffer()).toString('latin1');
      for (const trace of ['SyntheticCam', 'Serial 0042', 'Exif\0\0', 'ns.adobe.com/xap'])
        expect(text.includes(trace), `${name}'s preview holds ${trace}`).toBe(false);
    }
    await uploadRow(page, 'movie.mp4').getByRole('alert').filter({ hasText: UPLOAD_REFUSAL_TEXT.notMedia }).waitFor();
    expect(sent.storage).toBeGreaterThan(0);
    expect(sent.api).toBeLessThan(10_000); // announcements and status questions only: no file's bytes
    await screenshot(page, 'library-uploads-desktop');
    await page.context().close();
  });

  it('when an upload is paused and the page reloaded, then picking the same file again finishes the same upload', async () => {
    const video = await testVideo(work, { width: 1280, height: 720, seconds: 2, name: 'paused.mp4' });
    const page = await openMediaLibraryAsAdmin(PHONE);
    const announcements: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(API_PATHS.adminLibraryUploads))
        announcements.push(request.url());
    });
    // A slow network: the file's bytes are held until the admin has paused.
    let holdBytes = true;
    await page.route(`${STORAGE_ORIGIN}/**`, async (route) => {
      const command = (await route.request().headerValue('x-goog-upload-command')) ?? '';
      while (holdBytes && command.includes('upload')) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue().catch(() => undefined); // the browser dropped the request it paused
    });

    await page.getByLabel('Files to upload').setInputFiles(video);
    const row = uploadRow(page, 'paused.mp4');
    await row.getByRole('button', { name: 'Pause paused.mp4' }).click();
    await row.getByText(/^Paused at /).waitFor();
    await row.getByRole('progressbar', { name: 'Sent of paused.mp4' }).waitFor();
    holdBytes = false;

    await page.reload();
    await uploadRow(page, 'paused.mp4').getByText('Unfinished. Choose this file again to continue.').waitFor();
    await page.getByLabel('Files to upload').setInputFiles(video);
    await uploadRow(page, 'paused.mp4').getByText(READY).waitFor({ timeout: 90_000 });
    expect(announcements).toHaveLength(1); // the reload continued the upload it had, it did not start another
    await screenshot(page, 'library-uploads-phone');
    await page.context().close();
  });

  it("when an admin uploads into a library star's collection and starts that star's session, then the panels play from storage and no media byte comes through /api/", async () => {
    const photo = await photoWithGps(work, 1300, 900);
    const page = await openMediaLibraryAsAdmin();
    await page.getByRole('combobox', { name: 'Community' }).selectOption(LIBRARY_COMMUNITY);
    // The person in the file is named as it goes up (the seed's fictional, cleared demo performer).
    await page
      .getByRole('group', { name: 'People in these files' })
      .getByRole('checkbox', { name: new RegExp(DEMO_PERFORMER_STAGE_NAME) })
      .check();
    await page.getByLabel('Files to upload').setInputFiles(photo);
    const row = uploadRow(page, 'photo.jpg');
    await row.getByText('Ready. Waiting for review before it is published.').waitFor({ timeout: 90_000 });
    // The item's id, read off its preview's link (renditions/{itemId}/card-….webp).
    const previewSrc = (await row.getByRole('img', { name: 'Preview of photo.jpg' }).getAttribute('src')) ?? '';
    const itemId = itemIdOf(previewSrc);
    // Nothing new is served before a reviewer approves it (another than the admin who uploaded it).
    await approveInReviewQueue(itemId);

    const media = countMediaBytes(page);
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: new RegExp(LIBRARY_STAR.name) }).click();
    await page.waitForURL(`**/config/${LIBRARY_STAR.id}`);
    await page.getByRole('radio', { name: '3 screens', exact: true }).check();
    await page.getByRole('slider', { name: 'Media interval' }).fill('3');
    // Media only: no instruction feed, so no call of this session reaches the AI budget other journeys set.
    await page.getByRole('switch', { name: 'AI Instructions' }).uncheck();
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL(`**/session/${LIBRARY_STAR.id}`);

    const shown = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const src of await page
            .locator('section[aria-label^="Panel "]')
            .locator('img:not([aria-hidden="true"]), video:not([aria-hidden="true"])')
            .evaluateAll((elements) => elements.map((el) => el.getAttribute('src') ?? '')))
            if (src) shown.add(src);
          return [...shown].some((src) => decodeURIComponent(src).includes(`renditions/${itemId}/`));
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    for (const src of shown) expect(src.startsWith(`${STORAGE_ORIGIN}/`), src).toBe(true);
    expect(media.storage).toBeGreaterThan(0);
    expect(media.api).toBe(0);
    await screenshot(page, 'library-session');
    await page.context().close();
  });
});

describe('no re-uploads of removed items', () => {
  it('when an uploaded picture is removed on a non-consent request, then a resized, recoloured, re-encoded copy uploaded later is refused with the reason', async () => {
    const seed = 500 + (Date.now() % 997);
    const admin = await openMediaLibraryAsAdmin();
    await admin.getByLabel('Files to upload').setInputFiles(await shapesPicture(work, 'evening.png', seed));
    const row = uploadRow(admin, 'evening.png');
    await row.getByText(READY).waitFor({ timeout: 90_000 });
    // The person in it has the picture's address, as anyone shown it would.
    const link = (await row.getByRole('img', { name: 'Preview of evening.png' }).getAttribute('src')) ?? '';
    expect(link.startsWith(`${STORAGE_ORIGIN}/`), link).toBe(true);

    const depicted = await newConfirmedPage(DESKTOP);
    await depicted.goto('/');
    await depicted.getByRole('contentinfo').getByRole('link', { name: 'Content removal' }).click();
    const form = depicted.getByRole('form', { name: 'Removal request' });
    await form.getByLabel('Address of the item').fill(link);
    await form.getByRole('radio', { name: 'I am in this and did not consent' }).check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await depicted.getByRole('status').filter({ hasText: 'we decide within 48 hours' }).waitFor();
    await depicted.context().close();

    await openAdminConsolePage(admin, 'Reports');
    const lane = admin.getByRole('list', { name: 'Non-consent requests from people depicted (48 hours)' });
    const request = lane.getByRole('listitem').filter({ has: admin.locator(`a[href="${link}"]`) });
    await request.getByRole('button', { name: 'Remove' }).click();
    await request.waitFor({ state: 'detached' });

    // Weeks later, someone uploads a copy under another name: smaller, hues turned, saved as a JPEG.
    await openAdminConsolePage(admin, 'Media library');
    await admin
      .getByLabel('Files to upload')
      .setInputFiles(await shapesPicture(work, 'holiday.jpg', seed, { copy: true }));
    await uploadRow(admin, 'holiday.jpg')
      .getByRole('alert')
      .filter({ hasText: UPLOAD_REFUSAL_TEXT.knownRemoved })
      .waitFor({ timeout: 90_000 });
    await screenshot(admin, 'library-reupload-refused');
    await admin.context().close();
  });
});
