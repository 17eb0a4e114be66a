import type { GenerateContentParameters, GoogleGenAI } from '@google/genai';
import { ConfigurationError } from '../errors.ts';
import { redact, registerSecret } from '../redact.ts';
import { type RetryInfo, withRetry } from '../retry.ts';
import type { LanguageModel, ModelRequest, ModelResponse } from '../types.ts';
import { mapGeminiError } from './gemini-errors.ts';
import { readGeminiReply } from './gemini-reply.ts';
import type { ProviderWords } from './http-errors.ts';

/** Options for {@link createGeminiModel}. */
export interface GeminiModelOptions {
  readonly apiKey: string;
  /** e.g. `gemini-2.5-flash`. */
  readonly model: string;
  /** Overrides the API address; without it the SDK reads `GOOGLE_GEMINI_BASE_URL`, then uses Google's. */
  readonly baseUrl?: string;
  /** Time limit for each attempt in milliseconds (default 60000). */
  readonly timeoutMs?: number;
  /** Retries after the first attempt (default 3). */
  readonly maxRetries?: number;
  /** Waits between attempts; tests inject one that returns at once. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called before each retry, e.g. to tell the person why they are waiting. */
  readonly onRetry?: (info: RetryInfo) => void;
}

/**
 * A {@link LanguageModel} backed by Google's Gemini API through the official `@google/genai` SDK. The SDK is loaded
 * on the first request (it is large, and start-up speed matters) and kept. Requests with a `responseSchema` use
 * Gemini's JSON mode. Failures are retried by {@link withRetry} (the SDK's own retries stay off) and arrive as the
 * error family, with a fix in every message and the key never in any of them.
 */
export function createGeminiModel(options: GeminiModelOptions): LanguageModel {
  if (!options.apiKey?.trim()) {
    throw new ConfigurationError('GEMINI_API_KEY is not set: add it to .env or your environment.', 'gemini');
  }
  registerSecret(options.apiKey);
  const words = geminiWords(options.baseUrl);
  let client: Promise<GoogleGenAI> | undefined;
  const getClient = () => {
    client ??= loadClient(options).catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  return {
    provider: 'gemini',
    label: `gemini (${options.model})`,
    async generate(request: ModelRequest): Promise<ModelResponse> {
      const ai = await getClient();
      return withRetry(
        async (signal) => {
          try {
            const response = await ai.models.generateContent(toGeminiRequest(options.model, request, signal));
            return readGeminiReply(response, words);
          } catch (error) {
            throw mapGeminiError(error, words);
          }
        },
        { ...retryOptions(options), signal: request.signal, provider: 'gemini', label: 'Gemini' },
      );
    },
  };
}

async function loadClient(options: GeminiModelOptions): Promise<GoogleGenAI> {
  let sdk: typeof import('@google/genai');
  try {
    sdk = await import('@google/genai');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(`Could not load the Gemini SDK @google/genai (${reason}): run npm install.`, 'gemini');
  }
  // No httpOptions.retryOptions: without it the SDK makes exactly one request per call, and withRetry does the rest.
  // No httpOptions.timeout either: the attempt's abort signal carries the time limit.
  return new sdk.GoogleGenAI({
    apiKey: options.apiKey,
    vertexai: false,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });
}

function retryOptions(options: GeminiModelOptions) {
  const { timeoutMs, maxRetries, sleep, onRetry } = options;
  return {
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(sleep === undefined ? {} : { sleep }),
    ...(onRetry === undefined ? {} : { onRetry }),
  };
}

// #region gemini-request
/** Our request in Gemini's terms: `assistant` is `model`, the system instruction and JSON mode go in `config`. */
export function toGeminiRequest(model: string, request: ModelRequest, signal: AbortSignal): GenerateContentParameters {
  return {
    model,
    contents: request.messages.map((message) => ({
      role: message.role === 'assistant' ? 'model' : 'user',
      parts: [{ text: message.text }],
    })),
    config: {
      ...(request.systemInstruction ? { systemInstruction: request.systemInstruction } : {}),
      ...(request.responseSchema
        ? { responseMimeType: 'application/json', responseJsonSchema: request.responseSchema }
        : {}),
      abortSignal: signal,
      automaticContinuation: false,
    },
  };
}
// #endregion gemini-request

function geminiWords(baseUrl: string | undefined): ProviderWords {
  const setting = baseUrl ? 'The Gemini base URL' : 'GOOGLE_GEMINI_BASE_URL';
  const address = baseUrl || process.env.GOOGLE_GEMINI_BASE_URL?.trim() || 'https://generativelanguage.googleapis.com';
  let host: string | undefined;
  try {
    const url = new URL(address);
    if (url.protocol === 'http:' || url.protocol === 'https:') host = url.host;
  } catch {
    // Reported below.
  }
  if (host === undefined) {
    throw new ConfigurationError(
      `${setting} is not an http(s) URL ("${redact(address)}"): use for example http://127.0.0.1:8080, or leave it unset.`,
      'gemini',
    );
  }
  return {
    provider: 'gemini',
    name: 'Gemini',
    host,
    keySetting: 'GEMINI_API_KEY in .env or your environment',
    urlSetting: 'GOOGLE_GEMINI_BASE_URL',
    unreachableHint: 'check your connection or GOOGLE_GEMINI_BASE_URL',
    requestHint: 'check the model name (GEMINI_MODEL or --model, for example gemini-2.5-flash)',
  };
}
