import { ConfigurationError, type LlmError } from '../errors.ts';
import { type PreparedRequest, prepareMessages, trimNotice } from '../prepare-messages.ts';
import { redact, registerSecret } from '../redact.ts';
import { type RetryInfo, withRetry } from '../retry.ts';
import type { LanguageModel, ModelRequest, ModelResponse } from '../types.ts';
import { isStrictSchema, toWireSchema } from '../wire-schema.ts';
import { sameOriginFetch } from './guarded-fetch.ts';
import { capitalize, type ProviderWords, parseRetryAfter, transportError } from './http-errors.ts';
import {
  badResponse,
  errorDetail,
  errorProblem,
  readChatCompletion,
  readModelList,
} from './openai-compatible-reply.ts';
import { errorFromStatus } from './status-errors.ts';

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
  /** How to get a missing model, e.g. ``ollama pull llama3.2`` (default: list the models and pick one). */
  readonly pullHint?: string;
}

/** Names of the settings behind the base URL, the key and the model, as a person would change them. */
export interface OpenAISettingNames {
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
  const endpoint = chatCompletionsUrl(options.baseUrl, names);
  const words = openAIWords(endpoint, options, names);
  const { timeoutMs, maxRetries, sleep, onRetry } = options;
  // With a key, a redirect to another host is refused rather than followed (see sameOriginFetch).
  const fetcher = options.apiKey ? sameOriginFetch(names.baseUrl, 'openai-compatible') : fetch;
  const budget = options.contextTokens ?? 8192;
  let noticed = false;
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
      const prepared = prepareMessages(request, budget);
      if (prepared.droppedMessages > 0 && !noticed) {
        noticed = true;
        options.onNotice?.(trimNotice(words.name, budget));
      }
      const body = JSON.stringify(toChatCompletionRequest(options.model, request, prepared));
      return withRetry(
        async (signal) =>
          readChatCompletion(await send(fetcher, endpoint, 'POST', body, options, signal, words), words),
        retry(request.signal),
      );
    },
    listModels(listOptions = {}) {
      const modelsUrl = new URL(endpoint.href.replace(/\/chat\/completions$/, '/models'));
      return withRetry(
        async (signal) =>
          readModelList(await send(fetcher, modelsUrl, 'GET', undefined, options, signal, words), words),
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
export function toChatCompletionRequest(
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

/** One request; the body text of a 2xx answer, and every failure as a member of the error family. */
async function send(
  fetcher: typeof fetch,
  url: URL,
  method: 'GET' | 'POST',
  body: string | undefined,
  options: OpenAICompatibleModelOptions,
  signal: AbortSignal,
  words: ProviderWords,
): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await fetcher(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      ...(body === undefined ? {} : { body }),
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw transportError(error, words) ?? badResponse(error, words);
  }
  if (!response.ok) throw statusError(response, text, words);
  return text;
}

function statusError(response: Response, body: string, words: ProviderWords): LlmError {
  // OpenAI sends `retry-after-ms` beside `retry-after` (its SDKs read it first); either is a wait in our terms.
  const milliseconds = Number.parseFloat(response.headers.get('retry-after-ms') ?? '');
  const retryAfterSeconds = Number.isFinite(milliseconds)
    ? Math.max(0, milliseconds / 1000)
    : parseRetryAfter(response.headers.get('retry-after'));
  const problem = errorProblem(response.status, body);
  return errorFromStatus(
    {
      status: response.status,
      detail: errorDetail(body),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      ...(problem ? { problem } : {}),
    },
    words,
  );
}

function chatCompletionsUrl(baseUrl: string, names: OpenAISettingNames): URL {
  try {
    const url = new URL(`${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below.
  }
  throw new ConfigurationError(
    `${names.baseUrl} is not an http(s) URL ("${redact(baseUrl)}"): use for example http://localhost:11434/v1.`,
    'openai-compatible',
  );
}

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
