import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partEnvironment, REPO_ROOT, skipReasonBelowNode } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

/**
 * The official MCP conformance suite's client scenarios, against this part as the client: the suite starts its own
 * server and runs a command with that server's URL; the command runs `main.ts` unchanged with a config naming that
 * URL (test-fixtures/conformance-client.ts). The suite imports `fs.globSync`, new in Node 22; it is held to 22.19,
 * the Inspector's `engines`, so that both external checks run on the same Nodes. On an older Node this is skipped,
 * saying why; CI's second run is on Node 26, and `npm run mcp-checks` runs it anywhere.
 */
const SKIPPED = skipReasonBelowNode('22.19.0', 'the MCP conformance suite', 'run npm run mcp-checks');
const MODERN = SKIPPED === '';

const CONFORMANCE = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/dist/index.js');
const CLIENT = fileURLToPath(new URL('../test-fixtures/conformance-client.ts', import.meta.url));
const TSX = fileURLToPath(import.meta.resolve('tsx'));

/** Runs the suite to its end; its verdicts are read from the `checks.json` it writes in `output`. */
function runSuite(scenario: string, output: string): Promise<{ code: number | null; output: string }> {
  // The suite runs the command through a shell, so each path is quoted.
  const command = [process.execPath, '--import', TSX, CLIENT].map((part) => JSON.stringify(part)).join(' ');
  const args = [CONFORMANCE, 'client', '--command', command, '--scenario', scenario, '--output-dir', output];
  // The fixture is a script, not a test: without Vitest's variables it cleans up as a script does.
  const env = Object.fromEntries(Object.entries(partEnvironment()).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += String(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, output: printed }));
  });
}

describe(`the official MCP conformance suite against part 5 as an MCP client${SKIPPED}`, () => {
  it.skipIf(!MODERN).each([
    ['initialize', 'mcp-client-initialization'],
    ['tools_call', 'tool-add-numbers'],
    ['auth/metadata-default', 'token-request'],
    ['auth/pre-registration', 'token-request'],
    ['elicitation-sep1034-client-defaults', 'client-elicitation-sep1034-string-default'],
    ['sse-retry', 'client-sse-retry-timing'],
  ])('passes %s (the suite checks %s)', async (scenario, check) => {
    const output = mkdtempSync(join(tmpdir(), 'conformance-'));
    const run = await runSuite(scenario, output);
    const file = readdirSync(output, { recursive: true, encoding: 'utf8' }).find((name) =>
      name.endsWith('checks.json'),
    );
    expect(file, `the suite wrote no checks.json; it printed:\n${run.output}`).toBeDefined();
    const checks = JSON.parse(readFileSync(join(output, file!), 'utf8')) as { id: string; status: string }[];
    expect(checks.find(({ id }) => id === check)?.status, run.output).toBe('SUCCESS');
    expect(checks.filter(({ status }) => status === 'FAILURE' || status === 'WARNING')).toEqual([]);
    expect(run.code, run.output).toBe(0);
  });
});
