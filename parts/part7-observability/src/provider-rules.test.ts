import { createGeminiToolModel, createOpenAIToolModel, type ToolCallingModel } from '@scheduling-agent/llm-service';
import {
  type FakeServer,
  geminiCalls,
  geminiEmpty,
  geminiError,
  geminiText,
  openAIText,
  openAIToolCalls,
  type ServerFlavor,
  type ServerReply,
  startFakeGeminiToolServer,
  startFakeOpenAIToolServer,
} from '@scheduling-agent/llm-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from '../test-fixtures/loop-setup.ts';

const servers: FakeServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const noRetry = { maxRetries: 0, timeoutMs: 30_000 };

async function gemini(...replies: ServerReply[]) {
  const server = await startFakeGeminiToolServer();
  servers.push(server);
  server.reply(...replies);
  const model = createGeminiToolModel({ apiKey: 'test-key', model: 'gemini-3-flash', baseUrl: server.url, ...noRetry });
  return { server, model };
}

async function openAI(flavor: ServerFlavor, ...replies: ServerReply[]) {
  const server = await startFakeOpenAIToolServer({ flavor });
  servers.push(server);
  server.reply(...replies);
  const model = createOpenAIToolModel({ baseUrl: server.url, model: 'qwen3', ...noRetry });
  return { server, model };
}

/** An agent on a real provider model; `setup` takes any model that speaks native calls. */
const agentOn = (model: ToolCallingModel) => setup(model as Parameters<typeof setup>[0]).agent;

const list = { name: 'listAppointments', args: { date: '2026-11-24' } };
const listCall = { id: 'call_1', name: 'listAppointments', arguments: '{"date":"2026-11-24"}' };

describe('a conversation every server accepts: turns alternate, and every call has its result', () => {
  it('Gemini: an empty reply after a tool ran, then a model error after a tool ran, and the session goes on', async () => {
    const { server, model } = await gemini(
      geminiCalls([list]),
      geminiEmpty(),
      geminiText('Nothing booked.'),
      geminiCalls([list]),
      geminiError(500, 'Internal error encountered.', 'INTERNAL'),
      geminiText('Hello again.'),
    );
    const agent = agentOn(model);
    expect(await agent.send('what do I have tomorrow?')).toMatchObject({ exit: 'answered', steps: 3 });
    expect(await agent.send('and tomorrow again?')).toMatchObject({ exit: 'model-error' });
    expect(await agent.send('hello')).toMatchObject({ exit: 'answered', text: 'Hello again.' });
    expect(server.pending()).toBe(0);
    const roles = (server.requests.at(-1)!.body as { contents: { role: string }[] }).contents.map(({ role }) => role);
    expect(roles.every((role, index) => index === 0 || role !== roles[index - 1])).toBe(true);
  });

  it('llama.cpp: an empty reply right after the message, and the session goes on', async () => {
    const { server, model } = await openAI('llama.cpp', openAIText(''), openAIText('Hi.'), openAIText('Bye.'));
    const agent = agentOn(model);
    expect(await agent.send('hello')).toMatchObject({ exit: 'answered', text: 'Hi.', steps: 2 });
    expect(await agent.send('bye')).toMatchObject({ exit: 'answered', text: 'Bye.' });
    expect(server.pending()).toBe(0);
  });

  it('OpenAI: Ctrl-C after a tool ran leaves a history the next message can follow', async () => {
    const { server, model } = await openAI('openai', openAIToolCalls([listCall]), openAIText('Hello.'));
    const controller = new AbortController();
    const { agent } = setup(model as Parameters<typeof setup>[0], {
      observer: { onToolResult: () => controller.abort() },
    });
    expect(await agent.send('what do I have tomorrow?', controller.signal)).toMatchObject({ exit: 'cancelled' });
    expect(await agent.send('hello')).toMatchObject({ exit: 'answered', text: 'Hello.' });
    expect(server.pending()).toBe(0);
  });
});

describe('the fake servers refuse what the real ones refuse', () => {
  it('Gemini: two user turns in a row get the real 400', async () => {
    const { server } = await gemini();
    const response = await fetch(`${server.url}/v1beta/models/m:generateContent`, {
      method: 'POST',
      body: JSON.stringify({ contents: [userTurn('a'), userTurn('b')] }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('alternate between user and model');
  });

  it('llama.cpp: two user messages in a row are a 500 that is not retried as temporary', async () => {
    const { server } = await openAI('llama.cpp');
    const retried = createOpenAIToolModel({
      baseUrl: server.url,
      model: 'qwen3',
      maxRetries: 2,
      sleep: async () => {},
    });
    const history = [
      { type: 'user-input', text: 'a' },
      { type: 'user-input', text: 'b' },
    ] as const;
    const failure = retried.generate({ systemInstruction: '', history, tools: [] });
    await expect(failure).rejects.toThrow(/refused the order of the conversation's messages \(HTTP 500/);
    expect(server.requests).toHaveLength(1);
  });

  it('Ollama: arguments that are not JSON, sent back in the history, get its 400', async () => {
    const { server } = await openAI('ollama');
    const call = { id: 'c1', type: 'function', function: { name: 'x', arguments: '{"date": ' } };
    const response = await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: null, tool_calls: [call] },
          { role: 'tool', tool_call_id: 'c1', content: 'error' },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid tool call arguments');
  });
});

function userTurn(text: string) {
  return { role: 'user', parts: [{ text }] };
}

describe('a refused call goes back plain and bounded, and the session goes on', () => {
  it('Ollama: arguments that are not JSON go back as {}, and the result tells the model what it sent', async () => {
    const broken = { id: 'call_1', name: 'listAppointments', arguments: '{"date": "2026-11-24' };
    const { server, model } = await openAI('ollama', openAIToolCalls([broken]), openAIText('Sorry, say again?'));
    const agent = agentOn(model);
    expect(await agent.send('what do I have tomorrow?')).toMatchObject({ exit: 'answered', steps: 2 });
    const messages = (server.requests[1]!.body as { messages: Record<string, unknown>[] }).messages;
    expect(JSON.stringify(messages.at(-2))).toContain('"arguments":"{}"');
    const { error } = JSON.parse(String(messages.at(-1)!.content)) as { error: string };
    expect(error).toContain(`they were ${JSON.stringify(broken.arguments)}`);
  });

  it('Gemini: a call nesting 6,000 arrays, with 3 MB beside it, is refused and leaves no trace in later requests', async () => {
    const nested = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const call = `{"functionCall":{"name":"listAppointments","args":{"date":${nested},"x":"${'y'.repeat(3_000_000)}"}}}`;
    const body = `{"candidates":[{"content":{"role":"model","parts":[${call}]},"finishReason":"STOP","index":0}]}`;
    const { server, model } = await gemini({ body }, geminiText('Which day?'), geminiText('Hello.'));
    const agent = agentOn(model);
    expect(await agent.send('what do I have?')).toMatchObject({ exit: 'answered', text: 'Which day?' });
    expect(await agent.send('hello')).toMatchObject({ exit: 'answered', text: 'Hello.' });
    const sizes = server.requests.map((request) => JSON.stringify(request.body).length);
    expect(Math.max(...sizes.slice(1))).toBeLessThan(20_000);
  });
});
