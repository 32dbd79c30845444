// The demo library: synthetic media (generated shapes and colours, a test-pattern GIF, a test-pattern video with a
// tone) sent through the same path an admin's upload takes (announce → Storage → processUpload → stored item), so a
// newcomer's first run exercises the pipeline. Emulators only; the seed waits until every file is an item.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { API_PATHS } from '../shared/api/paths.js';
import { libraryUploadResponseSchema, libraryUploadStatusResponseSchema } from '../shared/api/schemas/library.js';
import { reviewQueueResponseSchema } from '../shared/api/schemas/review.js';

const run = promisify(execFile);

/** How long the seed waits for one file's processing (a short VP9 encode is the slowest part). */
const PROCESSING_TIMEOUT_MS = 180_000;

interface DemoLibraryTarget {
  appUrl: string;
  authHost: string;
  storageHost: string;
  bucket: string;
  adminEmail: string;
  /** Another admin with the reviewer claim: whoever uploads an item may not also approve it. */
  reviewerEmail: string;
  password: string;
  /** The library collections to fill, in order (each gets its own pictures and the shared GIF and video). */
  communities: readonly string[];
  /** The performer record named on every demo item (tools/demoPerformer.ts). */
  performerId: string;
}

/** A picture of overlapping circles on a gradient: shapes and colours only. */
function shapesSvg(width: number, height: number, hue: number): string {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = Math.round(((i * 37 + hue) % 100) * (width / 100));
    const cy = Math.round(((i * 53 + hue * 2) % 100) * (height / 100));
    const r = Math.round(Math.min(width, height) * (0.12 + (i % 3) * 0.06));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 40) % 360} 70% 60%)" fill-opacity="0.75"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 45% 25%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360} 45% 15%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
}

interface DemoFile {
  name: string;
  path: string;
}

/** Each collection's own four pictures: its hue turns the colours and moves the circles, so no two stars look alike. */
async function makeDemoPictures(dir: string, collectionIndex: number): Promise<DemoFile[]> {
  const files: DemoFile[] = [];
  for (const [i, baseHue] of [300, 20, 200, 140].entries()) {
    const name = `shapes-${collectionIndex + 1}-${i + 1}.jpg`;
    const path = join(dir, name);
    await sharp(Buffer.from(shapesSvg(1200, 1600, baseHue + collectionIndex * 23)))
      .jpeg({ quality: 85 })
      .toFile(path);
    files.push({ name, path });
  }
  return files;
}

/**
 * A test-pattern GIF and a short video with a tone, made once and sent to every collection: the second and later
 * uploads of the same bytes are joined to the stored item (no encoding), which keeps the seed short.
 */
async function makeDemoMotion(dir: string): Promise<DemoFile[]> {
  const ffmpeg = (args: string[]) => run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-v', 'error', ...args]);
  const gif = join(dir, 'pattern.gif');
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=10', '-t', '2', gif]);
  const video = join(dir, 'pattern.mp4');
  await ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
    ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', video],
  ]);
  return [
    { name: 'pattern.gif', path: gif },
    { name: 'pattern.mp4', path: video },
  ];
}

export async function adminIdToken({
  authHost,
  adminEmail,
  password,
}: Pick<DemoLibraryTarget, 'authHost' | 'adminEmail' | 'password'>): Promise<string> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`demo library: the admin could not sign in (${res.status})`);
  return ((await res.json()) as { idToken: string }).idToken;
}

async function processed(target: DemoLibraryTarget, token: string, uploadId: string, fileName: string) {
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${target.appUrl}${API_PATHS.adminLibraryUploads}?ids=${uploadId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [upload] = libraryUploadStatusResponseSchema.parse(await res.json()).uploads;
    if (upload?.status === 'ready') return;
    if (upload?.status === 'refused' || upload?.status === 'failed')
      throw new Error(`demo library: ${fileName} ${upload.status}`);
    if (Date.now() > deadline) throw new Error(`demo library: ${fileName} still ${upload?.status ?? 'unknown'}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Approves every waiting item of the target's collections through the review queue, as the demo reviewer (not the admin who
 * uploaded them): the demo files are synthetic shapes, so the seed is their reviewer; an admin's own uploads wait
 * for a person.
 */
async function approveDemoItems(target: DemoLibraryTarget, token: string, performerId: string): Promise<void> {
  const collections = new Set(target.communities.map((community) => community.toLowerCase()));
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  let after: string | null = null;
  do {
    const query: string = after ? `?after=${encodeURIComponent(after)}` : '';
    const res = await fetch(`${target.appUrl}${API_PATHS.adminReview}${query}`, { headers });
    if (!res.ok) throw new Error(`demo library: the review queue answered ${res.status}`);
    const page = reviewQueueResponseSchema.parse(await res.json());
    for (const item of page.items.filter((i) => collections.has(i.community))) {
      // The people in it first: an approval needs a cleared record for each (here, the fictional demo performer).
      const named = await fetch(`${target.appUrl}${API_PATHS.adminLibrary}/${item.id}/performers`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ performerIds: [performerId] }),
      });
      if (!named.ok) throw new Error(`demo library: naming the people in ${item.id} answered ${named.status}`);
      const decided = await fetch(`${target.appUrl}${API_PATHS.adminReview}/${item.id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ decision: 'approve', reason: 'Synthetic demo media' }),
      });
      if (!decided.ok) throw new Error(`demo library: approving ${item.id} answered ${decided.status}`);
    }
    after = page.after;
  } while (after);
}

/** Sends one file as the demo admin (announce, then Storage) and waits until the pipeline has made it an item. */
async function uploadDemoFile(target: DemoLibraryTarget, token: string, community: string, file: DemoFile) {
  const bytes = await readFile(file.path);
  const announced = await fetch(`${target.appUrl}${API_PATHS.adminLibraryUploads}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ community, fileName: file.name, bytes: bytes.length }),
  });
  if (announced.status !== 201) throw new Error(`demo library: ${file.name} announced ${announced.status}`);
  const { uploadId, path } = libraryUploadResponseSchema.parse(await announced.json());
  const sent = await fetch(`http://${target.storageHost}/v0/b/${target.bucket}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { Authorization: `Firebase ${token}`, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (!sent.ok) throw new Error(`demo library: storage refused ${file.name} (${sent.status})`);
  await processed(target, token, uploadId, file.name);
}

/**
 * Uploads the demo files into each of the target's collections as the demo admin, waits until each is an item and
 * approves them all as the reviewer; returns how many items each collection got.
 */
export async function seedDemoLibrary(target: DemoLibraryTarget): Promise<Map<string, number>> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-library-'));
  try {
    const motion = await makeDemoMotion(dir);
    const token = await adminIdToken(target);
    const counts = new Map<string, number>();
    for (const [index, community] of target.communities.entries()) {
      const files = [...(await makeDemoPictures(dir, index)), ...motion];
      // One file at a time, each processed before the next is sent: the machine running the emulators is often small.
      for (const file of files) await uploadDemoFile(target, token, community, file);
      counts.set(community, files.length);
    }
    const reviewerToken = await adminIdToken({ ...target, adminEmail: target.reviewerEmail });
    await approveDemoItems(target, reviewerToken, target.performerId);
    return counts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
