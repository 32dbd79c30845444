// The demo instruction writer: an OpenAI-compatible chat-completions endpoint standing in for the LLM provider
// (functions/src/llm/llmWriter.ts), so that the emulator's sessions show model-written lines, with their
// "AI-generated" label, in the viewer's language. It reads the prompt the way a model would (the language rule,
// the number of lines and seconds asked for) and answers from a small fixed set of tame lines per language:
// deterministic, synthetic, nothing generated. Anything it cannot read gets an OpenAI-style error, which the app
// answers with its built-in script.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BPM_SNAP_SET } from '../../functions/src/shared/constants.js';
import { bodyText, sameSecret } from './requests.js';

export interface DemoWriterConfig {
  /** The bearer key the app sends (its LLM_API_KEY secret in the emulator). */
  apiKey: string;
}

const COMPLETIONS_PATH = '/llm/v1/chat/completions';
const MAX_BODY_BYTES = 64 * 1024;
const MODEL = 'demo-writer';

type WriterLanguage = 'en' | 'fr' | 'de' | 'es' | 'it';

/** The languages the app's prompt names ("Write every line in French, …"); none named: English. */
const PROMPT_LANGUAGES: Record<string, WriterLanguage> = {
  French: 'fr',
  German: 'de',
  Spanish: 'es',
  Italian: 'it',
};

/** Suggestive at most (the app's content rule); each reads as its language to the app's language check. */
const DEMO_LINES: Record<WriterLanguage, readonly string[]> = {
  en: [
    'Follow the beat bar and let the rhythm carry you.',
    'Slow down now, breathe with each beat.',
    'A little faster, keep up with the bar.',
    'Stay with me, nice and steady.',
    'Ease back to a slower pace for a while.',
    'Eyes on the screen, follow every beat.',
  ],
  fr: [
    'Suivez la barre et laissez le rythme vous guider.',
    'Ralentissez maintenant, respirez à chaque battement.',
    'Un peu plus vite, restez avec la barre.',
    'Restez avec moi, doucement et bien régulier.',
    'Revenez à un rythme plus lent pour un moment.',
    'Gardez les yeux sur l’écran et suivez chaque battement.',
  ],
  de: [
    'Folge dem Takt und lass dich vom Rhythmus tragen.',
    'Jetzt langsamer, atme mit jedem Schlag.',
    'Ein bisschen schneller, bleib beim Balken.',
    'Bleib bei mir, ganz ruhig und gleichmäßig.',
    'Werde wieder langsamer und lass dir Zeit.',
    'Die Augen auf den Bildschirm, folge jedem Schlag.',
  ],
  es: [
    'Sigue la barra y deja que el ritmo te lleve.',
    'Ahora más despacio, respira con cada latido.',
    'Un poco más rápido, sigue el ritmo de la barra.',
    'Quédate conmigo, con calma y sin prisa.',
    'Vuelve a un ritmo más lento durante un rato.',
    'Los ojos en la pantalla, sigue cada latido.',
  ],
  it: [
    'Segui la barra e lascia che il ritmo ti guidi.',
    'Ora più piano, respira a ogni battito.',
    'Un po’ più veloce, resta sulla barra.',
    'Resta con me, con calma e senza fretta.',
    'Torna a un ritmo più lento per un po’.',
    'Gli occhi sullo schermo, segui ogni battito.',
  ],
};

export interface DemoReply {
  status: number;
  json: unknown;
}

const error = (status: number, message: string, type = 'invalid_request_error'): DemoReply => ({
  status,
  json: { error: { message, type, param: null, code: null } },
});

/** The prompt's text: every message's string content, joined. */
function promptOf(body: Record<string, unknown>): string | null {
  if (!Array.isArray(body.messages)) return null;
  const parts = body.messages.map((m) => (m as { content?: unknown } | null)?.content);
  return parts.every((part) => typeof part === 'string') ? parts.join('\n') : null;
}

function languageOf(prompt: string): WriterLanguage {
  const named = /Write every line in (\w+)/.exec(prompt)?.[1];
  return (named ? PROMPT_LANGUAGES[named] : undefined) ?? 'en';
}

/** A script of about the asked number of lines, cycling the language's lines, spread over the asked seconds. */
function script(prompt: string): object | null {
  const asked = /Write about (\d+) lines covering (\d+) seconds/.exec(prompt);
  if (!asked) return null;
  const count = Math.min(Number(asked[1]), 80);
  const seconds = Number(asked[2]);
  if (!(count > 0 && seconds > 0)) return null;
  const lines = DEMO_LINES[languageOf(prompt)];
  const displaySec = Math.round((seconds / count) * 10) / 10;
  return { lines: Array.from({ length: count }, (_, i) => ({ text: lines[i % lines.length], displaySec })) };
}

/** A beat plan in one-minute waves up the snap set and back, covering the asked seconds. */
function plan(prompt: string): object | null {
  const asked = /\((\d+) seconds in total\)/.exec(prompt);
  const seconds = asked ? Number(asked[1]) : 0;
  if (!(seconds > 0)) return null;
  const wave = [...BPM_SNAP_SET, ...[...BPM_SNAP_SET].reverse().slice(1, -1)];
  const segments = [];
  for (let at = 0, i = 0; at < seconds; at += 60, i += 1)
    segments.push({ bpm: wave[i % wave.length], durationSec: Math.min(60, seconds - at) });
  return { segments };
}

/** The completion for a request body (parsed JSON): a plan or a script, in the language the prompt asks for. */
export function demoCompletion(body: unknown, now: number): DemoReply {
  if (typeof body !== 'object' || body === null) return error(400, 'The body must be a JSON object.');
  const request = body as Record<string, unknown>;
  const prompt = promptOf(request);
  if (prompt === null) return error(400, "'messages' must be a list of messages with text content.");
  const answer = prompt.includes('"segments"') ? plan(prompt) : prompt.includes('"lines"') ? script(prompt) : null;
  if (answer === null) return error(400, 'The demo writer answers only the app’s plan and script prompts.');
  const content = JSON.stringify(answer);
  // Token counts as a real provider reports them, roughly (the app's daily budget adds them up).
  const promptTokens = Math.ceil(prompt.length / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    status: 200,
    json: {
      id: `chatcmpl-demo-${now}`,
      object: 'chat.completion',
      created: Math.floor(now / 1000),
      model: typeof request.model === 'string' ? request.model : MODEL,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    },
  };
}

export class DemoInstructionWriter {
  constructor(
    private readonly config: DemoWriterConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Serves the completions endpoint; false for other paths. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (url.pathname !== COMPLETIONS_PATH) return false;
    this.reply(req).then(
      ({ status, json }) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      },
      (failure: unknown) => {
        console.error('demo upstream: instruction writer failed', failure);
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(error(500, 'The demo writer failed.', 'server_error').json));
      },
    );
    return true;
  }

  private async reply(req: IncomingMessage): Promise<DemoReply> {
    if (req.method !== 'POST') return error(405, 'Use POST.');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(bearer, this.config.apiKey))
      return error(401, 'Incorrect API key provided.', 'authentication_error');
    const text = await bodyText(req, MAX_BODY_BYTES);
    if (text === null) return error(413, 'The request is too large.');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return error(400, 'The body is not valid JSON.');
    }
    return demoCompletion(body, this.now());
  }
}
