import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.ts';
import { ScriptedToolModel } from '../testing/scripted-tool-model.ts';
import { createToolCallingModel } from './create-tool-calling-model.ts';

describe('createToolCallingModel', () => {
  it('picks Gemini when a key is set, and the OpenAI-compatible server or Ollama when asked', () => {
    expect(createToolCallingModel({ env: { GEMINI_API_KEY: 'fake-key' } }).label).toBe(
      'gemini (gemini-3.5-flash-lite)',
    );
    expect(
      createToolCallingModel({ env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } }).label,
    ).toBe('openai-compatible (gpt-4o-mini)');
    expect(createToolCallingModel({ provider: 'ollama', env: {} }).label).toBe('ollama (llama3.2)');
  });

  it('builds the offline stand-in the part hands in, and says so when there is none', () => {
    const offline = new ScriptedToolModel();
    expect(createToolCallingModel({ env: {}, offline: () => offline })).toBe(offline);
    expect(() => createToolCallingModel({ env: {} })).toThrow(ConfigurationError);
    expect(() => createToolCallingModel({ provider: 'gemini', env: {} })).toThrow(/GEMINI_API_KEY/);
  });
});
