import { openAIText, startFakeOpenAIToolServer } from '@scheduling-agent/llm-fake-servers';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.ts';
import { trimNotice } from '../prepare-messages.ts';
import { DEFAULT_OLLAMA_MODEL, DEFAULT_OPENAI_MODEL } from '../provider-settings.ts';
import { createToolCallingModel } from './create-tool-calling-model.ts';
import type { ConversationEntry, ToolCallingModel } from './tool-calling-types.ts';

describe('createToolCallingModel', () => {
  it('picks Gemini when a key is set, and the OpenAI-compatible server or Ollama when asked', () => {
    expect(createToolCallingModel({ env: { GEMINI_API_KEY: 'fake-key' } }).label).toBe(
      'gemini (gemini-3.5-flash-lite)',
    );
    expect(
      createToolCallingModel({ env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } }).label,
    ).toBe(`openai-compatible (${DEFAULT_OPENAI_MODEL})`);
    expect(createToolCallingModel({ provider: 'ollama', env: {} }).label).toBe(`ollama (${DEFAULT_OLLAMA_MODEL})`);
    // Current tool-calling models: Qwen3 on Ollama (its own tool docs use it), no announced shutdown on OpenAI.
    expect([DEFAULT_OLLAMA_MODEL, DEFAULT_OPENAI_MODEL]).toEqual(['qwen3:4b', 'gpt-6-luna']);
  });

  it('builds the offline stand-in the part hands in, and says so when there is none', () => {
    // Any tool-calling model will do: the factory hands back the one it is given.
    const offline: ToolCallingModel = {
      provider: 'scripted',
      label: 'stub',
      generate: () => Promise.reject(new Error('not called')),
    };
    expect(createToolCallingModel({ env: {}, offline: () => offline })).toBe(offline);
    expect(() => createToolCallingModel({ env: {} })).toThrow(ConfigurationError);
    expect(() => createToolCallingModel({ provider: 'gemini', env: {} })).toThrow(/GEMINI_API_KEY/);
  });

  it('keeps to LLM_CONTEXT_TOKENS like the text models: whole old turns left out, the person told once', async () => {
    const server = await startFakeOpenAIToolServer();
    try {
      const notices: string[] = [];
      const model = createToolCallingModel({
        provider: 'ollama',
        env: { OLLAMA_BASE_URL: server.url, LLM_CONTEXT_TOKENS: '600' },
        onNotice: (message) => notices.push(message),
      });
      const turn = (n: number): ConversationEntry[] => [
        { type: 'user-input', text: `question ${n} ${'x'.repeat(600)}` },
        { type: 'answer', text: `answer ${n} ${'y'.repeat(600)}` },
      ];
      const history = [...turn(1), ...turn(2), { type: 'user-input' as const, text: 'and now?' }];
      server.reply(openAIText('ok'), openAIText('ok'));
      await model.generate({ systemInstruction: 'You book appointments.', history, tools: [] });
      await model.generate({ systemInstruction: 'You book appointments.', history, tools: [] });
      const sent = server.requests[0]?.body as { messages: Array<{ role: string; content: string }> };
      expect(sent.messages.map((message) => message.content.slice(0, 10))).toEqual([
        'You book a',
        'question 2',
        'answer 2 y',
        'and now?',
      ]);
      expect(notices).toEqual([trimNotice('ollama', 600)]);
    } finally {
      await server.close();
    }
  });
});
