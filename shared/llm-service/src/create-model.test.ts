import { describe, expect, it } from 'vitest';
import { createModel } from './create-model.ts';
import { ConfigurationError } from './errors.ts';
import { DEFAULT_GEMINI_MODEL } from './providers/gemini-request.ts';
import type { LanguageModel } from './types.ts';

const standIn: LanguageModel = { provider: 'offline', label: 'stand-in', generate: async () => ({ text: '{}' }) };
const offline = () => standIn;

describe('createModel', () => {
  it('defaults to the offline model when no key is set', () => {
    expect(createModel({ env: {}, offline })).toBe(standIn);
  });

  it('uses Gemini when a Gemini key is set', () => {
    const model = createModel({ env: { GEMINI_API_KEY: 'test-key-1234' } });
    expect(model.provider).toBe('gemini');
    expect(model.label).toBe(`gemini (${DEFAULT_GEMINI_MODEL})`);
    // A current Gemini 3.x model: the 2.5 models are being shut down.
    expect(DEFAULT_GEMINI_MODEL).toMatch(/^gemini-3\.\d+-flash/);
  });

  it('accepts GOOGLE_API_KEY and GEMINI_MODEL', () => {
    const model = createModel({ env: { GOOGLE_API_KEY: 'test-key-1234', GEMINI_MODEL: 'gemini-2.5-pro' } });
    expect(model.label).toContain('gemini-2.5-pro');
  });

  it('lets LLM_PROVIDER and then --provider override the default', () => {
    const env = { GEMINI_API_KEY: 'test-key-1234', LLM_PROVIDER: 'offline' };
    expect(createModel({ env, offline }).provider).toBe('offline');
    expect(createModel({ env, provider: 'gemini' }).provider).toBe('gemini');
  });

  it('refuses an unknown provider with the list of known ones', () => {
    expect(() => createModel({ env: {}, provider: 'claude' })).toThrow(ConfigurationError);
    expect(() => createModel({ env: {}, provider: 'claude' })).toThrow(/Unknown provider "claude": use one of gemini/);
  });

  it('refuses an explicit gemini without a key, saying where to put one', () => {
    expect(() => createModel({ env: {}, provider: 'gemini' })).toThrow(/set GEMINI_API_KEY/);
  });

  it('builds an Ollama preset without a key', () => {
    const model = createModel({ env: {}, provider: 'ollama' });
    expect(model.provider).toBe('openai-compatible');
    expect(model.label).toBe('ollama (qwen3:4b)');
  });

  it('requires a key for api.openai.com but not for a local server', () => {
    expect(() => createModel({ env: {}, provider: 'openai' })).toThrow(/OPENAI_API_KEY/);
    const local = createModel({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }, provider: 'openai-compatible' });
    expect(local.provider).toBe('openai-compatible');
  });
});

describe('createModel with what the stand-in package provides', () => {
  it('says so in one line when the offline stand-in was not given', () => {
    expect(() => createModel({ env: {} })).toThrow(ConfigurationError);
  });

  it('wraps the chosen model in chaos mode only when a rate is set, passing the retry listener on', () => {
    const onRetry = () => {};
    const seen: unknown[] = [];
    const withChaos = (model: LanguageModel, chaos: unknown) => {
      seen.push(chaos);
      return { ...model, label: `${model.label} + chaos` };
    };
    expect(createModel({ env: {}, offline, withChaos }).label).toBe('stand-in');
    const model = createModel({ env: {}, offline, withChaos, onRetry, chaos: { rate: 0.3, seed: 2 } });
    expect(model.label).toBe('stand-in + chaos');
    expect(seen).toEqual([{ rate: 0.3, seed: 2, onRetry }]);
  });
});
