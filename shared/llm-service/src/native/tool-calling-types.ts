import type { JsonSchema, TokenUsage } from '../types.ts';

// #region tool-calls
/** A tool as the provider sees it: what it is called, when to use it, and a JSON Schema of its arguments. */
export interface ToolDeclaration {
  readonly name: string;
  readonly description: string;
  /** A JSON Schema of an object: the tool's named arguments. */
  readonly parameters: JsonSchema;
}

/** `auto`: the model answers or calls tools, as it sees fit. `none`: it must answer in text (the last step). */
export type ToolChoice = 'auto' | 'none';

/**
 * What a provider needs sent back exactly as it sent it. The loop keeps it with the call or answer it came with and
 * never reads it: Gemini 3 rejects a follow-up whose function calls lost their `thoughtSignature` (HTTP 400,
 * https://ai.google.dev/gemini-api/docs/thought-signatures).
 */
export interface ProviderEcho {
  /** The provider's own call id, when it sent one (Gemini 2.5 often does not; we make one up, and never send it). */
  readonly id?: string;
  /** Gemini's opaque signature of the model's thinking, on a function call part or a text part. */
  readonly thoughtSignature?: string;
  /** The arguments as the text the provider sent (OpenAI's `function.arguments`), even when it is not JSON. */
  readonly arguments?: string;
}

/**
 * One function call as the model asked for it. Untrusted: the name may be unknown and the arguments wrong. It is
 * named apart from the agent's own `ToolCall` (`{ tool, parameters }` in each part's `tool.ts`), which is what this
 * becomes once its tool is known and its arguments have passed that tool's schema.
 */
export interface ModelToolCall {
  /** Matches the call to its result: the provider's id, or one made up for providers that send none. */
  readonly id: string;
  readonly name: string;
  /** The arguments, parsed; `undefined` when they could not be read (then `argumentsError` says why). */
  readonly args: unknown;
  /** Why the arguments could not be read, e.g. `not valid JSON`. The call still goes into the history. */
  readonly argumentsError?: string;
  readonly echo?: ProviderEcho;
}

/** What came of one call, matched to it by `callId`: an `output` for the model to read, or an `error` it can act on. */
export type ToolResultMessage =
  | { readonly callId: string; readonly name: string; readonly output: unknown }
  | { readonly callId: string; readonly name: string; readonly error: string };
// #endregion tool-calls

// #region conversation
/**
 * The conversation as a typed record, oldest first, its entries named after Part 3's history (a message, an answer,
 * tool calls, tool results). Entries never change once written, so providers convert each
 * one once and keep the result.
 */
export type ConversationEntry =
  | { readonly type: 'user-input'; readonly text: string }
  /** A note from the program, not the person, e.g. "your last reply was empty". Sent in the user's role. */
  | { readonly type: 'feedback'; readonly text: string }
  | { readonly type: 'answer'; readonly text: string; readonly echo?: ProviderEcho }
  | {
      readonly type: 'tool-calls';
      /** Text the model wrote beside its calls, if any. */
      readonly text?: string;
      readonly calls: readonly ModelToolCall[];
      /** The signature on that text, for Gemini. */
      readonly echo?: ProviderEcho;
    }
  | { readonly type: 'tool-results'; readonly results: readonly ToolResultMessage[] };

/** Everything a model needs for one step with native tool calling. */
export interface ToolCallingRequest {
  readonly systemInstruction: string;
  readonly history: readonly ConversationEntry[];
  readonly tools: readonly ToolDeclaration[];
  /** Default `auto`. `none` keeps the tools declared (the history refers to them) but forbids calling them. */
  readonly toolChoice?: ToolChoice;
  /**
   * Receives the answer's text as it is generated. A provider that cannot stream calls it once with the whole text,
   * so a caller that prints what it gets prints everything exactly once.
   */
  readonly onText?: (delta: string) => void;
  /** Aborts the request in flight (Ctrl-C), streamed or not. */
  readonly signal?: AbortSignal;
}
// #endregion conversation

// #region tool-calling-model
/** Why the model stopped: it answered, it called tools, it ran out of room, or it wrote a call the API rejected. */
export type FinishReason = 'stop' | 'tool-calls' | 'length' | 'malformed-call' | 'other';

/** A model's step: text (possibly empty), the calls it asked for (possibly none), why it stopped, and usage. */
export interface ToolCallingResponse {
  readonly text: string;
  readonly toolCalls: readonly ModelToolCall[];
  readonly finishReason: FinishReason;
  readonly usage?: TokenUsage;
  /** What the provider needs back with the text (Gemini's signature on a text part). */
  readonly echo?: ProviderEcho;
  /**
   * With finish reason `length` and text: a notice for the person that the text stopped at the output limit, and
   * what to do about it. (A reply cut off before any text or call is an `EmptyReplyError` saying the same.)
   */
  readonly cutOff?: string;
}

/** A model that speaks its provider's native function calling, through one `generate()` for every provider. */
export interface ToolCallingModel {
  /** Provider id: `gemini`, `openai-compatible`, `offline`, `scripted`. */
  readonly provider: string;
  /** What to show the person in the banner, e.g. `gemini (gemini-2.5-flash)`. */
  readonly label: string;
  generate(request: ToolCallingRequest): Promise<ToolCallingResponse>;
}
// #endregion tool-calling-model

/** The history entry that records a response: an `answer`, or the `tool-calls` with any text beside them. */
export function entryOf(response: ToolCallingResponse): ConversationEntry {
  const echo = response.echo ? { echo: response.echo } : {};
  if (response.toolCalls.length === 0) return { type: 'answer', text: response.text, ...echo };
  return {
    type: 'tool-calls',
    calls: response.toolCalls,
    ...(response.text === '' ? {} : { text: response.text }),
    ...echo,
  };
}
