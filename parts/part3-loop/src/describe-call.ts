import type { ToolCall } from './history.ts';

/** `checkAvailability date=2026-11-24T10:00`: a tool call for people. */
export function describeCall(call: ToolCall): string {
  const parameters = Object.entries(call.parameters ?? {})
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return parameters ? `${call.tool} ${parameters}` : call.tool;
}

/** The first line of a text, cut to `length` characters. */
export function shorten(text: string, length = 100): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
