import { type Clock, systemClock } from '@scheduling-agent/clock';
import type { LanguageModel, ModelRequest, ModelResponse } from '@scheduling-agent/llm-service';
import { tooLongReply, withoutLongMessages } from './bounded-request.ts';
import { fallback } from './chat-intents.ts';
import { readRequest } from './read-request.ts';
import { noteFact, recallFact } from './remembered-facts.ts';
import { vocabularyFor } from './vocabulary.ts';

/** Options for {@link createOfflineModel}. */
export interface OfflineModelOptions {
  /** Used when the system instruction states no date. Default: the system clock. */
  readonly clock?: Clock;
}

// #region offline-model
/**
 * A deterministic, rule-based stand-in for a language model, so every part runs with no key and no network. It reads
 * the same request a real model gets (the instruction for today's date, the history, the reply schema for which
 * actions and tools exist, the tool results) and replies with the same kind of JSON text. No part tells it what to
 * understand. It is not an AI, and says so. A message too long to be a request is answered before any rule reads it.
 */
export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModel {
  const clock = options.clock ?? systemClock();
  return {
    provider: 'offline',
    label: 'offline model (a rule-based stand-in, not an AI)',
    async generate(request: ModelRequest): Promise<ModelResponse> {
      const tooLong = tooLongReply(request.messages);
      if (tooLong) return { text: JSON.stringify(tooLong) };
      const context = readRequest({ ...request, messages: withoutLongMessages(request.messages) }, clock);
      const recalled = recallFact(context);
      if (recalled) return { text: JSON.stringify(recalled) };
      for (const intent of vocabularyFor(context)) {
        const reply = intent.reply(context);
        if (reply && context.actions.has(String(reply.action))) return { text: JSON.stringify(reply) };
      }
      return { text: JSON.stringify(noteFact(context) ?? fallback.reply(context)) };
    },
  };
}
// #endregion offline-model
