import type { OfflineContext } from './read-request.ts';

/** A reply the offline model gives, as the object it will serialise to JSON. */
export type OfflineReply = Record<string, unknown>;

/**
 * One thing the offline model understands. Intents are tried in order; the first that returns a reply wins. Later
 * parts teach the model more by adding intents (tool use, planning from tool results), not by changing the model.
 */
export interface Intent {
  readonly name: string;
  reply(context: OfflineContext): OfflineReply | null;
}

/** The `answer` action with the given text. */
export function answer(response: string): OfflineReply {
  return { action: 'answer', response };
}
