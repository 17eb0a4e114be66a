import { type ModelOptions, timeoutMsFrom } from '../create-model.ts';
import { ConfigurationError } from '../errors.ts';
import { DEFAULT_GEMINI_MODEL } from '../providers/gemini-request.ts';
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
  const env = options.env ?? process.env;
  const geminiKey = env.GEMINI_API_KEY || env.GOOGLE_API_KEY;
  const provider = (options.provider || env.LLM_PROVIDER || (geminiKey ? 'gemini' : 'offline')).toLowerCase();
  const common = {
    timeoutMs: timeoutMsFrom(options.timeoutSeconds ?? 60),
    ...(options.onRetry ? { onRetry: options.onRetry } : {}),
  };
  switch (provider) {
    case 'gemini':
      if (!geminiKey) {
        throw new ConfigurationError(
          'The gemini provider needs an API key: set GEMINI_API_KEY in .env or your environment (free keys at https://aistudio.google.com/apikey).',
        );
      }
      return createGeminiToolModel({
        apiKey: geminiKey,
        model: options.model || env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL,
        ...(env.GOOGLE_GEMINI_BASE_URL?.trim()
          ? { baseUrl: env.GOOGLE_GEMINI_BASE_URL.trim(), baseUrlSetting: 'GOOGLE_GEMINI_BASE_URL' }
          : {}),
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
      return createOpenAIToolModel({ baseUrl, model, ...keyOf(env.OPENAI_API_KEY), ...common });
    }
    case 'ollama': {
      const model = options.model || env.OLLAMA_MODEL || env.OPENAI_MODEL || 'llama3.2';
      return createOpenAIToolModel({
        baseUrl: env.OLLAMA_BASE_URL || env.OPENAI_BASE_URL || 'http://localhost:11434/v1',
        model,
        providerLabel: 'ollama',
        settingNames: { baseUrl: 'OLLAMA_BASE_URL', model: 'OLLAMA_MODEL' },
        pullHint: `download it with \`ollama pull ${model}\` (\`ollama list\` shows what you have), or set OLLAMA_MODEL`,
        ...keyOf(env.OPENAI_API_KEY),
        ...common,
      });
    }
    case 'offline':
      if (options.offline) return options.offline();
      throw new ConfigurationError(
        'The offline stand-in does not speak native tool calling here: choose --provider gemini, openai or ollama.',
      );
    default:
      throw new ConfigurationError(
        `Unknown provider "${provider}": use one of gemini, openai-compatible, openai, ollama, offline.`,
      );
  }
}

function keyOf(apiKey: string | undefined): { apiKey?: string } {
  return apiKey ? { apiKey } : {};
}
