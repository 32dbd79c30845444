// Review before publishing (docs/product-rules.md#review): the queue a reviewer works through and their decisions.
// Every new library item, uploaded or imported, waits here; the library serves only approved items (libraryStore's
// `servableOnly`, and the avatars' card links), so nothing unreviewed reaches a visitor by any path.
import { db } from '../data/db.js';
import { formatQueueCursor, parseQueueCursor } from '../data/queueCursor.js';
import { performerRecordsByIds, standingOf, type PerformerRecord } from '../data/performerRecords.js';
import { clearanceOf } from '../records/publication.js';
import type { PerformerClearance } from '../shared/api/schemas/performerRecords.js';
import { REVIEW_PAGE_SIZE, REVIEW_TARGET_HOURS } from '../shared/constants.js';
import type {
  ReviewDecisionBody,
  ReviewDecisionResponse,
  ReviewItem,
  ReviewQueueResponse,
} from '../shared/api/schemas/review.js';
import { countReviewQueue, decideLibraryReview, listReviewQueue, type LibraryItemRecord } from './libraryStore.js';
import { linkToRendition } from './renditionLinks.js';
import { storedListingItem } from './storedListingItem.js';

const HOUR_MS = 60 * 60 * 1000;

/** What the reviewer looks at: the renditions a visitor would get (uploads) or the operator's own links (imports). */
function reviewMediaOf(record: LibraryItemRecord): Pick<ReviewItem, 'still' | 'video'> {
  const { stored } = record;
  if (stored) {
    const listed = storedListingItem(
      { id: record.id, name: record.id, community: record.community, createdUtc: 0, type: record.type, durationSec: 0 },
      stored,
      (name) => linkToRendition(stored.itemId, stored, name),
    );
    const stills = listed?.preview?.images?.[0]?.resolutions ?? [];
    return {
      still: stills.at(-1)?.url ?? null,
      video: listed?.is_video ? (listed.url ?? null) : null,
    };
  }
  return {
    still: record.previewUrl ?? (record.type === 'image' ? record.url : null),
    video: record.type === 'image' ? null : record.url,
  };
}

type PeopleById = ReadonlyMap<string, Pick<PerformerRecord, 'stageNames'> & { clearance: PerformerClearance }>;

function peopleOf(record: LibraryItemRecord, people: PeopleById): ReviewItem['people'] {
  return (record.performerIds ?? []).map((id) => {
    const person = people.get(id);
    return person
      ? { id, stageNames: person.stageNames, clearance: person.clearance }
      : { id, stageNames: [], clearance: 'unknown' as const };
  });
}

/** The records the page's items name, as the queue shows them: stage names and standing, nothing sealed. */
async function peopleNamedBy(records: readonly LibraryItemRecord[]): Promise<PeopleById> {
  const ids = [...new Set(records.flatMap((record) => record.performerIds ?? []))];
  const found = await performerRecordsByIds(ids);
  return new Map(
    [...found].map(([id, person]) => [
      id,
      { stageNames: person.stageNames, clearance: clearanceOf(standingOf(person)) },
    ]),
  );
}

export function toReviewItem(record: LibraryItemRecord, nowMs: number, people: PeopleById = new Map()): ReviewItem {
  const createdAtMs = record.createdAt.toMillis();
  return {
    id: record.id,
    community: record.community,
    type: record.type,
    width: record.width,
    height: record.height,
    durationSec: record.durationSec,
    createdAt: new Date(createdAtMs).toISOString(),
    overdue: nowMs - createdAtMs > REVIEW_TARGET_HOURS * HOUR_MS,
    ...reviewMediaOf(record),
    people: peopleOf(record, people),
  };
}

export async function reviewQueuePage(after: string | undefined, nowMs = Date.now()): Promise<ReviewQueueResponse> {
  const [page, waiting] = await Promise.all([
    listReviewQueue(db(), { limit: REVIEW_PAGE_SIZE, ...(after ? { after: parseQueueCursor(after) } : {}) }),
    countReviewQueue(db()),
  ]);
  const people = await peopleNamedBy(page.items);
  return {
    ok: true,
    items: page.items.map((record) => toReviewItem(record, nowMs, people)),
    after: page.after ? formatQueueCursor(page.after) : null,
    waiting,
  };
}

export async function decideReview(
  id: string,
  { decision, reason }: ReviewDecisionBody,
  reviewerUid: string,
): Promise<ReviewDecisionResponse> {
  const review = decision === 'approve' ? 'approved' : 'rejected';
  // An approval's reason is optional; an empty one is none.
  const given = reason === undefined || reason === '' ? null : reason;
  await decideLibraryReview(db(), id, { review, reason: given, reviewerUid });
  return { ok: true, id, review };
}
