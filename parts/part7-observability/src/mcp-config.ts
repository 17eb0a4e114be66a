import { readFile } from 'node:fs/promises';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { calendarServerBundle } from '@scheduling-agent/calendar-mcp/bundle';
import { ConfigurationError, createValidator, registerSecret } from '@scheduling-agent/llm-service';
import { expandVariables } from './config-variables.ts';
import type { PreRegisteredClient } from './mcp-auth.ts';

/**
 * One MCP server the agent uses: a command it starts (stdio) or a URL it connects to (Streamable HTTP), and which of
 * its tools the person trusts to run without a question (`trustedTools`, by the server's names for them).
 */
export type ServerConfig = (
  | {
      readonly name: string;
      readonly command: string;
      readonly args?: readonly string[];
      /** Variables given to the server on top of the minimal environment; nothing else is inherited. */
      readonly env?: Readonly<Record<string, string>>;
      readonly cwd?: string;
    }
  | {
      readonly name: string;
      readonly url: string;
      /** `sse` for a server on the older HTTP+SSE transport; else Streamable HTTP. */
      readonly type?: 'http' | 'sse';
      /** Sent with every request (a token, say); never printed. */
      readonly headers?: Readonly<Record<string, string>>;
      /** A client registered by hand with the server's authorization server (Claude Code's `oauth` field). */
      readonly oauth?: PreRegisteredClient;
      /** Where sign-ins to servers that ask for one are kept (mcp-auth.ts); set by the host, not the config. */
      readonly signInFile?: string;
    }
  /** A server in this process, on a transport already made (tests and benchmarks connect in memory). */
  | { readonly name: string; readonly transport: Transport }
) & { readonly trustedTools?: readonly string[] };

const TRUSTED_TOOLS = { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true } as const;

/** A pre-registered OAuth client, in the shape of Claude Code's `oauth` field (clientSecret may be `${VAR}`). */
const OAUTH = {
  type: 'object',
  properties: {
    clientId: { type: 'string', minLength: 1 },
    clientSecret: { type: 'string' },
    callbackPort: { type: 'integer', minimum: 1, maximum: 65535 },
  },
  required: ['clientId'],
  additionalProperties: false,
} as const;

// #region config-schema
/**
 * The config file: `{"mcpServers": {"NAME": {"command": "...", "args": [...], "env": {...}} | {"url": "...",
 * "headers": {...}}}}`, the shape desktop MCP clients and Claude Code use (VS Code's `"servers"` key and `"type"`
 * too), so a server's published instructions can be pasted in; plus, for this host, `"trustedTools": [...]`: the
 * tools of that server that may run without asking the person first.
 */
const SERVERS = {
  type: 'object',
  minProperties: 1,
  additionalProperties: {
    anyOf: [
      {
        type: 'object',
        properties: {
          type: { enum: ['stdio'] },
          command: { type: 'string', minLength: 1 },
          args: { type: 'array', items: { type: 'string' } },
          env: { type: 'object', additionalProperties: { type: 'string' } },
          cwd: { type: 'string' },
          trustedTools: TRUSTED_TOOLS,
        },
        required: ['command'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: {
          type: { enum: ['http', 'streamable-http', 'sse'] },
          url: { type: 'string', pattern: '^(https?://|\\$\\{)' },
          headers: { type: 'object', additionalProperties: { type: 'string' } },
          oauth: OAUTH,
          trustedTools: TRUSTED_TOOLS,
        },
        required: ['url'],
        additionalProperties: false,
      },
    ],
  },
} as const;

const CONFIG_SCHEMA = {
  type: 'object',
  properties: { mcpServers: SERVERS, servers: SERVERS, inputs: { type: 'array' } },
  oneOf: [{ required: ['mcpServers'] }, { required: ['servers'] }],
  additionalProperties: false,
} as const;
// #endregion config-schema

type ServerEntries = Record<string, Record<string, unknown>>;

/** Reads the config file; a missing, unreadable or malformed file stops start-up with one line naming it. */
export async function readMcpConfig(file: string): Promise<ServerConfig[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new ConfigurationError(`Cannot read the MCP config ${file}: ${reason}.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`The MCP config ${file} is not JSON: ${(error as Error).message}.`);
  }
  // Compiled here rather than when the module loads: a start without a config (the calendar alone) skips the cost.
  const validateConfig = createValidator<{ mcpServers?: ServerEntries; servers?: ServerEntries }>(CONFIG_SCHEMA, {
    subject: 'MCP config',
  });
  const checked = validateConfig(parsed);
  if (!checked.ok) throw new ConfigurationError(`The MCP config ${file} is not valid: ${checked.message}.`);
  const entries = checked.value.mcpServers ?? checked.value.servers ?? {};
  return Object.entries(entries).map(([name, entry]) => serverConfig(name, entry));
}

/** One entry of the config as the host uses it: variables expanded, `type` read (`streamable-http` is `http`). */
function serverConfig(name: string, entry: Record<string, unknown>): ServerConfig {
  const expand = (value: string, secret = false) => expandVariables(value, { server: name, secret });
  const { type, headers, env, args, oauth, ...rest } = entry as Record<string, never>;
  const strings = (record: Record<string, string> | undefined, secret = false) =>
    record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, expand(value, secret)]));
  const expanded = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? expand(value) : value]),
  );
  if (typeof expanded.url === 'string' && !/^https?:\/\//.test(expanded.url)) {
    throw new ConfigurationError(`The MCP config's server "${name}" has a url that is not http:// or https://.`);
  }
  return {
    name,
    ...expanded,
    ...(args ? { args: (args as string[]).map((arg) => expand(arg)) } : {}),
    ...(env ? { env: strings(env) } : {}),
    ...(headers ? { headers: strings(headers, true) } : {}),
    ...(oauth ? { oauth: preRegistered(oauth, expand) } : {}),
    ...(type === 'sse' ? { type: 'sse' } : {}),
  } as ServerConfig;
}

/** The config's `oauth` with its variables expanded; the secret is registered for redaction, so it is never shown. */
function preRegistered(
  oauth: PreRegisteredClient,
  expand: (value: string, secret?: boolean) => string,
): PreRegisteredClient {
  const { clientId, clientSecret, callbackPort } = oauth;
  // A secret written into the config itself, not taken from a variable, is hidden all the same.
  if (clientSecret !== undefined) registerSecret(expand(clientSecret, true));
  return {
    clientId: expand(clientId),
    ...(clientSecret === undefined ? {} : { clientSecret: expand(clientSecret, true) }),
    ...(callbackPort === undefined ? {} : { callbackPort }),
  };
}

/** The calendar server's tools that only read it: the ones the host trusts when it starts the calendar itself. */
export const CALENDAR_READ_ONLY: readonly string[] = ['checkAvailability', 'listAppointments'];

// #region default-server
/**
 * With no config, the agent starts this repository's calendar server itself on stdio, from the JavaScript bundle of
 * its sources (rebuilt when one changes), with a part's calendar file and the agent's clock, so `npm run part7` works
 * on the first try. The host knows this server, so it trusts its two tools that only read; the others ask first.
 */
export function calendarServer(calendarFile: string): ServerConfig {
  return {
    name: 'calendar',
    command: process.execPath,
    args: [calendarServerBundle(), '--calendar', calendarFile],
    trustedTools: CALENDAR_READ_ONLY,
  };
}
// #endregion default-server
