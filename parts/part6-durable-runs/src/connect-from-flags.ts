import { dirname, join } from 'node:path';
import { calendarFileFrom } from '@scheduling-agent/calendar';
import { type Terminal, UsageError } from '@scheduling-agent/cli-io';
import type { Approve } from './approval.ts';
import { calendarServer, readMcpConfig } from './mcp-config.ts';
import { StartCancelled } from './mcp-connect.ts';
import { loadPins } from './tool-pins.ts';
import { connectTools, DEFAULT_LIMITS } from './tool-registry.ts';

/** The MCP config file the flags or MCP_CONFIG name, if any (without one, the calendar server is started). */
export function usesMcpConfig(values: { 'mcp-config'?: string }): string | undefined {
  return values['mcp-config'] ?? (process.env.MCP_CONFIG || undefined);
}

/** The servers from `--mcp-config` (or MCP_CONFIG), else the calendar server; their tools, checked and pinned. */
export async function connectFromFlags(
  values: { 'mcp-config'?: string; calendar?: string; 'tool-timeout'?: string },
  terminal: Terminal,
  approve: Approve,
) {
  const seconds = Number(values['tool-timeout'] ?? DEFAULT_LIMITS.timeoutMs / 1000);
  if (!(seconds > 0 && seconds <= 3600)) {
    throw new UsageError(
      `--tool-timeout must be a number of seconds from 1 to 3600 (got "${values['tool-timeout']}").`,
    );
  }
  const calendarFile = calendarFileFrom(values.calendar);
  const configFile = usesMcpConfig(values);
  // Sign-ins to servers that ask for one are kept beside the pins, in a file of the person's own (mcp-auth.ts).
  const signInFile = join(dirname(calendarFile), 'mcp-sign-ins.json');
  const servers = configFile
    ? (await readMcpConfig(configFile)).map((server) => ('url' in server ? { ...server, signInFile } : server))
    : [calendarServer(calendarFile)];
  let withheld = false;
  // A slow start is shown as a spinner: on a terminal only, like every wait, so a piped transcript stays the same.
  let stopSpinner = () => {};
  // Ctrl-C while a server starts gives up on the start: the server is stopped, and the program ends.
  const cancel = new AbortController();
  const stopListening = terminal.onInterrupt(() => cancel.abort());
  const tools = await connectTools(servers, {
    pins: await loadPins(join(dirname(calendarFile), 'mcp-pins.json')),
    approveTool: async (question) => (await approve(question)) === true,
    notice: (line) => {
      withheld = true;
      terminal.info(`mcp> ${line}`);
    },
    offered: (line) => terminal.info(`mcp> ${line}`),
    starting: (line) => {
      stopSpinner = terminal.startSpinner(line);
    },
    limits: { timeoutMs: seconds * 1000, maxTotalMs: seconds * 10_000 },
    signal: cancel.signal,
  })
    .catch((error: unknown) => {
      if (!(error instanceof StartCancelled)) throw error;
      terminal.info('cancelled');
      terminal.close();
      return null;
    })
    .finally(() => {
      stopSpinner();
      stopListening();
    });
  return tools && { tools, withheld };
}

/** The tools offered to the model, or, when there are none, why not: the model can then only talk. */
export function describeTools(names: readonly string[], withheld: boolean): string {
  if (names.length > 0) return `Tools: ${names.join(', ')}.`;
  const why = withheld ? 'every tool the servers list was withheld (the mcp> lines above say why)' : 'none is listed';
  return `No tools are offered to the model: ${why}. It can talk, but not act.`;
}
