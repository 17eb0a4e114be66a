import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type Calendar, openCalendar } from '@scheduling-agent/calendar';
import { PINNED_NOW, partEnvironment, REPO_ROOT, skipReasonBelowNode } from '@scheduling-agent/cli-io/testing';
import { fixedClock } from '@scheduling-agent/clock';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHttp } from './http.ts';
import { createCalendarServer } from './server.ts';

/**
 * Clients nobody here wrote, run against this server: the MCP Inspector's CLI and the official conformance suite.
 * Both need Node 22.19 or later (the Inspector's `engines`; the suite imports `fs.globSync`, new in Node 22), so on an
 * older Node these tests are skipped, saying so; CI's second run is on Node 26, and `npm run mcp-checks` runs them on
 * any machine.
 */
const SKIPPED = skipReasonBelowNode('22.19.0', 'the MCP Inspector and conformance suite', 'run npm run mcp-checks');
const MODERN = SKIPPED === '';

const resolve = createRequire(import.meta.url).resolve;
const INSPECTOR = resolve('@modelcontextprotocol/inspector/clients/launcher/build/index.js');
const CONFORMANCE = resolve('@modelcontextprotocol/conformance/dist/index.js');
// server-sse-polling in 0.1.16 sends its tools/call with MCP-Protocol-Version 2025-03-26, to which the SDK (rightly)
// sends no priming event and no retry, so those checks could only warn. modelcontextprotocol/conformance PR #366
// ("fix(server-sse-polling): send mcp-protocol-version 2025-11-25") fixed it, first released in 0.2.0-alpha.7; that
// one scenario runs on this prerelease, and the others stay on the pinned release.
const CONFORMANCE_NEXT = resolve('@modelcontextprotocol/conformance-next/dist/index.js');
const SERVER = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(import.meta.resolve('tsx'));

/** Runs a Node program to its end without blocking this process (the HTTP server under test lives here). */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => {
      if (code !== 0 && code !== 5) console.error(`${args.slice(0, 3).join(' ')} exited ${code}:\n${stderr}`);
      done({ code, stdout });
    });
  });
}

describe(`the MCP Inspector's CLI against the calendar server on stdio${SKIPPED}`, () => {
  const calendar = join(mkdtempSync(join(tmpdir(), 'calendar-inspector-')), 'calendar.json');
  // The Inspector keeps its catalog and tokens under HOME: a folder of its own, so a run leaves nothing behind.
  const env = partEnvironment({ HOME: mkdtempSync(join(tmpdir(), 'inspector-home-')) });
  // Its stdio servers get a minimal environment, so the clock is passed with -e, as a learner would.
  const inspect = (...args: string[]) =>
    runNode(
      [
        INSPECTOR,
        '--cli',
        '--format',
        'json',
        '-e',
        `AGENT_NOW=${PINNED_NOW.AGENT_NOW}`,
        '-e',
        `TZ=${PINNED_NOW.TZ}`,
        ...args,
        '--',
        process.execPath,
        '--import',
        TSX,
        SERVER,
        '--calendar',
        calendar,
      ],
      env,
    );

  it.skipIf(!MODERN)('lists exactly the four tools, each with the hints a host reads', async () => {
    const listed = await inspect('--method', 'tools/list');
    expect(listed.code).toBe(0);
    const { tools } = JSON.parse(listed.stdout).result as { tools: { name: string; annotations: object }[] };
    expect(Object.fromEntries(tools.map(({ name, annotations }) => [name, annotations]))).toEqual({
      checkAvailability: { readOnlyHint: true, openWorldHint: false },
      deleteAppointment: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
      listAppointments: { readOnlyHint: true, openWorldHint: false },
      scheduleAppointment: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    });
  });

  it.skipIf(!MODERN)(
    'calls every tool with valid and invalid arguments; each result matches its outputSchema',
    async () => {
      const listed = await inspect('--method', 'tools/list');
      const { tools } = JSON.parse(listed.stdout).result as { tools: { name: string; outputSchema?: object }[] };
      const ajv = new Ajv({ allErrors: true });
      const schemas = new Map(tools.map(({ name, outputSchema }) => [name, ajv.compile(outputSchema ?? false)]));
      const calls: [string, string[], boolean][] = [
        ['scheduleAppointment', ['start=2026-11-25T10:00', 'title=Team sync'], false],
        ['scheduleAppointment', ['start=2026-11-25T10:00', 'colour=red'], true],
        ['checkAvailability', ['start=2026-11-25T10:00'], false],
        ['checkAvailability', ['start=next tuesday'], true],
        ['checkAvailability', ['start=2026-02-30T10:00'], true],
        ['listAppointments', ['date=2026-11-25'], false],
        ['listAppointments', ['date=tomorrow'], true],
        ['deleteAppointment', ['id=apt_nothing'], true],
        // The Inspector's CLI cannot answer the server's question, so it is refused, saying why.
        ['deleteAppointment', ['start=2026-11-25T10:00'], true],
      ];
      for (const [name, args, isError] of calls) {
        const run = await inspect('--method', 'tools/call', '--tool-name', name, '--tool-arg', ...args);
        const { result } = JSON.parse(run.stdout) as { result: { isError?: boolean; structuredContent: unknown } };
        const validate = schemas.get(name)!;
        const label = `${name} ${args.join(' ')}`;
        expect(validate(result.structuredContent), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        expect(result.isError ?? false, label).toBe(isError);
        expect(run.code, label).toBe(isError ? 5 : 0);
      }
      const refused = await inspect(
        '--method',
        'tools/call',
        '--tool-name',
        'deleteAppointment',
        '--tool-arg',
        'start=2026-11-25T10:00',
      );
      expect(JSON.parse(refused.stdout).result.structuredContent).toMatchObject({ reason: 'cannot-ask' });
      expect(readFileSync(calendar, 'utf8')).toContain('Team sync');
    },
  );

  it.skipIf(!MODERN)('books (exit 0), and the same booking again comes back with isError (exit 5)', async () => {
    const book = ['--method', 'tools/call', '--tool-name', 'scheduleAppointment'];
    const booked = await inspect(...book, '--tool-arg', 'start=2026-11-24T10:00', 'title=Dentist');
    expect(booked.code).toBe(0);
    expect(JSON.parse(booked.stdout).result).toMatchObject({ structuredContent: { ok: true } });
    expect(readFileSync(calendar, 'utf8')).toContain('"title": "Dentist"');

    const clash = await inspect(...book, '--tool-arg', 'start=2026-11-24T10:00', 'title=Haircut');
    // The Inspector's exit code for a result with isError (its docs' exit-code map: 5, tool_is_error).
    expect(clash.code).toBe(5);
    expect(JSON.parse(clash.stdout).result).toMatchObject({
      isError: true,
      structuredContent: { ok: false, reason: 'busy' },
    });
    expect(readFileSync(calendar, 'utf8')).not.toContain('Haircut');
  });
});

describe(`the official MCP conformance suite against the calendar server over HTTP${SKIPPED}`, () => {
  let served: Awaited<ReturnType<typeof serveHttp>> | undefined;
  let reconnecting: Awaited<ReturnType<typeof serveHttp>> | undefined;
  beforeAll(async () => {
    if (!MODERN) return;
    const file = join(mkdtempSync(join(tmpdir(), 'calendar-conformance-')), 'calendar.json');
    const calendar = openCalendar({ file, clock: fixedClock(PINNED_NOW.AGENT_NOW, PINNED_NOW.TZ) });
    served = await serveHttp(calendar, 0);
    reconnecting = await serveHttp(calendar, 0, { createServer: withReconnectionTool });
  });
  afterAll(() => Promise.all([served?.close(), reconnecting?.close()]));

  it
    .skipIf(!MODERN)
    .each([
      'server-initialize',
      'ping',
      'tools-list',
      'logging-set-level',
      'dns-rebinding-protection',
      'server-sse-multiple-streams',
    ])('passes %s with no failure and no warning', async (scenario) => {
    const checks = await runScenario(served!.url, scenario);
    expect(checks.filter(({ status }) => status !== 'INFO')).not.toEqual([]);
    expect(checks.filter(({ status }) => status !== 'SUCCESS' && status !== 'INFO')).toEqual([]);
  });

  it.skipIf(!MODERN)('passes server-sse-polling with no failure and no warning', async () => {
    const checks = await runScenario(reconnecting!.url, 'server-sse-polling', CONFORMANCE_NEXT);
    expect(checks.filter(({ status }) => status !== 'SUCCESS' && status !== 'INFO')).toEqual([]);
    const passed = checks.filter(({ status }) => status === 'SUCCESS').map(({ id }) => id);
    expect(passed).toEqual(['server-sse-priming-event', 'server-sse-retry-field', 'server-sse-disconnect-resume']);
    // The suite reads isError only on the POST stream: the result it got after reconnecting must be the tool's own.
    const resumed = checks
      .filter(({ description }) => description?.startsWith('Received SSE event on GET reconnection stream'))
      .map(({ details }) => JSON.parse(String(details?.data)));
    expect(resumed).toContainEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { content: [{ type: 'text', text: RESUMED }] },
    });
  });

  it.skipIf(!MODERN)(
    'refuses a delete from the Inspector’s CLI over HTTP, which cannot ask, and keeps the appointment',
    async () => {
      const env = partEnvironment({ HOME: mkdtempSync(join(tmpdir(), 'inspector-home-')) });
      const call = (name: string, arg: string) =>
        runNode(
          [
            INSPECTOR,
            '--cli',
            '--format',
            'json',
            served!.url,
            '--method',
            'tools/call',
            '--tool-name',
            name,
            '--tool-arg',
            arg,
          ],
          env,
        );
      const booked = await call('scheduleAppointment', 'start=2026-11-26T10:00');
      expect(JSON.parse(booked.stdout).result).toMatchObject({ structuredContent: { ok: true } });
      const refused = await call('deleteAppointment', 'start=2026-11-26T10:00');
      expect(refused.code).toBe(5);
      expect(JSON.parse(refused.stdout).result).toMatchObject({
        isError: true,
        structuredContent: { reason: 'cannot-ask' },
      });
      const listed = await call('listAppointments', 'date=2026-11-26');
      expect(JSON.parse(listed.stdout).result.structuredContent.appointments).toHaveLength(1);
    },
  );
});

/** What `test_reconnection` answers, which the client can only have read after it reconnected. */
const RESUMED = 'Answered after the stream was closed.';

/**
 * The calendar's HTTP sessions with the one tool `server-sse-polling` calls, `test_reconnection` (the suite's own test
 * server has it): it closes its call's SSE stream mid-call, so its result can reach the client only from the session's
 * event store, when the client comes back with Last-Event-ID. It answers tools/call in place of the calendar's four
 * tools, which this scenario never calls; the sessions, event store, priming event and retry are serveHttp's own.
 */
function withReconnectionTool(calendar: Calendar): Server {
  const server = createCalendarServer(calendar);
  server.setRequestHandler(CallToolRequestSchema, ({ params }, extra) => {
    if (params.name !== 'test_reconnection')
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
    // Only there when the transport has an event store: without it the result would stay on the POST stream, which
    // the suite reports as not having disconnected (an INFO, not the SUCCESS the test asks for).
    extra.closeSSEStream?.();
    return { content: [{ type: 'text', text: RESUMED }] };
  });
  return server;
}

/** Runs one scenario of the suite (the pinned release unless `suite` says otherwise) against `url`; gives its checks. */
async function runScenario(url: string, scenario: string, suite = CONFORMANCE) {
  const output = mkdtempSync(join(tmpdir(), 'conformance-'));
  const run = await runNode(
    [suite, 'server', '--url', url, '--scenario', scenario, '--output-dir', output],
    partEnvironment(),
  );
  const checks = readChecks(output);
  expect(run.code, `${scenario} exit code`).toBe(0);
  return checks;
}

/** The suite's own verdicts, from the `checks.json` it writes in the output folder (one subfolder per run). */
function readChecks(
  output: string,
): { id: string; status: string; description?: string; errorMessage?: string; details?: Record<string, unknown> }[] {
  const found = readdirSync(output, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('checks.json'));
  expect(found, `the conformance suite wrote no checks.json under ${output}`).toBeDefined();
  return JSON.parse(readFileSync(join(output, found!), 'utf8'));
}
