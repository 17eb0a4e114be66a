/** One turn of a conversation as every provider sees it: who spoke, and the text. */
export interface ChatMessage {
  readonly role: 'user' | 'assistant';
  readonly text: string;
}

/** A JSON Schema object, as plain data. */
export type JsonSchema = Record<string, unknown>;

/** Everything a model needs for one reply. */
export interface ModelRequest {
  /** The system instruction: who the model is, today's date, the reply format, the tools. */
  readonly systemInstruction: string;
  /** The conversation so far, oldest first; the last message is the one to answer. */
  readonly messages: readonly ChatMessage[];
  /** When present, the reply must be JSON that follows this schema (providers use their JSON mode). */
  readonly responseSchema?: JsonSchema;
  /** Aborts the request in flight (Ctrl-C). */
  readonly signal?: AbortSignal;
}

/** Token counts, when the provider reports them. */
export interface TokenUsage {
  readonly inputTokens: number;
  /** Everything the model generated, thinking included (it is billed as output). */
  readonly outputTokens: number;
  /** The part of `outputTokens` spent thinking, when the provider says (Gemini's `thoughtsTokenCount`). */
  readonly thinkingTokens?: number;
}

/** A model's reply: the raw text (untrusted, to be parsed and validated) and usage when known. */
export interface ModelResponse {
  readonly text: string;
  readonly usage?: TokenUsage;
}

/**
 * The one interface every provider implements. Parts talk only to this, so swapping Gemini for a local model or the
 * offline stand-in changes one line of configuration and no code.
 */
export interface LanguageModel {
  /** Provider id: `gemini`, `openai-compatible`, `offline`, `scripted`. */
  readonly provider: string;
  /** What to show the person in the banner, e.g. `gemini (gemini-3.5-flash-lite)`. */
  readonly label: string;
  generate(request: ModelRequest): Promise<ModelResponse>;
  /** The models this provider offers, when it can list them (`--list-models`), sorted by name. */
  listModels?(options?: { signal?: AbortSignal }): Promise<string[]>;
}
