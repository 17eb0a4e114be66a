import { redact } from '@scheduling-agent/llm-service';
import type { ToolCall, ToolCallResult } from './tool.ts';

/** Longest value shown of one parameter; a call's line stays readable whatever the model sent. */
const VALUE_LENGTH = 60;

/**
 * `checkAvailability start=2026-11-24T10:00 title="Team sync"`: a tool call for people, on one line. A value with
 * spaces, quotes or line breaks is shown in JSON quotes (so `\n` cannot start a line that looks like `agent>`), and
 * each value is cut to 60 characters, after any API key in it is blanked, so a cut cannot leave part of one.
 */
export function describeCall(call: ToolCall): string {
  const parameters = Object.entries(call.parameters ?? {})
    .map(([name, value]) => `${name}=${describeValue(value)}`)
    .join(' ');
  return parameters ? `${call.tool} ${parameters}` : call.tool;
}

function describeValue(value: unknown): string {
  const text = redact(typeof value === 'string' && /^[\w:.@+-]*$/.test(value) ? value : safeJson(value));
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '(too deep to show)';
  }
}

/**
 * A text on one line, cut to `length` characters: line breaks become `; ` (after a colon, a space), so a message
 * that lists things shows its first items rather than ending in a colon. Any API key is blanked before the cut.
 */
export function shorten(text: string, length = 100): string {
  const line = redact(text)
    .trim()
    .replace(/:\s*\n\s*/g, ': ')
    .replace(/\s*\n\s*/g, '; ');
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** What a call's result says, in the words of the tool, the error, or the declined question. */
export function outcomeText(result: ToolCallResult): string {
  switch (result.type) {
    case 'result':
      return result.result.message;
    case 'error':
      return result.error.message;
    case 'declined':
      return result.message;
  }
}
