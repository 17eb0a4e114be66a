import { EmptyReplyError } from '../errors.ts';
import type { ModelResponse } from '../types.ts';
import { completeJson, cutOffNotice } from './cut-off.ts';
import { capitalize, describeDetail, type ProviderWords, safeCause } from './http-errors.ts';
import type { ProblemKind } from './status-errors.ts';

/** The parts of a chat completion we read; servers differ in the rest. */
interface ChatCompletion {
  readonly choices?: readonly {
    readonly message?: {
      readonly content?: unknown;
      readonly refusal?: unknown;
      readonly reasoning?: unknown;
      readonly reasoning_content?: unknown;
    };
    readonly finish_reason?: unknown;
  }[];
  readonly usage?: {
    readonly prompt_tokens?: unknown;
    readonly completion_tokens?: unknown;
    readonly completion_tokens_details?: { readonly reasoning_tokens?: unknown } | null;
  };
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
  // Cut off at the output limit (`finish_reason: "length"`): a JSON reply that stopped midway is no reply, and asking
  // again would cut it again.
  if (choice.finish_reason === 'length' && completeJson(text) === undefined) {
    const reasoningTokens = completion.usage?.completion_tokens_details?.reasoning_tokens;
    const { reasoning, reasoning_content: reasoningContent } = message ?? {};
    const notice = cutOffNotice(words, {
      wroteText: text.trim() !== '',
      unusable: true,
      reasoned: Boolean(reasoning || reasoningContent),
      ...(typeof reasoningTokens === 'number' && reasoningTokens > 0 ? { thinkingTokens: reasoningTokens } : {}),
    });
    throw new EmptyReplyError('empty-reply', notice, { provider: words.provider });
  }
  if (text.trim() === '') {
    throw noText(`empty, finish reason: ${String(choice.finish_reason ?? 'none')}`, 'try again', words);
  }
  const input = completion.usage?.prompt_tokens;
  const output = completion.usage?.completion_tokens;
  if (typeof input !== 'number') return { text };
  return { text, usage: { inputTokens: input, outputTokens: typeof output === 'number' ? output : 0 } };
}

/**
 * `content` is a string, or on some servers a list of `{ type: 'text', text }` parts. Reasoning never counts as the
 * reply: `reasoning_content` (vLLM, DeepSeek) and `reasoning` (Ollama) are separate fields we do not read, and
 * parts of any type other than text are left out. `<think>` blocks inside the text go to the reply parser as they are.
 */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (isTextPart(part) ? part.text : '')).join('');
}

function isTextPart(part: unknown): part is { text: string } {
  const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
  return typeof text === 'string' && (type === undefined || type === 'text' || type === 'output_text');
}

/** An error body as OpenAI, Ollama, llama.cpp, LM Studio and vLLM send it (each fills a different part). */
interface ErrorBody {
  readonly error?: { readonly message?: unknown; readonly type?: unknown; readonly code?: unknown } | string;
  readonly message?: unknown;
  readonly detail?: unknown;
}

/** What an error body says: OpenAI's `{ error: { message } }`, Ollama's `{ error: "…" }`, vLLM's `{ message }`. */
export function errorDetail(body: string): string {
  const parsed = parseErrorBody(body);
  const error = parsed?.error;
  const candidates = [typeof error === 'string' ? error : error?.message, parsed?.message, parsed?.detail];
  const found = candidates.find((value) => typeof value === 'string');
  // Not JSON (an HTML error page from a proxy, say): show the text itself.
  return typeof found === 'string' ? found : body;
}

/**
 * What an error body says the problem is, from the codes the servers document: OpenAI's `invalid_api_key`,
 * `insufficient_quota`, `unsupported_country_region_territory`, `context_length_exceeded`, `model_not_found`
 * (https://platform.openai.com/docs/guides/error-codes); llama.cpp's `exceed_context_size_error` and its grammar
 * converter's "JSON schema conversion failed" (tools/server and common/json-schema-to-grammar.cpp), and its chat
 * templates' "Conversation roles must alternate" (a 500 that no retry can fix); Ollama's
 * "invalid JSON schema in format" (a 500) and "model … not found, try pulling it first" (a 404).
 */
export function errorProblem(status: number, body: string): ProblemKind | undefined {
  const parsed = parseErrorBody(body);
  const error = typeof parsed?.error === 'object' ? parsed.error : undefined;
  const codes = `${String(error?.code ?? '')} ${String(error?.type ?? '')}`;
  const message = errorDetail(body);
  if (/invalid_api_key/.test(codes)) return 'key';
  if (/insufficient_quota/.test(codes)) return 'no-credit';
  if (/unsupported_country_region_territory/.test(codes)) return 'region';
  if (/context_length_exceeded|exceed_context_size/.test(codes)) return 'context-too-long';
  if (/roles must alternate/i.test(message)) return 'rejected-history';
  if (/model_not_found/.test(codes) || (status === 404 && /model/i.test(message))) return 'unknown-model';
  if (
    /invalid JSON schema|schema conversion failed|Unrecognized schema|Invalid schema for response_format/i.test(message)
  )
    return 'rejected-schema';
  if (status === 400 && /context (length|size|window)|too many tokens/i.test(message)) return 'context-too-long';
  // vLLM started without tool calling (serving_chat.py): "\"auto\" tool choice requires --enable-auto-tool-choice …".
  if (/--enable-auto-tool-choice/.test(message)) return 'tool-choice-flags';
  return undefined;
}

function parseErrorBody(body: string): ErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
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

/** The model ids of a `GET /models` answer (`{ object: "list", data: [{ id }] }`), sorted. */
export function readModelList(body: string, words: ProviderWords): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw badResponse(error, words);
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw badResponse(new Error('not a model list'), words);
  const ids = data.map((entry) => (entry as { id?: unknown } | null)?.id).filter((id) => typeof id === 'string');
  return (ids as string[]).sort();
}
