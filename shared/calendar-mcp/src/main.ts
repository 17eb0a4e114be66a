import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { calendarFileFrom, openAndReadCalendar } from '@scheduling-agent/calendar';
import { refuseFlagsTakenByNpm, startupErrorLines, UsageError } from '@scheduling-agent/cli-io';
import { clockFromEnv } from '@scheduling-agent/clock';
import { createCalendarServer } from './server.ts';

const HELP = `The calendar as an MCP server: checkAvailability, listAppointments, scheduleAppointment, deleteAppointment.

Usage: npm run -s calendar-mcp [-- options]   (-s keeps npm's own lines off stdout, which carries the protocol)

  --calendar PATH   The calendar file (default: CALENDAR_FILE, else .data/calendar.json).
  --http PORT       Serve Streamable HTTP at http://127.0.0.1:PORT/mcp (0 picks a free port) instead of stdio.
  -h, --help        Show this help.

On stdio, an MCP client starts it and speaks JSON-RPC on its stdin and stdout; messages for people go to stderr.
AGENT_NOW=2026-11-23T08:30:00Z pins the clock; TZ sets the time zone.`;

const OPTIONS = {
  calendar: { type: 'string' },
  http: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

// #region main
async function main(argv: string[]): Promise<void> {
  refuseFlagsTakenByNpm(OPTIONS);
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = values.http === undefined ? undefined : Number(values.http);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new UsageError(`--http must be a port number from 0 to 65535 (got "${values.http}").`);
  }
  const calendar = await openAndReadCalendar({ file: calendarFileFrom(values.calendar), clock: clockFromEnv() });
  if (port === undefined) {
    await createCalendarServer(calendar).connect(new StdioServerTransport());
    console.error(`Calendar MCP server on stdio. Calendar: ${calendar.file}.`);
    return;
  }
  // Loaded only for HTTP: the web server's modules would slow every start on stdio, the way an agent starts it.
  const { serveHttp } = await import('./http.ts');
  const { url } = await serveHttp(calendar, port);
  console.error(`Calendar MCP server at ${url}. Calendar: ${calendar.file}. Ctrl-C stops it.`);
}
// #endregion main

main(process.argv.slice(2)).catch((error: unknown) => {
  // stdout carries the protocol, so a bad flag or file is one line on stderr.
  for (const line of startupErrorLines(error, (text) => text)) console.error(line);
  process.exitCode = 2;
});
