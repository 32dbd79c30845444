import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InstructionWriter, WriterContext } from '../domain/instructions/instructionWriter.js';
import { errorHandler, notFoundHandler } from '../middleware/errorHandler.js';
import { findStarIn, SEED_STARS } from '../shared/stars.js';
import { createLlmRouter } from './llm.js';

// The LLM routes in-process with a fake sign-in: POST bodies are parsed like GET queries, and the
// private text reaches the writer but no log line, even when the writer fails. The seeded stars stand in for the
// live catalogue.
const findSeedStar = (id: string) => Promise.resolve(findStarIn(SEED_STARS, id));

const logged: string[] = [];
// Every line our code logs goes through firebase-functions' logger (it captures console at load).
vi.mock('firebase-functions', () => {
  const record = (...args: unknown[]) => {
    logged.push(
      args.map((a) => JSON.stringify(a, a instanceof Error ? Object.getOwnPropertyNames(a) : undefined)).join(' '),
    );
  };
  return { logger: { log: record, info: record, warn: record, error: record, debug: record, write: record } };
});

const PRIVATE = 'Remember my secret word: periwinkle';
const seen: WriterContext[] = [];
let failing = false;

const writer: InstructionWriter = {
  plan: (context) => {
    seen.push(context);
    if (failing) return Promise.reject(new Error('provider down'));
    return Promise.resolve([{ bpm: 100, duration: context.lengthMin * 60 }]);
  },
  script: (context) => {
    seen.push(context);
    if (failing) return Promise.reject(new Error('provider down'));
    return Promise.resolve([{ text: 'Breathe.', displaySec: 5 }]);
  },
};

const signedIn: RequestHandler = (req, _res, next) => {
  req.user = {
    uid: `u${String(Math.random()).slice(2, 10)}`,
    email: null,
    emailVerified: true,
    admin: false,
    reviewer: false,
    custodian: false,
    name: null,
    signedInAtMs: Date.now(),
  };
  next();
};

let origin = '';
let close: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use(
    '/api',
    createLlmRouter({
      writer: () => writer,
      premiumOf: () => Promise.resolve(true),
      findStar: findSeedStar,
      guard: [signedIn],
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  failing = false;
  seen.length = 0;
});

afterAll(async () => {
  await close();
});

const planBody = {
  starId: 'aria-vale',
  persona: 'playful',
  personalization: PRIVATE,
  lengthMin: 10,
  enableBar: true,
  bpm: 100,
};
const chunkBody = {
  starId: 'aria-vale',
  persona: 'playful',
  personalization: PRIVATE,
  chunkIndex: 0,
  chunkMinutes: 10,
};

function post(path: string, body: unknown) {
  return fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/llm/plan and /api/llm/chunk', () => {
  it('when the fields come in a JSON body, then the writer gets the personalization and the plan comes back', async () => {
    const res = await post('/llm/plan', planBody);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ controls: [{ bpm: 100, duration: 600 }] });
    expect(seen[0]?.personalization).toBe(PRIVATE);
  });

  it('when a chunk is asked for by POST, then the script comes back', async () => {
    const res = await post('/llm/chunk', chunkBody);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ script: [{ text: 'Breathe.', displaySec: 5 }] });
  });

  it.each([
    ['a length that is not offered', '/llm/plan', { ...planBody, lengthMin: 7 }, 'lengthMin'],
    ['no star', '/llm/plan', { lengthMin: 10 }, 'starId'],
    ['a chunk index that is not a number', '/llm/chunk', { ...chunkBody, chunkIndex: 'x' }, 'chunkIndex'],
    ['no body at all', '/llm/chunk', undefined, 'starId'],
  ])('when the body has %s, then it answers 400 naming the field', async (_label, path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });

  it('when the body is a JSON array, then it answers 400, not 5xx', async () => {
    const res = await post('/llm/plan', [planBody]);
    expect(res.status).toBe(400);
  });

  it('when POST and GET carry personalization and the writer fails, then no log line contains it', async () => {
    logged.length = 0;
    failing = true;
    const query = new URLSearchParams({ ...chunkBody, chunkIndex: '0', chunkMinutes: '10' }).toString();
    const responses = await Promise.all([
      post('/llm/plan', planBody),
      post('/llm/chunk', chunkBody),
      fetch(`${origin}/api/llm/chunk?${query}`),
    ]);
    expect(responses.map((r) => r.status)).toEqual([500, 500, 500]);
    expect(seen.map((c) => c.personalization)).toEqual([PRIVATE, PRIVATE, PRIVATE]);
    // The failure was logged (the capture works), but without the private text.
    expect(logged.join('\n')).toContain('Unhandled error');
    expect(logged.join('\n')).not.toContain('periwinkle');
  });
});
