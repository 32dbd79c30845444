import { describe, expect, it } from 'vitest';
import { llmChunkQuerySchema } from '../../shared/api/schemas/llm.js';
import { findStarIn, FREE_STARS, SEED_STARS } from '../../shared/stars.js';
import { DomainError } from '../errors.js';
import { markModelWritten, type InstructionWriter, type ScriptRequest } from './instructionWriter.js';
import { createSessionInstructions } from './sessionInstructions.js';

// The LLM endpoints' rules without HTTP: the writer is scripted and premium is what the test says.
// The seeded catalogue stands in for the live one.
const findSeedStar = (id: string) => Promise.resolve(findStarIn(SEED_STARS, id));

const freeStar =
  FREE_STARS[0] ??
  (() => {
    throw new Error('no free star');
  })();
const premiumStar =
  SEED_STARS.find((s) => s.premium) ??
  (() => {
    throw new Error('no premium star');
  })();

function setup(premium: boolean) {
  const asked: ScriptRequest[] = [];
  let release: () => void = () => undefined;
  const writer: InstructionWriter = {
    script: (request) => {
      asked.push(request);
      return new Promise((resolve) => (release = () => resolve([{ text: 'Breathe.', displaySec: 60 }])));
    },
    plan: () => Promise.resolve([]),
  };
  const instructions = createSessionInstructions({
    writer: () => writer,
    premiumOf: () => Promise.resolve(premium),
    findStar: findSeedStar,
  });
  return { instructions, asked, release: () => release() };
}

const chunkQuery = (fields: Record<string, string>) =>
  llmChunkQuerySchema.parse({
    chunkMinutes: '10',
    chunkIndex: '0',
    persona: 'bold',
    personalization: 'call me Sam',
    ...fields,
  });

describe('session instructions', () => {
  it('when a free caller sends a persona and personalization, then the writer sees only the star’s own persona', async () => {
    const { instructions, asked, release } = setup(false);
    const answer = instructions.chunk('u1', chunkQuery({ starId: freeStar.id }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await answer).toEqual({ script: [{ text: 'Breathe.', displaySec: 60 }] });
    expect(asked[0]).toMatchObject({ persona: freeStar.persona, personalization: '', isLast: true });
  });

  it('when a retry asks while the first answer is in flight, then the writer is asked once and both get it', async () => {
    const { instructions, asked, release } = setup(true);
    const first = instructions.chunk('u2', chunkQuery({ starId: freeStar.id }));
    const retry = instructions.chunk('u2', chunkQuery({ starId: freeStar.id }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await retry).toEqual(await first);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ persona: 'bold', personalization: 'call me Sam' });
  });

  it('when a free caller asks for a premium star or a second chunk, then it is refused as forbidden', async () => {
    const { instructions } = setup(false);
    await expect(instructions.chunk('u3', chunkQuery({ starId: premiumStar.id }))).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'premiumOnlyStar',
      message: 'This star is Premium-only',
    });
    const second = instructions.chunk('u3', chunkQuery({ starId: freeStar.id, chunkIndex: '1' }));
    await expect(second).rejects.toBeInstanceOf(DomainError);
    await expect(second).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'freeLengthLimit',
      message: 'Free sessions are limited to 10 minutes.',
    });
  });
});

describe('session instructions in the viewer’s language', () => {
  function languageSetup(modelWrites: boolean) {
    const asked: ScriptRequest[] = [];
    const writer: InstructionWriter = {
      script: (request) => {
        asked.push(request);
        const lines = [{ text: `Line in ${request.locale ?? '?'}`, displaySec: 60 }];
        return Promise.resolve(modelWrites ? markModelWritten(lines) : lines);
      },
      plan: () => Promise.resolve([]),
    };
    const instructions = createSessionInstructions({
      writer: () => writer,
      premiumOf: () => Promise.resolve(true),
      findStar: findSeedStar,
    });
    return { instructions, asked };
  }

  it('when the viewer asks in French, then the writer is asked in French, and another language is another answer', async () => {
    const { instructions, asked } = languageSetup(true);
    const french = await instructions.chunk('u4', chunkQuery({ starId: freeStar.id, locale: 'fr' }));
    const german = await instructions.chunk('u4', chunkQuery({ starId: freeStar.id, locale: 'de' }));
    expect(asked.map((request) => request.locale)).toEqual(['fr', 'de']);
    expect(french.script[0]?.text).toBe('Line in fr');
    expect(german.script[0]?.text).toBe('Line in de');
  });

  it('when a model wrote the lines, then the answer says so; built-in lines answer without the flag', async () => {
    const model = languageSetup(true);
    expect(await model.instructions.chunk('u5', chunkQuery({ starId: freeStar.id }))).toEqual({
      script: [{ text: 'Line in en', displaySec: 60 }],
      aiGenerated: true,
    });
    const builtin = languageSetup(false);
    expect(await builtin.instructions.chunk('u5', chunkQuery({ starId: freeStar.id }))).toEqual({
      script: [{ text: 'Line in en', displaySec: 60 }],
    });
  });
});
