// What one visitor day costs is counted, not estimated (`npm run cost`, scripts/cost.mjs). Under the emulators only,
// when STARSESSION_OPERATION_LOG names a file, every function process appends one JSON line per billable thing it
// does: a request served (function, path, status, duration, bytes out and how many of them were media) and every
// Firestore document read, written or deleted, by collection. The reads are counted where the Admin SDK hands back
// results, so a query that finds nothing is one read, as Firestore bills it; writes where a batch or transaction
// commits. The Firestore emulator itself reports no per-operation counts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';

export type OperationLine =
  | {
      kind: 'read' | 'write' | 'delete';
      collection: string;
      count: number;
      document?: string;
      /** The request being served when it happened (`fn path`); none for an instance's own timers. */
      during?: string;
    }
  | { kind: 'request'; fn: string; path: string; status: number; ms: number; bytes: number; mediaBytes: number };

type HttpHandler = (req: Request, res: Response) => Promise<void>;

/** The collection a document path (`a/b/c/d`) belongs to: `c`. */
export function collectionOfDocument(path: string): string {
  const parts = path.split('/');
  return parts.at(-2) ?? path;
}

// Which request an operation served. Only a diagnosis: a timer an instance starts during a request inherits it.
const servingRequest = new AsyncLocalStorage<string>();

// Each line also names its process (an instance, to the emulator) and its time: scripts/lib/costModel.mjs measures an
// instance's own upkeep per instance-minute from them.
function appendLine(file: string, line: OperationLine): void {
  const during = line.kind === 'request' ? undefined : servingRequest.getStore();
  const stamped = { ...line, ...(during ? { during } : {}), pid: process.pid, at: Date.now() };
  appendFileSync(file, `${JSON.stringify(stamped)}\n`);
}

interface SnapshotLike {
  ref: { path: string };
}
interface QueryLike {
  _queryOptions: { collectionId: string };
}
interface PendingWrite {
  docPath: string;
  op: () => { delete?: unknown };
}

// Wraps an async method of a prototype so that its result is also passed to `count`.
function afterResult(
  prototype: Record<string, unknown> | undefined,
  method: string,
  count: (self: unknown, result: never) => void,
): void {
  if (!prototype) throw new Error(`the Firestore SDK has no ${method} to count`);
  const original = prototype[method] as (...args: unknown[]) => Promise<never>;
  prototype[method] = async function counted(this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    count(this, result);
    return result;
  };
}

let installedFor: string | null = null;

/** Patches the Admin SDK's Firestore client of this process so that its billable operations are appended to `file`. */
export function countFirestoreOperations(file: string): void {
  if (installedFor === file) return;
  installedFor = file;
  const require = createRequire(import.meta.url);
  // The same module instance firebase-admin/firestore wraps (one copy in the workspace).
  const firestoreEntry = require.resolve('@google-cloud/firestore', {
    paths: [require.resolve('firebase-admin/firestore')],
  });
  const sdk = require(firestoreEntry) as Record<string, { prototype: Record<string, unknown> }>;
  const internal = (file: string) => require(firestoreEntry.replace(/index\.js$/, file)) as typeof sdk;
  const { DocumentReader } = internal('document-reader.js');
  const { AggregateQuery } = internal('reference/aggregate-query.js');
  const read = (collection: string, count: number, document?: string) =>
    appendLine(file, { kind: 'read', collection, count, ...(document ? { document } : {}) });

  // Document gets, in and out of transactions (DocumentReference.get and Firestore.getAll end here).
  afterResult(DocumentReader?.prototype, '_get', (_self, { result }: { result: SnapshotLike[] }) => {
    for (const snapshot of result) read(collectionOfDocument(snapshot.ref.path), 1, snapshot.ref.path);
  });
  // Queries, in and out of transactions: one read per document returned, at least one.
  afterResult(sdk.Query?.prototype, '_get', (self, { result }: { result: { size: number } }) => {
    read((self as QueryLike)._queryOptions.collectionId, Math.max(1, result.size));
  });
  // count()/sum() aggregations: one read per 1,000 index entries; ours stay far below that.
  afterResult(AggregateQuery?.prototype, '_get', (self) => {
    read((self as { _query: QueryLike })._query._queryOptions.collectionId, 1);
  });
  // Every write of a batch, a transaction or a single set/update/delete is committed here.
  const batch = sdk.WriteBatch?.prototype;
  if (!batch) throw new Error('the Firestore SDK has no WriteBatch to count');
  const commit = batch._commit as (...args: unknown[]) => Promise<unknown>;
  batch._commit = async function countedCommit(this: { _ops: PendingWrite[] }, ...args: unknown[]) {
    const writes = this._ops.map(({ docPath, op }) => ({ docPath, isDelete: op().delete !== undefined }));
    const result = await commit.apply(this, args);
    for (const { docPath, isDelete } of writes) {
      appendLine(file, {
        kind: isDelete ? 'delete' : 'write',
        collection: collectionOfDocument(docPath),
        count: 1,
        document: docPath,
      });
    }
    return result;
  };
}

const MEDIA_TYPE = /^(image|video|audio)\/|^application\/octet-stream/;

/** The handler of function `fn`, with each request it serves appended to `file` once its answer has gone out. */
export function countedRequests(file: string, fn: string, handler: HttpHandler): HttpHandler {
  return async (req, res) => {
    const started = performance.now();
    let bytes = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const add = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, encoding as BufferEncoding | undefined);
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      add(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') add(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.on('finish', () => {
      const type = String(res.getHeader('content-type') ?? '');
      appendLine(file, {
        kind: 'request',
        fn,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        bytes,
        mediaBytes: MEDIA_TYPE.test(type) ? bytes : 0,
      });
    });
    await servingRequest.run(`${fn} ${req.path}`, () => handler(req, res));
  };
}
