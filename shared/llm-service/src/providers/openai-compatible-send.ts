import { ConfigurationError, type LlmError } from '../errors.ts';
import { redact } from '../redact.ts';
import { type ProviderWords, parseRetryAfter, transportError } from './http-errors.ts';
import { badResponse, errorDetail, errorProblem } from './openai-compatible-reply.ts';
import { errorFromStatus } from './status-errors.ts';

/**
 * One request to an OpenAI-compatible server: the body text of a 2xx answer, and every failure as a member of the
 * error family (the status and body read for the provider's documented error codes, `retry-after-ms` first).
 */
export async function send(
  fetcher: typeof fetch,
  url: URL,
  method: 'GET' | 'POST',
  body: string | undefined,
  apiKey: string | undefined,
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
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
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
  const { retryAfterSeconds } = retryAfterOf(response.headers);
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

/**
 * The wait a response asks for, in seconds: OpenAI sends `retry-after-ms` beside `retry-after` (its SDKs read it
 * first); either is a wait in our terms. Empty when it asks for none.
 */
export function retryAfterOf(headers: Headers): { retryAfterSeconds?: number } {
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  const seconds = Number.isFinite(milliseconds)
    ? Math.max(0, milliseconds / 1000)
    : parseRetryAfter(headers.get('retry-after'));
  return seconds === undefined ? {} : { retryAfterSeconds: seconds };
}

/** `{baseUrl}/chat/completions`, refusing an address that is not http(s); `setting` names it in the message. */
export function chatCompletionsUrl(baseUrl: string, setting: string): URL {
  try {
    const url = new URL(`${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below.
  }
  throw new ConfigurationError(
    `${setting} is not an http(s) URL ("${redact(baseUrl)}"): use for example http://localhost:11434/v1.`,
    'openai-compatible',
  );
}
