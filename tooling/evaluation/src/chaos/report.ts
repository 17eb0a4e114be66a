import type { ChaosKind, NativeChaosKind } from '@scheduling-agent/offline-model';
import { type ChaosResults, COMPLETION_TARGET_RATE, formatRate, KINDS_OF, type RateResult } from './run-chaos.ts';
import type { ScenarioRun } from './run-scenario.ts';

/** What the agent does with each kind of corruption, for the table of kinds. */
const HANDLING: Readonly<Record<ChaosKind, string>> = {
  'code-fence': 'mended by the parser',
  'prose-around': 'mended by the parser',
  'single-quotes': 'mended by the parser',
  'trailing-comma': 'mended by the parser',
  truncated: 'sent back to the model',
  'prose-only': 'sent back to the model',
  'wrong-type': 'sent back to the model',
  'missing-field': 'sent back to the model',
  'unknown-tool': 'sent back to the model',
  empty: 'sent back to the model',
  'transport-error': 'retried with backoff',
};

/** What Part 4 does with each kind of native corruption. */
const NATIVE_HANDLING: Readonly<Record<NativeChaosKind, string>> = {
  'malformed-call': 'sent back to the model',
  'arguments-not-json': "sent back as that call's tool result",
  'unknown-function': "sent back as that call's tool result",
  'wrong-type': "sent back as that call's tool result",
  'call-and-text': 'calls run, text kept out of the answer',
  empty: 'sent back to the model',
  'transport-error': 'retried with backoff',
};

/** How each part copes, by kind. */
const HANDLING_OF: Readonly<Record<string, string>> = { ...HANDLING, ...NATIVE_HANDLING };

/** Failed runs listed one line each, at most this many. */
const MAX_FAILURES_LISTED = 20;

// #region report
/**
 * The report of a chaos run as text: a table with one row per rate, the corruptions by kind, each scenario's
 * completions and recovery cost per rate, and the runs that did not complete (step by step with `verbose`). The
 * summary line is separate: see {@link summaryLine}.
 */
export function formatReport(results: ChaosResults, options: { verbose?: boolean } = {}): string {
  const runs = results.rates.reduce((total, rate) => total + rate.runs, 0);
  const header =
    `Chaos run: ${plural(results.scenarios.length, 'scenario')} × ${results.seeds} seeds at ` +
    `${results.rates.map((rate) => formatRate(rate.rate)).join(', ')} (${runs} runs), ${AGENT_OF[results.part]}, ` +
    `at most ${results.maxSteps} model calls per message.`;
  return [
    header,
    '',
    table(rateTable(results.rates)),
    '',
    table(kindTable(results.rates, KINDS_OF[results.part])),
    '',
    table(scenarioTable(results)),
    ...failures(results.runs, options.verbose ?? false),
  ].join('\n');
}
// #endregion report

/**
 * The one line that ends the output, over every rate together: replies, corrupted replies, scenarios completed and
 * crashes, e.g. `chaos: 10000 replies, 3000 corrupted, 600/600 scenarios completed, 0 crashes`.
 */
export function summaryLine(results: ChaosResults): string {
  const sum = (value: (rate: RateResult) => number) => results.rates.reduce((total, rate) => total + value(rate), 0);
  return (
    `chaos: ${sum((rate) => rate.replies)} replies, ${sum((rate) => rate.corrupted)} corrupted, ` +
    `${sum((rate) => rate.completed)}/${sum((rate) => rate.runs)} scenarios completed, ${sum((rate) => rate.crashes)} crashes`
  );
}

/** The targets' verdict in one line: met, or each one missed (from `missedTargets`). */
export function targetsLine(missed: readonly string[]): string {
  if (missed.length > 0) return `targets missed: ${missed.join('; ')}.`;
  return `targets met: no crash at any rate, every scenario completed at rates up to ${formatRate(COMPLETION_TARGET_RATE)}.`;
}

/** How the header names what ran. */
const AGENT_OF: Readonly<Record<ChaosResults['part'], string>> = {
  part3: 'on the offline model',
  part4: "on Part 4's native tool calls and the native offline model",
  part5: "on Part 5: Part 4's agent with the calendar's tools over MCP, and the native offline model",
};

type Row = readonly string[];

function rateTable(rates: readonly RateResult[]): Row[] {
  const rows = rates.map((rate) => [
    formatRate(rate.rate),
    String(rate.runs),
    String(rate.completed),
    String(rate.crashes),
    String(rate.extraSteps),
    rate.runs > 0 ? (rate.extraSteps / rate.runs).toFixed(2) : '-',
    String(rate.maxExtraSteps),
    exits(rate),
    String(rate.replies),
    `${rate.corrupted} (${percent(rate.corrupted, rate.replies)})`,
  ]);
  const head = [
    'rate',
    'scenarios',
    'completed',
    'crashes',
    'extra calls',
    'per run',
    'most',
    'exits',
    'replies',
    'corrupted',
  ];
  return [head, ...rows];
}

function exits(rate: RateResult): string {
  const counted = Object.entries(rate.exits).filter(([, count]) => count > 0);
  return counted.length > 0 ? counted.map(([exit, count]) => `${exit} ${count}`).join(', ') : '-';
}

function kindTable(rates: readonly RateResult[], kinds: readonly string[]): Row[] {
  const head = ['corrupted, by kind', ...rates.map((rate) => formatRate(rate.rate)), 'what the agent does'];
  const rows = kinds.map((kind) => [
    kind,
    ...rates.map((rate) => String(rate.byKind[kind] ?? 0)),
    HANDLING_OF[kind] ?? '',
  ]);
  return [head, ...rows];
}

function scenarioTable(results: ChaosResults): Row[] {
  const head = ['scenario (fewest calls)', ...results.rates.map((rate) => `${formatRate(rate.rate)} done, +calls`)];
  const rows = results.scenarios.map((scenario) => [
    `${scenario.name} (${scenario.minimumSteps})`,
    ...results.rates.map((rate) => {
      const runs = results.runs.filter((run) => run.scenario === scenario.name && run.rate === rate.rate);
      const extra = runs.reduce((total, run) => total + run.extraSteps, 0);
      const done = runs.filter((run) => run.completed).length;
      return `${done}/${runs.length} +${runs.length > 0 ? (extra / runs.length).toFixed(2) : '0'}`;
    }),
  ]);
  return [head, ...rows];
}

function failures(runs: readonly ScenarioRun[], verbose: boolean): string[] {
  const failed = runs.filter((run) => !run.completed);
  if (failed.length === 0) return [];
  const lines = ['', `Not completed (${failed.length}):`];
  for (const run of verbose ? failed : failed.slice(0, MAX_FAILURES_LISTED)) {
    const what = `${run.crashed ? 'CRASH, ' : ''}${run.exit} after ${run.steps} calls`;
    lines.push(`- ${formatRate(run.rate)} ${run.scenario}, chaos seed ${run.seed}: ${what}: ${run.problem}`);
    if (verbose) lines.push(...run.trace.map((line) => `    ${line}`));
  }
  if (!verbose && failed.length > MAX_FAILURES_LISTED)
    lines.push(`- … and ${failed.length - MAX_FAILURES_LISTED} more`);
  if (!verbose) lines.push('Run with --verbose to see each of them step by step.');
  return lines;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '-';
}

/** Rows as aligned columns: numbers (and `12/12 +0.40` cells) to the right, words to the left. */
export function table(rows: readonly Row[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const numeric = widths.map((_, column) => rows.slice(1).every((row) => /^[\d.%+/ ()-]*$/.test(row[column] ?? '')));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
