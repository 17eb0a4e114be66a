import {
  createContextBudget,
  type PreparedRequest,
  prepareMessages,
  type SchemaPlacement,
} from '../prepare-messages.ts';
import { registerSecret } from '../redact.ts';
import { type RetryInfo, withRetry } from '../retry.ts';
import type { LanguageModel, ModelRequest, ModelResponse } from '../types.ts';
import { isStrictSchema, toWireSchema } from '../wire-schema.ts';
import { sameOriginFetch } from './guarded-fetch.ts';
import { capitalize, type ProviderWords } from './http-errors.ts';
import { readChatCompletion, readModelList } from './openai-compatible-reply.ts';
import { chatCompletionsUrl, send } from './openai-compatible-send.ts';

/** Options for {@link createOpenAICompatibleModel}. */
export interface OpenAICompatibleModelOptions {
  /** The API root, ending in `/v1`: `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama), … */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer …` when given; local servers usually need none. */
  readonly apiKey?: string;
  readonly model: string;
  /** Name for the banner and messages, e.g. `ollama` (default: `openai-compatible`). */
  readonly providerLabel?: string;
  /** Time limit for the whole call, retries included, in milliseconds (default 60000; local models may need more). */
  readonly timeoutMs?: number;
  /** Retries after the first attempt (default 3). */
  readonly maxRetries?: number;
  /** Waits between attempts; tests inject one that returns at once. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called before each retry, e.g. to tell the person why they are waiting. */
  readonly onRetry?: (info: RetryInfo) => void;
  /** The settings that fix hints name (default `OPENAI_BASE_URL`, `OPENAI_API_KEY`, `OPENAI_MODEL`). */
  readonly settingNames?: Partial<OpenAISettingNames>;
  /** Keep each request under about this many tokens by leaving out the oldest turns (default 8192). */
  readonly contextTokens?: number;
  /** Told once, in words for the person, when the oldest turns start being left out. */
  readonly onNotice?: (message: string) => void;
  /** Whether the reply schema takes room in the prompt (default) or becomes a grammar that takes none (Ollama). */
  readonly schemaPlacement?: SchemaPlacement;
  /** How to get a missing model, e.g. ``ollama pull llama3.2`` (default: list the models and pick one). */
  readonly pullHint?: string;
  /**
   * True for a server that ignores `tool_choice` (Ollama's `/v1` has no such field). A step that must not call tools
   * is then sent with no tools declared and the calls and results so far written out as text.
   */
  readonly ignoresToolChoice?: boolean;
}

/** Names of the settings behind the base URL, the key and the model, as a person would change them. */
interface OpenAISettingNames {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
}

/**
 * A {@link LanguageModel} for any server that speaks OpenAI's Chat Completions API: OpenAI itself, Ollama, llama.cpp
 * server, LM Studio, vLLM. Plain `fetch`, no SDK. Requests with a `responseSchema` ask for structured output
 * (`response_format: json_schema`). Failures are retried by {@link withRetry} and arrive as the error family.
 */
export function createOpenAICompatibleModel(options: OpenAICompatibleModelOptions): LanguageModel {
  registerSecret(options.apiKey);
  const names: OpenAISettingNames = {
    baseUrl: options.settingNames?.baseUrl ?? 'OPENAI_BASE_URL',
    apiKey: options.settingNames?.apiKey ?? 'OPENAI_API_KEY',
    model: options.settingNames?.model ?? 'OPENAI_MODEL',
  };
  const endpoint = chatCompletionsUrl(options.baseUrl, names.baseUrl);
  const words = openAIWords(endpoint, options, names);
  const { timeoutMs, maxRetries, sleep, onRetry } = options;
  // With a key, a redirect to another host is refused rather than followed (see sameOriginFetch).
  const fetcher = options.apiKey ? sameOriginFetch(names.baseUrl, 'openai-compatible') : fetch;
  const budget = createContextBudget(options.contextTokens ?? 8192, words.name, options.onNotice);
  const retry = (signal: AbortSignal | undefined) => ({
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(sleep === undefined ? {} : { sleep }),
    ...(onRetry === undefined ? {} : { onRetry }),
    signal,
    provider: 'openai-compatible',
    label: capitalize(words.name),
  });
  return {
    provider: 'openai-compatible',
    label: `${options.providerLabel ?? 'openai-compatible'} (${options.model})`,
    generate(request: ModelRequest): Promise<ModelResponse> {
      const prepared = prepareMessages(request, budget.tokens, options.schemaPlacement);
      budget.noteDropped(prepared.droppedMessages);
      const body = JSON.stringify(toChatCompletionRequest(options.model, request, prepared));
      return withRetry(
        async (signal) =>
          readChatCompletion(await send(fetcher, endpoint, 'POST', body, options.apiKey, signal, words), words),
        retry(request.signal),
      );
    },
    listModels(listOptions = {}) {
      const modelsUrl = new URL(endpoint.href.replace(/\/chat\/completions$/, '/models'));
      return withRetry(
        async (signal) =>
          readModelList(await send(fetcher, modelsUrl, 'GET', undefined, options.apiKey, signal, words), words),
        retry(listOptions.signal),
      );
    },
  };
}

// #region openai-request
/**
 * Our request as a Chat Completions body: the system instruction first, then the conversation (same-role neighbours
 * merged, oldest turns left out to fit the budget). The reply schema goes in `response_format` as OpenAI's structured
 * outputs expect it: an object root, and `strict: true` when the schema meets strict mode's rules.
 */
function toChatCompletionRequest(
  model: string,
  request: ModelRequest,
  prepared: PreparedRequest = prepareMessages(request, Number.POSITIVE_INFINITY),
): Record<string, unknown> {
  const system = request.systemInstruction ? [{ role: 'system', content: request.systemInstruction }] : [];
  const schema = request.responseSchema ? toWireSchema(request.responseSchema) : undefined;
  return {
    model,
    messages: [...system, ...prepared.messages.map((message) => ({ role: message.role, content: message.text }))],
    stream: false,
    ...(schema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'reply', schema, strict: isStrictSchema(schema) },
          },
        }
      : {}),
  };
}
// #endregion openai-request

function openAIWords(endpoint: URL, options: OpenAICompatibleModelOptions, names: OpenAISettingNames): ProviderWords {
  const provider = options.providerLabel ?? 'openai-compatible';
  return {
    provider: 'openai-compatible',
    name: options.providerLabel ?? (endpoint.host === 'api.openai.com' ? 'OpenAI' : 'the OpenAI-compatible server'),
    host: endpoint.host,
    keySetting: `${names.apiKey} in .env or your environment`,
    urlSetting: names.baseUrl,
    unreachableHint: `check that the server is running, your connection, and ${names.baseUrl}`,
    requestHint: `check that ${names.baseUrl} ends in /v1, and see the troubleshooting table in docs/real-models.md`,
    model: options.model,
    modelHint:
      options.pullHint ??
      `see the models it offers with \`npm run models -- --provider ${provider}\`, then set ${names.model} or --model`,
  };
}
