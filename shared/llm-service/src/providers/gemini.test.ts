import { type FakeServer, geminiError, geminiText, startFakeGeminiServer } from '@scheduling-agent/llm-fake-servers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LlmError } from '../errors.ts';
import type { ModelRequest } from '../types.ts';
import { createGeminiModel, type GeminiModelOptions } from './gemini.ts';

const SENTINEL_KEY = 'sk-SENTINEL-123456';
const request: ModelRequest = { systemInstruction: 'You book appointments.', messages: [{ role: 'user', text: 'Hi' }] };

let server: FakeServer;
let delays: number[];

beforeEach(async () => {
  server = await startFakeGeminiServer();
  delays = [];
});

afterEach(async () => {
  await server.close();
});

/** A model pointed at the fake server, with no real waiting between retries. */
function model(overrides: Partial<GeminiModelOptions> = {}) {
  return createGeminiModel({
    apiKey: SENTINEL_KEY,
    model: 'gemini-2.5-flash',
    baseUrl: server.url,
    timeoutMs: 10_000,
    maxRetries: 2,
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
  return error as LlmError;
}

describe('createGeminiModel', () => {
  it('returns the text and token counts, sending the key in a header and never in the URL', async () => {
    server.reply(geminiText('Hello!', { inputTokens: 20, outputTokens: 3 }));
    const gemini = model();
    expect(gemini).toMatchObject({ provider: 'gemini', label: 'gemini (gemini-2.5-flash)' });
    await expect(gemini.generate(request)).resolves.toEqual({
      text: 'Hello!',
      usage: { inputTokens: 20, outputTokens: 3 },
    });
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(sent?.headers['x-goog-api-key']).toBe(SENTINEL_KEY);
    expect(server.pending()).toBe(0);
  });

  it('sends the system instruction, the roles and JSON mode', async () => {
    const schema = { type: 'object', properties: { action: { type: 'string' } }, required: ['action'] };
    await model().generate({
      systemInstruction: 'Reply in JSON.',
      messages: [
        { role: 'user', text: 'Book me in' },
        { role: 'assistant', text: '{"action":"answer"}' },
        { role: 'user', text: 'Tomorrow' },
      ],
      responseSchema: schema,
    });
    expect(server.requests[0]?.body).toEqual({
      contents: [
        { role: 'user', parts: [{ text: 'Book me in' }] },
        { role: 'model', parts: [{ text: '{"action":"answer"}' }] },
        { role: 'user', parts: [{ text: 'Tomorrow' }] },
      ],
      systemInstruction: { role: 'user', parts: [{ text: 'Reply in JSON.' }] },
      generationConfig: { responseMimeType: 'application/json', responseJsonSchema: schema },
    });
  });

  it('reads GOOGLE_GEMINI_BASE_URL when no baseUrl is given', async () => {
    const saved = process.env.GOOGLE_GEMINI_BASE_URL;
    process.env.GOOGLE_GEMINI_BASE_URL = server.url;
    try {
      await expect(model({ baseUrl: undefined }).generate(request)).resolves.toMatchObject({
        text: expect.any(String),
      });
      expect(server.requests).toHaveLength(1);
    } finally {
      if (saved === undefined) delete process.env.GOOGLE_GEMINI_BASE_URL;
      else process.env.GOOGLE_GEMINI_BASE_URL = saved;
    }
  });

  it('refuses a base URL that is not http(s) before any request', () => {
    expect(() => model({ baseUrl: 'localhost:8080' })).toThrow(/The Gemini base URL is not an http\(s\) URL/);
  });

  it('refuses an empty key before any request', () => {
    expect(() => createGeminiModel({ apiKey: ' ', model: 'gemini-2.5-flash' })).toThrow(/GEMINI_API_KEY is not set/);
  });
});

describe('Gemini failures', () => {
  it('maps 401 to AuthenticationError and does not retry', async () => {
    server.reply(geminiError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'));
    const error = await failure(model().generate(request));
    expect(error.name).toBe('AuthenticationError');
    expect(error.message).toBe(
      'Gemini rejected the API key (HTTP 401): check GEMINI_API_KEY in .env or your environment.',
    );
    expect(server.requests).toHaveLength(1);
  });

  it("treats Gemini's 400 API_KEY_INVALID as a rejected key", async () => {
    const details = [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }];
    server.reply(geminiError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', details));
    expect(await failure(model().generate(request))).toMatchObject({ name: 'AuthenticationError', status: 400 });
  });

  it('retries a 429 once, then answers', async () => {
    server.reply(geminiError(429, 'Resource exhausted.', 'RESOURCE_EXHAUSTED'), geminiText('Finally.'));
    await expect(model().generate(request)).resolves.toMatchObject({ text: 'Finally.' });
    expect(server.requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it("waits as long as the 429's RetryInfo asks", async () => {
    const retryInfo = [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' }];
    server.reply(geminiError(429, 'Quota exceeded.', 'RESOURCE_EXHAUSTED', retryInfo), geminiText('ok'));
    await model().generate(request);
    expect(delays).toEqual([7000]);
  });

  it('gives up on a repeated 500 after maxRetries + 1 requests with a ServerError', async () => {
    const broken = geminiError(500, 'An internal error has occurred.', 'INTERNAL');
    server.reply(broken, broken, broken);
    const error = await failure(model({ maxRetries: 2 }).generate(request));
    expect(error).toMatchObject({ name: 'ServerError', status: 500, retryable: true });
    expect(error.message).toContain('HTTP 500: An internal error has occurred.');
    expect(server.requests).toHaveLength(3);
  });

  it('maps 404 (an unknown model) to ConfigurationError with the server detail', async () => {
    server.reply(geminiError(404, 'models/gemini-9 is not found for API version v1beta.', 'NOT_FOUND'));
    const error = await failure(model({ model: 'gemini-9' }).generate(request));
    expect(error.name).toBe('ConfigurationError');
    expect(error.message).toMatch(
      /^Gemini does not know the model "gemini-9" \(HTTP 404: models\/gemini-9 is not found.*\): see the models your key can use with `npm run models -- --provider gemini`/,
    );
  });

  it('turns a reply slower than the time limit into a timeout NetworkError', async () => {
    server.reply({ ...geminiText('too late'), delayMs: 2000 });
    const error = await failure(model({ timeoutMs: 50, maxRetries: 0 }).generate(request));
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'timeout', retryable: true });
    expect(error.message).toMatch(/^Gemini did not answer within 50 ms, retries included: .*--timeout SECONDS/);
  });

  it('maps a refused connection to a retryable NetworkError that names the host', async () => {
    const closed = await startFakeGeminiServer();
    await closed.close();
    const error = await failure(model({ baseUrl: closed.url, maxRetries: 1 }).generate(request));
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'network', retryable: true });
    expect(error.message).toBe(
      `Could not reach Gemini at ${new URL(closed.url).host} (connection refused): ` +
        'check your connection or GOOGLE_GEMINI_BASE_URL.',
    );
    expect(delays).toHaveLength(1);
  });

  it.each([
    ['malformed', 'this is not JSON'],
    ['truncated', '{"candidates": [{"content": {"parts": [{"text": "Hel'],
  ])('maps a %s body to EmptyReplyError of kind bad-response', async (_name, body) => {
    server.reply({ body, headers: { 'content-type': 'application/json' } });
    const error = await failure(model().generate(request));
    expect(error).toMatchObject({ name: 'EmptyReplyError', kind: 'bad-response' });
    expect(error.message).toMatch(
      /^Gemini sent a reply that could not be read \(not valid JSON, or cut short\): check that GOOGLE_GEMINI_BASE_URL/,
    );
  });

  it('maps a reply without candidates to EmptyReplyError', async () => {
    server.reply({ body: { usageMetadata: { promptTokenCount: 3 } } });
    const error = await failure(model().generate(request));
    expect(error).toMatchObject({ name: 'EmptyReplyError', kind: 'empty-reply' });
    expect(error.message).toBe('Gemini returned no text (no candidates): try again, or rephrase the request.');
  });

  it('explains a blocked prompt and a blocked answer', async () => {
    server.reply(
      { body: { promptFeedback: { blockReason: 'SAFETY' } } },
      { body: { candidates: [{ finishReason: 'PROHIBITED_CONTENT' }] } },
    );
    const prompt = await failure(model().generate(request));
    expect(prompt.message).toBe('Gemini returned no text (blocked: SAFETY): rephrase the request.');
    const answer = await failure(model().generate(request));
    expect(answer.message).toBe('Gemini returned no text (blocked: PROHIBITED_CONTENT): rephrase the request.');
  });

  it('maps empty text to EmptyReplyError and leaves out thoughts', async () => {
    const parts = [{ text: 'thinking…', thought: true }, { text: '  ' }];
    server.reply({ body: { candidates: [{ content: { role: 'model', parts }, finishReason: 'MAX_TOKENS' }] } });
    const error = await failure(model().generate(request));
    // It thought until the output limit and wrote nothing: advice about its thinking, not "try again".
    expect(error.message).toBe(
      'Gemini spent its whole output limit thinking and wrote no answer: set GEMINI_THINKING_LEVEL=minimal (or low) ' +
        'so it thinks less, or ask a narrower question.',
    );
  });

  it('maps empty text to EmptyReplyError with the finish reason', async () => {
    server.reply({
      body: { candidates: [{ content: { role: 'model', parts: [{ text: ' ' }] }, finishReason: 'OTHER' }] },
    });
    const error = await failure(model().generate(request));
    expect(error.message).toBe(
      'Gemini returned no text (empty, finish reason: OTHER): try again, or rephrase the request.',
    );
  });

  it('ends with CancelledError when the person aborts, without retrying', async () => {
    server.reply({ ...geminiText('too late'), delayMs: 2000 });
    const controller = new AbortController();
    const pending = failure(model().generate({ ...request, signal: controller.signal }));
    // Abort once the request is in flight (waiting for the server, not a fixed time, keeps this steady under load).
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    const error = await pending;
    expect(error.name).toBe('CancelledError');
    expect(server.requests).toHaveLength(1);
  });
});

describe('the API key', () => {
  it('never appears in an error, even when the server repeats it', async () => {
    const echo = `API key ${SENTINEL_KEY} is not valid.`;
    server.reply(
      geminiError(401, echo, 'UNAUTHENTICATED'),
      geminiError(400, echo, 'INVALID_ARGUMENT'),
      geminiError(404, echo, 'NOT_FOUND'),
      geminiError(500, echo, 'INTERNAL'),
      { status: 503, body: echo },
      { body: `{"candidates": "${SENTINEL_KEY}` },
    );
    const closed = await startFakeGeminiServer();
    await closed.close();
    const errors = [
      ...(await Promise.all(Array.from({ length: 6 }, () => failure(model({ maxRetries: 0 }).generate(request))))),
      await failure(model({ baseUrl: closed.url, maxRetries: 0 }).generate(request)),
      await failure(model({ timeoutMs: 1, maxRetries: 0 }).generate(request)),
    ];
    for (const error of errors) {
      const texts = [error.message, String(error), JSON.stringify(error), error.stack ?? ''];
      for (let cause = error.cause, depth = 0; cause !== undefined && depth < 5; depth++) {
        texts.push(String(cause), cause instanceof Error ? `${cause.message} ${cause.stack}` : JSON.stringify(cause));
        cause = cause instanceof Error ? cause.cause : undefined;
      }
      for (const text of texts) expect(text, `${error.name} leaked the key`).not.toContain(SENTINEL_KEY);
    }
  });
});
