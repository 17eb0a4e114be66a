/** What a fake server is scripted to answer: a whole body, or a stream of Server-Sent Events. */

/** What the fake server answers: `body` is sent as JSON, or as is when it is a string (for broken bodies). */
export interface ScriptedResponse {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Wait this long before answering, to test time limits and Ctrl-C. */
  readonly delayMs?: number;
}

/** An answer sent as Server-Sent Events: one `data:` event per payload, optionally spaced out or left open. */
export interface StreamedResponse {
  /** Each event's data: an object is sent as JSON, a string as is (`[DONE]`, or a broken payload). */
  readonly events: readonly unknown[];
  /** Wait this long before each event (default 0). */
  readonly eventDelayMs?: number;
  /** Leave the response open after the last event, as a model still writing would (for Ctrl-C tests). */
  readonly hang?: boolean;
}
