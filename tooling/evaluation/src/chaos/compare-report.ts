import { table } from './report.ts';
import { type ChaosResults, formatRate } from './run-chaos.ts';

// #region compare-report
/**
 * Part 3 and Part 4 side by side, one row per rate: runs, how many completed, how many crashed, and the model calls
 * recovery cost per run (beyond each scenario's fewest). Rates only one of the two ran are left out.
 */
export function formatComparison(part3: ChaosResults, part4: ChaosResults): string {
  const head = ['rate', 'runs (3 / 4)', 'completed (3 / 4)', 'crashes (3 / 4)', 'extra calls per run (3 / 4)'];
  const rows = part3.rates.flatMap((json) => {
    const native = part4.rates.find((rate) => rate.rate === json.rate);
    if (!native) return [];
    const perRun = (extra: number, runs: number) => (runs > 0 ? (extra / runs).toFixed(2) : '-');
    return [
      [
        formatRate(json.rate),
        `${json.runs} / ${native.runs}`,
        `${percent(json.completed, json.runs)} / ${percent(native.completed, native.runs)}`,
        `${json.crashes} / ${native.crashes}`,
        `${perRun(json.extraSteps, json.runs)} / ${perRun(native.extraSteps, native.runs)}`,
      ],
    ];
  });
  return [
    'Part 3 (JSON actions, text chaos) beside Part 4 (native tool calls, native chaos), same scenarios:',
    '',
    table([head, ...rows]),
  ].join('\n');
}
// #endregion compare-report

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Number(((100 * part) / whole).toFixed(1))}%` : '-';
}
