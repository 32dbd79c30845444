// Pure scheduler for the AI instruction feed (docs/product-rules.md). Every failure is silent: the feed
// falls back to gentle warm-up lines or keeps the last line it has.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AI_CHUNK_MINUTES,
  AI_CHUNK_RETRIES,
  AI_DEFAULT_LINE_SEC,
  AI_FIRST_CHUNK_TIMEOUT_MS,
  AI_LATER_CHUNK_TIMEOUT_MS,
  AI_LOOKAHEAD_MS,
  AI_START_DELAY_MS,
} from '@shared/constants';
import {
  ENGINE_AI_MAX_DISPLAY_SEC,
  ENGINE_AI_MAX_LINE_CHARS,
  ENGINE_AI_MAX_LINES_PER_CHUNK,
  ENGINE_AI_MIN_DISPLAY_SEC,
} from './engineChoices';
import { i18n } from '../i18n/i18n';

const AI_CHUNK_MS = AI_CHUNK_MINUTES * 60_000;
const AI_MAX_ATTEMPTS = 1 + AI_CHUNK_RETRIES;

const WARM_UP_MESSAGES: readonly MessageDescriptor[] = [
  msg`Get comfortable and settle in.`,
  msg`Take a slow, deep breath and relax your shoulders.`,
  msg`No rush. Ease into it at your own pace.`,
  msg`Let the rest of the day fade away for a while.`,
  msg`Follow the pace bar and find your rhythm.`,
];

/**
 * Shown when no instruction text has arrived. Suggestive at most, never graphic. Each line reads in the language
 * shown at the moment it is read (index getters), so a language switch mid-session shows at the next render.
 */
export const WARM_UP_LINES: readonly string[] = Object.defineProperties(
  new Array<string>(WARM_UP_MESSAGES.length),
  Object.fromEntries(
    WARM_UP_MESSAGES.map((message, index) => [index, { enumerable: true, get: () => i18n._(message) }]),
  ),
);

export interface AiScriptLine {
  text: string;
  displaySec: number;
}

type AiChunk =
  | { status: 'pending'; attempts: number; inFlightUntilMs: number | null }
  | { status: 'ready'; lines: readonly AiScriptLine[]; startsAtMs: number }
  | { status: 'failed' };

export interface AiSchedulerState {
  aiStartMs: number;
  sessionEndsAtMs: number;
  chunks: readonly AiChunk[];
  firstFailureAtMs: number | null;
}

export type AiAction =
  | { type: 'request'; chunkIndex: number; chunkMinutes: number; attempt: number; timeoutMs: number }
  | { type: 'wait'; untilMs: number }
  | { type: 'done' };

export interface AiLineView {
  text: string;
  fallback: boolean;
  /** Changes whenever the shown line changes, for keyed rendering. */
  key: string;
}

export function createAiScheduler(options: { sessionStartMs: number; lengthMin: number }): AiSchedulerState {
  const lengthMs = Math.max(0, options.lengthMin) * 60_000;
  const chunkCount = Math.max(1, Math.ceil(lengthMs / AI_CHUNK_MS));
  return {
    aiStartMs: options.sessionStartMs + AI_START_DELAY_MS,
    sessionEndsAtMs: options.sessionStartMs + lengthMs,
    chunks: Array.from({ length: chunkCount }, () => ({ status: 'pending', attempts: 0, inFlightUntilMs: null })),
    firstFailureAtMs: null,
  };
}

function chunkStartMs(state: AiSchedulerState, chunkIndex: number): number {
  return state.aiStartMs + chunkIndex * AI_CHUNK_MS;
}

/** Chunk 0 is asked for when the AI starts; each later one 30 s before the previous chunk ends. */
function chunkRequestAtMs(state: AiSchedulerState, chunkIndex: number): number {
  return chunkIndex === 0 ? state.aiStartMs : chunkStartMs(state, chunkIndex) - AI_LOOKAHEAD_MS;
}

function chunkTimeoutMs(chunkIndex: number): number {
  return chunkIndex === 0 ? AI_FIRST_CHUNK_TIMEOUT_MS : AI_LATER_CHUNK_TIMEOUT_MS;
}

function chunkMinutesFor(state: AiSchedulerState, chunkIndex: number): number {
  const leftMs = state.sessionEndsAtMs - chunkStartMs(state, chunkIndex);
  return Math.max(1, Math.min(AI_CHUNK_MINUTES, Math.ceil(leftMs / 60_000)));
}

function inFlight(chunk: AiChunk, nowMs: number): boolean {
  return chunk.status === 'pending' && chunk.inFlightUntilMs !== null && chunk.inFlightUntilMs > nowMs;
}

/** Failed for good: explicitly, or its last attempt ran past its timeout. */
function gaveUp(chunk: AiChunk, nowMs: number): boolean {
  return (
    chunk.status === 'failed' ||
    (chunk.status === 'pending' && chunk.attempts >= AI_MAX_ATTEMPTS && !inFlight(chunk, nowMs))
  );
}

/** What the driver should do now. A request whose timeout has passed counts as failed, so a retry is due. */
export function nextAction(state: AiSchedulerState, nowMs: number): AiAction {
  let wakeAtMs = Number.POSITIVE_INFINITY;
  for (const [index, chunk] of state.chunks.entries()) {
    if (chunk.status !== 'pending') continue;
    if (inFlight(chunk, nowMs)) {
      wakeAtMs = Math.min(wakeAtMs, chunk.inFlightUntilMs ?? wakeAtMs);
      continue;
    }
    if (chunk.attempts >= AI_MAX_ATTEMPTS) continue;
    const dueAtMs = chunkRequestAtMs(state, index);
    if (nowMs >= dueAtMs) {
      return {
        type: 'request',
        chunkIndex: index,
        chunkMinutes: chunkMinutesFor(state, index),
        attempt: chunk.attempts + 1,
        timeoutMs: chunkTimeoutMs(index),
      };
    }
    wakeAtMs = Math.min(wakeAtMs, dueAtMs);
  }
  return Number.isFinite(wakeAtMs) ? { type: 'wait', untilMs: wakeAtMs } : { type: 'done' };
}

function replaceChunk(state: AiSchedulerState, chunkIndex: number, chunk: AiChunk): AiSchedulerState {
  return { ...state, chunks: state.chunks.map((existing, index) => (index === chunkIndex ? chunk : existing)) };
}

export function chunkRequested(state: AiSchedulerState, chunkIndex: number, nowMs: number): AiSchedulerState {
  const chunk = state.chunks[chunkIndex];
  if (chunk?.status !== 'pending') return state;
  return replaceChunk(state, chunkIndex, {
    status: 'pending',
    attempts: chunk.attempts + 1,
    inFlightUntilMs: nowMs + chunkTimeoutMs(chunkIndex),
  });
}

/**
 * An error or a timeout. `attempt`, when given, ignores reports about an attempt that has
 * already been superseded by a retry.
 */
export function chunkFailed(
  state: AiSchedulerState,
  chunkIndex: number,
  nowMs: number,
  attempt?: number,
): AiSchedulerState {
  const chunk = state.chunks[chunkIndex];
  if (chunk?.status !== 'pending') return state;
  if (attempt !== undefined && attempt !== chunk.attempts) return state;
  const next: AiChunk =
    chunk.attempts >= AI_MAX_ATTEMPTS
      ? { status: 'failed' }
      : { status: 'pending', attempts: chunk.attempts, inFlightUntilMs: null };
  return { ...replaceChunk(state, chunkIndex, next), firstFailureAtMs: state.firstFailureAtMs ?? nowMs };
}

/**
 * The feed stopped (a pause, or the session left the page) while requests were in flight: they
 * were aborted, so those chunks are asked for again at once on restart, and the abandoned
 * attempt does not count as a failure.
 */
export function releaseInFlight(state: AiSchedulerState, nowMs: number): AiSchedulerState {
  if (!state.chunks.some((chunk) => inFlight(chunk, nowMs))) return state;
  return {
    ...state,
    chunks: state.chunks.map((chunk) =>
      chunk.status === 'pending' && inFlight(chunk, nowMs)
        ? { status: 'pending', attempts: chunk.attempts - 1, inFlightUntilMs: null }
        : chunk,
    ),
  };
}

function validDisplaySec(value: unknown): number {
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= ENGINE_AI_MIN_DISPLAY_SEC &&
    value <= ENGINE_AI_MAX_DISPLAY_SEC
    ? value
    : AI_DEFAULT_LINE_SEC;
}

/** Accepts `{ script: [...] }` (the chunk response) or the bare array; drops unusable lines. */
export function parseScript(payload: unknown): AiScriptLine[] {
  const raw: unknown = Array.isArray(payload)
    ? payload
    : typeof payload === 'object' && payload !== null
      ? (payload as { script?: unknown }).script
      : undefined;
  if (!Array.isArray(raw)) return [];
  const lines: AiScriptLine[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { text, displaySec } = entry as { text?: unknown; displaySec?: unknown };
    if (typeof text !== 'string') continue;
    const trimmed = text.trim().slice(0, ENGINE_AI_MAX_LINE_CHARS).trim();
    if (trimmed === '') continue;
    lines.push({ text: trimmed, displaySec: validDisplaySec(displaySec) });
    if (lines.length >= ENGINE_AI_MAX_LINES_PER_CHUNK) break;
  }
  return lines;
}

/** A late answer is still welcome; an answer with no usable line counts as a failure. */
export function chunkArrived(
  state: AiSchedulerState,
  chunkIndex: number,
  payload: unknown,
  nowMs: number,
): AiSchedulerState {
  const chunk = state.chunks[chunkIndex];
  if (!chunk || chunk.status === 'ready') return state;
  const lines = parseScript(payload);
  if (lines.length === 0) {
    if (chunk.status === 'failed') return state;
    return chunkFailed(state, chunkIndex, nowMs);
  }
  return replaceChunk(state, chunkIndex, {
    status: 'ready',
    lines,
    startsAtMs: Math.max(chunkStartMs(state, chunkIndex), nowMs),
  });
}

/** Lines play back to back from the chunk's start; the last one stays until something replaces it. */
function lineOfChunk(chunk: Extract<AiChunk, { status: 'ready' }>, chunkIndex: number, nowMs: number): AiLineView {
  let elapsedMs = nowMs - chunk.startsAtMs;
  let lineIndex = 0;
  for (; lineIndex < chunk.lines.length - 1; lineIndex++) {
    const lineMs = (chunk.lines[lineIndex]?.displaySec ?? AI_DEFAULT_LINE_SEC) * 1000;
    if (elapsedMs < lineMs) break;
    elapsedMs -= lineMs;
  }
  return { text: chunk.lines[lineIndex]?.text ?? '', fallback: false, key: `c${chunkIndex}-${lineIndex}` };
}

function warmUpLine(state: AiSchedulerState, nowMs: number): AiLineView {
  const index = Math.floor(Math.max(0, nowMs - state.aiStartMs) / (AI_DEFAULT_LINE_SEC * 1000));
  const line = index % WARM_UP_LINES.length;
  return { text: WARM_UP_LINES[line] ?? '', fallback: true, key: `w${index}` };
}

/**
 * The line to show now, or null while the first answer is awaited (the view shows
 * 'Waiting for instructions…'). Warm-up lines fill in once the first attempt has failed or
 * timed out with no text yet, and for a chunk that failed every attempt.
 */
export function currentLine(state: AiSchedulerState, nowMs: number): AiLineView | null {
  if (nowMs < state.aiStartMs) return null;
  const active = Math.min(state.chunks.length - 1, Math.floor((nowMs - state.aiStartMs) / AI_CHUNK_MS));
  const activeChunk = state.chunks[active];
  if (activeChunk?.status === 'ready' && activeChunk.startsAtMs <= nowMs)
    return lineOfChunk(activeChunk, active, nowMs);
  if (activeChunk && gaveUp(activeChunk, nowMs)) return warmUpLine(state, nowMs);
  for (let index = active - 1; index >= 0; index--) {
    const earlier = state.chunks[index];
    if (earlier?.status === 'ready') return lineOfChunk(earlier, index, nowMs);
  }
  const fallbackFromMs = Math.min(
    state.firstFailureAtMs ?? Number.POSITIVE_INFINITY,
    state.aiStartMs + AI_FIRST_CHUNK_TIMEOUT_MS,
  );
  return nowMs >= fallbackFromMs ? warmUpLine(state, nowMs) : null;
}
