// A library entry as the console shows it (GET /api/admin/library): what the API answers, from the stored record.
import type { LibraryItem } from '../shared/api/schemas/library.js';
import { reviewStateOf, type LibraryItemRecord } from './libraryStore.js';

export function toLibraryItemView(record: LibraryItemRecord): LibraryItem {
  return {
    id: record.id,
    community: record.community,
    url: record.url,
    type: record.type,
    width: record.width,
    height: record.height,
    durationSec: record.durationSec,
    previewUrl: record.previewUrl,
    title: record.title,
    blocked: record.blocked,
    review: reviewStateOf(record),
    performerIds: record.performerIds ?? [],
    createdAt: record.createdAt.toDate().toISOString(),
  };
}
