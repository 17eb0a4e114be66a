/**
 * Scripted Gemini answers for the fake server in `fake-servers.ts`, in the REST API's shapes: text, `functionCall`
 * parts (https://ai.google.dev/gemini-api/docs/function-calling), streamed or whole, and errors.
 */
import type { ScriptedResponse, StreamedResponse } from './scripted-response.ts';

/** A Gemini `generateContent` answer with one candidate of text, and token counts. */
export function geminiText(text: string, usage = { inputTokens: 12, outputTokens: 5 }): ScriptedResponse {
  return {
    body: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: {
        promptTokenCount: usage.inputTokens,
        candidatesTokenCount: usage.outputTokens,
        totalTokenCount: usage.inputTokens + usage.outputTokens,
      },
      modelVersion: 'fake-gemini',
    },
  };
}

/**
 * A Gemini answer from a thinking model: a `thought: true` part with its reasoning (which is not the reply), then
 * the text, and `thoughtsTokenCount` beside the other counts.
 */
export function geminiThinkingText(
  thought: string,
  text: string,
  usage = { inputTokens: 12, outputTokens: 5, thinkingTokens: 700 },
): ScriptedResponse {
  return {
    body: {
      candidates: [
        {
          content: { role: 'model', parts: [{ text: thought, thought: true }, { text }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: usage.inputTokens,
        candidatesTokenCount: usage.outputTokens,
        thoughtsTokenCount: usage.thinkingTokens,
        totalTokenCount: usage.inputTokens + usage.outputTokens + usage.thinkingTokens,
      },
      modelVersion: 'fake-gemini',
    },
  };
}

/** A Gemini error in the shape Google's APIs use: `{ error: { code, message, status, details } }`. */
export function geminiError(
  status: number,
  message: string,
  statusName = 'ERROR',
  details?: unknown[],
): ScriptedResponse {
  return { status, body: { error: { code: status, message, status: statusName, ...(details ? { details } : {}) } } };
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
