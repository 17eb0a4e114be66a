import { parseArgs } from 'node:util';
import { parseChaosRate } from '@scheduling-agent/llm-service';
import { formatReport, summaryLine, targetsLine } from './chaos/report.ts';
import { MAX_SEEDS, missedTargets, runChaos } from './chaos/run-chaos.ts';

const HELP = `npm run chaos: runs Part 3's offline scenarios under chaos mode and checks that the agent copes.

Usage: npm run chaos [-- options]

  --seeds N        Runs per scenario and rate, with different chaos seeds (default 100, at most ${MAX_SEEDS}).
  --rates LIST     Shares of replies to corrupt, comma-separated, as 0.3 or 30% (default 0,0.1,0.3,0.5).
  --verbose        Show every run that did not complete, step by step.
  -h, --help       Show this help.

Each run books its scenario's appointments in a fresh temporary calendar, pins the clock to Monday 23 November 2026
08:30 in London, approves every delete, sends one message, and checks the calendar, the exit reason and the tool
results (not the wording). Exit code 1 when any run crashed, or when a scenario did not complete at a rate up to 30%.`;

// #region main
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seeds: { type: 'string' },
      rates: { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const seeds = Number(values.seeds ?? 100);
  if (!Number.isInteger(seeds) || seeds < 1 || seeds > MAX_SEEDS) {
    throw new Error(`--seeds must be a whole number from 1 to ${MAX_SEEDS} (got "${values.seeds}").`);
  }
  const rates = [...new Set((values.rates ?? '0,0.1,0.3,0.5').split(',').map(parseChaosRate))];

  const started = performance.now();
  const results = await runChaos({ rates, seeds });
  const seconds = (performance.now() - started) / 1000;
  const missed = missedTargets(results);

  console.log(formatReport(results, { verbose: Boolean(values.verbose) }));
  console.log('');
  console.log(`Took ${seconds.toFixed(1)} s.`);
  console.log(targetsLine(missed));
  console.log(summaryLine(results));
  return missed.length > 0 ? 1 : 0;
}
// #endregion main

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
