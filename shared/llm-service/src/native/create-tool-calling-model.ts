import { contextTokensFor, type ModelOptions, timeoutMsFrom } from '../create-model.ts';
import { ConfigurationError } from '../errors.ts';
import { createContextBudget, withContextBudget } from '../prepare-messages.ts';
import { type ProviderSettings, resolveProvider } from '../provider-settings.ts';
import { createGeminiToolModel } from './gemini-tools.ts';
import { createOpenAIToolModel } from './openai-tools.ts';
import type { ToolCallingModel } from './tool-calling-types.ts';

/** What a part passes to {@link createToolCallingModel}: the text options, and how to build the offline stand-in. */
export interface ToolCallingModelOptions
  extends Pick<
    ModelOptions,
    'provider' | 'model' | 'timeoutSeconds' | 'contextTokens' | 'onNotice' | 'env' | 'onRetry'
  > {
  /**
   * Builds the offline stand-in's native side. It lives in its own package, which depends on this one, so the part
   * hands it in; without it `offline` is a configuration error that says so.
   */
  readonly offline?: () => ToolCallingModel;
}

/**
 * Picks and builds a model with native tool calling, the same way {@link createModel} picks a text model:
 * `--provider`, else `LLM_PROVIDER`, else Gemini when a Gemini key is set, else the offline stand-in. Requests keep
 * to the same context budget as the text models' (LLM_CONTEXT_TOKENS, else the provider's default), oldest turns
 * left out first, and `onNotice` is told once when that starts.
 */
export function createToolCallingModel(options: ToolCallingModelOptions = {}): ToolCallingModel {
  const env = options.env ?? process.env;
  const settings = resolveProvider(options, env);
  if (settings.kind === 'offline') {
    if (options.offline) return options.offline();
    throw new ConfigurationError(
      'The offline stand-in does not speak native tool calling here: choose --provider gemini, openai or ollama.',
    );
  }
  const common = {
    timeoutMs: timeoutMsFrom(options.timeoutSeconds ?? 60),
    ...(options.onRetry ? { onRetry: options.onRetry } : {}),
  };
  const model =
    settings.kind === 'gemini'
      ? createGeminiToolModel({ ...settings.options, ...common })
      : createOpenAIToolModel({ ...settings.options, ...common });
  const budget = createContextBudget(
    contextTokensFor(settings, options.contextTokens ?? env.LLM_CONTEXT_TOKENS),
    providerName(settings),
    options.onNotice,
  );
  return withContextBudget(model, budget);
}

/** The provider as the trim notice names it, as the text models name it in theirs. */
function providerName(settings: Exclude<ProviderSettings, { kind: 'offline' }>): string {
  if (settings.kind === 'gemini') return 'Gemini';
  const { providerLabel, baseUrl } = settings.options;
  return providerLabel ?? (new URL(baseUrl).host === 'api.openai.com' ? 'OpenAI' : 'the OpenAI-compatible server');
}
