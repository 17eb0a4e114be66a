import { CHAOS_KINDS, type ChaosKind } from '@scheduling-agent/offline-model';
import { describe, expect, it } from 'vitest';
import { formatComparison } from './compare-report.ts';
import { formatReport, summaryLine, table, targetsLine } from './report.ts';
import type { ChaosResults, RateResult } from './run-chaos.ts';
import type { ScenarioRun } from './run-scenario.ts';
import { SCENARIOS } from './scenarios.ts';

const kinds = (counts: Partial<Record<ChaosKind, number>> = {}) =>
  Object.fromEntries(CHAOS_KINDS.map((kind) => [kind, counts[kind] ?? 0])) as Record<ChaosKind, number>;

const exits = (answered: number, limit = 0) => ({
  answered,
  'iteration-limit': limit,
  'model-error': 0,
  cancelled: 0,
  exception: 0,
});

const scenario = SCENARIOS.find((candidate) => candidate.name === 'move')!;

function run(rate: number, seed: number, extraSteps: number, problem: string | null = null): ScenarioRun {
  return {
    scenario: scenario.name,
    rate,
    seed,
    exit: problem ? 'iteration-limit' : 'answered',
    steps: scenario.minimumSteps + extraSteps,
    extraSteps,
    completed: problem === null,
    crashed: false,
    problem,
    chaos: { replies: 0, corrupted: 0, byKind: kinds() },
    trace: ['step 1: listAppointments {"date":"2026-11-24"} → 2 appointments', 'chaos: empty'],
  };
}

const rates: RateResult[] = [
  {
    rate: 0,
    runs: 2,
    completed: 2,
    crashes: 0,
    extraSteps: 0,
    maxExtraSteps: 0,
    exits: exits(2),
    replies: 10,
    corrupted: 0,
    byKind: kinds(),
  },
  {
    rate: 0.5,
    runs: 2,
    completed: 1,
    crashes: 0,
    extraSteps: 7,
    maxExtraSteps: 5,
    exits: exits(1, 1),
    replies: 17,
    corrupted: 9,
    byKind: kinds({ 'code-fence': 4, empty: 5 }),
  },
];

const results: ChaosResults = {
  part: 'part3',
  seeds: 2,
  maxSteps: 10,
  scenarios: [scenario],
  rates,
  runs: [run(0, 3001, 0), run(0, 3002, 0), run(0.5, 3001, 2), run(0.5, 3002, 5, 'the turn ended without an answer')],
};

describe('the chaos report', () => {
  it('prints one row per rate, the kinds, each scenario per rate, and the runs that did not complete', () => {
    const report = formatReport(results);
    expect(report).toContain(
      'Chaos run: 1 scenario × 2 seeds at 0%, 50% (4 runs), on the offline model, at most 10 model calls per message.',
    );
    expect(report).toContain(
      [
        'rate  scenarios  completed  crashes  extra calls  per run  most  exits                          replies  corrupted',
        '  0%          2          2        0            0     0.00     0  answered 2                          10   0 (0.0%)',
        ' 50%          2          1        0            7     3.50     5  answered 1, iteration-limit 1       17  9 (52.9%)',
      ].join('\n'),
    );
    expect(report).toContain('code-fence           0    4  mended by the parser');
    expect(report).toContain('empty                0    5  sent back to the model');
    expect(report).toContain('move (4)                       2/2 +0.00         1/2 +3.50');
    expect(report).toContain(
      '- 50% move, chaos seed 3002: iteration-limit after 9 calls: the turn ended without an answer\nRun with --verbose',
    );
  });

  it('shows each failed run step by step with verbose', () => {
    expect(formatReport(results, { verbose: true })).toContain(
      'without an answer\n    step 1: listAppointments {"date":"2026-11-24"} → 2 appointments\n    chaos: empty',
    );
  });

  it('ends with one summary line over every rate', () => {
    expect(summaryLine(results)).toBe('chaos: 27 replies, 9 corrupted, 3/4 scenarios completed, 0 crashes');
  });

  it('says whether the targets were met', () => {
    expect(targetsLine([])).toBe('targets met: no crash at any rate, every scenario completed at rates up to 30%.');
    expect(targetsLine(['1 of 100 runs crashed at 50% (the target is none)'])).toBe(
      'targets missed: 1 of 100 runs crashed at 50% (the target is none).',
    );
  });

  it('aligns numbers to the right and words to the left', () => {
    expect(
      table([
        ['name', 'count'],
        ['a', '5'],
        ['longer', '12'],
      ]),
    ).toBe('name    count\na           5\nlonger     12');
  });
});

describe('the comparison of Part 3 and Part 4', () => {
  it('puts the two parts side by side per rate, leaving out rates only one of them ran', () => {
    const native: ChaosResults = { ...results, part: 'part4', rates: [{ ...rates[1]!, completed: 1, extraSteps: 9 }] };
    const lines = formatComparison(results, native).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^ *50% +2 \/ 2 +50% \/ 50% +0 \/ 0 +3\.50 \/ 4\.50$/);
  });
});
