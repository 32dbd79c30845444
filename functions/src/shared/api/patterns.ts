// Id patterns without zod, so browser code can check ids without loading the schema library.
// Ids become Firestore document ids, where `__…__` is reserved, so that form is never a valid id.
export const UID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** A console queue's cursor (review queue, report lanes): `{createdAtMs}.{id}` (functions/src/data/queueCursor.ts). */
export const QUEUE_CURSOR_PATTERN = /^\d{1,15}\.[A-Za-z0-9]{1,64}$/;
