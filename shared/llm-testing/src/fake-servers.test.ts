import { afterEach, describe, expect, it } from 'vitest';
import { geminiText } from './fake-replies.ts';
import { type FakeServer, startFakeGeminiServer, startFakeOpenAIServer } from './fake-servers.ts';

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
