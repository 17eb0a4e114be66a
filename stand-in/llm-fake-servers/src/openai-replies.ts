/**
 * Scripted OpenAI-compatible answers for the fake server in `fake-servers.ts`, in the chat completions API's documented
 * shapes: text, `tool_calls` (https://platform.openai.com/docs/api-reference/chat/object), streamed or whole, and
 * errors.
 */
import type { ScriptedResponse, StreamedResponse } from './scripted-response.ts';

/** An OpenAI chat completion with one choice of text, and token counts. */
export function openAIText(text: string, usage = { inputTokens: 12, outputTokens: 5 }): ScriptedResponse {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: usage.inputTokens,
        completion_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
    },
  };
}

/**
 * A chat completion from a reasoning model served locally (Qwen3, DeepSeek-R1 distills): it thinks aloud in a
 * `<think>` block before its JSON, and vLLM-style servers also put the reasoning in `reasoning_content`.
 */
export function openAIReasoningText(reasoning: string, text: string): ScriptedResponse {
  const reply = openAIText(`<think>\n${reasoning}\n</think>\n\n${text}`);
  const body = reply.body as { choices: Array<{ message: Record<string, unknown> }> };
  body.choices[0]!.message.reasoning_content = reasoning;
  return reply;
}

/** An OpenAI error: `{ error: { message, type, code } }`. */
export function openAIError(status: number, message: string, type = 'invalid_request_error'): ScriptedResponse {
  return { status, body: { error: { message, type, code: null } } };
}
/** One tool call in a scripted OpenAI reply: `arguments` is the JSON text the model wrote (or broken text). */
export interface OpenAICall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

const OPENAI_USAGE = { prompt_tokens: 40, completion_tokens: 9, total_tokens: 49 };

/** A chat completion with tool calls (`finish_reason: tool_calls`), and text beside them when given. */
export function openAIToolCalls(calls: readonly OpenAICall[], content: string | null = null): ScriptedResponse {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, tool_calls: calls.map(toolCallOf) },
          finish_reason: 'tool_calls',
        },
      ],
      usage: OPENAI_USAGE,
    },
  };
}

/**
 * A streamed chat completion (`stream: true`): the text in the pieces given, then each call as deltas assembled by
 * `index`: the first with the id and name, the arguments split in two, then a usage-only chunk and `[DONE]`.
 */
export function openAIStream(
  pieces: readonly string[],
  calls: readonly OpenAICall[] = [],
  options: {
    /** The `finish_reason` of the last chunk (default `stop`, or `tool_calls` with calls; `length` when cut off). */
    readonly finish?: string;
    /** Reasoning deltas sent before the text, in Ollama's `reasoning` field. */
    readonly reasoning?: readonly string[];
  } = {},
): StreamedResponse {
  const chunk = (delta: unknown, finish: string | null = null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const events: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const thought of options.reasoning ?? []) events.push(chunk({ reasoning: thought }));
  for (const text of pieces) events.push(chunk({ content: text }));
  calls.forEach((call, index) => {
    const half = Math.ceil(call.arguments.length / 2);
    const head = { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } };
    events.push(chunk({ tool_calls: [head] }));
    events.push(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(0, half) } }] }));
    events.push(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }));
  });
  events.push(chunk({}, options.finish ?? (calls.length > 0 ? 'tool_calls' : 'stop')));
  events.push({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [], usage: OPENAI_USAGE });
  events.push('[DONE]');
  return { events };
}

/**
 * A whole chat completion cut off at the output limit (`finish_reason: "length"`): the text it got to, and, for a
 * reasoning model, its reasoning (Ollama's `reasoning` field) and OpenAI's `completion_tokens_details.reasoning_tokens`.
 */
export function openAICutOff(
  content: string,
  options: { readonly reasoning?: string; readonly reasoningTokens?: number } = {},
): ScriptedResponse {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, ...(options.reasoning ? { reasoning: options.reasoning } : {}) },
          finish_reason: 'length',
        },
      ],
      usage: {
        ...OPENAI_USAGE,
        ...(options.reasoningTokens
          ? { completion_tokens_details: { reasoning_tokens: options.reasoningTokens } }
          : {}),
      },
    },
  };
}

function toolCallOf(call: OpenAICall): Record<string, unknown> {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } };
}
