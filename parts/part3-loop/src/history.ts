import { type ChatMessage, sliceRedacted } from '@scheduling-agent/llm-service';
import type { ToolCall, ToolCallResult } from './tool.ts';

// #region history
/**
 * The conversation as a typed record: what the person said, what the model answered or asked for, what the tools
 * returned, and replies that could not be used. Providers never see this type; {@link toMessages} turns it into
 * their messages, in one place.
 */
export type HistoryEntry =
  | { readonly type: 'user-input'; readonly text: string }
  | { readonly type: 'answer'; readonly text: string }
  | { readonly type: 'tool-calls'; readonly calls: readonly ToolCall[] }
  | { readonly type: 'tool-results'; readonly results: readonly ToolCallResult[] }
  | { readonly type: 'invalid-reply'; readonly reply: string; readonly problem: string };
// #endregion history

/** The start of a message that carries tool results back to the model. */
export const TOOL_RESULTS_PREFIX = 'Tool results:';
/** The start of a message that tells the model its last reply could not be used. */
export const INVALID_REPLY_PREFIX = 'Your last reply could not be used:';

/**
 * Each entry's messages, made once: entries never change, so neither do their messages. Without this every step
 * would encode every earlier call and result again, and a long session would spend most of a step doing it.
 */
const converted = new WeakMap<HistoryEntry, readonly ChatMessage[]>();

// #region to-messages
/** The history as provider messages: the model's own turns as the JSON actions it sent, everything else as user turns. */
export function toMessages(history: readonly HistoryEntry[]): ChatMessage[] {
  return history.flatMap((entry) => {
    let messages = converted.get(entry);
    if (messages === undefined) {
      messages = messagesOf(entry);
      converted.set(entry, messages);
    }
    return messages;
  });
}

function messagesOf(entry: HistoryEntry): ChatMessage[] {
  switch (entry.type) {
    case 'user-input':
      return [{ role: 'user', text: entry.text }];
    case 'answer':
      return [{ role: 'assistant', text: toJson({ action: 'answer', response: entry.text }) }];
    case 'tool-calls':
      return [{ role: 'assistant', text: toJson(actionOf(entry.calls)) }];
    case 'tool-results':
      return [{ role: 'user', text: `${TOOL_RESULTS_PREFIX}\n${toJson(entry.results)}` }];
    case 'invalid-reply':
      return [
        {
          role: 'assistant',
          text: entry.reply.trim() === '' ? '(an empty reply)' : sliceRedacted(entry.reply, 0, 2000),
        },
        { role: 'user', text: `${INVALID_REPLY_PREFIX} ${entry.problem}` },
      ];
  }
}
// #endregion to-messages

/** The action that asks for these calls: one `tool`, or several independent ones as `tools`. */
function actionOf(calls: readonly ToolCall[]): Record<string, unknown> {
  if (calls.length === 1) return { action: 'tool', tool: calls[0]!.tool, parameters: calls[0]!.parameters };
  return { action: 'tools', calls };
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
