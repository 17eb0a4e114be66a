import { ConfigurationError } from './errors.ts';
import { createGeminiModel } from './providers/gemini.ts';
import { DEFAULT_GEMINI_MODEL, THINKING_LEVELS, type ThinkingLevel } from './providers/gemini-request.ts';
import { createOpenAICompatibleModel } from './providers/openai-compatible.ts';
import type { RetryInfo } from './retry.ts';
import type { LanguageModel } from './types.ts';

/** The provider names `--provider` accepts. */
export const PROVIDERS = ['gemini', 'openai-compatible', 'openai', 'ollama', 'offline'] as const;

/** What a part passes in from its flags; anything unset comes from the environment. */
export interface ModelOptions {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  /** Seconds to wait for one reply, retries included (default 60; 1 to 3600, rounded to milliseconds). */
  readonly timeoutSeconds?: number | undefined;
  /** Keep each request under about this many tokens (default: LLM_CONTEXT_TOKENS, else a default per provider). */
  readonly contextTokens?: number | undefined;
  /** Told things the person should know once, such as older turns being left out; e.g. `terminal.info`. */
  readonly onNotice?: ((message: string) => void) | undefined;
  readonly env?: NodeJS.ProcessEnv;
  /** Builds the stand-in used when the provider is `offline` (`@scheduling-agent/offline-model`). */
  readonly offline?: () => LanguageModel;
  /** Corrupt this share of replies, reproducibly (chaos mode, for teaching and testing recovery). */
  readonly chaos?: ChaosSetting | undefined;
  /** Wraps the model in chaos mode when `chaos` is set (`withChaos` from `@scheduling-agent/offline-model`). */
  readonly withChaos?: (model: LanguageModel, chaos: ChaosSetting & { onRetry?: RetryListener }) => LanguageModel;
  /** Told about each retry, so the person sees why the agent is waiting. */
  readonly onRetry?: RetryListener;
}

/** How much of the model's output chaos mode corrupts, and the seed that makes it reproducible. */
export interface ChaosSetting {
  readonly rate: number;
  readonly seed: number;
}

/** Told about each retry of a model call. */
export type RetryListener = (info: RetryInfo) => void;

// #region create-model
/**
 * Picks and builds the model: `--provider`, else `LLM_PROVIDER`, else Gemini when a Gemini key is set, else the
 * offline stand-in. A name it does not know, or a missing key for a provider chosen explicitly, is a
 * ConfigurationError whose message says what to do.
 */
export function createModel(options: ModelOptions = {}): LanguageModel {
  const model = createProviderModel(options);
  if (!options.chaos) return model;
  if (!options.withChaos) throw new ConfigurationError('Chaos mode is not available in this program.');
  return options.withChaos(model, { ...options.chaos, ...(options.onRetry ? { onRetry: options.onRetry } : {}) });
}

function createProviderModel(options: ModelOptions): LanguageModel {
  const env = options.env ?? process.env;
  const geminiKey = env.GEMINI_API_KEY || env.GOOGLE_API_KEY;
  const provider = (options.provider || env.LLM_PROVIDER || (geminiKey ? 'gemini' : 'offline')).toLowerCase();
  const timeoutMs = timeoutMsFrom(options.timeoutSeconds ?? 60);
  const contextTokens = contextTokensFrom(options.contextTokens ?? env.LLM_CONTEXT_TOKENS);
  const common = {
    timeoutMs,
    ...(contextTokens ? { contextTokens } : {}),
    ...(options.onRetry ? { onRetry: options.onRetry } : {}),
    ...(options.onNotice ? { onNotice: options.onNotice } : {}),
  };
  switch (provider) {
    case 'gemini':
      if (!geminiKey) {
        throw new ConfigurationError(
          'The gemini provider needs an API key: set GEMINI_API_KEY in .env or your environment (free keys at https://aistudio.google.com/apikey).',
        );
      }
      return createGeminiModel({
        apiKey: geminiKey,
        model: options.model || env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL,
        ...(env.GOOGLE_GEMINI_BASE_URL?.trim()
          ? { baseUrl: env.GOOGLE_GEMINI_BASE_URL.trim(), baseUrlSetting: 'GOOGLE_GEMINI_BASE_URL' }
          : {}),
        thinkingLevel: thinkingLevelFrom(env.GEMINI_THINKING_LEVEL),
        ...common,
      });
    case 'openai':
    case 'openai-compatible': {
      const baseUrl = env.OPENAI_BASE_URL || 'https://api.openai.com/v1';
      if (!env.OPENAI_API_KEY && baseUrl.includes('api.openai.com')) {
        throw new ConfigurationError(
          'The openai-compatible provider needs OPENAI_API_KEY for api.openai.com; for a local server set OPENAI_BASE_URL (e.g. http://localhost:8080/v1).',
        );
      }
      const model = options.model || env.OPENAI_MODEL || 'gpt-4o-mini';
      // OpenAI's own API holds long conversations; a local server's context is usually a few thousand tokens.
      const onOpenAI = baseUrl.includes('api.openai.com');
      return createOpenAICompatibleModel({
        baseUrl,
        model,
        ...keyOf(env.OPENAI_API_KEY),
        ...common,
        contextTokens: common.contextTokens ?? (onOpenAI ? 100_000 : 8192),
      });
    }
    case 'ollama': {
      const baseUrl = env.OLLAMA_BASE_URL || env.OPENAI_BASE_URL || 'http://localhost:11434/v1';
      const model = options.model || env.OLLAMA_MODEL || env.OPENAI_MODEL || 'llama3.2';
      return createOpenAICompatibleModel({
        baseUrl,
        model,
        providerLabel: 'ollama',
        settingNames: { baseUrl: 'OLLAMA_BASE_URL', model: 'OLLAMA_MODEL' },
        pullHint: `download it with \`ollama pull ${model}\` (\`ollama list\` shows what you have), or set OLLAMA_MODEL`,
        ...keyOf(env.OPENAI_API_KEY),
        ...common,
        // Ollama's default context is 4096 tokens (docs.ollama.com/faq) and it silently drops what does not fit,
        // the system instruction first; leave room for the reply.
        contextTokens: common.contextTokens ?? 3500,
      });
    }
    case 'offline':
      if (!options.offline) throw new ConfigurationError('The offline stand-in is not available in this program.');
      return options.offline();
    default:
      throw new ConfigurationError(`Unknown provider "${provider}": use one of ${PROVIDERS.join(', ')}.`);
  }
}
// #endregion create-model

function keyOf(apiKey: string | undefined): { apiKey?: string } {
  return apiKey ? { apiKey } : {};
}

/**
 * Seconds as whole milliseconds, refused outside 1 s to 1 hour: timers take whole milliseconds up to about 24 days,
 * so `16.1` must be rounded and `1e7` or `0.0001` refused, or every request would fail with a RangeError.
 */
export function timeoutMsFrom(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3600) {
    throw new ConfigurationError(`--timeout must be from 1 to 3600 seconds (got ${String(seconds)}).`);
  }
  return Math.round(seconds * 1000);
}

function contextTokensFrom(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const tokens = Number(value);
  if (!Number.isInteger(tokens) || tokens < 500 || tokens > 10_000_000) {
    throw new ConfigurationError(`LLM_CONTEXT_TOKENS must be a whole number from 500 to 10000000 (got "${value}").`);
  }
  return tokens;
}

function thinkingLevelFrom(value: string | undefined): ThinkingLevel | undefined {
  if (value === undefined || value === '') return undefined;
  const level = value.trim().toLowerCase();
  if ((THINKING_LEVELS as readonly string[]).includes(level)) return level as ThinkingLevel;
  throw new ConfigurationError(`GEMINI_THINKING_LEVEL must be one of ${THINKING_LEVELS.join(', ')} (got "${value}").`);
}
