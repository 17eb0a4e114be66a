import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { openCalendar } from '@scheduling-agent/calendar';
import { createCalendarServer, serveHttp } from '@scheduling-agent/calendar-mcp';
import { BENCH_CLOCK, REPO_ROOT, temporaryDirectory } from './setup.ts';
import { type Summary, summarize } from './stats.ts';
import type { Table } from './table.ts';

/** Calls timed per way of calling, one at a time, after a few untimed ones. */
const CALLS = 200;
const WARMUP = 20;
const DAY = '2026-11-24';

/** Milliseconds per call of `call`, one at a time: each sample is one call alone. */
async function timeCalls(call: () => Promise<unknown>): Promise<Summary> {
  for (let index = 0; index < WARMUP; index++) await call();
  const samples: number[] = [];
  for (let index = 0; index < CALLS; index++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

const listDay = (client: Client) => () => client.callTool({ name: 'listAppointments', arguments: { date: DAY } });

// #region mcp-call-cost
/**
 * What MCP costs per tool call: the same `listAppointments` on the same calendar, called directly, through the
 * calendar server in this process (in memory: the protocol's own work), over stdio (a separate process, as
 * `npm run part5` starts it) and over Streamable HTTP on 127.0.0.1 (one session, as it serves a client).
 */
export async function measureMcpCallCost(): Promise<Table> {
  const file = join(temporaryDirectory('mcp-bench-'), 'calendar.json');
  const calendar = openCalendar({ file, clock: BENCH_CLOCK });
  await calendar.book({ start: `${DAY}T10:00`, title: 'Dentist' });
  const rows: [string, Summary][] = [['direct: `calendar.list`', await timeCalls(() => calendar.list({ from: DAY }))]];

  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCalendarServer(calendar).connect(serverSide);
  const inMemory = new Client({ name: 'bench', version: '1.0.0' });
  await inMemory.connect(clientSide);
  rows.push(['MCP in memory (same process)', await timeCalls(listDay(inMemory))]);
  await inMemory.close();

  const stdio = new Client({ name: 'bench', version: '1.0.0' });
  const main = fileURLToPath(import.meta.resolve('@scheduling-agent/calendar-mcp/main'));
  await stdio.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', main, '--calendar', file],
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', AGENT_NOW: '2026-11-23T08:30:00Z', TZ: 'Europe/London' },
      stderr: 'ignore',
    }),
  );
  rows.push(['MCP over stdio (a child process)', await timeCalls(listDay(stdio))]);
  await stdio.close();

  const served = await serveHttp(calendar, 0);
  const http = new Client({ name: 'bench', version: '1.0.0' });
  await http.connect(new StreamableHTTPClientTransport(new URL(served.url)));
  rows.push(['MCP over Streamable HTTP (127.0.0.1)', await timeCalls(listDay(http))]);
  await http.close();
  await served.close();

  const direct = rows[0]![1].median;
  return {
    title: `One \`listAppointments\` call, directly and over MCP (${CALLS} calls each, one at a time)`,
    note: 'The difference from the direct call is what the protocol and its transport cost per call; a model call takes seconds.',
    headers: ['how', 'median ms', 'min ms', 'over direct, ms'],
    rows: rows.map(([how, { median, min }]) => [how, median.toFixed(3), min.toFixed(3), (median - direct).toFixed(3)]),
  };
}
// #endregion mcp-call-cost
