import type { GoogleGenAI } from '@google/genai';
import { ConfigurationError } from '../errors.ts';
import { createContextBudget, prepareMessages } from '../prepare-messages.ts';
import { registerSecret } from '../redact.ts';
import { type RetryInfo, withRetry } from '../retry.ts';
import type { LanguageModel, ModelRequest, ModelResponse } from '../types.ts';
import { geminiWords, loadGeminiClient } from './gemini-client.ts';
import { mapGeminiError } from './gemini-errors.ts';
import { readGeminiReply } from './gemini-reply.ts';
import { type ThinkingLevel, toGeminiRequest } from './gemini-request.ts';

/** Options for {@link createGeminiModel}. */
export interface GeminiModelOptions {
  readonly apiKey: string;
  /** e.g. `gemini-3.5-flash-lite`. */
  readonly model: string;
  /**
   * How much a Gemini 3 model thinks before it answers (default `low`: a tutorial turn should be quick; Gemini 3
   * models default to more). Not sent to older models, which do not know the setting.
   */
  readonly thinkingLevel?: ThinkingLevel;
  /** Keep each request under about this many tokens by leaving out the oldest turns (default 100000). */
  readonly contextTokens?: number;
  /** Told once, in words for the person, when the oldest turns start being left out. */
  readonly onNotice?: (message: string) => void;
  /** Overrides the API address; without it the SDK reads `GOOGLE_GEMINI_BASE_URL`, then uses Google's. */
  readonly baseUrl?: string;
  /** What to call `baseUrl` in messages (default `The Gemini base URL`; `createModel` says `GOOGLE_GEMINI_BASE_URL`). */
  readonly baseUrlSetting?: string;
  /** Time limit for the whole call, retries included, in milliseconds (default 60000). */
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
  const words = geminiWords(options);
  const budget = createContextBudget(options.contextTokens ?? 100_000, 'Gemini', options.onNotice);
  let client: Promise<GoogleGenAI> | undefined;
  const getClient = () => {
    client ??= loadGeminiClient(options).catch((error: unknown) => {
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
      const prepared = prepareMessages(request, budget.tokens);
      budget.noteDropped(prepared.droppedMessages);
      const sent = { ...request, messages: prepared.messages };
      return withRetry(
        async (signal) => {
          try {
            const response = await ai.models.generateContent(
              toGeminiRequest(options.model, sent, signal, options.thinkingLevel ?? 'low'),
            );
            return readGeminiReply(response, words);
          } catch (error) {
            throw mapGeminiError(error, words);
          }
        },
        { ...retryOptions(options), signal: request.signal, provider: 'gemini', label: 'Gemini' },
      );
    },
    async listModels(listOptions = {}) {
      const ai = await getClient();
      return withRetry(
        async (signal) => {
          try {
            const names: string[] = [];
            // The SDK's model listing (GET /v1beta/models), every page; only models that can generate content.
            const pager = await ai.models.list({ config: { abortSignal: signal, pageSize: 100 } });
            for await (const model of pager) {
              const actions = model.supportedActions ?? [];
              if (model.name && (actions.length === 0 || actions.includes('generateContent')) && !isGemma(model.name)) {
                names.push(model.name.replace(/^models\//, ''));
              }
            }
            return names.sort();
          } catch (error) {
            throw mapGeminiError(error, words);
          }
        },
        { ...retryOptions(options), signal: listOptions.signal, provider: 'gemini', label: 'Gemini' },
      );
    },
  };
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

/**
 * Gemma models on the Gemini API refuse a system instruction ("Developer instruction is not enabled for
 * models/gemma-3-27b-it", HTTP 400), and every part sends one, so the list leaves them out.
 */
function isGemma(name: string): boolean {
  return /^(models\/)?gemma-/i.test(name);
}
