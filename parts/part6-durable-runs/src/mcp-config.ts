import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ConfigurationError, createValidator } from '@scheduling-agent/llm-service';

/** One MCP server the agent uses: a command it starts (stdio) or a URL it connects to (Streamable HTTP). */
export type ServerConfig =
  | {
      readonly name: string;
      readonly command: string;
      readonly args?: readonly string[];
      /** Variables given to the server on top of the minimal environment; nothing else is inherited. */
      readonly env?: Readonly<Record<string, string>>;
      readonly cwd?: string;
    }
  | { readonly name: string; readonly url: string }
  /** A server in this process, on a transport already made (tests and benchmarks connect in memory). */
  | { readonly name: string; readonly transport: Transport };

// #region config-schema
/**
 * The config file: `{"mcpServers": {"NAME": {"command": "...", "args": [...], "env": {...}} | {"url": "..."}}}`,
 * the shape desktop MCP clients use, so a server's published instructions can be pasted in.
 */
const CONFIG_SCHEMA = {
  type: 'object',
  properties: {
    mcpServers: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        anyOf: [
          {
            type: 'object',
            properties: {
              command: { type: 'string', minLength: 1 },
              args: { type: 'array', items: { type: 'string' } },
              env: { type: 'object', additionalProperties: { type: 'string' } },
              cwd: { type: 'string' },
            },
            required: ['command'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: { url: { type: 'string', pattern: '^https?://' } },
            required: ['url'],
            additionalProperties: false,
          },
        ],
      },
    },
  },
  required: ['mcpServers'],
  additionalProperties: false,
} as const;
// #endregion config-schema

const validateConfig = createValidator<{ mcpServers: Record<string, Record<string, unknown>> }>(CONFIG_SCHEMA, {
  subject: 'MCP config',
});

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
  const checked = validateConfig(parsed);
  if (!checked.ok) throw new ConfigurationError(`The MCP config ${file} is not valid: ${checked.message}.`);
  return Object.entries(checked.value.mcpServers).map(([name, server]) => ({ name, ...server }) as ServerConfig);
}

// #region default-server
/**
 * With no config, the agent starts this repository's calendar server itself, on stdio, with the same calendar file a
 * part would use (and, like every server it starts, the agent's clock), so `npm run part6` works on the first try.
 */
export function calendarServer(calendarFile: string): ServerConfig {
  const main = createRequire(import.meta.url).resolve('@scheduling-agent/calendar-mcp/main');
  return {
    name: 'calendar',
    command: process.execPath,
    args: ['--import', tsxLoader(), main, '--calendar', calendarFile],
  };
}
// #endregion default-server

/** tsx's loader by path, so the server starts the same from any working directory. */
function tsxLoader(): string {
  return fileURLToPath(import.meta.resolve('tsx'));
}
