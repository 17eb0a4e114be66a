import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  type LoggingLevel,
  McpError,
  type ServerNotification,
  type ServerRequest,
  SetLevelRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Calendar } from '@scheduling-agent/calendar';
import { Ajv, type ValidateFunction } from 'ajv';
import { type Ask, CALENDAR_TOOLS, type CalendarOutcome, type CalendarTool } from './tools.ts';

/** The name and version the server gives in its `initialize` answer. */
export const SERVER_INFO = { name: 'calendar', version: '1.0.0' } as const;

// #region create-server
/**
 * An MCP server offering the calendar's four tools, ready to connect to any transport (stdio, Streamable HTTP, or
 * an in-memory pair in tests). Arguments are checked against each tool's schema; anything a tool refuses, and bad
 * arguments, come back as a result with `isError` the model can read and act on, never as a protocol error. Each
 * call's outcome is also a log message, at the level the client chose with `logging/setLevel`.
 */
export function createCalendarServer(calendar: Calendar): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {}, logging: {} } });
  const ajv = new Ajv({ allErrors: true });
  const tools = new Map(CALENDAR_TOOLS.map((tool) => [tool.name, tool]));
  const log = acceptLogLevel(server);

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: CALENDAR_TOOLS.map(({ run, ...listing }) => listing),
  }));

  server.setRequestHandler(CallToolRequestSchema, async ({ params }, extra) => {
    const tool = tools.get(params.name);
    // The one protocol error: a tool this server does not have is the caller's mistake, not the tool's.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
    // Compiled on the tool's first call (ajv keeps it), not at start, which a host's first prompt waits for.
    const outcome = await runTool({ server, calendar, tool, validate: ajv.compile(tool.inputSchema) }, params, extra);
    await log(outcome.isError ? 'warning' : 'info', `${params.name}: ${outcome.result.message}`, extra);
    return toResult(outcome);
  });
  return server;
}
// #endregion create-server

/**
 * Answers `logging/setLevel`, and gives a way to log during a call at or above the level set (`info` until then).
 * The level is kept here, not by the SDK, so that a call's log travels with the call (on its own stream, before its
 * result) rather than on a stream the client may not have opened.
 */
function acceptLogLevel(server: Server) {
  let threshold: LoggingLevel = 'info';
  server.setRequestHandler(SetLevelRequestSchema, ({ params }) => {
    threshold = params.level;
    return {};
  });
  return async (level: LoggingLevel, data: string, extra: CallExtra) => {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(threshold)) return;
    const message = { method: 'notifications/message', params: { level, logger: 'calendar', data } } as const;
    await extra.sendNotification(message).catch(() => {});
  };
}

/** Runs one call: its arguments checked, the person asked through the client when it can, any throw a failure. */
async function runTool(
  {
    server,
    calendar,
    tool,
    validate,
  }: { server: Server; calendar: Calendar; tool: CalendarTool; validate: ValidateFunction },
  params: { name: string; arguments?: Record<string, unknown>; _meta?: Record<string, unknown> },
  extra: CallExtra,
): Promise<CalendarOutcome> {
  const args = params.arguments ?? {};
  if (!validate(args))
    return failure('invalid-arguments', `Invalid arguments for ${params.name}: ${describeErrors(validate)}.`);
  try {
    const ask = askThrough(server, extra);
    return await tool.run(calendar, args, { ...(ask ? { ask } : {}), ...(params._meta ? { meta: params._meta } : {}) });
  } catch (error) {
    return failure('failed', `${params.name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// #region ask-through
/**
 * A way to ask the person a yes/no question, when this client can: it declared form elicitation at `initialize`.
 * Over stdio and over HTTP (the session carries the answer back to this server). The form has no fields: the answer
 * is the action, `accept` for yes. While the person reads, the call reports progress, so a client that times out
 * silent calls (and resets on progress) waits for them.
 * (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation)
 */
function askThrough(server: Server, extra: CallExtra): Ask | undefined {
  if (server.getClientCapabilities()?.elicitation?.form === undefined) return undefined;
  return async (message) => {
    const stop = keepAlive(extra);
    try {
      const answer = await server.elicitInput(
        { mode: 'form', message, requestedSchema: { type: 'object', properties: {} } },
        { signal: extra.signal, timeout: ASK_TIMEOUT_MS },
      );
      return answer.action;
    } finally {
      stop();
    }
  };
}
// #endregion ask-through

/** MCP's log levels, least severe first (RFC 5424's, as the spec names them). */
const LEVELS: readonly LoggingLevel[] = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
];

/** A person may take a while to answer; an hour without one is a no. */
const ASK_TIMEOUT_MS = 3_600_000;

/** How often a call waiting for the person says it is still alive: under the shortest time-out a client may set. */
const KEEP_ALIVE_MS = 500;

type CallExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Sends a progress notification every {@link KEEP_ALIVE_MS} while the call waits, if the client asked for progress. */
function keepAlive(extra: CallExtra): () => void {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return () => {};
  let progress = 0;
  const timer = setInterval(() => {
    progress += 1;
    const params = { progressToken, progress, message: 'Waiting for the person to answer.' };
    void extra.sendNotification({ method: 'notifications/progress', params }).catch(() => {});
  }, KEEP_ALIVE_MS);
  return () => clearInterval(timer);
}

/**
 * The outcome as MCP carries it: the object for programs (`structuredContent`, matching the tool's `outputSchema`),
 * and the same as JSON text. `isError` is `!ok` for every tool: true whenever the tool did not do what it was asked.
 */
function toResult({ result }: CalendarOutcome): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result, isError: !result.ok };
}

function failure(reason: string, message: string): CalendarOutcome {
  return { result: { ok: false, reason, message }, isError: true };
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || 'the arguments'} ${error.message ?? 'are not valid'}`)
    .join('; ');
}
