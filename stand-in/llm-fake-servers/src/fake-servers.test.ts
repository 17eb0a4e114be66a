import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeServer,
  startFakeGeminiServer,
  startFakeGeminiToolServer,
  startFakeOpenAIServer,
  startFakeOpenAIToolServer,
} from './fake-servers.ts';
import { geminiStream, geminiText } from './gemini-replies.ts';
import { openAIText, openAIToolCalls } from './openai-replies.ts';

const servers: FakeServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test': 'yes' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read into bodies they scripted themselves.
  return { status: response.status, body: (await response.json()) as any };
}

describe('startFakeGeminiServer', () => {
  it('records requests and answers from the queue, then with a greeting', async () => {
    const server = await startFakeGeminiServer();
    servers.push(server);
    server.reply(geminiText('first'));
    const endpoint = `${server.url}/v1beta/models/gemini-2.5-flash:generateContent`;
    const first = await post(endpoint, { contents: [] });
    const second = await post(endpoint, { contents: [] });
    expect(first.body.candidates[0].content.parts[0].text).toBe('first');
    expect(second.body.candidates[0].content.parts[0].text).toBe('Hello from the fake Gemini server.');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1beta/models/gemini-2.5-flash:generateContent',
      headers: { 'x-test': 'yes' },
      body: { contents: [] },
    });
    expect(server.pending()).toBe(0);
  });

  it('answers other paths with a Gemini-style 404 and keeps the queue', async () => {
    const server = await startFakeGeminiServer();
    servers.push(server);
    server.reply(geminiText('unused'));
    const answer = await post(`${server.url}/v1beta/models/x:countTokens`, {});
    expect(answer.status).toBe(404);
    expect(answer.body.error.status).toBe('NOT_FOUND');
    expect(server.pending()).toBe(1);
  });
});

describe('startFakeOpenAIServer', () => {
  it('serves /chat/completions under a /v1 base URL, through the handler when given', async () => {
    const server = await startFakeOpenAIServer((request) => ({ status: 201, body: { echo: request.body } }));
    servers.push(server);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(await post(`${server.url}/chat/completions`, { model: 'm' })).toEqual({
      status: 201,
      body: { echo: { model: 'm' } },
    });
  });

  it('answers 500 when the handler throws, instead of crashing', async () => {
    const server = await startFakeOpenAIServer(() => {
      throw new Error('handler bug');
    });
    servers.push(server);
    const response = await fetch(`${server.url}/chat/completions`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('handler bug');
  });
});

describe('one server per provider, for text and tool calls', () => {
  const ask = { role: 'user', parts: [{ text: 'Am I free on Friday?' }] };
  const gemini = (server: FakeServer, method: string, body: unknown) =>
    post(`${server.url}/v1beta/models/gemini-3.5-flash:${method}`, body);

  it('streams a Gemini call, then refuses the follow-up that lost its signature, and answers text alike', async () => {
    const server = await startFakeGeminiServer();
    servers.push(server);
    server.reply(
      geminiStream([], { calls: [{ name: 'checkAvailability', args: { date: 'friday' }, thoughtSignature: 'sig-1' }] }),
      geminiText('Free all day.'),
    );
    const stream = await fetch(`${server.url}/v1beta/models/gemini-3.5-flash:streamGenerateContent?alt=sse`, {
      method: 'POST',
      body: JSON.stringify({ contents: [ask] }),
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.text()).toContain('"thoughtSignature":"sig-1"');
    const call = { functionCall: { name: 'checkAvailability', args: { date: 'friday' } } };
    const result = { functionResponse: { name: 'checkAvailability', response: { free: true } } };
    const unsigned = await gemini(server, 'generateContent', {
      contents: [ask, { role: 'model', parts: [call] }, { role: 'user', parts: [result] }],
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.message).toContain('thought_signature');
    expect(server.pending()).toBe(1);
    const signed = await gemini(server, 'generateContent', {
      contents: [
        ask,
        { role: 'model', parts: [{ ...call, thoughtSignature: 'sig-1' }] },
        { role: 'user', parts: [result] },
      ],
    });
    expect(signed.body.candidates[0].content.parts[0].text).toBe('Free all day.');
  });

  it('refuses a text history whose Gemini turns do not alternate, as the real API does', async () => {
    const server = await startFakeGeminiServer();
    servers.push(server);
    const refused = await gemini(server, 'generateContent', { contents: [ask, ask] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('alternate between user and model');
  });

  it("applies both of an old Ollama's rules: a schema it cannot convert, and arguments that are not JSON", async () => {
    const server = await startFakeOpenAIServer(undefined, { flavor: 'ollama-0.12' });
    servers.push(server);
    server.reply(openAIText('never sent'));
    const endpoint = `${server.url}/chat/completions`;
    const schema = { type: 'object', properties: { when: { required: ['date'] } } };
    const format = { type: 'json_schema', json_schema: { name: 'reply', schema } };
    const refusedSchema = await post(endpoint, {
      messages: [{ role: 'user', content: 'hi' }],
      response_format: format,
    });
    expect(refusedSchema).toMatchObject({ status: 500, body: { error: { message: 'invalid JSON schema in format' } } });
    const brokenCall = { id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"date":' } };
    const refusedCall = await post(endpoint, {
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: null, tool_calls: [brokenCall] },
        { role: 'tool', tool_call_id: 'call_1', content: '{}' },
      ],
    });
    expect(refusedCall).toMatchObject({ status: 400, body: { error: { message: 'invalid tool call arguments' } } });
    expect(server.pending()).toBe(1);
  });

  it('gives a tool test that scripted too few replies a 500, where a text test gets the greeting', async () => {
    const tools = await startFakeOpenAIToolServer();
    const text = await startFakeOpenAIServer();
    servers.push(tools, text);
    tools.reply(openAIToolCalls([{ id: 'call_1', name: 'f', arguments: '{}' }]));
    const request = { messages: [{ role: 'user', content: 'hi' }] };
    expect((await post(`${tools.url}/chat/completions`, request)).body.choices[0].finish_reason).toBe('tool_calls');
    const extra = await fetch(`${tools.url}/chat/completions`, { method: 'POST', body: JSON.stringify(request) });
    expect(extra.status).toBe(500);
    expect(await extra.text()).toBe('The fake server has no reply queued.');
    expect((await post(`${text.url}/chat/completions`, request)).body.choices[0].message.content).toBe(
      'Hello from the fake OpenAI server.',
    );
    const gemini = await startFakeGeminiToolServer();
    servers.push(gemini);
    const models = await fetch(`${gemini.url}/v1beta/models`);
    expect(((await models.json()) as { models: unknown[] }).models).toHaveLength(1);
  });
});
