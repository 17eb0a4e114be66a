import { LlmError } from '../errors.ts';
import { sameOriginFetch } from '../providers/guarded-fetch.ts';
import { capitalize, type ProviderWords, transportError } from '../providers/http-errors.ts';
import type { OpenAICompatibleModelOptions } from '../providers/openai-compatible.ts';
import { badResponse, errorDetail, errorProblem } from '../providers/openai-compatible-reply.ts';
import { chatCompletionsUrl, retryAfterOf } from '../providers/openai-compatible-send.ts';
import { errorFromStatus } from '../providers/status-errors.ts';
import { registerSecret } from '../redact.ts';
import { withRetry } from '../retry.ts';
import { readToolCompletion } from './openai-tools-reply.ts';
import { toToolCompletionRequest, withoutTools } from './openai-tools-request.ts';
import { readToolStream } from './openai-tools-stream.ts';
import { buildRequest } from './request-guard.ts';
import { StreamedText } from './stream-text.ts';
import type { ToolCallingModel, ToolCallingRequest, ToolCallingResponse } from './tool-calling-types.ts';

/**
 * A {@link ToolCallingModel} for any server that speaks Chat Completions with tools: OpenAI, Ollama, llama.cpp
 * (`--jinja`), vLLM. With `onText` it asks for a stream; a server that answers with plain JSON instead is read as
 * such, and one that refuses to stream (HTTP 400/422/501 naming `stream`) gets one ordinary request, and no more
 * stream attempts. Errors, retries and redaction are the text provider's.
 */
export function createOpenAIToolModel(options: OpenAICompatibleModelOptions): ToolCallingModel {
  registerSecret(options.apiKey);
  const baseUrlSetting = options.settingNames?.baseUrl ?? 'OPENAI_BASE_URL';
  const endpoint = chatCompletionsUrl(options.baseUrl, baseUrlSetting);
  const words = openAIWords(endpoint, options, baseUrlSetting);
  // With a key, a redirect to another host is refused rather than followed: the key travels in a header.
  const fetcher = options.apiKey ? sameOriginFetch(baseUrlSetting, 'openai-compatible') : fetch;
  let canStream = true;
  const { timeoutMs, maxRetries, sleep, onRetry } = options;
  return {
    provider: 'openai-compatible',
    label: `${options.providerLabel ?? 'openai-compatible'} (${options.model})`,
    generate(request: ToolCallingRequest): Promise<ToolCallingResponse> {
      const streamed = new StreamedText(request.onText, capitalize(words.name), words.provider);
      const post = (stream: boolean, signal: AbortSignal) =>
        postToolCompletion({ endpoint, fetcher, options, words, request, stream, signal, streamed });
      return withRetry(
        async (signal) => {
          streamed.checkRetry();
          try {
            if (!(streamed.wanted && canStream)) return await post(false, signal);
            try {
              return await post(true, signal);
            } catch (error) {
              if (!(error instanceof StreamRefused) || streamed.hasDelivered) throw error;
              canStream = false;
              return await post(false, signal);
            }
          } catch (error) {
            throw streamed.settle(error);
          }
        },
        {
          ...(timeoutMs === undefined ? {} : { timeoutMs }),
          ...(maxRetries === undefined ? {} : { maxRetries }),
          ...(sleep === undefined ? {} : { sleep }),
          ...(onRetry === undefined ? {} : { onRetry }),
          signal: request.signal,
          provider: 'openai-compatible',
          label: capitalize(words.name),
        },
      );
    },
  };
}

interface Post {
  readonly endpoint: URL;
  readonly fetcher: typeof fetch;
  readonly options: OpenAICompatibleModelOptions;
  readonly words: ProviderWords;
  readonly request: ToolCallingRequest;
  readonly stream: boolean;
  readonly signal: AbortSignal;
  readonly streamed: StreamedText;
}

/** One POST to `/chat/completions`, streamed or not; every failure leaves as a member of the error family. */
async function postToolCompletion({ endpoint, fetcher, options, words, request, stream, signal, streamed }: Post) {
  // A server that ignores `tool_choice` cannot be told `none`: it is sent no tools to call instead.
  const sent = options.ignoresToolChoice && request.toolChoice === 'none' ? withoutTools(request) : request;
  const body = buildRequest(() => JSON.stringify(toToolCompletionRequest(options.model, sent, stream)), words);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body,
      signal,
    });
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (response.ok && isStream && response.body) {
      return await readToolStream(response.body, (delta) => streamed.deliver(delta, signal), words);
    }
    // Not a stream: an error, a plain answer, or a server that ignored `stream: true` and answered whole.
    const text = await response.text();
    if (stream && refusesStreaming(response.status, text)) throw new StreamRefused();
    if (!response.ok) throw statusError(response, text, words);
    const reply = readToolCompletion(text, words);
    streamed.deliver(reply.text, signal);
    return reply;
  } catch (error) {
    if (error instanceof LlmError || error instanceof StreamRefused) throw error;
    throw transportError(error, words) ?? badResponse(error, words);
  }
}

/** The server refused to stream, rather than to answer: a 400, 422 or 501 whose message names streaming. */
class StreamRefused extends Error {}

function refusesStreaming(status: number, body: string): boolean {
  return (status === 400 || status === 422 || status === 501) && /stream/i.test(errorDetail(body));
}

function statusError(response: Response, body: string, words: ProviderWords): LlmError {
  return errorFromStatus(
    {
      status: response.status,
      detail: errorDetail(body),
      problem: errorProblem(response.status, body),
      ...retryAfterOf(response.headers),
    },
    words,
  );
}

function openAIWords(endpoint: URL, options: OpenAICompatibleModelOptions, baseUrlSetting: string): ProviderWords {
  const keySetting = options.settingNames?.apiKey ?? 'OPENAI_API_KEY';
  const modelSetting = options.settingNames?.model ?? 'OPENAI_MODEL';
  return {
    provider: 'openai-compatible',
    name: options.providerLabel ?? (endpoint.host === 'api.openai.com' ? 'OpenAI' : 'the OpenAI-compatible server'),
    host: endpoint.host,
    keySetting: `${keySetting} in .env or your environment`,
    urlSetting: baseUrlSetting,
    unreachableHint: `check that the server is running, your connection, and ${baseUrlSetting}`,
    requestHint:
      `check that the model supports tools (llama.cpp needs --jinja), that ${baseUrlSetting} ends in /v1, ` +
      'and see the troubleshooting table in docs/real-models.md',
    model: options.model,
    modelHint:
      options.pullHint ??
      `see the models it offers with \`npm run models -- --provider ${options.providerLabel ?? 'openai-compatible'}\`, ` +
        `then set ${modelSetting} or --model`,
  };
}
