import {
  type FakeServer,
  geminiCutOff,
  openAICutOff,
  startFakeGeminiServer,
  startFakeOpenAIServer,
} from '@scheduling-agent/llm-fake-servers';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyReplyError } from '../errors.ts';
import type { LanguageModel, ModelRequest } from '../types.ts';
import { createGeminiModel } from './gemini.ts';
import { createOpenAICompatibleModel } from './openai-compatible.ts';

// Parts 1 to 3 ask for JSON: a reply cut off at the output limit is half an object, which no parser can use and
// which asking again would cut the same way. It is one error that says so, not "the reply was not valid JSON".

const HALF = '{"type":"answer","response":"Your appointments tomorrow are: 10:00 Dentist, 11:';
const REQUEST: ModelRequest = {
  systemInstruction: 'You book appointments.',
  messages: [{ role: 'user', text: 'what do I have tomorrow?' }],
  responseSchema: { type: 'object' },
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function gemini(): Promise<LanguageModel> {
  server = await startFakeGeminiServer();
  return createGeminiModel({ apiKey: 'fake-key', model: 'gemini-3-flash', baseUrl: server.url, maxRetries: 2 });
}

async function openAI(): Promise<LanguageModel> {
  server = await startFakeOpenAIServer();
  return createOpenAICompatibleModel({ baseUrl: server.url, model: 'fake-model', maxRetries: 2 });
}

async function failureOf(promise: Promise<unknown>): Promise<EmptyReplyError> {
  const failure = await promise.catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(EmptyReplyError);
  return failure as EmptyReplyError;
}

describe('a JSON reply cut off at the output limit (Parts 1 to 3)', () => {
  it('on Gemini (MAX_TOKENS) is one error that says it was cut, asked once', async () => {
    const model = await gemini();
    server!.reply(geminiCutOff(HALF));
    const failure = await failureOf(model.generate(REQUEST));
    expect(failure.message).toMatch(
      /^Gemini's reply stopped midway, so it could not be used: it was cut off at Gemini's output limit\./,
    );
    expect(failure.retryable).toBe(false);
    expect(server!.requests).toHaveLength(1);
  });

  it('on Gemini, thinking that used the whole limit is named, with the setting that spares it', async () => {
    const model = await gemini();
    server!.reply(geminiCutOff('', 6000));
    const failure = await failureOf(model.generate(REQUEST));
    expect(failure.message).toContain('spent its whole output limit thinking (6000 thinking tokens)');
    expect(failure.message).not.toMatch(/try again/i);
  });

  it('on an OpenAI-compatible server (finish_reason "length"), the same; a reasoning model is told about its thinking', async () => {
    const model = await openAI();
    server!.reply(openAICutOff(HALF), openAICutOff('', { reasoning: 'The person wants…' }));
    expect((await failureOf(model.generate(REQUEST))).message).toContain('stopped midway');
    expect((await failureOf(model.generate(REQUEST))).message).toMatch(
      /spent its whole output limit thinking and wrote no answer/,
    );
  });

  it('a complete object padded up to the limit is still the reply', async () => {
    const model = await openAI();
    const whole = '{"type":"answer","response":"Nothing tomorrow."}\n\n\n';
    server!.reply(openAICutOff(whole));
    await expect(model.generate(REQUEST)).resolves.toMatchObject({ text: whole });
  });
});
