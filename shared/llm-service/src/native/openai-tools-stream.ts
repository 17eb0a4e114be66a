import { createParser } from 'eventsource-parser';
import { type LlmError, NetworkError } from '../errors.ts';
import { capitalize, type ProviderWords } from '../providers/http-errors.ts';
import { badResponse } from '../providers/openai-compatible-reply.ts';
import { errorFromStatus } from '../providers/status-errors.ts';
import { hasReasoning, refusedReply, stepOf, toToolCall, type WireToolCall } from './openai-tools-reply.ts';
import type { ToolCallingResponse } from './tool-calling-types.ts';

/** One streamed chunk (`chat.completion.chunk`): a delta of text and of tool calls. */
interface CompletionChunk {
  readonly choices?: readonly {
    readonly delta?: {
      readonly content?: unknown;
      readonly refusal?: unknown;
      readonly reasoning?: unknown;
      readonly reasoning_content?: unknown;
      readonly tool_calls?: readonly (WireToolCall & { readonly index?: unknown })[];
    };
    readonly finish_reason?: unknown;
  }[];
  readonly usage?: unknown;
  readonly error?: { readonly message?: unknown; readonly code?: unknown } | string;
}

/** A call being put together from its deltas. */
interface CallInProgress {
  id?: string;
  name: string;
  arguments: string;
}

/**
 * Reads a streamed chat completion (`stream: true`, Server-Sent Events, parsed by `eventsource-parser`): text deltas
 * go to `deliver` as they come; tool-call deltas are assembled by `index` (the first carries the id and name, later
 * ones more of the arguments), and read when the stream ends with `data: [DONE]`
 * (https://platform.openai.com/docs/api-reference/chat-streaming). A new id at an index already in use starts a new
 * call, for servers that send each parallel call whole at index 0.
 */
export async function readToolStream(
  body: ReadableStream<Uint8Array>,
  deliver: (delta: string) => void,
  words: ProviderWords,
): Promise<ToolCallingResponse> {
  let text = '';
  let refusal = '';
  let reasoned = false;
  const calls: CallInProgress[] = [];
  const slotOfIndex = new Map<number, CallInProgress>();
  let finish: unknown;
  let usage: unknown;
  let done = false;
  let failure: LlmError | undefined;
  const parser = createParser({
    onEvent(event) {
      if (done || failure) return;
      if (event.data.trim() === '[DONE]') {
        done = true;
        return;
      }
      let chunk: CompletionChunk;
      try {
        chunk = JSON.parse(event.data) as CompletionChunk;
      } catch (error) {
        failure = badResponse(error, words);
        return;
      }
      if (chunk.error) {
        failure = streamError(chunk.error, words);
        return;
      }
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (!choice) return;
      if (choice.finish_reason) finish = choice.finish_reason;
      if (typeof choice.delta?.refusal === 'string') refusal += choice.delta.refusal;
      if (hasReasoning(choice.delta)) reasoned = true;
      const content = choice.delta?.content;
      if (typeof content === 'string' && content !== '') {
        text += content;
        deliver(content);
      }
      for (const delta of choice.delta?.tool_calls ?? []) {
        const index = typeof delta.index === 'number' ? delta.index : calls.length;
        const id = typeof delta.id === 'string' && delta.id !== '' ? delta.id : undefined;
        let slot = slotOfIndex.get(index);
        if (!slot || (id && slot.id && id !== slot.id)) {
          slot = { name: '', arguments: '' };
          calls.push(slot);
          slotOfIndex.set(index, slot);
        }
        if (id) slot.id = id;
        if (typeof delta.function?.name === 'string') slot.name += delta.function.name;
        const piece = delta.function?.arguments;
        if (typeof piece === 'string') slot.arguments += piece;
        else if (typeof piece === 'object' && piece !== null) slot.arguments += JSON.stringify(piece);
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    if (failure) throw failure;
    if (done) break;
  }
  // A stream that ends without `[DONE]` is accepted when it said why it finished (some servers omit `[DONE]`);
  // one that stopped before either was cut off on the way, which says nothing about the address.
  if (!done && finish === undefined) throw cutOff(words);
  // A refusal streams in its own field, beside no content (https://platform.openai.com/docs/api-reference/chat-streaming).
  if (refusal !== '') throw refusedReply(refusal, words);
  const toolCalls = calls.map((call, index) =>
    toToolCall(
      { ...(call.id ? { id: call.id } : {}), function: { name: call.name, arguments: call.arguments } },
      index,
    ),
  );
  return stepOf(text, toolCalls, finish, usage, words, reasoned);
}

/** An error sent inside the stream (`data: {"error": …}`), as the error family. */
function streamError(error: NonNullable<CompletionChunk['error']>, words: ProviderWords): LlmError {
  const detail = typeof error === 'string' ? error : typeof error.message === 'string' ? error.message : '';
  const code = typeof error === 'string' ? undefined : error.code;
  return errorFromStatus({ status: typeof code === 'number' && code >= 400 ? code : 500, detail }, words);
}

/** A stream that stopped before it said it was done: the connection was cut. Retried, unless text was shown. */
function cutOff(words: ProviderWords): LlmError {
  return new NetworkError(
    'network',
    `${capitalize(words.name)}'s answer stopped before it was complete (the connection closed mid-stream): try again.`,
    { provider: words.provider, retryable: true },
  );
}
