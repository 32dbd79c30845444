import { describe, expect, it } from 'vitest';
import { runAiFeed } from './aiFeedDriver';
import { createAiScheduler, currentLine } from './aiScheduler';

const T0 = 5_000_000;
const AI = T0 + 200;
const MIN = 60_000;

describe('runAiFeed with fake time', () => {
  interface Timer {
    at: number;
    run: () => void;
    cancelled: boolean;
  }

  function fakeClock() {
    let now = T0;
    const timers: Timer[] = [];
    return {
      now: () => now,
      schedule: (run: () => void, delayMs: number) => {
        const timer = { at: now + delayMs, run, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      /** Advances fake time to `to`, firing due timers in order and letting promises settle between them. */
      async advanceTo(to: number) {
        for (;;) {
          await flush();
          const due = timers.filter((t) => !t.cancelled && t.at <= to).sort((a, b) => a.at - b.at)[0];
          if (!due) break;
          due.cancelled = true;
          now = due.at;
          due.run();
        }
        now = to;
        await flush();
      },
    };
  }

  async function flush() {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }

  it('requests chunk 0 at 200 ms, retries after a 3 s timeout, and shows the text that arrives', async () => {
    const clock = fakeClock();
    const calls: { chunkIndex: number; at: number; signal: AbortSignal }[] = [];
    const answers: ((value: unknown) => void)[] = [];
    const feed = runAiFeed(createAiScheduler({ sessionStartMs: T0, lengthMin: 20 }), {
      now: clock.now,
      schedule: clock.schedule,
      fetchChunk: ({ chunkIndex }, signal) => {
        calls.push({ chunkIndex, at: clock.now(), signal });
        return new Promise((resolve) => answers.push(resolve));
      },
    });
    await clock.advanceTo(T0 + 199);
    expect(calls).toHaveLength(0);
    await clock.advanceTo(T0 + 200);
    expect(calls.map((c) => [c.chunkIndex, c.at])).toEqual([[0, T0 + 200]]);
    await clock.advanceTo(T0 + 3200);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls.map((c) => [c.chunkIndex, c.at])).toEqual([
      [0, T0 + 200],
      [0, T0 + 3200],
    ]);
    expect(currentLine(feed.getState(), clock.now())?.fallback).toBe(true);
    answers[1]?.({ script: [{ text: 'Hello there.', displaySec: 5 }] });
    await clock.advanceTo(T0 + 4000);
    expect(currentLine(feed.getState(), clock.now())).toMatchObject({ text: 'Hello there.', fallback: false });
    await clock.advanceTo(AI + 10 * MIN - 30_000);
    expect(calls.map((c) => c.chunkIndex)).toEqual([0, 0, 1]);
    feed.stop();
    expect(calls[2]?.signal.aborted).toBe(true);
  });

  it('stays silent when every attempt fails', async () => {
    const clock = fakeClock();
    let attempts = 0;
    const feed = runAiFeed(createAiScheduler({ sessionStartMs: T0, lengthMin: 10 }), {
      now: clock.now,
      schedule: clock.schedule,
      fetchChunk: () => {
        attempts += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    await clock.advanceTo(T0 + 60_000);
    expect(attempts).toBe(3);
    expect(feed.getState().chunks[0]).toEqual({ status: 'failed' });
    expect(currentLine(feed.getState(), clock.now())?.fallback).toBe(true);
    feed.stop();
  });

  it('after a stop with a chunk in flight (a pause), a feed started from its state asks for that chunk again at once', async () => {
    const clock = fakeClock();
    const calls: { chunkIndex: number; at: number; signal: AbortSignal }[] = [];
    let answer: (value: unknown) => void = () => undefined;
    const deps = {
      now: clock.now,
      schedule: clock.schedule,
      fetchChunk: ({ chunkIndex }: { chunkIndex: number }, signal: AbortSignal) => {
        calls.push({ chunkIndex, at: clock.now(), signal });
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    };
    const first = runAiFeed(createAiScheduler({ sessionStartMs: T0, lengthMin: 10 }), deps);
    await clock.advanceTo(T0 + 1000);
    expect(calls.map((c) => c.at)).toEqual([T0 + 200]);
    first.stop();
    expect(calls[0]?.signal.aborted).toBe(true);

    // Resumed 800 ms later on the session clock: no waiting for the aborted request's 3 s timeout.
    await clock.advanceTo(T0 + 1800);
    const resumed = runAiFeed(first.getState(), deps);
    await clock.advanceTo(T0 + 1800);
    expect(calls.map((c) => [c.chunkIndex, c.at])).toEqual([
      [0, T0 + 200],
      [0, T0 + 1800],
    ]);
    expect(resumed.getState().chunks[0]).toMatchObject({ status: 'pending', attempts: 1 });
    answer({ script: [{ text: 'Welcome back.', displaySec: 5 }] });
    await clock.advanceTo(T0 + 2000);
    expect(currentLine(resumed.getState(), clock.now())).toMatchObject({ text: 'Welcome back.', fallback: false });
    resumed.stop();
  });
});
