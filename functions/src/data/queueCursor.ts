// Where a page of a console queue (the review queue, each report lane) ended: the last entry's time and id, ties
// broken by id. The API sends it as `{createdAtMs}.{id}` (QUEUE_CURSOR_PATTERN in @shared/api/patterns).
export interface QueueCursor {
  createdAtMs: number;
  id: string;
}

export const formatQueueCursor = ({ createdAtMs, id }: QueueCursor) => `${createdAtMs}.${id}`;

export function parseQueueCursor(cursor: string): QueueCursor {
  const [ms = '', id = ''] = cursor.split('.');
  return { createdAtMs: Number(ms), id };
}
