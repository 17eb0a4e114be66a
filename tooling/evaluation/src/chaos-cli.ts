import { parseArgs } from 'node:util';
import { parseChaosRate } from '@scheduling-agent/llm-service';
import { mcpDifferences } from './chaos/compare-mcp.ts';
import { formatComparison } from './chaos/compare-report.ts';
import { formatCrashDrill, runCrashDrill } from './chaos/crash-drill-report.ts';
import { formatReport, summaryLine, targetsLine } from './chaos/report.ts';
import { MAX_SEEDS, missedTargets, runChaos } from './chaos/run-chaos.ts';
import { SCENARIOS } from './chaos/scenarios.ts';

const HELP = `npm run chaos: runs the offline scenarios under chaos mode on Part 3 (JSON actions) and on Part 4 (native
tool calls), checks that each agent copes, and shows the two side by side.

Usage: npm run chaos [-- options]

  --seeds N        Runs per scenario and rate, with different chaos seeds (default 100, at most ${MAX_SEEDS}).
  --part4-seeds N  Runs per scenario and rate for Part 4 (default 50, half of Part 3's, so the default run stays
                   about 20 s on 2 cores; 0 skips Part 4).
  --rates LIST     Shares of replies to corrupt, comma-separated, as 0.3 or 30% (default 0,0.1,0.3,0.5).
  --skip-mcp       Do not run Part 4's scenarios again on Part 5, with every tool call over MCP (same seeds).
  --verbose        Show every run that did not complete, step by step.
  --crash-drill N  Part 6's kill-at-every-step check: kills a run with SIGKILL at every step boundary of the first N
                   scenarios (default all ${SCENARIOS.length}; 0 skips it), resumes it and compares it with an
                   uninterrupted run. It starts a process per pair, so it takes a few minutes.
  -h, --help       Show this help.

Each run books its scenario's appointments in a fresh temporary calendar, pins the clock to Monday 23 November 2026
08:30 in London, approves every delete, sends one message, and checks the calendar, the exit reason and the tool
results (not the wording). Part 4 runs the same scenarios on the native stand-in under native chaos. Exit code 1 when
any run of either part crashed, or when a scenario of either part did not complete at a rate up to 30%, when Part 5
over MCP did not complete or crash exactly as Part 4 did, or when a resumed run of the crash drill ended differently
from the uninterrupted one.`;

/** Part 4's default seeds: half of Part 3's, as running both at 100 took 26 s against Part 3's 12 s alone. */
const DEFAULT_PART4_SEEDS = 50;

// #region main
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seeds: { type: 'string' },
      'part4-seeds': { type: 'string' },
      rates: { type: 'string' },
      verbose: { type: 'boolean' },
      'crash-drill': { type: 'string' },
      'skip-mcp': { type: 'boolean' },
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
  const part4Seeds = Number(values['part4-seeds'] ?? DEFAULT_PART4_SEEDS);
  if (!Number.isInteger(part4Seeds) || part4Seeds < 0 || part4Seeds > MAX_SEEDS) {
    throw new Error(`--part4-seeds must be a whole number from 0 to ${MAX_SEEDS} (got "${values['part4-seeds']}").`);
  }
  const rates = [...new Set((values.rates ?? '0,0.1,0.3,0.5').split(',').map(parseChaosRate))];
  const verbose = Boolean(values.verbose);
  const drillScenarios = Number(values['crash-drill'] ?? SCENARIOS.length);
  if (!Number.isInteger(drillScenarios) || drillScenarios < 0 || drillScenarios > SCENARIOS.length) {
    throw new Error(
      `--crash-drill must be a whole number from 0 to ${SCENARIOS.length} (got "${values['crash-drill']}").`,
    );
  }

  const started = performance.now();
  // Progress goes to stderr, so the report on stdout stays the same; the crash drill says each scenario it finishes.
  const progress = (line: string) => console.error(`${line} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const count = (n: number) => `${SCENARIOS.length} scenarios × ${rates.length} rate(s) × ${n} seed(s)`;
  progress(`chaos: part 3, ${count(seeds)}…`);
  const results = await runChaos({ rates, seeds });
  if (part4Seeds > 0) progress(`chaos: part 4, ${count(part4Seeds)}…`);
  const native = part4Seeds > 0 ? await runChaos({ part: 'part4', rates, seeds: part4Seeds }) : null;
  if (native && !values['skip-mcp']) progress(`chaos: part 5 over MCP, ${count(part4Seeds)}…`);
  const overMcp = native && !values['skip-mcp'] ? await runChaos({ part: 'part5', rates, seeds: part4Seeds }) : null;
  if (drillScenarios > 0)
    progress(`crash drill: ${drillScenarios} scenarios, a process killed at every step boundary…`);
  const drill =
    drillScenarios > 0 ? await runCrashDrill(SCENARIOS.slice(0, drillScenarios), { onScenarioDone: progress }) : null;
  const seconds = (performance.now() - started) / 1000;
  const missed = [
    ...missedTargets(results),
    ...(native ? missedTargets(native) : []),
    ...(native && overMcp ? mcpDifferences(native, overMcp) : []),
  ];

  console.log(formatReport(results, { verbose }));
  if (native) {
    console.log(`\n${formatReport(native, { verbose })}`);
    console.log(`\n${formatComparison(results, native)}`);
  }
  if (drill) console.log(`\n${formatCrashDrill(drill)}`);
  console.log('');
  console.log(`Took ${seconds.toFixed(1)} s.`);
  console.log(targetsLine(missed));
  console.log(summaryLine(results));
  if (native) console.log(`part 4 ${summaryLine(native)}`);
  if (overMcp) console.log(`part 5 (over MCP) ${summaryLine(overMcp)}`);
  return missed.length > 0 || (drill?.failures.length ?? 0) > 0 ? 1 : 0;
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
