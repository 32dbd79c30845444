// The LLM instruction writer: an OpenAI-compatible chat-completions API asked for JSON. Strict
// json_schema first, json_object when the provider refuses it (remembered); at most one retry per
// answer (that switch or a repair), `max_tokens` on every call and a daily budget (docs/product-rules.md
// "AI budget"); any failure, or lines not in the viewer's language, falls back to the built-in writer, so callers
// always get a script.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { sanitizeText } from '../shared/text/sanitize.js';
import {
  MAX_SEGMENTS,
  PLAN_JSON_SCHEMA,
  planAnswerSchema,
  SCRIPT_JSON_SCHEMA,
  scriptAnswerSchema,
} from './answerSchemas.js';
import { isWrittenIn } from './languageCheck.js';
import { planMessages, scriptMessages } from './prompts.js';
import type { LlmBudget } from './dailyBudget.js';
import {
  DEFAULT_LOCALE,
  LLM_MAX_CALLS_PER_ANSWER,
  LLM_PLAN_MAX_TOKENS,
  LLM_SCRIPT_MAX_TOKENS,
} from '../shared/constants.js';
import {
  builtinWriter,
  fitPlanToDuration,
  fitScriptToDuration,
  markModelWritten,
  type InstructionWriter,
  type PlanControl,
  type ScriptLine,
} from '../domain/instructions/instructionWriter.js';

export interface LlmWriterSettings {
  apiKey: string;
  baseURL: string;
  model: string;
  /** Per request; the default keeps one call well under Hosting's 60 s proxy limit. */
  requestTimeoutMs?: number;
  /** For the whole answer (a json_object retry and a repair included). */
  deadlineMs?: number;
  /** Told why the fallback was used (never with user text). */
  onFallback?: (reason: string) => void;
  /** The app-wide daily budget; none means unlimited (unit tests). */
  budget?: LlmBudget;
}

const LLM_REQUEST_TIMEOUT_MS = 20_000;
const LLM_DEADLINE_MS = 40_000;
interface JsonTask<T> {
  name: string;
  maxTokens: number;
  schema: Record<string, unknown>;
  parse: z.ZodType<T>;
  messages: ChatCompletionMessageParam[];
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'invalid answer';
}

function parseAnswer<T>(content: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; why: string } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, why: 'the reply was not valid JSON' };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false, why: firstIssue(result.error) };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

interface CallContext {
  client: OpenAI;
  model: string;
  perRequestMs: number;
  budget: LlmBudget | undefined;
  /** Cleared for good once the provider refuses json_schema, so later answers skip that call. */
  structured: { supported: boolean };
}

/** One JSON answer; its provider calls are taken from `callerUid`'s share of the budget. */
async function completeJson<T>(
  context: CallContext,
  callerUid: string,
  task: JsonTask<T>,
  deadline: number,
): Promise<Outcome<T>> {
  const { client, model, perRequestMs, budget, structured } = context;
  let repaired = false;
  const messages = [...task.messages];
  for (let call = 0; ; call += 1) {
    if (call >= LLM_MAX_CALLS_PER_ANSWER) return { ok: false, reason: 'no calls left for this answer' };
    const left = deadline - Date.now();
    if (left < 500) return { ok: false, reason: 'deadline' };
    let withinBudget = true;
    try {
      withinBudget = !budget || (await budget.reserve(callerUid));
    } catch {
      // The share or the day's total could not be read or written (contention, or Firestore away): the built-in
      // lines answer, never an error to the viewer.
      return { ok: false, reason: 'budget unavailable' };
    }
    if (!withinBudget) return { ok: false, reason: 'daily budget reached' };
    const mode = structured.supported ? 'json_schema' : 'json_object';
    let content: string;
    let tokens = 0;
    try {
      const completion = await client.chat.completions.create(
        {
          model,
          messages,
          temperature: 0.8,
          // OpenAI-compatible providers read max_tokens; max_completion_tokens is only OpenAI's newer name.
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          max_tokens: task.maxTokens,
          response_format:
            mode === 'json_schema'
              ? { type: 'json_schema', json_schema: { name: task.name, strict: true, schema: task.schema } }
              : { type: 'json_object' },
        },
        { timeout: Math.min(perRequestMs, left) },
      );
      content = completion.choices[0]?.message.content ?? '';
      tokens = completion.usage?.total_tokens ?? 0;
    } catch (error) {
      // Providers without structured outputs reject json_schema with a 400/422: ask for plain JSON.
      if (
        mode === 'json_schema' &&
        error instanceof OpenAI.APIError &&
        (error.status === 400 || error.status === 422)
      ) {
        structured.supported = false;
        continue;
      }
      if (error instanceof OpenAI.APIConnectionTimeoutError) return { ok: false, reason: 'timeout' };
      if (error instanceof OpenAI.APIError)
        return { ok: false, reason: `provider error ${String(error.status ?? 'network')}` };
      return { ok: false, reason: 'provider call failed' };
    } finally {
      // Every call made is counted, answered or not: the provider may bill a timed-out one.
      await budget?.record(tokens);
    }
    const answer = parseAnswer(content, task.parse);
    if (answer.ok) return answer;
    if (repaired) return { ok: false, reason: `invalid answer after repair (${answer.why})` };
    repaired = true;
    messages.push(
      { role: 'assistant', content: content.slice(0, 4000) },
      {
        role: 'user',
        content: `That reply was invalid (${answer.why}). Reply again with only the corrected JSON object.`,
      },
    );
  }
}

/** The provider-backed writer; every failure degrades to `fallback` (the built-in writer by default). */
export function createLlmWriter(
  settings: LlmWriterSettings,
  fallback: InstructionWriter = builtinWriter,
): InstructionWriter {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    // Defaults are 10 minutes and 2 retries: far too long behind a 60 s proxy.
    timeout: settings.requestTimeoutMs ?? LLM_REQUEST_TIMEOUT_MS,
    maxRetries: 0,
  });
  const context: CallContext = {
    client,
    model: settings.model,
    perRequestMs: settings.requestTimeoutMs ?? LLM_REQUEST_TIMEOUT_MS,
    budget: settings.budget,
    structured: { supported: true },
  };
  const deadlineMs = settings.deadlineMs ?? LLM_DEADLINE_MS;
  const failed = (reason: string) => settings.onFallback?.(reason);

  return {
    script: async (request) => {
      const outcome = await completeJson(
        context,
        request.callerUid,
        {
          name: 'instruction_script',
          maxTokens: LLM_SCRIPT_MAX_TOKENS,
          schema: SCRIPT_JSON_SCHEMA,
          parse: scriptAnswerSchema,
          messages: scriptMessages(request),
        },
        Date.now() + deadlineMs,
      );
      const lines: ScriptLine[] = outcome.ok
        ? fitScriptToDuration(
            outcome.value.lines.map((line) => ({ text: sanitizeText(line.text, 300), displaySec: line.displaySec })),
            request.chunkMinutes * 60,
          )
        : [];
      const locale = request.locale ?? DEFAULT_LOCALE;
      // A model may answer in English (or drift into it) whatever it was asked: the viewer then gets the built-in
      // lines of their own language instead.
      if (
        lines.length > 0 &&
        isWrittenIn(
          lines.map((line) => line.text),
          locale,
        )
      )
        return markModelWritten(lines);
      failed(!outcome.ok ? outcome.reason : lines.length === 0 ? 'empty script' : `answer not in ${locale}`);
      return fallback.script(request);
    },
    plan: async (request) => {
      const outcome = await completeJson(
        context,
        request.callerUid,
        {
          name: 'pace_plan',
          maxTokens: LLM_PLAN_MAX_TOKENS,
          schema: PLAN_JSON_SCHEMA,
          parse: planAnswerSchema,
          messages: planMessages(request),
        },
        Date.now() + deadlineMs,
      );
      const controls: PlanControl[] = outcome.ok
        ? fitPlanToDuration(
            outcome.value.segments.slice(0, MAX_SEGMENTS).map((s) => ({ bpm: s.bpm, duration: s.durationSec })),
            request.lengthMin * 60,
          )
        : [];
      if (controls.length > 0) return controls;
      failed(outcome.ok ? 'empty plan' : outcome.reason);
      return fallback.plan(request);
    },
  };
}
