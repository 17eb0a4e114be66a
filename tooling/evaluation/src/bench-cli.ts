import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { runBench } from './bench/report.ts';
import { REPO_ROOT } from './bench/setup.ts';

const HELP = `Benchmarks: start-up of each part, the agent loop's own cost, the calendar at 10,000 appointments, the
size and number of model requests, Part 3 (JSON actions) beside Part 4 (native tool calls): characters per turn,
recovery under chaos and the loop's cost as the history grows, and the offline stand-in on its corpus.
Prints Markdown tables and writes them to .data/bench/latest.md.

Usage: npm run bench [-- options]

  --full           Also time the start-up of every part: it spawns each part many times, so it takes a few minutes
                   on a quiet machine and much longer on a busy one. Without it, the bench takes seconds.
  --only TEXT      Run only the sections whose heading contains TEXT (any case), e.g. --only peers.
  --runs N         Timed runs of each start-up command and calendar operation (default 5, 1 to 50).
  -h, --help       Show this help.

No network, no API keys: every part runs on the offline model. Timing varies with the machine's load; compare runs
made on the same machine.`;

/** The report's file: `.data/bench/latest.md` at the repository root (git-ignored). */
export const REPORT_FILE = join(REPO_ROOT, '.data', 'bench', 'latest.md');

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      full: { type: 'boolean' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const runs = Number(values.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new Error(`--runs must be a whole number from 1 to 50 (got "${values.runs}").`);
  }
  const started = performance.now();
  const report = await runBench({
    runs,
    skipStartup: !values.full,
    ...(values.only === undefined ? {} : { only: values.only }),
    onProgress: (message) => console.error(`bench: ${message}`),
  });
  mkdirSync(join(REPORT_FILE, '..'), { recursive: true });
  writeFileSync(REPORT_FILE, report);
  console.log(report);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`Written to ${relative(process.cwd(), REPORT_FILE) || REPORT_FILE} (${REPORT_FILE}) in ${seconds} s.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Run with --help for usage.');
    process.exitCode = 2;
  },
);
