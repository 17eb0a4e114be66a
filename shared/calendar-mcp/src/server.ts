import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { Calendar } from '@scheduling-agent/calendar';
import { Ajv, type ValidateFunction } from 'ajv';
import { type Ask, CALENDAR_TOOLS, type CalendarOutcome } from './tools.ts';

/** The name and version the server gives in its `initialize` answer. */
export const SERVER_INFO = { name: 'calendar', version: '1.0.0' } as const;

// #region create-server
/**
 * An MCP server offering the calendar's four tools, ready to connect to any transport (stdio, Streamable HTTP, or
 * an in-memory pair in tests). Arguments are checked against each tool's schema; anything a tool refuses, and bad
 * arguments, come back as a result with `isError` the model can read and act on, never as a protocol error.
 */
export function createCalendarServer(calendar: Calendar, options: { canAsk?: boolean } = {}): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} } });
  const ajv = new Ajv({ allErrors: true });
  const tools = new Map(CALENDAR_TOOLS.map((tool) => [tool.name, { tool, validate: ajv.compile(tool.inputSchema) }]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: CALENDAR_TOOLS.map(({ run, ...listing }) => listing),
  }));

  server.setRequestHandler(CallToolRequestSchema, async ({ params }, extra) => {
    const entry = tools.get(params.name);
    // The one protocol error: a tool this server does not have is the caller's mistake, not the tool's.
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
    const args = params.arguments ?? {};
    if (!entry.validate(args))
      return failure(`Invalid arguments for ${params.name}: ${describeErrors(entry.validate)}.`);
    try {
      const ask = askThrough(server, options.canAsk ?? true, extra);
      const asking = ask ? { ask } : options.canAsk === false ? { cannotAsk: true } : {};
      const callOptions = { ...asking, ...(params._meta ? { meta: params._meta } : {}) };
      return toResult(await entry.tool.run(calendar, args, callOptions));
    } catch (error) {
      return failure(`${params.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return server;
}
// #endregion create-server

// #region ask-through
/**
 * A way to ask the person a yes/no question, when this client can: it declared form elicitation at `initialize`, and
 * the transport can carry its answer back (`canAsk`: not over stateless HTTP, where no session holds the question).
 * The form has no fields: the answer is the action, `accept` for yes. While the person reads, the call reports
 * progress, so a client that times out silent calls (and resets on progress) waits for them.
 * (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation)
 */
function askThrough(server: Server, canAsk: boolean, extra: CallExtra): Ask | undefined {
  if (!canAsk || server.getClientCapabilities()?.elicitation?.form === undefined) return undefined;
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

/** The outcome as MCP carries it: the object for programs (`structuredContent`), and the same as JSON text. */
function toResult({ result, isError }: CalendarOutcome): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result, isError };
}

function failure(message: string): CallToolResult {
  return toResult({ result: { ok: false, message }, isError: true });
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || 'the arguments'} ${error.message ?? 'are not valid'}`)
    .join('; ');
}
