import { describe, expect, it } from 'vitest';
import { createModel } from './create-model.ts';
import { createToolCallingModel } from './native/create-tool-calling-model.ts';
import { resolveProvider } from './provider-settings.ts';
import { redact } from './redact.ts';

describe('resolveProvider: one choice of provider for the text and the tool-calling models', () => {
  it('picks --provider, else LLM_PROVIDER, else Gemini with a key, else offline', () => {
    expect(resolveProvider({}, {}).kind).toBe('offline');
    expect(resolveProvider({}, { GEMINI_API_KEY: 'k' }).kind).toBe('gemini');
    expect(resolveProvider({}, { GEMINI_API_KEY: 'k', LLM_PROVIDER: 'ollama' }).kind).toBe('openai-compatible');
    expect(resolveProvider({ provider: 'OFFLINE' }, { GEMINI_API_KEY: 'k' }).kind).toBe('offline');
  });

  it('gives Ollama its own settings names and a small default context', () => {
    const settings = resolveProvider({ provider: 'ollama' }, { OLLAMA_MODEL: 'qwen3:8b' });
    expect(settings).toMatchObject({
      kind: 'openai-compatible',
      options: { baseUrl: 'http://localhost:11434/v1', model: 'qwen3:8b', providerLabel: 'ollama' },
      defaultContextTokens: 3500,
    });
  });

  it('never gives OPENAI_API_KEY to Ollama, whose host is not OpenAI', () => {
    const settings = resolveProvider({ provider: 'ollama' }, { OPENAI_API_KEY: 'sk-for-openai' });
    expect(settings.kind === 'openai-compatible' && settings.options.apiKey).toBeUndefined();
    const openai = resolveProvider({ provider: 'openai' }, { OPENAI_API_KEY: 'sk-for-openai' });
    expect(openai.kind === 'openai-compatible' && openai.options.apiKey).toBe('sk-for-openai');
  });

  it('refuses the same things, with the same words, for both kinds of model', () => {
    for (const [options, env, message] of [
      [{ provider: 'gemini' }, {}, /needs an API key/],
      [{ provider: 'openai' }, {}, /needs OPENAI_API_KEY/],
      [{ provider: 'claude' }, {}, /Unknown provider "claude"/],
      [{}, { GEMINI_API_KEY: 'k', GEMINI_THINKING_LEVEL: 'deep' }, /GEMINI_THINKING_LEVEL must be one of/],
    ] as const) {
      expect(() => createModel({ ...options, env })).toThrow(message);
      expect(() => createToolCallingModel({ ...options, env })).toThrow(message);
    }
  });

  it('refuses a base URL holding a user name or password, naming the setting but never the credentials', () => {
    for (const [provider, setting] of [
      ['gemini', 'GOOGLE_GEMINI_BASE_URL'],
      ['openai', 'OPENAI_BASE_URL'],
      ['ollama', 'OLLAMA_BASE_URL'],
    ] as const) {
      const env = { GEMINI_API_KEY: 'k', OPENAI_API_KEY: 'k', [setting]: 'https://me:s3cret-pw@models.example/v1' };
      let message = '';
      try {
        resolveProvider({ provider }, env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        `${setting} holds a user name or password (https://…@models.example): take them out of the address, and put an API key in ${provider === 'gemini' ? 'GEMINI_API_KEY' : 'OPENAI_API_KEY'} instead.`,
      );
      expect(message).not.toMatch(/s3cret|me:/);
    }
    expect(resolveProvider({ provider: 'openai' }, { OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toMatchObject({
      options: { baseUrl: 'http://127.0.0.1:8080/v1' },
    });
  });
});

describe('resolveProvider: the keys in the environment', () => {
  it('are secrets whichever provider runs, so a key pasted into a message is blanked with the offline model too', () => {
    const env = { GEMINI_API_KEY: 'AIzaGeminiKeyNotUsedOffline', OPENAI_API_KEY: 'sk-openai-key-not-used' };
    expect(resolveProvider({ provider: 'offline' }, env).kind).toBe('offline');
    expect(redact('my key is AIzaGeminiKeyNotUsedOffline and sk-openai-key-not-used')).toBe(
      'my key is [redacted] and [redacted]',
    );
  });
});
