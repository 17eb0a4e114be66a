import { ConfigurationError } from './errors.ts';
import type { GeminiModelOptions } from './providers/gemini.ts';
import { DEFAULT_GEMINI_MODEL, THINKING_LEVELS, type ThinkingLevel } from './providers/gemini-request.ts';
import type { OpenAICompatibleModelOptions } from './providers/openai-compatible.ts';
import { registerSecret } from './redact.ts';

/**
 * The OpenAI model used when OPENAI_MODEL does not say: the replacement OpenAI names for `gpt-4o-mini`, which shuts
 * down on 2027-01-14 (https://developers.openai.com/api/docs/deprecations).
 */
export const DEFAULT_OPENAI_MODEL = 'gpt-6-luna';

/**
 * The Ollama model used when OLLAMA_MODEL does not say: Qwen3, the family Ollama's own tool-calling docs use
 * (https://docs.ollama.com/capabilities/tool-calling), in a size (about 2.5 GB) a laptop holds. `llama3.2` often
 * answers with a call written as text or calls a tool it was not asked for (ollama/ollama#7487, #9947, #8152).
 */
export const DEFAULT_OLLAMA_MODEL = 'qwen3:4b';

/** The provider names `--provider` accepts. */
export const PROVIDERS = ['gemini', 'openai-compatible', 'openai', 'ollama', 'offline'] as const;

/** Where the chosen provider is and how to reach it, read once from the flags and the environment. */
export type ProviderSettings =
  | {
      readonly kind: 'gemini';
      readonly options: GeminiModelOptions;
      /** Tokens a request may use when LLM_CONTEXT_TOKENS does not say. */
      readonly defaultContextTokens: number;
    }
  | {
      readonly kind: 'openai-compatible';
      readonly options: OpenAICompatibleModelOptions;
      /** Tokens a request may use when LLM_CONTEXT_TOKENS does not say. */
      readonly defaultContextTokens: number;
    }
  | { readonly kind: 'offline' };

/**
 * Chooses the provider, `--provider`, else `LLM_PROVIDER`, else Gemini when a Gemini key is set, else the offline
 * stand-in, and reads its settings. Both the text and the tool-calling factories build their model from this, so they
 * choose alike. A name it does not know, or a missing key for a provider chosen explicitly, is a ConfigurationError
 * whose message says what to do.
 */
export function resolveProvider(
  choice: { provider?: string | undefined; model?: string | undefined },
  env: NodeJS.ProcessEnv,
): ProviderSettings {
  // Every key in the environment is a secret, whichever provider runs: with the offline stand-in chosen and
  // GEMINI_API_KEY set, a key pasted into a message must still be blanked on the screen, in the logs and in traces.
  for (const key of [env.GEMINI_API_KEY, env.GOOGLE_API_KEY, env.OPENAI_API_KEY]) registerSecret(key);
  const geminiKey = env.GEMINI_API_KEY || env.GOOGLE_API_KEY;
  const provider = (choice.provider || env.LLM_PROVIDER || (geminiKey ? 'gemini' : 'offline')).toLowerCase();
  const apiKey = env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {};
  switch (provider) {
    case 'gemini': {
      if (!geminiKey) {
        throw new ConfigurationError(
          'The gemini provider needs an API key: set GEMINI_API_KEY in .env or your environment (free keys at https://aistudio.google.com/apikey).',
        );
      }
      const baseUrl = refuseCredentials(env.GOOGLE_GEMINI_BASE_URL?.trim(), 'GOOGLE_GEMINI_BASE_URL', 'GEMINI_API_KEY');
      const thinkingLevel = thinkingLevelFrom(env.GEMINI_THINKING_LEVEL);
      return {
        kind: 'gemini',
        options: {
          apiKey: geminiKey,
          model: choice.model || env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL,
          ...(baseUrl ? { baseUrl, baseUrlSetting: 'GOOGLE_GEMINI_BASE_URL' } : {}),
          ...(thinkingLevel ? { thinkingLevel } : {}),
        },
        // Gemini models hold a million tokens or more; the budget only keeps a long session affordable.
        defaultContextTokens: 100_000,
      };
    }
    case 'openai':
    case 'openai-compatible': {
      const baseUrl =
        refuseCredentials(env.OPENAI_BASE_URL, 'OPENAI_BASE_URL', 'OPENAI_API_KEY') || 'https://api.openai.com/v1';
      const onOpenAI = baseUrl.includes('api.openai.com');
      if (!env.OPENAI_API_KEY && onOpenAI) {
        throw new ConfigurationError(
          'The openai-compatible provider needs OPENAI_API_KEY for api.openai.com; for a local server set OPENAI_BASE_URL (e.g. http://localhost:8080/v1).',
        );
      }
      const model = choice.model || env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL;
      // OpenAI's own API holds long conversations; a local server's context is usually a few thousand tokens.
      return {
        kind: 'openai-compatible',
        options: { baseUrl, model, ...apiKey },
        defaultContextTokens: onOpenAI ? 100_000 : 8192,
      };
    }
    case 'ollama': {
      const model = choice.model || env.OLLAMA_MODEL || env.OPENAI_MODEL || DEFAULT_OLLAMA_MODEL;
      return {
        kind: 'openai-compatible',
        options: {
          baseUrl:
            refuseCredentials(env.OLLAMA_BASE_URL, 'OLLAMA_BASE_URL', 'OPENAI_API_KEY') ||
            refuseCredentials(env.OPENAI_BASE_URL, 'OPENAI_BASE_URL', 'OPENAI_API_KEY') ||
            'http://localhost:11434/v1',
          model,
          providerLabel: 'ollama',
          settingNames: { baseUrl: 'OLLAMA_BASE_URL', model: 'OLLAMA_MODEL' },
          pullHint: `download it with \`ollama pull ${model}\` (\`ollama list\` shows what you have), or set OLLAMA_MODEL`,
          // Ollama turns the reply schema into a grammar (llm/server.go, llama.SchemaToGrammar): no prompt text.
          schemaPlacement: 'grammar',
          // Ollama's `/v1` reads no `tool_choice` (its `ChatCompletionRequest` in openai/openai.go has no such field,
          // and docs/api/openai-compatibility.mdx lists it as unsupported): `none` on the last step would not hold.
          ignoresToolChoice: true,
          // No OPENAI_API_KEY: that key is for OpenAI, and Ollama needs none, so it is never sent to the Ollama host.
        },
        // Ollama's context is 4096 tokens below 24 GiB of VRAM (docs.ollama.com/context-length). What does not fit
        // it drops silently, oldest messages first, keeping the system messages and the latest one
        // (server/prompt.go, chatPrompt). After a tool ran the latest message is its result, so the person's request
        // would be what goes. Our own budget stays under that window, about 600 tokens left for the reply, so whole
        // turns go first, the current one is kept, and the person is told.
        defaultContextTokens: 3500,
      };
    }
    case 'offline':
      return { kind: 'offline' };
    default:
      throw new ConfigurationError(`Unknown provider "${provider}": use one of ${PROVIDERS.join(', ')}.`);
  }
}

/**
 * A server address as given, unless it holds a user name or password (`https://user:secret@host/v1`): fetch refuses
 * such an address, and the key belongs in its own setting, so it stops here with a message that names the setting
 * and the host but never the credentials.
 */
function refuseCredentials(address: string | undefined, setting: string, keySetting: string): string | undefined {
  if (!address) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (url.username === '' && url.password === '') return address;
  throw new ConfigurationError(
    `${setting} holds a user name or password (${url.protocol}//…@${url.host}): take them out of the address, and put an API key in ${keySetting} instead.`,
  );
}

function thinkingLevelFrom(value: string | undefined): ThinkingLevel | undefined {
  if (value === undefined || value === '') return undefined;
  const level = value.trim().toLowerCase();
  if ((THINKING_LEVELS as readonly string[]).includes(level)) return level as ThinkingLevel;
  throw new ConfigurationError(`GEMINI_THINKING_LEVEL must be one of ${THINKING_LEVELS.join(', ')} (got "${value}").`);
}
