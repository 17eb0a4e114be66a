import type { GoogleGenAI } from '@google/genai';
import { ConfigurationError, NetworkError } from '../errors.ts';
import type { GeminiModelOptions } from '../providers/gemini.ts';
import { geminiWords, loadGeminiClient } from '../providers/gemini-client.ts';
import { mapGeminiError } from '../providers/gemini-errors.ts';
import type { ProviderWords } from '../providers/http-errors.ts';
import { registerSecret } from '../redact.ts';
import { withRetry } from '../retry.ts';
import { GeminiReplyCollector } from './gemini-tools-reply.ts';
import { toGeminiToolRequest } from './gemini-tools-request.ts';
import { buildRequest } from './request-guard.ts';
import { StreamedText } from './stream-text.ts';
import type { ToolCallingModel, ToolCallingRequest, ToolCallingResponse } from './tool-calling-types.ts';

/**
 * A {@link ToolCallingModel} on Gemini's native function calling, through `@google/genai`. With `onText` the reply
 * is streamed (`generateContentStream`, Server-Sent Events) and its text handed on as it arrives; the calls are read
 * from the finished stream. A server that cannot stream (404, 405, 501, or a body that is not SSE) gets one ordinary
 * `generateContent` instead, and no more stream attempts once that one answered (a 404 for an unknown model says the
 * same on both routes, and must not turn streaming off). Errors, retries and redaction are the text provider's.
 */
export function createGeminiToolModel(options: GeminiModelOptions): ToolCallingModel {
  if (!options.apiKey?.trim()) {
    throw new ConfigurationError('GEMINI_API_KEY is not set: add it to .env or your environment.', 'gemini');
  }
  registerSecret(options.apiKey);
  const words = geminiWords(
    options,
    'check that the model supports function calling, and see the troubleshooting table in docs/real-models.md',
  );
  let client: Promise<GoogleGenAI> | undefined;
  let canStream = true;
  const { timeoutMs, maxRetries, sleep, onRetry } = options;
  return {
    provider: 'gemini',
    label: `gemini (${options.model})`,
    async generate(request: ToolCallingRequest): Promise<ToolCallingResponse> {
      client ??= loadGeminiClient(options).catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      const ai = await client;
      const streamed = new StreamedText(request.onText, words.name, words.provider);
      return withRetry(
        async (signal) => {
          streamed.checkRetry();
          const parameters = buildRequest(() => {
            const built = toGeminiToolRequest(options.model, request, signal, options.thinkingLevel ?? 'low');
            // The SDK encodes the contents where its failures read as the server's: find out here instead.
            JSON.stringify(built.contents);
            return built;
          }, words);
          const collector = new GeminiReplyCollector(words);
          let streamMissing = false;
          try {
            if (streamed.wanted && canStream) {
              try {
                for await (const chunk of await ai.models.generateContentStream(parameters)) {
                  streamed.deliver(collector.add(chunk), signal);
                }
                const step = collector.finish();
                // Gemini's last chunk says why it finished; a stream that ends without it was cut on the way.
                if (!collector.finished && !signal.aborted) throw cutInTransit(words);
                return step;
              } catch (error) {
                if (!cannotStream(error) || signal.aborted || streamed.hasDelivered) throw error;
                streamMissing = true;
              }
            }
            const reply = new GeminiReplyCollector(words);
            streamed.deliver(reply.add(await ai.models.generateContent(parameters)), signal);
            const step = reply.finish();
            // Only once the plain route answered is it the stream that is missing, not the model (both say 404).
            if (streamMissing) canStream = false;
            return step;
          } catch (error) {
            throw streamed.settle(mapGeminiError(error, words));
          }
        },
        {
          ...(timeoutMs === undefined ? {} : { timeoutMs }),
          ...(maxRetries === undefined ? {} : { maxRetries }),
          ...(sleep === undefined ? {} : { sleep }),
          ...(onRetry === undefined ? {} : { onRetry }),
          signal: request.signal,
          provider: 'gemini',
          label: 'Gemini',
        },
      );
    },
  };
}

/** A stream that ended before Gemini said it had finished: the connection closed mid-answer. Retried. */
function cutInTransit(words: ProviderWords): NetworkError {
  return new NetworkError(
    'network',
    `${words.name}'s answer stopped before it was complete (the connection closed mid-stream): try again.`,
    { provider: words.provider, retryable: true },
  );
}

/**
 * True when the failure says "no streaming here" rather than "no answer": the stream route is missing or refused,
 * or the SDK found a body that is not Server-Sent Events (it throws `Incomplete JSON segment at the end`).
 */
function cannotStream(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  if (error.name === 'ApiError') return status === 404 || status === 405 || status === 501;
  return /Incomplete JSON segment/.test(error.message);
}
