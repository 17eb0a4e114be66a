import { ConfigurationError } from './errors.ts';
import { createGeminiModel } from './providers/gemini.ts';
import { createOpenAICompatibleModel } from './providers/openai-compatible.ts';
import type { RetryInfo } from './retry.ts';
import type { LanguageModel } from './types.ts';

/** The provider names `--provider` accepts. */
export const PROVIDERS = ['gemini', 'openai-compatible', 'openai', 'ollama', 'offline'] as const;

/** What a part passes in from its flags; anything unset comes from the environment. */
export interface ModelOptions {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  /** Seconds to wait for one reply. */
  readonly timeoutSeconds?: number | undefined;
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
  const timeoutMs = (options.timeoutSeconds ?? 60) * 1000;
  const common = { timeoutMs, ...(options.onRetry ? { onRetry: options.onRetry } : {}) };
  switch (provider) {
    case 'gemini':
      if (!geminiKey) {
        throw new ConfigurationError(
          'The gemini provider needs an API key: set GEMINI_API_KEY in .env or your environment (free keys at https://aistudio.google.com/apikey).',
        );
      }
      return createGeminiModel({
        apiKey: geminiKey,
        model: options.model || env.GEMINI_MODEL || 'gemini-2.5-flash',
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
      return createOpenAICompatibleModel({ baseUrl, model, ...keyOf(env.OPENAI_API_KEY), ...common });
    }
    case 'ollama': {
      const baseUrl = env.OLLAMA_BASE_URL || env.OPENAI_BASE_URL || 'http://localhost:11434/v1';
      const model = options.model || env.OLLAMA_MODEL || env.OPENAI_MODEL || 'llama3.2';
      return createOpenAICompatibleModel({
        baseUrl,
        model,
        providerLabel: 'ollama',
        settingNames: { baseUrl: 'OLLAMA_BASE_URL', model: 'OLLAMA_MODEL' },
        ...keyOf(env.OPENAI_API_KEY),
        ...common,
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
