import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import {
  adminStarsResponseSchema,
  starCatalogueResponseSchema,
  starSavedResponseSchema,
  type StarRecord,
} from '@shared/api/schemas/stars';
import { parseStarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { SEED_STARS } from '@shared/stars';
import { idTokenFor } from '../support/auth.js';
import { DEMO_EMAIL, PROJECT_ID, STORAGE_ORIGIN } from '../support/env.js';
import { call } from './support/http.js';

// Stars are operator data: everyone reads the catalogue, admins add, edit, retire and order stars. An edit shows on
// every instance within the catalogue's TTL (30 s), so reads after a write wait for it.
const SHOWS_WITHIN = { timeout: 45_000, interval: 1_000 };

let adminToken: string;
let freeToken: string;
let adminApp: App;
/** A processed, approved upload of the seeded demo library: an avatar must be one, and shows once approved. */
let storedItemId: string;

beforeAll(async () => {
  [adminToken, freeToken] = await Promise.all([idTokenFor(DEMO_EMAIL.admin), idTokenFor(DEMO_EMAIL.free)]);
  adminApp = initializeApp({ projectId: PROJECT_ID }, `stars-test-${Date.now()}`);
  // One a reviewer approved (the seed approves the demo library's): an unreviewed avatar is never shown.
  const approved = await getFirestore(adminApp)
    .collection(COLLECTIONS.libraryItems)
    .where('review', '==', 'approved')
    .get();
  const itemId = approved.docs.map((doc) => doc.get('stored.itemId') as unknown).find((id) => typeof id === 'string');
  if (typeof itemId !== 'string') throw new Error('the seed left no approved stored item (the demo library)');
  storedItemId = itemId;
});
afterAll(async () => {
  await deleteApp(adminApp);
});

const catalogue = async () => starCatalogueResponseSchema.parse((await call(API_PATHS.starCatalogue)).json);
const adminList = async () =>
  adminStarsResponseSchema.parse((await call(API_PATHS.adminStars, { token: adminToken })).json);
const fieldsOf = (star: StarRecord) => ({
  name: star.name,
  persona: star.persona,
  premium: star.premium,
  library: star.library,
  forum: star.forum,
  avatarItemId: star.avatarItemId,
});
const put = (id: string, body: unknown, token = adminToken) =>
  call(`${API_PATHS.adminStars}/${id}`, { method: 'PUT', token, body });

describe('the star catalogue everyone reads', () => {
  it('when anyone asks, then the stars on offer come in order, for a shared cache, without communities of retired stars', async () => {
    const res = await call(API_PATHS.starCatalogue);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const body = starCatalogueResponseSchema.parse(res.json);
    expect(body.stars.slice(0, SEED_STARS.length).map((s) => s.id)).toEqual(SEED_STARS.map((s) => s.id));
    expect(body.stars[0]).toEqual({
      id: SEED_STARS[0]?.id,
      name: SEED_STARS[0]?.name,
      persona: SEED_STARS[0]?.persona,
      subreddits: SEED_STARS[0]?.subreddits,
    });
  });
});

describe('admins edit the catalogue', () => {
  it('when a signed-out caller or a free member calls the admin endpoints, then 401 and 403, and nothing changes', async () => {
    const fields = {
      name: 'Intruder',
      persona: 'x',
      premium: false,
      library: [],
      forum: ['Intruders'],
      avatarItemId: null,
    };
    expect((await call(API_PATHS.adminStars)).status).toBe(401);
    expect((await call(API_PATHS.adminStars, { method: 'POST', body: fields })).status).toBe(401);
    expect((await call(API_PATHS.adminStars, { method: 'POST', token: freeToken, body: fields })).status).toBe(403);
    expect((await put(SEED_STARS[0]?.id ?? '', { star: fields, revision: 1, retired: false }, freeToken)).status).toBe(
      403,
    );
    expect((await adminList()).stars.some((s) => s.name === 'Intruder')).toBe(false);
  });

  it('when bad fields are sent, then each is refused with its reason and no star is made', async () => {
    const base = {
      name: 'Bad Input',
      persona: 'calm',
      premium: false,
      library: [],
      forum: ['BadInputForum'],
      avatarItemId: null,
    };
    const refusal = async (body: unknown) => {
      const res = await call(API_PATHS.adminStars, { method: 'POST', token: adminToken, body });
      expect(res.status).toBe(400);
      return (res.json as { error: string }).error;
    };
    expect(await refusal({ ...base, name: '   ' })).toBe('name is required.');
    expect(await refusal({ ...base, forum: [] })).toBe('Name at least one library collection or forum community.');
    expect(await refusal({ ...base, forum: ['no spaces here'] })).toMatch(/^forum must be 2 to 21 letters/);
    expect(await refusal({ ...base, forum: ['Twice', 'twice'] })).toBe('Each community may be named once.');
    expect(await refusal({ ...base, library: ['StarAvatars'] })).toBe(
      'community must be a community of the star catalogue.',
    );
    expect(await refusal({ ...base, avatarItemId: 'a0000000000000000000' })).toBe(
      'That avatar is not a processed upload. Wait until its upload shows Ready.',
    );
    const taken = await call(API_PATHS.adminStars, {
      method: 'POST',
      token: adminToken,
      body: { ...base, name: SEED_STARS[0]?.name },
    });
    expect(taken.status).toBe(409);
    expect((await adminList()).stars.some((s) => s.name === 'Bad Input')).toBe(false);
  });

  it('when an admin adds a star with an avatar and its own collection, then everyone gets it, its card is the avatar from storage, and its collection is listed', async () => {
    const name = `Test Star ${Date.now().toString(36)}`;
    const collection = `TestLib${Date.now().toString(36)}`.slice(0, 21);
    const res = await call(API_PATHS.adminStars, {
      method: 'POST',
      token: adminToken,
      body: {
        name,
        persona: 'gentle and slow',
        premium: false,
        library: [collection],
        forum: [],
        avatarItemId: storedItemId,
      },
    });
    expect(res.status).toBe(201);
    const { star } = starSavedResponseSchema.parse(res.json);
    expect(star).toMatchObject({ name, revision: 1, retired: false, library: [collection] });
    expect(star.id).toMatch(/^test-star-/);

    await vi.waitFor(async () => {
      expect((await catalogue()).stars.at(-1)).toMatchObject({
        id: star.id,
        name,
        subreddits: [collection],
      });
    }, SHOWS_WITHIN);
    await vi.waitFor(async () => {
      const cards = parseStarThumbnailsResponse((await call(API_PATHS.starThumbnails)).json);
      expect(cards?.thumbnails[star.id]).toMatch(new RegExp(`^${STORAGE_ORIGIN}/.*renditions%2F${storedItemId}%2F`));
    }, SHOWS_WITHIN);
    // Its collection is empty, but it is the catalogue's: the listing answers (from the library) instead of refusing.
    const listing = await call(API_PATHS.listing, { query: { sub: collection, type: 'hot', limit: '5' } });
    expect(listing.status).toBe(200);

    // Retired: gone from the catalogue and the listing, still in the admin's list.
    expect((await put(star.id, { star: fieldsOf(star), revision: 1, retired: true })).status).toBe(200);
    await vi.waitFor(async () => {
      expect((await catalogue()).stars.some((s) => s.id === star.id)).toBe(false);
      const refused = await call(API_PATHS.listing, { query: { sub: collection, type: 'hot', limit: '5' } });
      expect(refused.status).toBe(400);
    }, SHOWS_WITHIN);
    expect((await adminList()).stars.find((s) => s.id === star.id)).toMatchObject({ retired: true, revision: 2 });
  });

  it('when two admins saved the same star from forms loaded at one revision, then the second is refused and the first kept', async () => {
    const before = (await adminList()).stars.find((s) => s.id === SEED_STARS[1]?.id);
    if (!before) throw new Error('no second seeded star');
    const first = await put(before.id, {
      star: { ...fieldsOf(before), persona: 'first admin’s line' },
      revision: before.revision,
      retired: false,
    });
    expect(first.status).toBe(200);
    const second = await put(before.id, {
      star: { ...fieldsOf(before), persona: 'second admin’s line' },
      revision: before.revision,
      retired: false,
    });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'starChanged' });
    const after = (await adminList()).stars.find((s) => s.id === before.id);
    expect(after).toMatchObject({ persona: 'first admin’s line', revision: before.revision + 1 });
    // Put back for the other suites.
    expect(
      (await put(before.id, { star: fieldsOf(before), revision: before.revision + 1, retired: false })).status,
    ).toBe(200);
  });

  it('when an admin orders the stars, then a stale version or a partial list is refused, and a whole list is kept', async () => {
    const { version, stars } = await adminList();
    const ids = stars.map((s) => s.id);
    const order = (body: unknown) => call(API_PATHS.adminStarsOrder, { method: 'POST', token: adminToken, body });
    expect((await order({ ids: ids.slice(1), version })).status).toBe(400);
    expect((await order({ ids: [...ids].reverse(), version: version - 1 })).status).toBe(409);
    const swapped = [ids[1], ids[0], ...ids.slice(2)];
    const saved = await order({ ids: swapped, version });
    expect(saved.status).toBe(200);
    expect((await adminList()).stars.map((s) => s.id)).toEqual(swapped);
    const { version: next } = await adminList();
    expect((await order({ ids, version: next })).status).toBe(200);
    expect((await adminList()).stars.map((s) => s.id)).toEqual(ids);
  });
});
