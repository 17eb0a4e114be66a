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
import { connectFixtures, fixtureServer, ZOD_STYLE_SCHEMA } from '../test-fixtures/fixture-server.ts';
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

/** The declarations a model is sent for a server whose one tool has a Zod-generated schema. */
async function zodToolDeclarations(): Promise<ToolDeclaration[]> {
  const { registry } = await connectFixtures({
    other: fixtureServer([{ tool: { name: 'remind', inputSchema: ZOD_STYLE_SCHEMA as never } }]),
  });
  return declareTools(registry);
}

describe('a tool with a Zod-generated schema, from an MCP server, reaches every provider in a form it accepts', () => {
  it.each(Object.keys(PROVIDERS))('%s', async (provider) => {
    const { model, server } = await PROVIDERS[provider]!();
    servers.push(server);
    const tools = await zodToolDeclarations();
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
