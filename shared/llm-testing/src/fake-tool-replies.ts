/**
 * Scripted native function-calling answers for the fake servers in `fake-servers.ts`, in each provider's
 * documented shape: Gemini's `functionCall` parts (https://ai.google.dev/gemini-api/docs/function-calling) and
 * OpenAI's `tool_calls` (https://platform.openai.com/docs/api-reference/chat/object), whole or as a stream.
 */
import type { ScriptedResponse } from './fake-replies.ts';

/** An answer sent as Server-Sent Events: one `data:` event per payload, optionally spaced out or left open. */
export interface StreamedResponse {
  /** Each event's data: an object is sent as JSON, a string as is (`[DONE]`, or a broken payload). */
  readonly events: readonly unknown[];
  /** Wait this long before each event (default 0). */
  readonly eventDelayMs?: number;
  /** Leave the response open after the last event, as a model still writing would (for Ctrl-C tests). */
  readonly hang?: boolean;
}

/** One function call in a scripted Gemini reply; give `thoughtSignature` to play Gemini 3. */
export interface GeminiCall {
  readonly name: string;
  readonly args?: Record<string, unknown>;
  readonly id?: string;
  readonly thoughtSignature?: string;
}

const USAGE = { promptTokenCount: 40, candidatesTokenCount: 9, totalTokenCount: 49 };

/** A Gemini reply with function calls, and text beside them when given (parallel calls: list several). */
export function geminiCalls(calls: readonly GeminiCall[], text?: string): ScriptedResponse {
  return { body: geminiBody([...(text ? [{ text }] : []), ...calls.map(callPart)], 'STOP') };
}

/** Gemini's answer to a call it could not parse: no content, finish reason `MALFORMED_FUNCTION_CALL`. */
export function geminiMalformedCall(): ScriptedResponse {
  return { body: { candidates: [{ finishReason: 'MALFORMED_FUNCTION_CALL', index: 0 }], usageMetadata: USAGE } };
}

/** A Gemini reply with no parts at all: the empty reply. */
export function geminiEmpty(): ScriptedResponse {
  return {
    body: { candidates: [{ content: { role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: USAGE },
  };
}

/**
 * A streamed Gemini answer: the text in the pieces given, then (Gemini 3 style) an empty text part carrying the
 * signature, and calls in the last chunk when given.
 */
export function geminiStream(
  pieces: readonly string[],
  options: {
    readonly calls?: readonly GeminiCall[];
    readonly textSignature?: string;
    /** How the last chunk says it finished (default `STOP`; `MAX_TOKENS` for a reply cut off at the limit). */
    readonly finishReason?: string;
    /** Thinking tokens in the last chunk's usage, as a Gemini 3 model that thought reports them. */
    readonly thoughtsTokenCount?: number;
  } = {},
): StreamedResponse {
  const chunks: unknown[] = pieces.map((text) => geminiBody([{ text }]));
  const last = [
    ...(options.textSignature ? [{ text: '', thoughtSignature: options.textSignature }] : []),
    ...(options.calls ?? []).map(callPart),
  ];
  const body = geminiBody(last, options.finishReason ?? 'STOP');
  if (options.thoughtsTokenCount) body.usageMetadata = { ...USAGE, thoughtsTokenCount: options.thoughtsTokenCount };
  chunks.push(body);
  return { events: chunks };
}

/**
 * A whole Gemini reply cut off at the output limit (`finishReason: MAX_TOKENS`): the text it got to, if any, and the
 * thinking tokens it spent, as Gemini reports them in `usageMetadata.thoughtsTokenCount`.
 */
export function geminiCutOff(text: string, thoughtsTokenCount = 0): ScriptedResponse {
  const body = geminiBody(text === '' ? [] : [{ text }], 'MAX_TOKENS');
  if (text === '') body.candidates = [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }];
  if (thoughtsTokenCount > 0) body.usageMetadata = { ...USAGE, thoughtsTokenCount };
  return { body };
}

/** Gemini's real 400 for a follow-up whose function call lost its thought signature. */
export function geminiMissingSignature(name: string, position: number): ScriptedResponse {
  return {
    status: 400,
    body: {
      error: {
        code: 400,
        message:
          'Function call is missing a thought_signature in functionCall parts. This is required for tools to work ' +
          'correctly, and missing thought_signature may lead to degraded model performance. Additional data, ' +
          `function call \`default_api:${name}\` , position ${position}. Please refer to ` +
          'https://ai.google.dev/gemini-api/docs/thought-signatures for more details.',
        status: 'INVALID_ARGUMENT',
      },
    },
  };
}

function callPart(call: GeminiCall): Record<string, unknown> {
  return {
    functionCall: { name: call.name, args: call.args ?? {}, ...(call.id ? { id: call.id } : {}) },
    ...(call.thoughtSignature ? { thoughtSignature: call.thoughtSignature } : {}),
  };
}

function geminiBody(parts: readonly unknown[], finishReason?: string): Record<string, unknown> {
  return {
    candidates: [{ content: { role: 'model', parts }, ...(finishReason ? { finishReason } : {}), index: 0 }],
    ...(finishReason ? { usageMetadata: USAGE } : {}),
    modelVersion: 'fake-gemini',
  };
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
