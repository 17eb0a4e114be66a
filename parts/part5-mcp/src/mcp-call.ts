import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { redact, redactValue } from '@scheduling-agent/llm-service';
import type { ConnectedServer } from './mcp-connect.ts';
import { describeContent } from './mcp-resources.ts';
import type { ToolCall, ToolCallResult, ToolDefinition, ToolResult } from './tool.ts';

/** How long one call may go without an answer or a progress notification, and how long in all. */
export interface CallLimits {
  readonly timeoutMs: number;
  readonly maxTotalMs: number;
}

/** The longest result passed on to the model, in characters of JSON: a server cannot flood the context. */
export const MAX_RESULT_LENGTH = 8_000;

// #region call-tool
/**
 * Sends one call to its server and turns whatever comes back into a result. A progress notification keeps a long
 * call alive; silence for `timeoutMs` ends it; the turn's Ctrl-C cancels it on the server too. A call that ended
 * without an answer is never retried: if the tool is not idempotent it may have run, and the model is told to check.
 */
export async function callTool(
  server: ConnectedServer,
  definition: ToolDefinition,
  call: ToolCall,
  limits: CallLimits,
  signal?: AbortSignal,
): Promise<ToolCallResult> {
  const gone = server.closed();
  if (gone) return failed(call, `${call.tool} could not run: ${gone}.`);
  try {
    // What the model wrote may quote the API key (it saw it in a message): a server is never sent it, nor is the disk.
    const request = { name: definition.nameOnServer, arguments: redactValue(call.parameters) };
    const answer = (await server.client.callTool(request, undefined, {
      timeout: limits.timeoutMs,
      maxTotalTimeout: limits.maxTotalMs,
      resetTimeoutOnProgress: true,
      onprogress: () => {},
      ...(signal ? { signal } : {}),
    })) as CallToolResult;
    const result = readResult(answer, server.name);
    // A refusal that carries the server's own object (a clash, with free times) is a result the model can use.
    if (answer.isError && !isRecord(answer.structuredContent))
      return failed(call, `${call.tool} failed: ${result.message}`);
    return { type: 'result', call, result };
  } catch (error) {
    return failed(call, whyNoAnswer(error, server, definition, call, limits, signal));
  }
}
// #endregion call-tool

// #region read-result
/**
 * A server's answer as a tool result: its structured object when it gave one, else its text. It is untrusted, like a
 * model's reply: every string is stripped of terminal control sequences, and a result too long to be useful is cut
 * to a message saying so, so a server can neither repaint the screen nor flood the model's context. A resource link
 * keeps its URI and `server`'s name, so the model can read it ({@link describeContent}).
 */
export function readResult(answer: CallToolResult, server = 'its server'): ToolResult {
  const text = answer.content.map((part) => describeContent(part, server)).join('\n');
  const structured = isRecord(answer.structuredContent) ? answer.structuredContent : undefined;
  const result = sanitize(
    structured && typeof structured.message === 'string' ? structured : { message: text, ...structured },
  );
  const length = JSON.stringify(result).length;
  if (length <= MAX_RESULT_LENGTH) return result as ToolResult;
  return { message: `${String((result as ToolResult).message).slice(0, 500)}… (result cut: ${length} characters)` };
}
// #endregion read-result

function whyNoAnswer(
  error: unknown,
  server: ConnectedServer,
  definition: ToolDefinition,
  call: ToolCall,
  limits: CallLimits,
  signal: AbortSignal | undefined,
): string {
  const gone = server.closed();
  const timedOut = error instanceof McpError && error.code === ErrorCode.RequestTimeout;
  // The SDK reports the total cap, which progress cannot reset, with the same code as silence.
  const capped = timedOut && /maximum total timeout/i.test(error.message);
  const reason = gone
    ? `${gone} during the call`
    : signal?.aborted
      ? 'cancelled (Ctrl-C), and the server was told to stop'
      : capped
        ? `still running after ${limits.maxTotalMs / 1000} s, the most any call may take even while it reports progress`
        : timedOut
          ? `no answer from the ${server.name} server within ${limits.timeoutMs / 1000} s`
          : sanitizeForTerminal(error instanceof Error ? error.message : String(error));
  const check =
    definition.annotations.readOnlyHint === true || definition.annotations.idempotentHint === true
      ? ''
      : ' It may have happened anyway: check (for example, list the day) before trying it again.';
  return `${call.tool} did not finish: ${reason}.${check}`;
}

function failed(call: ToolCall, message: string): ToolCallResult {
  return { type: 'error', call, error: { kind: 'failed', message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every string in a value, stripped of what a terminal would act on and with the API key hidden, as on the screen;
 * depth and size are bounded by JSON's own.
 */
function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redact(sanitizeForTerminal(value));
  if (depth > 20 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => sanitize(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitize(item, depth + 1)]));
}
