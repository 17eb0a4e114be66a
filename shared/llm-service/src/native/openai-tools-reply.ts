import { EmptyReplyError } from '../errors.ts';
import { cutOffNotice } from '../providers/cut-off.ts';
import { capitalize, describeDetail, type ProviderWords } from '../providers/http-errors.ts';
import { badResponse } from '../providers/openai-compatible-reply.ts';
import type { TokenUsage } from '../types.ts';
import type { FinishReason, ModelToolCall, ToolCallingResponse } from './tool-calling-types.ts';

/** A tool call as a Chat Completions message carries it; servers differ in what they leave out. */
export interface WireToolCall {
  readonly id?: unknown;
  readonly function?: { readonly name?: unknown; readonly arguments?: unknown };
}

/** The parts of a chat completion a tool step reads. */
interface ToolCompletion {
  readonly choices?: readonly {
    readonly message?: {
      readonly content?: unknown;
      readonly refusal?: unknown;
      readonly tool_calls?: readonly WireToolCall[];
      readonly reasoning?: unknown;
      readonly reasoning_content?: unknown;
    };
    readonly finish_reason?: unknown;
  }[];
  readonly usage?: unknown;
}

/**
 * Reads a whole (not streamed) chat completion with `tool_calls`
 * (https://platform.openai.com/docs/api-reference/chat/object). A refusal or a content filter is an
 * {@link EmptyReplyError}, as for text; an empty reply or arguments that are not JSON are data for the loop.
 */
export function readToolCompletion(body: string, words: ProviderWords): ToolCallingResponse {
  let completion: ToolCompletion;
  try {
    completion = JSON.parse(body) as ToolCompletion;
  } catch (error) {
    throw badResponse(error, words);
  }
  if (typeof completion !== 'object' || completion === null) throw badResponse(new Error('not an object'), words);
  const choice = completion.choices?.[0];
  if (!choice) throw noReply('no choices', 'try again, or rephrase the request', words);
  const message = choice.message;
  if (typeof message?.refusal === 'string' && message.refusal !== '') throw refusedReply(message.refusal, words);
  return stepOf(
    contentText(message?.content),
    (message?.tool_calls ?? []).map(toToolCall),
    choice.finish_reason,
    completion.usage,
    words,
    hasReasoning(message),
  );
}

/**
 * True when a message or delta carries the model's reasoning, which is never the reply: Ollama sends it as
 * `reasoning` (`Message` in ollama/ollama `openai/openai.go`), vLLM and llama.cpp as `reasoning_content`.
 */
export function hasReasoning(message: { reasoning?: unknown; reasoning_content?: unknown } | undefined): boolean {
  const { reasoning, reasoning_content: content } = message ?? {};
  return (typeof reasoning === 'string' && reasoning !== '') || (typeof content === 'string' && content !== '');
}

/** The model refused (OpenAI's `refusal` field, whole or streamed): an {@link EmptyReplyError} that says so. */
export function refusedReply(refusal: string, words: ProviderWords): EmptyReplyError {
  return noReply(`refused${describeDetail(refusal)}`, 'rephrase the request', words);
}

/**
 * The step from what a completion (whole or streamed) said. Cut off at the output limit (`finish_reason: "length"`),
 * text keeps a notice that says so, and a reply with no text and no call is an {@link EmptyReplyError} with it.
 */
export function stepOf(
  text: string,
  toolCalls: readonly ModelToolCall[],
  finish: unknown,
  usage: unknown,
  words: ProviderWords,
  reasoned = false,
): ToolCallingResponse {
  if (finish === 'content_filter') throw noReply('blocked: content_filter', 'rephrase the request', words);
  const tokens = usageOf(usage);
  const finishReason = finishReasonOf(finish, toolCalls);
  let cutOff: string | undefined;
  if (finishReason === 'length') {
    const thinkingTokens = tokens?.thinkingTokens;
    cutOff = cutOffNotice(words, {
      wroteText: text.trim() !== '',
      reasoned,
      ...(thinkingTokens ? { thinkingTokens } : {}),
    });
    if (text.trim() === '') {
      throw new EmptyReplyError('empty-reply', cutOff, {
        provider: words.provider,
        ...(tokens ? { usage: tokens } : {}),
      });
    }
  }
  return { text, toolCalls, finishReason, ...(tokens ? { usage: tokens } : {}), ...(cutOff ? { cutOff } : {}) };
}

/**
 * One call, its arguments parsed. OpenAI sends them as JSON text the model wrote, which may be broken: then the
 * call keeps the text (sent back untouched) and says why it could not be read. Some servers send an object.
 */
export function toToolCall(wire: WireToolCall, index: number): ModelToolCall {
  const id = typeof wire.id === 'string' && wire.id !== '' ? wire.id : `call_${index + 1}`;
  const name = typeof wire.function?.name === 'string' ? wire.function.name : '';
  const raw = wire.function?.arguments;
  if (typeof raw === 'object' && raw !== null) {
    return { id, name, args: raw, echo: { arguments: JSON.stringify(raw) } };
  }
  const text = typeof raw === 'string' ? raw : '';
  let args: unknown;
  try {
    // An empty string is how some servers say "no arguments".
    args = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { id, name, args: undefined, argumentsError: 'the arguments are not valid JSON', echo: { arguments: text } };
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return {
      id,
      name,
      args: undefined,
      argumentsError: 'the arguments are not a JSON object',
      echo: { arguments: text },
    };
  }
  return { id, name, args, echo: { arguments: text } };
}

function finishReasonOf(finish: unknown, toolCalls: readonly ModelToolCall[]): FinishReason {
  if (toolCalls.length > 0) return 'tool-calls';
  if (finish === 'stop' || finish === null || finish === undefined) return 'stop';
  if (finish === 'length') return 'length';
  return 'other';
}

/**
 * Token counts; `completion_tokens` already includes reasoning, which OpenAI also reports on its own as
 * `completion_tokens_details.reasoning_tokens` (https://platform.openai.com/docs/api-reference/chat/object).
 */
function usageOf(usage: unknown): TokenUsage | undefined {
  const {
    prompt_tokens: input,
    completion_tokens: output,
    completion_tokens_details: details,
  } = (usage ?? {}) as Record<string, unknown>;
  if (typeof input !== 'number') return undefined;
  const reasoning = (details as { reasoning_tokens?: unknown } | null | undefined)?.reasoning_tokens;
  return {
    inputTokens: input,
    outputTokens: typeof output === 'number' ? output : 0,
    ...(typeof reasoning === 'number' && reasoning > 0 ? { thinkingTokens: reasoning } : {}),
  };
}

/** `content` is a string, or on some servers a list of `{ type: 'text', text }` parts. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
}

function noReply(reason: string, fix: string, words: ProviderWords): EmptyReplyError {
  return new EmptyReplyError('empty-reply', `${capitalize(words.name)} returned no reply (${reason}): ${fix}.`, {
    provider: words.provider,
  });
}
