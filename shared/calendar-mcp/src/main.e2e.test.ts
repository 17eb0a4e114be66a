import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { HANG_GUARD_MS, partEnvironment, REPO_ROOT } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** The environment a learner's MCP client would give it: strings only, the clock pinned, a fresh calendar. */
function environment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(partEnvironment()).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe('npm run calendar-mcp (stdio, as an MCP client starts it)', () => {
  it('serves the tools on stdout and books into CALENDAR_FILE', async () => {
    const env = environment();
    const client = new Client({ name: 'test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', main],
      cwd: REPO_ROOT,
      env,
      stderr: 'pipe',
    });
    // The SDK gives up on a request after 60 s; a server starting through the TypeScript loader on a busy machine can
    // take longer to answer the first one, so only a hang fails this.
    const patience = { timeout: HANG_GUARD_MS };
    await client.connect(transport, patience);
    const { tools } = await client.listTools(undefined, patience);
    expect(tools).toHaveLength(4);
    const booked = (await client.callTool(
      { name: 'scheduleAppointment', arguments: { start: '2026-11-24T10:00', title: 'Dentist' } },
      undefined,
      patience,
    )) as CallToolResult;
    expect(booked.structuredContent).toMatchObject({ ok: true });
    await client.close();
    expect(readFileSync(env.CALENDAR_FILE!, 'utf8')).toContain('"title": "Dentist"');
  });

  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
      cwd: REPO_ROOT,
      env: partEnvironment(),
      encoding: 'utf8',
    });

  it('prints --help and exits 0', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--http PORT');
  });

  it('says what is wrong with a bad flag in one line on stderr, leaving stdout to the protocol', () => {
    const bad = run(['--http', 'eighty']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(
      'error: --http must be a port number from 0 to 65535 (got "eighty").\nRun with --help for usage.\n',
    );
    expect(bad.stdout).toBe('');
  });
});
