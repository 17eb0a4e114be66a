import {
  type FakeServer,
  type FakeServerOptions,
  LLAMA_CPP_ERRORS,
  OLLAMA_ERRORS,
  OPENAI_ERRORS,
  openAIReasoningText,
  openAIText,
  startFakeOpenAIServer,
  VLLM_ERRORS,
} from '@scheduling-agent/llm-fake-servers';
import { afterEach, describe, expect, it } from 'vitest';
import { createModel } from '../create-model.ts';
import { LlmError } from '../errors.ts';
import type { JsonSchema, ModelRequest } from '../types.ts';
import { createOpenAICompatibleModel, type OpenAICompatibleModelOptions } from './openai-compatible.ts';

// OpenAI, Ollama and llama.cpp as they really answer (bodies in stand-in/llm-fake-servers/src/provider-errors.ts), through fetch.
const KEY = 'sk-SENTINEL-real-openai-0000';
const request: ModelRequest = { systemInstruction: 'You book appointments.', messages: [{ role: 'user', text: 'Hi' }] };
const servers: FakeServer[] = [];
let delays: number[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  delays = [];
});

async function serve(options: FakeServerOptions = {}): Promise<FakeServer> {
  const server = await startFakeOpenAIServer(undefined, options);
  servers.push(server);
  return server;
}

function model(server: FakeServer, overrides: Partial<OpenAICompatibleModelOptions> = {}) {
  return createOpenAICompatibleModel({
    baseUrl: server.url,
    apiKey: KEY,
    model: 'gpt-4o-mini',
    // The name api.openai.com gets; on a local address the same messages say "the OpenAI-compatible server".
    providerLabel: 'OpenAI',
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

const answerOnly = {
  type: 'object',
  properties: { action: { type: 'string', enum: ['answer'] }, response: { type: 'string' } },
  required: ['action', 'response'],
  additionalProperties: false,
};
const toolCall = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['tool'] },
    tool: { type: 'string', enum: ['deleteAppointment'] },
    parameters: { type: 'object', properties: { id: { type: 'string' } }, additionalProperties: false },
  },
  required: ['action', 'tool', 'parameters'],
  additionalProperties: false,
};
/** A reply schema as Parts 2 and 3 build it: an object, with the alternatives beside it for local checking. */
const replySchema: JsonSchema = {
  type: 'object',
  properties: {
    ...answerOnly.properties,
    ...toolCall.properties,
    action: { type: 'string', enum: ['answer', 'tool'] },
  },
  required: ['action'],
  additionalProperties: false,
  anyOf: [answerOnly, toolCall],
};
const sentFormat = (server: FakeServer) =>
  (server.requests[0]!.body as { response_format: { json_schema: { schema: JsonSchema; strict: boolean } } })
    .response_format.json_schema;

describe('structured outputs: a schema every server accepts', () => {
  it('sends OpenAI an object root, strict when every field is required', async () => {
    const server = await serve({ flavor: 'openai' });
    await model(server).generate({ ...request, responseSchema: answerOnly });
    expect(sentFormat(server)).toMatchObject({ strict: true, schema: answerOnly });
  });

  it('sends the object without the alternatives, not strict when a field is optional, and OpenAI accepts it', async () => {
    const server = await serve({ flavor: 'openai' });
    await expect(model(server).generate({ ...request, responseSchema: replySchema })).resolves.toBeDefined();
    expect(sentFormat(server).strict).toBe(false);
    expect(sentFormat(server).schema).not.toHaveProperty('anyOf');
  });

  it('explains the 400 OpenAI gives a schema with anyOf at the root, without retrying', async () => {
    const server = await serve();
    server.reply(OPENAI_ERRORS.rejectedSchema);
    const error = await failure(model(server).generate({ ...request, responseSchema: replySchema }));
    expect(error.message).toMatch(/^OpenAI refused the reply format's JSON Schema \(HTTP 400: Invalid schema/);
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry Ollama's 500 for a schema its grammar converter refuses, and says what to fix", async () => {
    const server = await serve({ flavor: 'ollama-0.12' });
    const refused = { ...answerOnly, anyOf: [{ required: ['action'] }] } as JsonSchema;
    const ollama = model(server, { providerLabel: 'ollama' });
    const error = await failure(ollama.generate({ ...request, responseSchema: { ...refused, type: undefined } }));
    expect(error.message).toMatch(
      /^Ollama refused the reply format's JSON Schema \(HTTP 500: invalid JSON schema in format\): /,
    );
    expect(server.requests).toHaveLength(1);
    await expect(ollama.generate({ ...request, responseSchema: replySchema })).resolves.toBeDefined();
  });
});

describe('quotas and rate limits', () => {
  it('does not retry insufficient_quota: the account has no credit', async () => {
    const server = await serve();
    server.reply(OPENAI_ERRORS.noCredit);
    const error = await failure(model(server).generate(request));
    expect(error).toMatchObject({ name: 'RateLimitError', retryable: false });
    expect(error.message).toMatch(/^OpenAI says the account has no credit left \(HTTP 429, insufficient_quota\)/);
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as retry-after-ms says on rate_limit_exceeded, then answers', async () => {
    const server = await serve();
    server.reply(OPENAI_ERRORS.rateLimit, openAIText('ok'));
    await expect(model(server).generate(request)).resolves.toMatchObject({ text: 'ok' });
    expect(delays).toEqual([1500]);
  });

  it('stops at once when Retry-After asks for an hour, and says so', async () => {
    const server = await serve();
    server.reply({ ...OPENAI_ERRORS.rateLimit, headers: { 'retry-after': '3600' } });
    const error = await failure(model(server).generate(request));
    expect(error.message).toMatch(/^OpenAI asked to wait 3600 s before trying again \(HTTP 429/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('refusals: one cause and one fix each', () => {
  const cases = [
    [OPENAI_ERRORS.badKey, /^OpenAI rejected the API key \(HTTP 401\): check OPENAI_API_KEY/],
    [OPENAI_ERRORS.unknownModel, /^OpenAI does not know the model "gpt-4o-mini" .*npm run models/],
    [OPENAI_ERRORS.contextTooLong, /^The conversation is too long for gpt-4o-mini on OpenAI .*\/reset/],
    [OPENAI_ERRORS.region, /^OpenAI is not offered where you are \(HTTP 403/],
    [LLAMA_CPP_ERRORS.contextTooLong, /^The conversation is too long .*exceeds the available context size/],
    [
      VLLM_ERRORS.toolChoiceFlags,
      /^OpenAI was not started for tool calling \(HTTP 400: "auto" tool choice requires .*\): start vLLM with --enable-auto-tool-choice --tool-call-parser NAME/,
    ],
  ] as const;
  for (const [answer, message] of cases) {
    it(`explains ${String(message).slice(2, 40)}…`, async () => {
      const server = await serve();
      server.reply(answer);
      const error = await failure(model(server).generate(request));
      expect(error.message).toMatch(message);
      expect(server.requests).toHaveLength(1);
    });
  }

  it('tells an Ollama user to pull a missing model', async () => {
    const server = await serve();
    server.reply(OLLAMA_ERRORS.unknownModel);
    const ollama = createModel({ provider: 'ollama', env: { OLLAMA_BASE_URL: server.url, OLLAMA_MODEL: 'llama9' } });
    const error = await failure(ollama.generate(request));
    expect(error.message).toBe(
      'Ollama does not know the model "llama9" (HTTP 404: model "llama9" not found, try pulling it first): ' +
        'download it with `ollama pull llama9` (`ollama list` shows what you have), or set OLLAMA_MODEL.',
    );
  });
});

describe('requests local servers accept', () => {
  it('never sends two messages of one role in a row, which llama.cpp chat templates refuse', async () => {
    const server = await serve({ flavor: 'llama.cpp' });
    const messages = [
      { role: 'user' as const, text: 'book the dentist' },
      { role: 'assistant' as const, text: '{"action":"answer","response":"When?"}' },
      { role: 'user' as const, text: 'tomorrow' },
      { role: 'user' as const, text: 'at 10' },
    ];
    await expect(model(server).generate({ ...request, messages })).resolves.toBeDefined();
    const sent = (server.requests[0]!.body as { messages: Array<{ role: string; content: string }> }).messages;
    expect(sent.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.at(-1)?.content).toBe('tomorrow\n\nat 10');
  });

  it("hands a reasoning model's reply to the parser as content, never its reasoning_content", async () => {
    const server = await serve();
    server.reply(
      openAIReasoningText('The person wants {"action":"tool"} maybe…', '{"action":"answer","response":"Hi."}'),
    );
    const reply = await model(server).generate(request);
    expect(reply.text).toMatch(/^<think>\n.*\n<\/think>\n\n\{"action":"answer","response":"Hi\."\}$/s);
    expect(reply.text.match(/<think>/g)).toHaveLength(1);
  });

  it('leaves out the oldest turns to fit a small local context, saying so once', async () => {
    const server = await serve();
    const notices: string[] = [];
    const ollama = createModel({
      provider: 'ollama',
      env: { OLLAMA_BASE_URL: server.url, LLM_CONTEXT_TOKENS: '600' },
      onNotice: (notice) => notices.push(notice),
    });
    const long = 'x'.repeat(1200);
    const messages = [
      { role: 'user' as const, text: long },
      { role: 'assistant' as const, text: long },
      { role: 'user' as const, text: 'now' },
    ];
    await ollama.generate({ ...request, messages });
    await ollama.generate({ ...request, messages });
    const sent = (server.requests[0]!.body as { messages: unknown[] }).messages;
    expect(sent).toHaveLength(2); // the system instruction and the last message
    expect(notices).toEqual([expect.stringMatching(/^The conversation no longer fits ollama's context budget/)]);
    expect(() => createModel({ provider: 'ollama', env: { LLM_CONTEXT_TOKENS: 'lots' } })).toThrow(
      /^LLM_CONTEXT_TOKENS must be a whole number/,
    );
  });
});

describe('model lists and redirects', () => {
  it('lists the models a server offers through GET /models', async () => {
    const server = await serve({ models: ['qwen3:8b', 'llama3.2'] });
    await expect(model(server).listModels!()).resolves.toEqual(['llama3.2', 'qwen3:8b']);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
  });

  it('with a key, does not follow a redirect to another host, and says so in one line', async () => {
    const server = await serve();
    const elsewhere = await serve();
    server.reply({ status: 302, headers: { location: `${elsewhere.url}/chat/completions` } });
    const error = await failure(model(server).generate(request));
    expect(elsewhere.requests).toHaveLength(0);
    expect(error.message).toMatch(/^OPENAI_BASE_URL \(127\.0\.0\.1:\d+\) redirected to another host/);
  });

  it('without a key, follows a redirect to another host: there is nothing to leak', async () => {
    const server = await serve();
    const elsewhere = await serve();
    server.reply({ status: 307, headers: { location: `${elsewhere.url}/chat/completions` } });
    const local = createOpenAICompatibleModel({ baseUrl: server.url, model: 'llama3.2', providerLabel: 'ollama' });
    await expect(local.generate(request)).resolves.toMatchObject({ text: 'Hello from the fake OpenAI server.' });
    expect(elsewhere.requests).toHaveLength(1);
    expect(elsewhere.requests[0]?.headers).not.toHaveProperty('authorization');
  });
});
