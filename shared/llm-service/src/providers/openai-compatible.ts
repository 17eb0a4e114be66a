import { ConfigurationError, type LlmError } from '../errors.ts';
import { redact, registerSecret } from '../redact.ts';
import { type RetryInfo, withRetry } from '../retry.ts';
import type { LanguageModel, ModelRequest, ModelResponse } from '../types.ts';
import { capitalize, errorFromStatus, type ProviderWords, parseRetryAfter, transportError } from './http-errors.ts';
import { badResponse, errorDetail, readChatCompletion } from './openai-compatible-reply.ts';

/** Options for {@link createOpenAICompatibleModel}. */
export interface OpenAICompatibleModelOptions {
  /** The API root, ending in `/v1`: `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama), … */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer …` when given; local servers usually need none. */
  readonly apiKey?: string;
  readonly model: string;
  /** Name for the banner and messages, e.g. `ollama` (default: `openai-compatible`). */
  readonly providerLabel?: string;
  /** Time limit for each attempt in milliseconds (default 60000; local models on a laptop may need more). */
  readonly timeoutMs?: number;
  /** Retries after the first attempt (default 3). */
  readonly maxRetries?: number;
  /** Waits between attempts; tests inject one that returns at once. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called before each retry, e.g. to tell the person why they are waiting. */
  readonly onRetry?: (info: RetryInfo) => void;
  /** The settings that fix hints name (default `OPENAI_BASE_URL`, `OPENAI_API_KEY`, `OPENAI_MODEL`). */
  readonly settingNames?: Partial<OpenAISettingNames>;
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
  const words = openAIWords(endpoint, options.providerLabel, names);
  const { timeoutMs, maxRetries, sleep, onRetry } = options;
  return {
    provider: 'openai-compatible',
    label: `${options.providerLabel ?? 'openai-compatible'} (${options.model})`,
    generate(request: ModelRequest): Promise<ModelResponse> {
      return withRetry((signal) => postChatCompletion(endpoint, options, request, signal, words), {
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(maxRetries === undefined ? {} : { maxRetries }),
        ...(sleep === undefined ? {} : { sleep }),
        ...(onRetry === undefined ? {} : { onRetry }),
        signal: request.signal,
        provider: 'openai-compatible',
        label: capitalize(words.name),
      });
    },
  };
}

// #region openai-request
/** Our request as a Chat Completions body: the system instruction first, then the conversation. */
export function toChatCompletionRequest(model: string, request: ModelRequest): Record<string, unknown> {
  const system = request.systemInstruction ? [{ role: 'system', content: request.systemInstruction }] : [];
  return {
    model,
    messages: [...system, ...request.messages.map((message) => ({ role: message.role, content: message.text }))],
    stream: false,
    ...(request.responseSchema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'reply', schema: request.responseSchema, strict: false },
          },
        }
      : {}),
  };
}
// #endregion openai-request

/** One POST to `/chat/completions`; every failure leaves as a member of the error family. */
async function postChatCompletion(
  endpoint: URL,
  options: OpenAICompatibleModelOptions,
  request: ModelRequest,
  signal: AbortSignal,
  words: ProviderWords,
): Promise<ModelResponse> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify(toChatCompletionRequest(options.model, request)),
      signal,
    });
    body = await response.text();
  } catch (error) {
    throw transportError(error, words) ?? badResponse(error, words);
  }
  if (!response.ok) throw statusError(response, body, words);
  return readChatCompletion(body, words);
}

function statusError(response: Response, body: string, words: ProviderWords): LlmError {
  return errorFromStatus(
    {
      status: response.status,
      detail: errorDetail(body),
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
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

function openAIWords(endpoint: URL, providerLabel: string | undefined, names: OpenAISettingNames): ProviderWords {
  return {
    provider: 'openai-compatible',
    name: providerLabel ?? (endpoint.host === 'api.openai.com' ? 'OpenAI' : 'the OpenAI-compatible server'),
    host: endpoint.host,
    keySetting: `${names.apiKey} in .env or your environment`,
    urlSetting: names.baseUrl,
    unreachableHint: `check that the server is running, your connection, and ${names.baseUrl}`,
    requestHint: `check ${names.model} or --model (is the model installed?) and that ${names.baseUrl} ends in /v1`,
  };
}
