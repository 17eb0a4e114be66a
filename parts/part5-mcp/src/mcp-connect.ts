import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type ElicitResult, type Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { ConfigurationError, redact } from '@scheduling-agent/llm-service';
import type { ServerConfig } from './mcp-config.ts';

/** A connected server: its client, the tools it lists, and why it stopped if it has. */
export interface ConnectedServer {
  readonly name: string;
  readonly client: Client;
  readonly tools: readonly McpTool[];
  /** Set once the connection is gone (the process exited, the HTTP server went away). */
  readonly closed: () => string | undefined;
}

/** Puts a server's yes/no question to the person; `signal` withdraws it (the server cancelled, or Ctrl-C). */
export type Confirm = (question: string, signal?: AbortSignal) => Promise<boolean>;

/** How long to wait for a server to start and list its tools: generous, since a busy machine starts slowly. */
const CONNECT_TIMEOUT_MS = 60_000;

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
 * Starts or reaches one server, initializes the session and lists its tools. A server that will not start, does not
 * speak MCP or does not answer in time stops start-up with one line that names it and says what it printed last.
 */
export async function connectServer(config: ServerConfig, confirm?: Confirm): Promise<ConnectedServer> {
  // Form elicitation is declared only to carry a server's yes/no questions (see answerQuestions).
  const capabilities = confirm ? { elicitation: { form: {} } } : {};
  const client = new Client({ name: 'scheduling-agent', version: '5.0.0' }, { capabilities });
  if (confirm) answerQuestions(client, config.name, confirm);
  let closedBecause: string | undefined;
  const stderr: string[] = [];
  const transport =
    'transport' in config
      ? config.transport
      : 'url' in config
        ? new StreamableHTTPClientTransport(new URL(config.url))
        : new StdioClientTransport({
            command: config.command,
            args: [...(config.args ?? [])],
            env: serverEnvironment(config),
            ...(config.cwd ? { cwd: config.cwd } : {}),
            stderr: 'pipe',
          });
  if (transport instanceof StdioClientTransport) {
    // What the server says on stderr is kept (the last lines) to explain a failure, never printed as it comes.
    transport.stderr?.on('data', (chunk: Buffer) => stderr.splice(0, Math.max(0, stderr.length - 4), String(chunk)));
  }
  client.onclose = () => {
    closedBecause ??= `the ${config.name} server stopped${lastWords(stderr)}`;
  };
  try {
    await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
    const { tools } = await client.listTools(undefined, { timeout: CONNECT_TIMEOUT_MS });
    return { name: config.name, client, tools, closed: () => closedBecause };
  } catch (error) {
    await client.close().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(`Could not start the MCP server "${config.name}": ${reason}${lastWords(stderr)}`);
  }
}
// #endregion connect-server

// #region answer-questions
/**
 * Lets the server ask the person a yes/no question in the middle of a call (MCP form elicitation with no fields), as
 * the calendar server does before it cancels, naming the appointment. The question is the server's text, so it is
 * shown on one line, stripped of control sequences and cut, after the server's name, as the spec asks of a client
 * ("make it clear which server is requesting information"). A form that asks for values, or a URL to open, is declined: this host only
 * confirms. (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation)
 */
function answerQuestions(client: Client, server: string, confirm: Confirm): void {
  client.setRequestHandler(ElicitRequestSchema, async ({ params }, { signal }): Promise<ElicitResult> => {
    const fields = 'requestedSchema' in params ? Object.keys(params.requestedSchema.properties) : [];
    if (params.mode === 'url' || fields.length > 0) return { action: 'decline' };
    const line = redact(sanitizeForTerminal(params.message)).replace(/\s+/g, ' ').trim();
    const question = line.length > 200 ? `${line.slice(0, 199)}…` : line;
    const yes = await confirm(`The ${server} server asks: ${question}`, signal);
    if (signal.aborted) return { action: 'cancel' };
    return yes ? { action: 'accept', content: {} } : { action: 'decline' };
  });
}
// #endregion answer-questions

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
