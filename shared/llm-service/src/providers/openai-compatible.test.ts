import { type FakeServer, openAIError, openAIText, startFakeOpenAIServer } from '@scheduling-agent/llm-fake-servers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LlmError } from '../errors.ts';
import type { ModelRequest } from '../types.ts';
import { createOpenAICompatibleModel, type OpenAICompatibleModelOptions } from './openai-compatible.ts';

const SENTINEL_KEY = 'sk-SENTINEL-123456';
const request: ModelRequest = { systemInstruction: 'You book appointments.', messages: [{ role: 'user', text: 'Hi' }] };

let server: FakeServer;
let delays: number[];

beforeEach(async () => {
  server = await startFakeOpenAIServer();
  delays = [];
});

afterEach(async () => {
  await server.close();
});

/** A model pointed at the fake server, with no real waiting between retries. */
function model(overrides: Partial<OpenAICompatibleModelOptions> = {}) {
  return createOpenAICompatibleModel({
    baseUrl: server.url,
    apiKey: SENTINEL_KEY,
    model: 'llama3.2',
    providerLabel: 'ollama',
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

describe('createOpenAICompatibleModel', () => {
  it('returns the text and token counts', async () => {
    server.reply(openAIText('Hello!', { inputTokens: 20, outputTokens: 3 }));
    const ollama = model();
    expect(ollama).toMatchObject({ provider: 'openai-compatible', label: 'ollama (llama3.2)' });
    await expect(ollama.generate(request)).resolves.toEqual({
      text: 'Hello!',
      usage: { inputTokens: 20, outputTokens: 3 },
    });
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent?.headers.authorization).toBe(`Bearer ${SENTINEL_KEY}`);
  });

  it('sends the system instruction, the roles and the JSON schema', async () => {
    const schema = { type: 'object', properties: { action: { type: 'string' } }, required: ['action'] };
    await model({ baseUrl: `${server.url}/` }).generate({
      systemInstruction: 'Reply in JSON.',
      messages: [
        { role: 'user', text: 'Book me in' },
        { role: 'assistant', text: '{"action":"answer"}' },
      ],
      responseSchema: schema,
    });
    expect(server.requests[0]?.body).toEqual({
      model: 'llama3.2',
      messages: [
        { role: 'system', content: 'Reply in JSON.' },
        { role: 'user', content: 'Book me in' },
        { role: 'assistant', content: '{"action":"answer"}' },
      ],
      stream: false,
      response_format: { type: 'json_schema', json_schema: { name: 'reply', schema, strict: false } },
    });
  });

  it('sends no Authorization header without a key', async () => {
    await model({ apiKey: undefined }).generate(request);
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => model({ baseUrl: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL is not an http\(s\) URL/);
  });
});

describe('OpenAI-compatible failures', () => {
  it('maps 401 to AuthenticationError and does not retry', async () => {
    server.reply(openAIError(401, 'Incorrect API key provided.', 'invalid_api_key'));
    const error = await failure(model().generate(request));
    expect(error.name).toBe('AuthenticationError');
    expect(error.message).toBe(
      'Ollama rejected the API key (HTTP 401): check OPENAI_API_KEY in .env or your environment.',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 429 once, then answers', async () => {
    server.reply(openAIError(429, 'Rate limit reached.'), openAIText('Finally.'));
    await expect(model().generate(request)).resolves.toMatchObject({ text: 'Finally.' });
    expect(server.requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it('waits as long as Retry-After says', async () => {
    server.reply({ ...openAIError(429, 'Rate limit reached.'), headers: { 'retry-after': '7' } }, openAIText('ok'));
    await model().generate(request);
    expect(delays).toEqual([7000]);
  });

  it('gives up on a repeated 500 after maxRetries + 1 requests with a ServerError', async () => {
    const broken = { status: 500, body: '<html>Internal Server Error</html>' };
    server.reply(broken, broken, broken, broken);
    const error = await failure(model({ maxRetries: 3 }).generate(request));
    expect(error).toMatchObject({ name: 'ServerError', status: 500, retryable: true });
    expect(server.requests).toHaveLength(4);
  });

  it('maps 404 to ConfigurationError that points at the model and the /v1 suffix', async () => {
    server.reply(openAIError(404, 'model "llama9" not found, try pulling it first', 'not_found_error'));
    const error = await failure(model().generate(request));
    expect(error.name).toBe('ConfigurationError');
    expect(error.message).toBe(
      'Ollama does not know the model "llama3.2" (HTTP 404: model "llama9" not found, try pulling it first): ' +
        'see the models it offers with `npm run models -- --provider ollama`, then set OPENAI_MODEL or --model.',
    );
  });

  it('names the settings the caller uses in its hints', async () => {
    server.reply(openAIError(404, 'model "llama9" not found'));
    const settingNames = { baseUrl: 'OLLAMA_BASE_URL', model: 'OLLAMA_MODEL' };
    const error = await failure(model({ settingNames }).generate(request));
    expect(error.message).toMatch(/then set OLLAMA_MODEL or --model\.$/);
  });

  it('turns a reply slower than the time limit into a timeout NetworkError', async () => {
    server.reply({ ...openAIText('too late'), delayMs: 2000 });
    const error = await failure(model({ timeoutMs: 50, maxRetries: 0 }).generate(request));
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'timeout', retryable: true });
    expect(error.message).toMatch(/^Ollama did not answer within 50 ms, retries included: .*--timeout SECONDS/);
  });

  it('maps a refused connection to a retryable NetworkError that names the host', async () => {
    const closed = await startFakeOpenAIServer();
    await closed.close();
    const error = await failure(
      model({ baseUrl: closed.url, maxRetries: 1, providerLabel: undefined }).generate(request),
    );
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'network', retryable: true });
    expect(error.message).toBe(
      `Could not reach the OpenAI-compatible server at ${new URL(closed.url).host} (connection refused): ` +
        'check that the server is running, your connection, and OPENAI_BASE_URL.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['malformed', '<html>Welcome to nginx</html>'],
    ['truncated', '{"choices": [{"message": {"content": "Hel'],
  ])('maps a %s body to EmptyReplyError of kind bad-response', async (_name, body) => {
    server.reply({ body });
    const error = await failure(model().generate(request));
    expect(error).toMatchObject({ name: 'EmptyReplyError', kind: 'bad-response' });
    expect(error.message).toBe(
      'Ollama sent a reply that could not be read (not valid JSON, or cut short): ' +
        'check that OPENAI_BASE_URL points at an OpenAI-compatible API (it usually ends in /v1), or try again.',
    );
  });

  it.each([
    ['no choices', { choices: [] }, 'Ollama returned no text (no choices): try again, or rephrase the request.'],
    [
      'a content filter',
      { choices: [{ message: { content: null }, finish_reason: 'content_filter' }] },
      'Ollama returned no text (blocked: content_filter): rephrase the request.',
    ],
    [
      'a refusal',
      { choices: [{ message: { content: null, refusal: 'I cannot help with that.' }, finish_reason: 'stop' }] },
      'Ollama returned no text (refused: I cannot help with that.): rephrase the request.',
    ],
    [
      'empty content',
      { choices: [{ message: { content: '' }, finish_reason: 'stop' }] },
      'Ollama returned no text (empty, finish reason: stop): try again.',
    ],
    [
      // Cut off at the limit before any text: asking again would cut it the same way, so no "try again".
      'empty content cut off at the output limit',
      { choices: [{ message: { content: '' }, finish_reason: 'length' }] },
      "Ollama wrote nothing: it was cut off at Ollama's output limit. Ask for a shorter answer, or raise the context " +
        'Ollama gives the model (OLLAMA_CONTEXT_LENGTH when you start `ollama serve`) or its num_predict.',
    ],
  ])('maps %s to EmptyReplyError', async (_name, body, message) => {
    server.reply({ body });
    const error = await failure(model().generate(request));
    expect(error).toMatchObject({ name: 'EmptyReplyError', kind: 'empty-reply', message });
  });

  it('ends with CancelledError when the person aborts, without retrying', async () => {
    server.reply({ ...openAIText('too late'), delayMs: 2000 });
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
    const echo = `Incorrect API key provided: ${SENTINEL_KEY}.`;
    server.reply(
      openAIError(401, echo),
      openAIError(400, echo),
      openAIError(429, echo),
      { status: 502, body: echo },
      { body: { choices: [{ message: { refusal: echo } }] } },
      { body: `{"choices": "${SENTINEL_KEY}` },
    );
    const closed = await startFakeOpenAIServer();
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
