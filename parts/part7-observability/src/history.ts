import type { ConversationEntry, ModelToolCall, ProviderEcho } from '@scheduling-agent/llm-service';
import type { ToolCallResult } from './tool.ts';

// #region history
/**
 * The conversation as a typed record: what the person said, what the model answered or asked for (its calls as it
 * sent them, ids and all), what the tools returned (in the order of the calls), and replies that could not be used.
 * Providers never see this type; {@link toConversation} turns it into the model's history, in one place.
 */
export type HistoryEntry =
  | { readonly type: 'user-input'; readonly text: string }
  | { readonly type: 'answer'; readonly text: string; readonly echo?: ProviderEcho }
  | {
      readonly type: 'tool-calls';
      readonly calls: readonly ModelToolCall[];
      readonly text?: string;
      readonly echo?: ProviderEcho;
    }
  | { readonly type: 'tool-results'; readonly results: readonly ToolCallResult[] }
  | { readonly type: 'invalid-reply'; readonly reply: string; readonly problem: string };
// #endregion history

/** The start of a message that tells the model its last reply could not be used. */
export const INVALID_REPLY_PREFIX = 'Your last reply could not be used:';

/** How much of an unusable reply is kept and sent back in the model's turn: enough to see what went wrong. */
export const UNUSABLE_REPLY_EXCERPT = 500;

/** Each entry's converted form, made once: entries never change, so neither does what they become. */
const converted = new WeakMap<HistoryEntry, readonly ConversationEntry[]>();

// #region to-conversation
/**
 * The history as the model's typed conversation. Each result goes back as a tool result matched to its call by id
 * (results are kept in the order of the calls they answer); the tool's own result is the output, an error or a
 * "no" is the error the model reads. An unusable reply goes back as the model's turn (an excerpt of it) followed by
 * the note about it, so the model's and the person's turns always alternate: Gemini and strict chat templates refuse
 * two turns of one role in a row.
 */
export function toConversation(history: readonly HistoryEntry[]): ConversationEntry[] {
  return history.flatMap((entry, index) => {
    let conversation = converted.get(entry);
    if (conversation === undefined) {
      conversation = conversationOf(entry, history[index - 1]);
      converted.set(entry, conversation);
    }
    return conversation;
  });
}

function conversationOf(entry: HistoryEntry, before: HistoryEntry | undefined): ConversationEntry[] {
  switch (entry.type) {
    case 'user-input':
    case 'answer':
    case 'tool-calls':
      return [entry];
    case 'invalid-reply':
      return [
        { type: 'answer', text: excerptOf(entry.reply) },
        { type: 'feedback', text: `${INVALID_REPLY_PREFIX} ${entry.problem}` },
      ];
    case 'tool-results': {
      const calls = before?.type === 'tool-calls' ? before.calls : [];
      const results: ConversationEntry = {
        type: 'tool-results',
        results: entry.results.map((result, index) => {
          const callId = calls[index]?.id ?? `call_${index + 1}`;
          const name = calls[index]?.name ?? result.call.tool;
          if (result.type === 'result') return { callId, name, output: result.result };
          return { callId, name, error: result.type === 'error' ? result.error.message : result.message };
        }),
      };
      return [results];
    }
  }
}
// #endregion to-conversation

/** What stands for an unusable reply in the model's turn: the start of its text, or a note when it had none. */
function excerptOf(reply: string): string {
  if (reply.trim() === '') return '(no usable reply)';
  return reply.length > UNUSABLE_REPLY_EXCERPT ? `${reply.slice(0, UNUSABLE_REPLY_EXCERPT)}…` : reply;
}

/**
 * JSON for the history, which cannot throw: what enters the history is checked and bounded, but printing or sending
 * it must not fail the session even if something slipped through (a cycle, a value nested too deep).
 */
export function toJson(value: unknown, indent?: number): string {
  try {
    return JSON.stringify(value, null, indent) ?? 'null';
  } catch (error) {
    return `"(could not be written as JSON: ${error instanceof Error ? error.message : String(error)})"`;
  }
}
