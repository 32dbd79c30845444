import { describe, expect, it } from 'vitest';
import { startDemoUpstream } from './server.js';
import type { DemoUpstreamStats } from './stats.js';
import { LOCALES } from '../../functions/src/shared/constants.js';
import { findStarIn, SEED_STARS } from '../../functions/src/shared/stars.js';
import { planAnswerSchema, scriptAnswerSchema } from '../../functions/src/llm/answerSchemas.js';
import { isWrittenIn } from '../../functions/src/llm/languageCheck.js';
import { planMessages, scriptMessages } from '../../functions/src/llm/prompts.js';
import { demoCompletion } from './instructionWriter.js';

// The app's own prompts (functions/src/llm/prompts.ts) and checks (answer schemas, language check): the demo writer
// must pass what a real provider's answer must pass.

const star = findStarIn(SEED_STARS, 'aria-vale');
if (!star) throw new Error('no star');
const context = { callerUid: 'viewer-1', star, persona: '', personalization: '' };

function contentOf(reply: ReturnType<typeof demoCompletion>): unknown {
  expect(reply.status).toBe(200);
  const json = reply.json as { choices: { message: { content: string } }[]; usage: { total_tokens: number } };
  expect(json.usage.total_tokens).toBeGreaterThan(0);
  return JSON.parse(json.choices[0]?.message.content ?? '');
}

describe('the demo instruction writer', () => {
  it.each(LOCALES)('when the app asks for a script in %s, then the lines are in it and fill the chunk', (locale) => {
    const messages = scriptMessages({ ...context, chunkIndex: 0, chunkMinutes: 10, isLast: false, locale });
    const answer = scriptAnswerSchema.parse(contentOf(demoCompletion({ model: 'm', messages }, 0)));
    expect(
      isWrittenIn(
        answer.lines.map((line) => line.text),
        locale,
      ),
    ).toBe(true);
    const seconds = answer.lines.reduce((sum, line) => sum + line.displaySec, 0);
    expect(Math.abs(seconds - 600)).toBeLessThan(answer.lines.length);
  });

  it('when the app asks for a plan, then the segments cover the session', () => {
    const answer = planAnswerSchema.parse(
      contentOf(demoCompletion({ messages: planMessages({ ...context, lengthMin: 30 }) }, 0)),
    );
    expect(answer.segments.reduce((sum, segment) => sum + segment.durationSec, 0)).toBe(1800);
  });

  it('when the body is not the app’s prompt, then it answers an OpenAI-style 400 (the app falls back to its script)', () => {
    for (const body of [null, {}, { messages: 'hi' }, { messages: [{ role: 'user', content: 'tell me a story' }] }]) {
      const reply = demoCompletion(body, 0);
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
  });

  it('when the app calls the writer through the server, then each call is counted in the stats (npm run cost reads them)', async () => {
    const upstream = await startDemoUpstream({ port: 0, instructionWriter: { apiKey: 'demo-key' } });
    try {
      const stats = async () => (await (await fetch(`${upstream.origin}/__demo/stats`)).json()) as DemoUpstreamStats;
      const call = (key: string) =>
        fetch(`${upstream.origin}/llm/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ messages: planMessages({ ...context, lengthMin: 10 }) }),
        });
      expect((await stats()).instructionRequests).toBe(0);
      expect((await call('demo-key')).status).toBe(200);
      expect((await call('wrong-key')).status).toBe(401);
      expect((await stats()).instructionRequests).toBe(2);
    } finally {
      await upstream.close();
    }
  });
});
