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
import { type Calendar, IDEMPOTENCY_KEY } from '@scheduling-agent/calendar';
import { Ajv, type ValidateFunction } from 'ajv';
import { type Ask, CALENDAR_TOOLS, type CalendarOutcome, type CallOptions, type Target } from './tools.ts';

// #region idempotency-meta
/**
 * Where a host puts a call's idempotency key: in the request's `_meta`, which MCP keeps for metadata beside a
 * request's arguments, so the model (which writes only the arguments) can neither set nor forget it. The name follows
 * the spec's `_meta` key format (a reverse-DNS prefix not reserved for MCP, then a name):
 * https://modelcontextprotocol.io/specification/2025-11-25/basic/index#meta
 */
export const IDEMPOTENCY_KEY_META = 'dev.scheduling-agent/idempotency-key';
// #endregion idempotency-meta

// #region target-meta
/**
 * How a host binds a person's yes to what it was shown, with two more `_meta` names of the same kind. A tool that
 * lists `{"dev.scheduling-agent/preview": true}` in its own `_meta` understands both: a call with `_meta` `preview`
 * true does nothing and says what it would act on (`target`: the appointment's id, start, end and title); a call with
 * `_meta` `expect-target` acts only if its target is still exactly that one, checked under the calendar's lock.
 * A host must not send `preview` to a tool that does not list it: such a tool would simply run.
 */
export const PREVIEW_META = 'dev.scheduling-agent/preview';
export const EXPECT_TARGET_META = 'dev.scheduling-agent/expect-target';
// #endregion target-meta

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
    tools: CALENDAR_TOOLS.map(({ name, title, description, inputSchema, annotations, binds }) => ({
      name,
      title,
      description,
      inputSchema,
      annotations,
      ...(binds ? { _meta: { [PREVIEW_META]: true } } : {}),
    })),
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
      const callOptions = { ...callOptionsOf(params._meta), ...asking };
      return toResult(await entry.tool.run(calendar, args, callOptions));
    } catch (error) {
      return failure(`${params.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return server;
}
// #endregion create-server

/** What the host sent in the request's `_meta` that a tool reads: its idempotency key, checked. */
function callOptionsOf(meta: Record<string, unknown> | undefined): CallOptions {
  const key = meta?.[IDEMPOTENCY_KEY_META];
  const expect = meta?.[EXPECT_TARGET_META];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    throw new TypeError(`the ${IDEMPOTENCY_KEY_META} in _meta must be 1 to 200 printable characters without spaces`);
  }
  if (expect !== undefined && !isTarget(expect)) {
    throw new TypeError(`the ${EXPECT_TARGET_META} in _meta must be {"id", "start", "end"} and an optional "title"`);
  }
  return {
    ...(key === undefined ? {} : { idempotencyKey: key }),
    ...(meta?.[PREVIEW_META] === true ? { preview: true } : {}),
    ...(expect === undefined ? {} : { expectTarget: expect }),
  };
}

function isTarget(value: unknown): value is Target {
  if (typeof value !== 'object' || value === null) return false;
  const { id, start, end, title, ...rest } = value as Record<string, unknown>;
  const text = (item: unknown) => typeof item === 'string' && item.length <= 200;
  return text(id) && text(start) && text(end) && (title === undefined || text(title)) && Object.keys(rest).length === 0;
}

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
