import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newCalendarFile, runPart } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const resolve = createRequire(import.meta.url).resolve;

/** A config naming the calendar server and the MCP reference server, as a learner would write it. */
function configWithEverything(calendar: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-config-')), 'mcp.json');
  const calendarServer = fileURLToPath(import.meta.resolve('@scheduling-agent/calendar-mcp/main'));
  const config = {
    mcpServers: {
      calendar: {
        command: process.execPath,
        args: ['--import', fileURLToPath(import.meta.resolve('tsx')), calendarServer, '--calendar', calendar],
        env: { AGENT_NOW: '2026-11-23T08:30:00Z', TZ: 'Europe/London' },
        trustedTools: ['checkAvailability', 'listAppointments'],
      },
      everything: {
        command: process.execPath,
        args: [resolve('@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
        trustedTools: ['echo'],
      },
    },
  };
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('part 5 with a server nobody here wrote (the MCP reference server, offline model)', () => {
  it('offers its tools next to the calendar and calls one', () => {
    const calendar = newCalendarFile();
    const run = runPart(main, {
      input: 'echo hello from a server nobody here wrote\nis tomorrow at 10am free?\n',
      args: ['--mcp-config', configWithEverything(calendar), '--calendar', calendar],
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Tools: checkAvailability, .*scheduleAppointment, .*echo/);
    expect(run.stdout).toMatch(/step 1\/10 {2}echo message="hello from a server nobody here wrote" → Echo: hello/);
    expect(run.stdout).toContain('agent> Echo: hello from a server nobody here wrote');
    expect(run.stdout).toMatch(/checkAvailability start=2026-11-24T10:00 → .*is free/);
  });

  it('says what it offers besides tools, lists its prompts, and sends one as the person’s message', () => {
    const calendar = newCalendarFile();
    const run = runPart(main, {
      input: '/prompts\n/prompt everything args-prompt\n/prompt everything args-prompt city=Paris\n/history\n',
      args: ['--mcp-config', configWithEverything(calendar), '--calendar', calendar],
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/mcp> everything also offers \d+ resources .*readResource.* and \d+ prompts/);
    expect(run.stdout).toMatch(/Tools: .*echo.*, readResource\./);
    expect(run.stdout).toContain('/prompt everything args-prompt city=… [state=…]');
    expect(run.stdout).toContain('The args-prompt prompt needs city=…');
    expect(run.stdout).toContain(
      "Sending the args-prompt prompt from everything as your message:\n  | What's weather in Paris?",
    );
    expect(run.stdout).toMatch(/"text": "What's weather in Paris\?"/);
  });
});
