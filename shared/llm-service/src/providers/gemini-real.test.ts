import {
  type FakeServer,
  GEMINI_ERRORS,
  geminiText,
  geminiThinkingText,
  startFakeGeminiServer,
} from '@scheduling-agent/llm-fake-servers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModel } from '../create-model.ts';
import { LlmError } from '../errors.ts';
import type { ModelRequest } from '../types.ts';
import { createGeminiModel, type GeminiModelOptions } from './gemini.ts';
import { DEFAULT_GEMINI_MODEL } from './gemini-request.ts';

// Gemini as it really answers (error bodies from Google's docs, in stand-in/llm-fake-servers/src/provider-errors.ts), through the SDK.
const KEY = 'AIza-SENTINEL-real-gemini-0000';
const request: ModelRequest = { systemInstruction: 'You book appointments.', messages: [{ role: 'user', text: 'Hi' }] };

let server: FakeServer;
let delays: number[];

beforeEach(async () => {
  server = await startFakeGeminiServer(undefined, { models: ['gemini-3.5-flash-lite', 'gemini-3.8-flash'] });
  delays = [];
});

afterEach(async () => {
  await server.close();
});

function model(overrides: Partial<GeminiModelOptions> = {}) {
  return createGeminiModel({
    apiKey: KEY,
    model: DEFAULT_GEMINI_MODEL,
    baseUrl: server.url,
    sleep: async (ms) => void delays.push(ms),
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'expected the request to fail with an LlmError').toBeInstanceOf(LlmError);
  expect((error as Error).message).not.toContain(KEY);
  return error as LlmError;
}

const sentConfig = (index = 0) =>
  (server.requests[index]!.body as { generationConfig?: Record<string, unknown> }).generationConfig ?? {};

describe('Gemini 3: a current model that thinks little, with its thinking counted', () => {
  it('asks the default model for a low thinking level and counts thinking tokens as output', async () => {
    server.reply(geminiThinkingText('Let me think about the calendar…', '{"action":"answer","response":"Hi."}'));
    const reply = await model().generate(request);
    expect(server.requests[0]?.path).toBe(`/v1beta/models/${DEFAULT_GEMINI_MODEL}:generateContent`);
    expect(sentConfig().thinkingConfig).toEqual({ thinkingLevel: 'LOW' });
    expect(reply).toEqual({
      text: '{"action":"answer","response":"Hi."}',
      usage: { inputTokens: 12, outputTokens: 705, thinkingTokens: 700 },
    });
  });

  it('takes the level from GEMINI_THINKING_LEVEL, and sends none to a 2.x model that would refuse it', async () => {
    const env = { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: server.url, GEMINI_THINKING_LEVEL: 'high' };
    await createModel({ env, provider: 'gemini' }).generate(request);
    expect(sentConfig(0).thinkingConfig).toEqual({ thinkingLevel: 'HIGH' });
    await model({ model: 'gemini-2.5-flash-lite' }).generate(request);
    expect(sentConfig(1)).not.toHaveProperty('thinkingConfig');
    expect(() => createModel({ env: { ...env, GEMINI_THINKING_LEVEL: 'lots' } })).toThrow(
      'GEMINI_THINKING_LEVEL must be one of minimal, low, medium, high (got "lots").',
    );
  });

  it('lists the models the key can use, through the SDK, leaving out Gemma (it refuses a system instruction)', async () => {
    await server.close();
    server = await startFakeGeminiServer(undefined, {
      models: ['gemma-3-27b-it', 'gemini-3.5-flash-lite', 'gemma-3n-e4b-it', 'gemini-3.8-flash'],
    });
    await expect(model().listModels!()).resolves.toEqual(['gemini-3.5-flash-lite', 'gemini-3.8-flash']);
    expect(server.requests[0]).toMatchObject({ method: 'GET' });
    expect(server.requests[0]?.path).toMatch(/^\/v1beta\/models/);
  });
});

describe('Gemini refusals that name their setting', () => {
  it('says a 429 with limit 0 is no free tier for this model and key, not a used-up quota, and does not retry', async () => {
    server.reply(GEMINI_ERRORS.noFreeTier);
    const error = await failure(model({ model: 'gemini-3.1-pro' }).generate(request));
    expect(error).toMatchObject({ name: 'RateLimitError', retryable: false, status: 429 });
    expect(error.message).toMatch(
      /^Gemini has no free tier for gemini-3\.1-pro with this key \(HTTP 429, limit: 0\): this is not a used-up quota/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('names GEMINI_THINKING_LEVEL when the model refuses the level', async () => {
    server.reply(GEMINI_ERRORS.thinkingLevel);
    const error = await failure(model({ thinkingLevel: 'medium' }).generate(request));
    expect(error.message).toMatch(/^Gemini refused the thinking level for .*: set GEMINI_THINKING_LEVEL to a level/);
    expect(server.requests).toHaveLength(1);
  });

  it('says a model that takes no system instruction (Gemma) cannot be used, and how to pick another', async () => {
    server.reply(GEMINI_ERRORS.noSystemInstruction);
    const error = await failure(model({ model: 'gemma-3-27b-it' }).generate(request));
    expect(error.message).toMatch(/^gemma-3-27b-it on Gemini takes no system instruction, which every part sends/);
  });
});

describe('Gemini quotas: retry only what can succeed', () => {
  it('stops at once on a used-up daily quota, naming the quota and when it resets', async () => {
    server.reply(GEMINI_ERRORS.dailyQuota);
    const error = await failure(model().generate(request));
    expect(error).toMatchObject({ name: 'RateLimitError', retryable: false, status: 429 });
    expect(error.message).toBe(
      `Gemini's daily quota for ${DEFAULT_GEMINI_MODEL} is used up (HTTP 429, quota ` +
        'GenerateRequestsPerDayPerProjectPerModel-FreeTier): it resets at midnight Pacific time; until then pick ' +
        'another model (see the models your key can use with `npm run models -- --provider gemini`, then set ' +
        'GEMINI_MODEL or --model) or enable billing.',
    );
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('waits out a per-minute limit as its RetryInfo asks, then answers', async () => {
    server.reply(GEMINI_ERRORS.minuteQuota, geminiText('ok'));
    await expect(model().generate(request)).resolves.toMatchObject({ text: 'ok' });
    expect(delays).toEqual([7000]);
  });

  it('stops at once when the server asks for a longer wait than the program waits, and says how long', async () => {
    server.reply(GEMINI_ERRORS.longWait);
    const error = await failure(model().generate(request));
    expect(error).toMatchObject({ retryable: false, retryAfterSeconds: 3600 });
    expect(error.message).toMatch(/^Gemini asked to wait 3600 s before trying again \(HTTP 429.*try again later\.$/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('Gemini refusals: one cause and one fix each', () => {
  const cases = [
    ['badKey', /^Gemini rejected the API key \(HTTP 400\): check GEMINI_API_KEY/],
    ['unknownModel', /does not know the model "gemini-3\.5-flash-lite" .*npm run models -- --provider gemini/],
    ['contextTooLong', /^The conversation is too long for .* type \/reset .*LLM_CONTEXT_TOKENS/],
    ['rejectedSchema', /^Gemini refused the reply format's JSON Schema .*"Portable schemas" in docs\/real-models\.md/],
    ['region', /^Gemini is not offered where you are .*--provider ollama/],
  ] as const;
  for (const [name, message] of cases) {
    it(`explains ${name} and does not retry it`, async () => {
      server.reply(GEMINI_ERRORS[name]);
      const error = await failure(model().generate(request));
      expect(error.message).toMatch(message);
      expect(server.requests).toHaveLength(1);
    });
  }
});

describe('Gemini requests: alternating roles, a context budget', () => {
  it('merges two messages of one role into one', async () => {
    const messages = [
      { role: 'user' as const, text: 'book the dentist' },
      { role: 'user' as const, text: 'tomorrow at 10' },
    ];
    await model().generate({ ...request, messages });
    const body = server.requests[0]!.body as { contents: Array<{ role: string; parts: Array<{ text: string }> }> };
    expect(body.contents).toEqual([{ role: 'user', parts: [{ text: 'book the dentist\n\ntomorrow at 10' }] }]);
  });

  it('leaves out the oldest turns past the budget, and says so once', async () => {
    const notices: string[] = [];
    const gemini = model({ contextTokens: 500, onNotice: (notice) => notices.push(notice) });
    const long = 'x'.repeat(900);
    const messages = [
      { role: 'user' as const, text: long },
      { role: 'assistant' as const, text: long },
      { role: 'user' as const, text: 'now' },
    ];
    await gemini.generate({ ...request, messages });
    await gemini.generate({ ...request, messages });
    const body = server.requests[0]!.body as { contents: unknown[] };
    expect(body.contents).toHaveLength(1);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/no longer fits Gemini's context budget \(about 500 tokens\)/);
  });
});

describe('Gemini base URL redirects', () => {
  it('does not follow a redirect to another host, so the key never reaches it, and says so in one line', async () => {
    const elsewhere = await startFakeGeminiServer();
    try {
      const location = `${elsewhere.url}/v1beta/models/${DEFAULT_GEMINI_MODEL}:generateContent`;
      server.reply({ status: 307, headers: { location } });
      const error = await failure(model().generate(request));
      expect(elsewhere.requests).toHaveLength(0);
      expect(error.name).toBe('ConfigurationError');
      expect(error.message).toMatch(
        /^The Gemini base URL \(127\.0\.0\.1:\d+\) redirected to another host \(127\.0\.0\.1:\d+\); the redirect was not followed, so the API key was not sent there/,
      );
    } finally {
      await elsewhere.close();
    }
  });

  it('follows a redirect within the same server', async () => {
    server.reply({
      status: 308,
      headers: { location: `/v1beta/models/${DEFAULT_GEMINI_MODEL}:generateContent?moved=1` },
    });
    await expect(model().generate(request)).resolves.toMatchObject({ text: 'Hello from the fake Gemini server.' });
    expect(server.requests[1]?.headers['x-goog-api-key']).toBe(KEY);
  });
});
