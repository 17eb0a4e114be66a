import {
  createGeminiToolModel,
  createOpenAIToolModel,
  type ToolCallingModel,
  type ToolDeclaration,
} from '@scheduling-agent/llm-service';
import {
  type FakeServer,
  geminiText,
  openAIText,
  startFakeGeminiToolServer,
  startFakeOpenAIToolServer,
} from '@scheduling-agent/llm-testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connectFixtures,
  fixtureServer,
  THIRD_PARTY_SHAPES_SCHEMA,
  ZOD_STYLE_SCHEMA,
} from '../test-fixtures/fixture-server.ts';
import { declareTools } from './tool-declarations.ts';

const servers: FakeServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const noRetry = { maxRetries: 0, timeoutMs: 30_000 };

/** Each provider's model on its fake server, which refuses what the real one refuses, answering "Hi." once. */
const PROVIDERS: Record<string, () => Promise<{ model: ToolCallingModel; server: FakeServer }>> = {
  gemini: async () => {
    const server = await startFakeGeminiToolServer();
    server.reply(geminiText('Hi.'));
    const model = createGeminiToolModel({ apiKey: 'k', model: 'gemini-3-flash', baseUrl: server.url, ...noRetry });
    return { model, server };
  },
  openai: async () => {
    const server = await startFakeOpenAIToolServer({ flavor: 'openai' });
    server.reply(openAIText('Hi.'));
    return { model: createOpenAIToolModel({ baseUrl: server.url, model: 'gpt', ...noRetry }), server };
  },
  ollama: async () => {
    const server = await startFakeOpenAIToolServer({ flavor: 'ollama' });
    server.reply(openAIText('Hi.'));
    return { model: createOpenAIToolModel({ baseUrl: server.url, model: 'qwen3', ...noRetry }), server };
  },
};

/** The declarations a model is sent for a server whose one tool `remind` has the given schema. */
async function toolDeclarations(schema: object = ZOD_STYLE_SCHEMA): Promise<ToolDeclaration[]> {
  const { registry, notices } = await connectFixtures({
    other: fixtureServer([{ tool: { name: 'remind', inputSchema: schema as never } }]),
  });
  expect(notices).toEqual([]);
  return declareTools(registry);
}

describe('a tool with a Zod-generated schema, from an MCP server, reaches every provider in a form it accepts', () => {
  it.each(Object.keys(PROVIDERS))('%s', async (provider) => {
    const { model, server } = await PROVIDERS[provider]!();
    servers.push(server);
    const tools = await toolDeclarations();
    const reply = await model.generate({ systemInstruction: '', history: [{ type: 'user-input', text: 'hi' }], tools });
    expect(reply).toMatchObject({ text: 'Hi.' });
    expect(JSON.stringify(server.requests[0]!.body)).toContain('"remind"');
  });

  it("Gemini's fake refuses the schema as the server wrote it, as Gemini's Schema would, naming each field", async () => {
    const server = await startFakeGeminiToolServer();
    servers.push(server);
    const declaration = { name: 'remind', description: 'Remind me.', parameters: ZOD_STYLE_SCHEMA };
    const response = await fetch(`${server.url}/v1beta/models/m:generateContent`, {
      method: 'POST',
      body: JSON.stringify({
        contents: [{ role: 'user', parts: [{ text: 'hi' }] }],
        tools: [{ functionDeclarations: [declaration] }],
      }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const field of ['$schema', 'additionalProperties', '$defs', '$ref', 'const'])
      expect(text).toContain(`Unknown name \\"${field}\\"`);
  });
});

describe('shapes other servers write (array without items, free-form object, format uri, exclusiveMinimum, enum without type) reach every provider', () => {
  it.each(Object.keys(PROVIDERS))('%s', async (provider) => {
    const { model, server } = await PROVIDERS[provider]!();
    servers.push(server);
    const tools = await toolDeclarations(THIRD_PARTY_SHAPES_SCHEMA);
    const reply = await model.generate({ systemInstruction: '', history: [{ type: 'user-input', text: 'hi' }], tools });
    expect(reply).toMatchObject({ text: 'Hi.' });
  });

  it("OpenAI's fake refuses the array without items as OpenAI does, so the test above can fail", async () => {
    const { model, server } = await PROVIDERS.openai!();
    servers.push(server);
    const tools = [{ name: 'remind', description: 'Remind me.', parameters: THIRD_PARTY_SHAPES_SCHEMA }];
    const call = model.generate({ systemInstruction: '', history: [{ type: 'user-input', text: 'hi' }], tools });
    await expect(call).rejects.toThrow(/array schema missing items/);
  });

  it('the host accepts the calls the server accepts: any field in the free-form object, any item in the list', async () => {
    const { registry } = await connectFixtures({
      other: fixtureServer([{ tool: { name: 'remind', inputSchema: THIRD_PARTY_SHAPES_SCHEMA as never } }]),
    });
    const parameters = { tags: ['a', 2], filters: { author: 'Ada' }, link: 'https://example.org', count: 1, kind: 'b' };
    expect(registry.checkCall('remind', parameters)).toMatchObject({ ok: true });
    // A list of any items holds null and lists too, as the server's schema allows; a list three deep is refused
    // (no portable schema can say "any depth"), and the server is the one that would take it.
    const withNullAndList = { ...parameters, tags: ['a', null, ['b', null, 3]] };
    expect(registry.checkCall('remind', withNullAndList)).toMatchObject({ ok: true });
    expect(registry.checkCall('remind', { ...parameters, tags: [[['deep']]] })).toMatchObject({ ok: false });
    expect(registry.checkCall('remind', { ...parameters, kind: 'z' })).toMatchObject({ ok: false });
  });
});
