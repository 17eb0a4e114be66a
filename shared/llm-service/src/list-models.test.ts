import { type FakeServer, startFakeOpenAIServer } from '@scheduling-agent/llm-fake-servers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printModelsIfAsked } from './list-models.ts';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("a part's --list-models", () => {
  it('does nothing without the flag, so the part starts as usual', async () => {
    await expect(printModelsIfAsked({ provider: 'ollama' })).resolves.toBe(false);
  });

  it("prints the server's models one per line, through GET /models", async () => {
    const server = await startFakeOpenAIServer(undefined, { models: ['qwen3:8b', 'llama3.2'] });
    servers.push(server);
    vi.stubEnv('OLLAMA_BASE_URL', server.url);
    vi.stubEnv('OPENAI_API_KEY', '');
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    await expect(printModelsIfAsked({ provider: 'ollama', 'list-models': true })).resolves.toBe(true);
    expect(printed).toEqual(['llama3.2', 'qwen3:8b']);
  });

  it('says in one line that the offline stand-in has no list', async () => {
    await expect(printModelsIfAsked({ provider: 'offline', 'list-models': true })).rejects.toThrow(
      'The offline provider has no list of models: it is the only one there is.',
    );
  });
});
