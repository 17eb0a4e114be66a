import { ConfigurationError, FlagValueError } from './errors.ts';
import { type ProviderSettings, resolveProvider } from './provider-settings.ts';
import { createGeminiModel } from './providers/gemini.ts';
import { createOpenAICompatibleModel } from './providers/openai-compatible.ts';
import type { RetryInfo } from './retry.ts';
import type { LanguageModel } from './types.ts';

export { PROVIDERS } from './provider-settings.ts';

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
  const settings = resolveProvider(options, env);
  const contextTokens = contextTokensFrom(options.contextTokens ?? env.LLM_CONTEXT_TOKENS);
  const common = {
    timeoutMs: timeoutMsFrom(options.timeoutSeconds ?? 60),
    ...(options.onRetry ? { onRetry: options.onRetry } : {}),
    ...(options.onNotice ? { onNotice: options.onNotice } : {}),
  };
  switch (settings.kind) {
    case 'gemini':
      return createGeminiModel({
        ...settings.options,
        ...common,
        contextTokens: contextTokens ?? settings.defaultContextTokens,
      });
    case 'openai-compatible':
      return createOpenAICompatibleModel({
        ...settings.options,
        ...common,
        contextTokens: contextTokens ?? settings.defaultContextTokens,
      });
    case 'offline':
      if (!options.offline) throw new ConfigurationError('The offline stand-in is not available in this program.');
      return options.offline();
  }
}
// #endregion create-model

/**
 * Seconds as whole milliseconds, refused outside 1 s to 1 hour: timers take whole milliseconds up to about 24 days,
 * so `16.1` must be rounded and `1e7` or `0.0001` refused, or every request would fail with a RangeError.
 */
export function timeoutMsFrom(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3600) {
    throw new FlagValueError(`--timeout must be from 1 to 3600 seconds (got ${String(seconds)}).`);
  }
  return Math.round(seconds * 1000);
}

/**
 * The tokens a request to this provider may use: `value` (the `contextTokens` option or LLM_CONTEXT_TOKENS) when
 * set, else the provider's default. Text and tool-calling models both take their budget from here.
 */
export function contextTokensFor(
  settings: Exclude<ProviderSettings, { kind: 'offline' }>,
  value: number | string | undefined,
): number {
  return contextTokensFrom(value) ?? settings.defaultContextTokens;
}

function contextTokensFrom(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const tokens = Number(value);
  if (!Number.isInteger(tokens) || tokens < 500 || tokens > 10_000_000) {
    throw new ConfigurationError(`LLM_CONTEXT_TOKENS must be a whole number from 500 to 10000000 (got "${value}").`);
  }
  return tokens;
}
