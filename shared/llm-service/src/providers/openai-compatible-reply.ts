import { EmptyReplyError } from '../errors.ts';
import type { ModelResponse } from '../types.ts';
import { capitalize, describeDetail, type ProviderWords, safeCause } from './http-errors.ts';

/** The parts of a chat completion we read; servers differ in the rest. */
interface ChatCompletion {
  readonly choices?: readonly {
    readonly message?: { readonly content?: unknown; readonly refusal?: unknown };
    readonly finish_reason?: unknown;
  }[];
  readonly usage?: { readonly prompt_tokens?: unknown; readonly completion_tokens?: unknown };
}

/**
 * Reads a Chat Completions body: the first choice's text and the token counts. An unreadable body, no choices, a
 * refusal, a content filter or empty content each become an {@link EmptyReplyError} that says which.
 */
export function readChatCompletion(body: string, words: ProviderWords): ModelResponse {
  let completion: ChatCompletion;
  try {
    completion = JSON.parse(body) as ChatCompletion;
  } catch (error) {
    throw badResponse(error, words);
  }
  if (typeof completion !== 'object' || completion === null) throw badResponse(new Error('not an object'), words);
  const choice = completion.choices?.[0];
  if (!choice) throw noText('no choices', 'try again, or rephrase the request', words);
  if (choice.finish_reason === 'content_filter') throw noText('blocked: content_filter', 'rephrase the request', words);
  const message = choice.message;
  if (typeof message?.refusal === 'string' && message.refusal !== '') {
    throw noText(`refused${describeDetail(message.refusal)}`, 'rephrase the request', words);
  }
  const text = contentText(message?.content);
  if (text.trim() === '') {
    throw noText(`empty, finish reason: ${String(choice.finish_reason ?? 'none')}`, 'try again', words);
  }
  const input = completion.usage?.prompt_tokens;
  const output = completion.usage?.completion_tokens;
  if (typeof input !== 'number') return { text };
  return { text, usage: { inputTokens: input, outputTokens: typeof output === 'number' ? output : 0 } };
}

/** `content` is a string, or on some servers a list of `{ type: 'text', text }` parts. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
}

/** What an error body says: OpenAI's `{ error: { message } }`, Ollama's `{ error: "…" }`, vLLM's `{ message }`. */
export function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = parsed.error as { message?: unknown } | string | undefined;
    const candidates = [typeof error === 'string' ? error : error?.message, parsed.message, parsed.detail];
    const found = candidates.find((value) => typeof value === 'string');
    if (typeof found === 'string') return found;
  } catch {
    // Not JSON (an HTML error page from a proxy, say): show the text itself.
  }
  return body;
}

/** The body came but could not be read as a chat completion: wrong address, a proxy's page, or cut short. */
export function badResponse(error: unknown, words: ProviderWords): EmptyReplyError {
  const reason = error instanceof SyntaxError ? 'not valid JSON, or cut short' : 'not a chat completion';
  return new EmptyReplyError(
    'bad-response',
    `${capitalize(words.name)} sent a reply that could not be read (${reason}): ` +
      `check that ${words.urlSetting} points at an OpenAI-compatible API (it usually ends in /v1), or try again.`,
    { provider: words.provider, cause: safeCause(error) },
  );
}

function noText(reason: string, fix: string, words: ProviderWords): EmptyReplyError {
  return new EmptyReplyError('empty-reply', `${capitalize(words.name)} returned no text (${reason}): ${fix}.`, {
    provider: words.provider,
  });
}
