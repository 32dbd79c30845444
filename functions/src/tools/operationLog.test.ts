import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionOfDocument, countedRequests, type OperationLine } from './operationLog.js';

// `npm run cost` reads these lines: a request's bytes must be what left, and media told apart from JSON.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serveOnce(
  handler: (req: express.Request, res: express.Response) => void,
  path: string,
): Promise<OperationLine[]> {
  const dir = mkdtempSync(join(tmpdir(), 'oplog-'));
  dirs.push(dir);
  const file = join(dir, 'ops.jsonl');
  const app = express();
  app.use(
    countedRequests(file, 'api', (req, res) => {
      handler(req as express.Request, res);
      return Promise.resolve();
    }) as unknown as express.Handler,
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    server.close();
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OperationLine);
}

describe('the operation log', () => {
  it('when a JSON answer goes out, then its bytes are counted and none of them as media', async () => {
    const lines = await serveOnce((_req, res) => {
      res.status(201).json({ hello: 'wörld' });
    }, '/sessions/start');
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'request',
        fn: 'api',
        path: '/sessions/start',
        status: 201,
        bytes: 18,
        mediaBytes: 0,
      }),
    ]);
  });

  it('when media is streamed in pieces, then every piece counts as media bytes', async () => {
    const lines = await serveOnce((_req, res) => {
      res.setHeader('content-type', 'video/mp4');
      res.write(Buffer.alloc(1000));
      res.write(Buffer.alloc(500));
      res.end(Buffer.alloc(24));
    }, '/redgifs/stream/abc');
    expect(lines).toEqual([expect.objectContaining({ status: 200, bytes: 1524, mediaBytes: 1524 })]);
  });

  it('when a document path is nested, then its collection is the segment before its id', () => {
    expect(collectionOfDocument('users/u1')).toBe('users');
    expect(collectionOfDocument('llm_budget/2026-11-29/llm_budget_shards/7')).toBe('llm_budget_shards');
  });
});
