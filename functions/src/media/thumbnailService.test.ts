import { describe, expect, it } from 'vitest';
import type { CardSnapshot, CardSnapshotStore } from '../data/cardSnapshot.js';
import { CARD_ANSWER_MAX_AGE_MS } from './cardAnswerAge.js';
import { seededCatalogueSource } from '../stars/seedCatalogue.js';
import type { ListingService } from './listingService.js';
import { createThumbnailService } from './thumbnailService.js';

// The snapshot's rules: when an instance serves the stored answer, and when it computes (and stores) its own.

const catalogue = seededCatalogueSource();
const START_MS = 1_000_000;

/** Listings that count how often the answer was computed (every star asks at least one page). */
function countingListing(degraded = false) {
  const counter = { pages: 0 };
  const listing = {
    source: { provider: 'demo', fetchPage: () => Promise.resolve('not-ok') },
    getPage: () => {
      counter.pages += 1;
      return Promise.resolve({ page: { items: [], after: null }, degraded });
    },
    clear: () => undefined,
  } as unknown as ListingService;
  return { listing, counter };
}

function memoryStore(initial: CardSnapshot | null = null) {
  const state = { stored: initial, reads: 0, writes: 0 };
  const store: CardSnapshotStore = {
    read: () => {
      state.reads += 1;
      return Promise.resolve(state.stored);
    },
    write: (snapshot) => {
      state.writes += 1;
      state.stored = snapshot;
      return Promise.resolve();
    },
    discard: () => {
      state.stored = null;
      return Promise.resolve();
    },
  };
  return { store, state };
}

const MARKED_ANSWER = { thumbnails: { 'aria-vale': 'https://img.example/stored.jpg' }, labels: {}, renditions: {} };
/** The key the service computes for blocklist version 3 and the seeded catalogue (version 1). */
const KEY = '3|1';

function setup(options: { stored?: CardSnapshot | null; degraded?: boolean; failingRead?: boolean } = {}) {
  const clock = { now: START_MS };
  const { listing, counter } = countingListing(options.degraded);
  const { store, state } = memoryStore(options.stored ?? null);
  const errors: unknown[] = [];
  const service = createThumbnailService({
    listing,
    extraHosts: [],
    catalogue: () => catalogue.current(),
    version: () => Promise.resolve('3'),
    now: () => clock.now,
    snapshots: options.failingRead ? { ...store, read: () => Promise.reject(new Error('unavailable')) } : store,
    onSnapshotError: (error) => errors.push(error),
  });
  return { service, counter, state, clock, errors };
}

describe('the card images snapshot', () => {
  it('when a young snapshot of the current versions is stored, then it is served without asking any listing', async () => {
    const { service, counter } = setup({
      stored: { answer: MARKED_ANSWER, versionKey: KEY, computedAtMs: START_MS - 5 * 60_000 },
    });
    const answer = await service.getAll();
    expect(answer.thumbnails).toEqual(MARKED_ANSWER.thumbnails);
    expect(answer.degraded).toBe(false);
    expect(counter.pages).toBe(0);
  });

  it('when the snapshot was served, then this instance keeps it only until it is too old, then reads again', async () => {
    const { service, state, clock } = setup({
      stored: { answer: MARKED_ANSWER, versionKey: KEY, computedAtMs: START_MS },
    });
    await service.getAll();
    clock.now += CARD_ANSWER_MAX_AGE_MS / 2;
    await service.getAll();
    expect(state.reads).toBe(1);
    // Past its age limit, the instance reads the store again (and, the snapshot being too old now, computes).
    clock.now += CARD_ANSWER_MAX_AGE_MS / 2 + 1;
    await service.getAll();
    expect(state.reads).toBe(2);
    expect(state.writes).toBe(1);
  });

  it('when the snapshot is of another blocklist or catalogue version, then the answer is computed and stored', async () => {
    const { service, counter, state } = setup({
      stored: { answer: MARKED_ANSWER, versionKey: '2|1', computedAtMs: START_MS },
    });
    const answer = await service.getAll();
    expect(counter.pages).toBeGreaterThan(0);
    expect(answer.thumbnails['aria-vale']).toBeNull();
    expect(state.stored).toEqual({
      answer: { thumbnails: answer.thumbnails, labels: answer.labels, renditions: answer.renditions },
      versionKey: KEY,
      computedAtMs: START_MS,
    });
  });

  it('when the snapshot is too old, or nearly so, then the answer is computed', async () => {
    for (const ageMs of [CARD_ANSWER_MAX_AGE_MS + 1, CARD_ANSWER_MAX_AGE_MS - 30_000]) {
      const { service, counter } = setup({
        stored: { answer: MARKED_ANSWER, versionKey: KEY, computedAtMs: START_MS - ageMs },
      });
      await service.getAll();
      expect(counter.pages, `${String(ageMs)} ms old`).toBeGreaterThan(0);
    }
  });

  it('when some listing failed, then the answer is served briefly and not stored', async () => {
    const { service, state } = setup({ degraded: true });
    expect((await service.getAll()).degraded).toBe(true);
    expect(state.writes).toBe(0);
  });

  it('when the snapshot cannot be read, then the answer is still computed and the error reported', async () => {
    const { service, counter, errors } = setup({ failingRead: true });
    expect((await service.getAll()).degraded).toBe(false);
    expect(counter.pages).toBeGreaterThan(0);
    expect(errors).toHaveLength(1);
  });

  it('when an admin changes what cards show, then the snapshot is dropped and the next answer computed', async () => {
    const { service, counter, state } = setup({
      stored: { answer: MARKED_ANSWER, versionKey: KEY, computedAtMs: START_MS },
    });
    await service.getAll();
    await service.clear();
    expect(state.stored).toBeNull();
    const answer = await service.getAll();
    expect(counter.pages).toBeGreaterThan(0);
    expect(answer.thumbnails['aria-vale']).toBeNull();
  });

  it('when the scheduled refresh runs, then it computes without reading and stores what it computed', async () => {
    const { service, counter, state } = setup({
      stored: { answer: MARKED_ANSWER, versionKey: KEY, computedAtMs: START_MS },
    });
    expect(await service.refresh()).toBe(true);
    expect(state.reads).toBe(0);
    expect(counter.pages).toBeGreaterThan(0);
    expect(state.stored?.answer.thumbnails['aria-vale']).toBeNull();
  });

  it('when the scheduled refresh meets a failing listing, then the stored snapshot is kept', async () => {
    const stored = { answer: MARKED_ANSWER, versionKey: KEY, computedAtMs: START_MS };
    const { service, state } = setup({ stored, degraded: true });
    expect(await service.refresh()).toBe(false);
    expect(state.stored).toEqual(stored);
  });
});
