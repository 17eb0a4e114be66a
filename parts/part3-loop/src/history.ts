import type { ChatMessage } from '@scheduling-agent/llm-service';
import type { ToolResult } from './tool.ts';

/** One tool the model asked for. */
export interface ToolCall {
  readonly tool: string;
  readonly parameters: Record<string, unknown>;
}

/** What came of one call: the tool's result, or why there is none (invalid, failed, or declined by the person). */
export type ToolCallResult =
  | { readonly call: ToolCall; readonly ok: true; readonly result: ToolResult }
  | { readonly call: ToolCall; readonly ok: false; readonly error: string; readonly declined?: true };

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
export const TOOL_RESULTS_PREFIX = 'Tool results:\n';
/** The start of a message that tells the model its last reply could not be used. */
export const INVALID_REPLY_PREFIX = 'Your last reply could not be used:';

// #region to-messages
/** The history as provider messages: the model's own turns as the JSON actions it sent, everything else as user turns. */
export function toMessages(history: readonly HistoryEntry[]): ChatMessage[] {
  return history.flatMap(messagesOf);
}

function messagesOf(entry: HistoryEntry): ChatMessage[] {
  switch (entry.type) {
    case 'user-input':
      return [{ role: 'user', text: entry.text }];
    case 'answer':
      return [{ role: 'assistant', text: JSON.stringify({ action: 'answer', response: entry.text }) }];
    case 'tool-calls':
      return [{ role: 'assistant', text: JSON.stringify(actionOf(entry.calls)) }];
    case 'tool-results':
      return [{ role: 'user', text: TOOL_RESULTS_PREFIX + JSON.stringify(entry.results.map(forModel)) }];
    case 'invalid-reply':
      return [
        { role: 'assistant', text: entry.reply.trim() === '' ? '(an empty reply)' : entry.reply.slice(0, 2000) },
        { role: 'user', text: `${INVALID_REPLY_PREFIX} ${entry.problem}` },
      ];
  }
}
// #endregion to-messages

/** The action that asks for these calls: one `tool`, or several independent ones as `tools`. */
export function actionOf(calls: readonly ToolCall[]): Record<string, unknown> {
  if (calls.length === 1) return { action: 'tool', tool: calls[0]!.tool, parameters: calls[0]!.parameters };
  return { action: 'tools', calls };
}

function forModel(result: ToolCallResult): Record<string, unknown> {
  const { tool, parameters } = result.call;
  if (result.ok) return { tool, parameters, ok: true, result: result.result };
  return { tool, parameters, ok: false, ...(result.declined ? { declined: true } : {}), error: result.error };
}
