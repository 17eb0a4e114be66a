import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CancelledNotificationSchema,
  ElicitRequestSchema,
  type ElicitResult,
  ErrorCode,
  McpError,
  type Tool as McpTool,
  type RequestId,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { ConfigurationError, redact } from '@scheduling-agent/llm-service';
import type { FillForm } from './elicitation-form.ts';
import type { ServerConfig } from './mcp-config.ts';

/** A connected server: its client, the tools it lists, and why it stopped if it has. */
export interface ConnectedServer {
  readonly name: string;
  readonly client: Client;
  readonly tools: readonly McpTool[];
  /** Set once the connection is gone (the process exited, the HTTP server went away). */
  readonly closed: () => string | undefined;
  /** Lists its tools again, every page. */
  readonly listTools: () => Promise<McpTool[]>;
  /** Calls `listener` each time the server says its tools changed (`notifications/tools/list_changed`). */
  readonly onToolsChanged: (listener: () => void) => void;
}

/** Puts a server's yes/no question to the person; `signal` withdraws it (the server cancelled, or Ctrl-C). */
export type Confirm = (question: string, signal?: AbortSignal) => Promise<boolean>;

/** How a server reaches the person mid-call: yes/no questions, and forms with fields (declined without `fillForm`). */
export interface Person {
  readonly confirm: Confirm;
  readonly fillForm?: FillForm;
}

/** How long to wait for a server to start and list its tools: generous, since a busy machine starts slowly. */
const CONNECT_TIMEOUT_MS = 60_000;
/** The setting that changes that wait, in seconds; the message that gives up names it. */
export const START_TIMEOUT_SETTING = 'MCP_START_TIMEOUT';
/** A server still silent after this long is said to be starting, so a slow start is not a silent one. */
const SLOW_START_MS = 2_000;

/** How {@link connectServer} waits for a server to start. */
export interface StartOptions {
  /** How long to wait in all (default: `MCP_START_TIMEOUT` seconds, else 60 s). */
  readonly timeoutMs?: number;
  /** Told, once, when the server has not answered after 2 s, with a line for the person. */
  readonly onSlow?: (line: string) => void;
  /** Gives up on the start (Ctrl-C): the server is stopped and {@link StartCancelled} thrown. */
  readonly signal?: AbortSignal;
}

/** Start-up was given up on by the person (Ctrl-C) while a server was starting. */
export class StartCancelled extends Error {
  constructor(name: string) {
    super(`Start-up cancelled while the ${name} server was starting.`);
    this.name = 'StartCancelled';
  }
}

// #region minimal-environment
/**
 * What a started server inherits: the SDK's short list (HOME, PATH, USER, SHELL, TERM, LOGNAME), the agent's clock
 * (`AGENT_NOW`, `TZ`: no secret, and a server on another clock would call tomorrow's times past), and only the
 * variables its config names. Never the API keys in the agent's own environment or `.env`.
 */
export function serverEnvironment(
  config: { env?: Readonly<Record<string, string>> },
  own: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const clock = Object.fromEntries(
    ['AGENT_NOW', 'TZ'].flatMap((name) => (own[name] === undefined ? [] : [[name, own[name] as string]])),
  );
  return { ...getDefaultEnvironment(), ...clock, ...config.env };
}
// #endregion minimal-environment

// #region connect-server
/**
 * Starts or reaches one server, initializes the session and lists its tools; after 2 s of silence it says so. One that
 * will not start, speak MCP or answer in time stops start-up with one line naming it and what it printed last.
 */
export async function connectServer(config: ServerConfig, person?: Person, start: StartOptions = {}) {
  const timeout = start.timeoutMs ?? startTimeoutFromEnvironment();
  const capabilities = person ? { elicitation: { form: {} } } : {};
  const client = new Client({ name: 'scheduling-agent', version: '5.0.0' }, { capabilities });
  if (person) answerQuestions(client, config.name, person);
  let closedBecause: string | undefined;
  // What a started server says on stderr is kept (its last lines) to explain a failure, never printed as it comes.
  const stderr: string[] = [];
  const transport = await transportFor(config, stderr);
  client.onclose = () => {
    closedBecause ??= `the ${config.name} server stopped${lastWords(stderr)}`;
  };
  const slow = setTimeout(() => start.onSlow?.(`The ${config.name} server is starting…`), SLOW_START_MS);
  const signal = start.signal ? { signal: start.signal } : {};
  const connecting = client.connect(transport, { timeout, ...signal });
  const pid = transport instanceof StdioClientTransport ? transport.pid : null;
  try {
    await withinStartTimeout(connecting, timeout);
    const tools = await listEveryTool(client, { timeout, ...signal });
    return { name: config.name, client, tools, closed: () => closedBecause, ...toolListUpdates(client, timeout) };
  } catch (error) {
    const cancelled = start.signal?.aborted === true;
    if (cancelled || isTimeout(error)) stopNow(pid);
    await client.close().catch(() => {});
    if (cancelled) throw new StartCancelled(config.name);
    throw notStarted(config, error, timeout, lastWords(stderr));
  } finally {
    clearTimeout(slow);
  }
}
// #endregion connect-server

/** Why a server did not start, in one line that names it; a time-out also names the setting that waits longer. */
function notStarted(config: ServerConfig, error: unknown, timeout: number, said: string): ConfigurationError {
  const name = config.name;
  if (isTimeout(error)) {
    said ||= waitedFor(config);
    const seconds = timeout / 1000;
    return new ConfigurationError(
      `The MCP server "${name}" did not answer within ${seconds} s of starting${said}. If it is only slow, ` +
        `set ${START_TIMEOUT_SETTING} to more seconds (e.g. ${START_TIMEOUT_SETTING}=${seconds * 3}).`,
    );
  }
  const reason = error instanceof Error ? error.message + unreachable(config, error) : String(error);
  return new ConfigurationError(`Could not start the MCP server "${name}": ${reason}${said}`);
}

/**
 * `connecting`, or a time-out after `ms`. The SDK's own timeout covers the initialize request only, not the
 * transport's start: an SSE stream that never sends its `endpoint` event would hold start-up for ever.
 */
async function withinStartTimeout(connecting: Promise<void>, ms: number): Promise<void> {
  let deadline: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(new McpError(ErrorCode.RequestTimeout, 'start-up timed out')), ms);
  });
  connecting.catch(() => {}); // once the time-out wins, the close that follows rejects it, and nobody waits for it.
  try {
    await Promise.race([connecting, passed]);
  } finally {
    clearTimeout(deadline);
  }
}

/** Why `fetch` failed, from its cause's code (`fetch failed` alone says nothing): e.g. nothing answers at the URL. */
function unreachable(config: ServerConfig, error: Error): string {
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (!('url' in config) || typeof code !== 'string') return '';
  const host = new URL(config.url).hostname;
  const why: Record<string, string> = {
    ECONNREFUSED: `nothing answers at ${config.url}`,
    ENOTFOUND: `no such host: ${host}`,
    EAI_AGAIN: `the name ${host} could not be looked up (no network?)`,
    ECONNRESET: `${host} closed the connection`,
    ETIMEDOUT: `${host} did not answer`,
    EHOSTUNREACH: `${host} cannot be reached`,
  };
  return ` (${why[code] ?? code})`;
}

/** What a server reached by URL was waited for, when it says nothing of its own. */
function waitedFor(config: ServerConfig): string {
  if (!('url' in config)) return '';
  const what = config.type === 'sse' ? 'the `endpoint` event on its SSE stream, then for ' : '';
  return ` (waited at ${config.url} for ${what}an answer to initialize)`;
}

/** The wait from `MCP_START_TIMEOUT` (seconds, 1 to 3600), else 60 s; a value that is not one stops start-up. */
function startTimeoutFromEnvironment(): number {
  const value = process.env[START_TIMEOUT_SETTING];
  if (value === undefined || value === '') return CONNECT_TIMEOUT_MS;
  const seconds = Number(value);
  if (!(seconds >= 1 && seconds <= 3600)) {
    throw new ConfigurationError(
      `${START_TIMEOUT_SETTING} must be a number of seconds from 1 to 3600 (got "${value}").`,
    );
  }
  return seconds * 1000;
}

// #region answer-questions
/**
 * Lets a server ask the person mid-call (MCP elicitation), after its name, as the spec asks: a yes/no question (a form
 * with no fields, as the calendar's before it cancels) on one line, stripped of control sequences and cut; a form with
 * fields through `fillForm`; not a URL. (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation)
 */
function answerQuestions(client: Client, server: string, { confirm, fillForm }: Person): void {
  hearCancellationOfRequestZero(client);
  client.setRequestHandler(ElicitRequestSchema, async ({ params }, { signal }): Promise<ElicitResult> => {
    if (params.mode === 'url') return { action: 'decline' };
    if (Object.keys(params.requestedSchema.properties).length > 0) {
      return fillForm ? fillForm(server, params, signal) : { action: 'decline' };
    }
    const line = redact(sanitizeForTerminal(params.message)).replace(/\s+/g, ' ').trim();
    const question = line.length > 200 ? `${line.slice(0, 199)}…` : line;
    const yes = await confirm(`The ${server} server asks: ${question}`, signal);
    if (signal.aborted) return { action: 'cancel' };
    return yes ? { action: 'accept', content: {} } : { action: 'decline' };
  });
}
// #endregion answer-questions

/**
 * SDK 1.32 drops a cancellation of request id 0 (`if (!requestId) return`: typescript-sdk#2283, fixed on its v2 line
 * by #2654), and id 0 is a server's first request to the host: its first question would stay open after the server
 * withdrew it, and take the next line typed. This handler does what the SDK's does, for every id, 0 included: it aborts
 * the request's handler, whose signal withdraws the question (and the SDK then sends no answer, as the spec asks).
 */
function hearCancellationOfRequestZero(client: Client): void {
  const handlers = (client as unknown as { _requestHandlerAbortControllers: Map<RequestId, AbortController> })
    ._requestHandlerAbortControllers;
  client.setNotificationHandler(CancelledNotificationSchema, ({ params }) => {
    if (params.requestId !== undefined) handlers.get(params.requestId)?.abort(params.reason);
  });
}

/** How to list a server's tools again, and hear when it says they changed (`notifications/tools/list_changed`). */
function toolListUpdates(client: Client, timeout: number): Pick<ConnectedServer, 'listTools' | 'onToolsChanged'> {
  const listeners: (() => void)[] = [];
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    for (const listener of listeners) listener();
  });
  return {
    listTools: () => listEveryTool(client, { timeout }),
    onToolsChanged: (listener) => {
      listeners.push(listener);
    },
  };
}

/** The most pages of tools read from one server: a server that hands out cursors for ever cannot hold the start. */
const MAX_TOOL_PAGES = 100;

/**
 * Every tool a server lists, page by page: `tools/list` may answer with a `nextCursor`, and the tools behind it are
 * as much the server's as those on the first page (https://modelcontextprotocol.io/specification/2025-11-25/server/utilities/pagination).
 */
async function listEveryTool(client: Client, options: RequestOptions): Promise<McpTool[]> {
  const tools: McpTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const answer = await client.listTools(cursor === undefined ? undefined : { cursor }, options);
    tools.push(...answer.tools);
    cursor = answer.nextCursor;
    if (cursor === undefined) return tools;
  }
  throw new Error(`it listed more than ${MAX_TOOL_PAGES} pages of tools`);
}

function isTimeout(error: unknown): boolean {
  return error instanceof McpError && error.code === ErrorCode.RequestTimeout;
}

/** How to reach a server: the transport a test hands in, Streamable HTTP for a URL, else a process started on stdio. */
async function transportFor(config: ServerConfig, stderr: string[]): Promise<Transport> {
  if ('transport' in config) return config.transport;
  // Loaded for a URL only: the HTTP clients and their OAuth code cost every start without one about 0.1 s of CPU.
  if ('url' in config) return (await import('./remote-transport.ts')).remoteTransport(config);
  const transport = new StdioClientTransport({
    command: config.command,
    args: [...(config.args ?? [])],
    env: serverEnvironment(config),
    ...(config.cwd ? { cwd: config.cwd } : {}),
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(String(chunk));
    stderr.splice(0, stderr.length - 5);
  });
  return transport;
}

/**
 * Stops a server process that did not start in time or whose start was cancelled. The SDK closes it without waiting
 * (with up to 4 s of grace), and a host that then exits would leave it running on its own: so it is killed at once.
 * (A server that exited by itself is never killed here: its process id may already belong to another process.)
 */
function stopNow(pid: number | null): void {
  if (pid === null) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone (ESRCH): nothing to stop.
  }
}

/** What a server said last on stderr: its last `error:` line if it wrote one (a usage hint may follow it), else its last line. */
function lastWords(stderr: readonly string[]): string {
  const lines = stderr
    .join('')
    .trim()
    .split('\n')
    .map((line) => line.trim());
  const last = lines.findLast((line) => line.startsWith('error:')) ?? lines.at(-1);
  return last ? ` (it said: ${last.slice(0, 400)})` : '';
}
