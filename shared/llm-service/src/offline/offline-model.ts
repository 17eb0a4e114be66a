import { type Clock, systemClock } from '@scheduling-agent/clock';
import type { LanguageModel, ModelRequest, ModelResponse } from '../types.ts';
import { capabilities, dateQuestion, fallback, greeting } from './chat-intents.ts';
import type { Intent } from './intent.ts';
import { readRequest } from './read-request.ts';

/** The intents every part's offline model starts with: Part 1's chat. */
export const chatIntents: readonly Intent[] = [greeting, capabilities, dateQuestion];

/** Options for {@link createOfflineModel}. */
export interface OfflineModelOptions {
  /** Used when the system instruction states no date. Default: the system clock. */
  readonly clock?: Clock;
  /** Tried in order before the fallback. Default: {@link chatIntents}. */
  readonly intents?: readonly Intent[];
}

// #region offline-model
/**
 * A deterministic, rule-based stand-in for a language model, so every part runs with no key and no network. It reads
 * the same request a real model gets (the instruction for today's date, the history, the reply schema for which
 * actions and tools exist) and replies with the same kind of JSON text. It is not an AI, and says so.
 */
export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModel {
  const clock = options.clock ?? systemClock();
  const intents = options.intents ?? chatIntents;
  return {
    provider: 'offline',
    label: 'offline model (a rule-based stand-in, not an AI)',
    async generate(request: ModelRequest): Promise<ModelResponse> {
      const context = readRequest(request, clock);
      for (const intent of intents) {
        const reply = intent.reply(context);
        if (reply && context.actions.has(String(reply.action))) return { text: JSON.stringify(reply) };
      }
      return { text: JSON.stringify(fallback.reply(context)) };
    },
  };
}
// #endregion offline-model
