import { type ModelOptions, timeoutMsFrom } from '../create-model.ts';
import { ConfigurationError } from '../errors.ts';
import { resolveProvider } from '../provider-settings.ts';
import { createGeminiToolModel } from './gemini-tools.ts';
import { createOpenAIToolModel } from './openai-tools.ts';
import type { ToolCallingModel } from './tool-calling-types.ts';

/** What a part passes to {@link createToolCallingModel}: the text options, and how to build the offline stand-in. */
export interface ToolCallingModelOptions
  extends Pick<ModelOptions, 'provider' | 'model' | 'timeoutSeconds' | 'env' | 'onRetry'> {
  /**
   * Builds the offline stand-in's native side. It lives in its own package, which depends on this one, so the part
   * hands it in; without it `offline` is a configuration error that says so.
   */
  readonly offline?: () => ToolCallingModel;
}

/**
 * Picks and builds a model with native tool calling, the same way {@link createModel} picks a text model:
 * `--provider`, else `LLM_PROVIDER`, else Gemini when a Gemini key is set, else the offline stand-in.
 */
export function createToolCallingModel(options: ToolCallingModelOptions = {}): ToolCallingModel {
  const settings = resolveProvider(options, options.env ?? process.env);
  const common = {
    timeoutMs: timeoutMsFrom(options.timeoutSeconds ?? 60),
    ...(options.onRetry ? { onRetry: options.onRetry } : {}),
  };
  switch (settings.kind) {
    case 'gemini':
      return createGeminiToolModel({ ...settings.options, ...common });
    case 'openai-compatible':
      return createOpenAIToolModel({ ...settings.options, ...common });
    case 'offline':
      if (options.offline) return options.offline();
      throw new ConfigurationError(
        'The offline stand-in does not speak native tool calling here: choose --provider gemini, openai or ollama.',
      );
  }
}
