import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CASES, CORPUS, HELD_OUT, REGRESSION_CASES } from '@scheduling-agent/offline-model/corpus';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type CorpusMeasurement, measureCorpus } from '../bench/offline-corpus.ts';
import { REPO_ROOT } from '../bench/setup.ts';
import { markdownTable } from '../bench/table.ts';
import { type CaseRun, type CorpusPart, countVerdicts } from './run-corpus.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    maintainerChecks: boolean;
  }
}

function describeRun(run: CaseRun): string {
  return [
    `${run.case.on}: ${JSON.stringify(run.case.say)}`,
    `  the stand-in said: ${run.answer}`,
    ...run.reasons.map((reason) => `  ${reason}`),
  ].join('\n');
}

/**
 * What the held-out set found wrong when it was first run (28 November 2026), in both parts alike: the stand-in's open
 * failures, measured, not hidden. A new wrong answer fails the test, and so does a fixed one until it is struck off
 * here. They are not to be fixed by reading this list: a rule changed for them makes the set a regression set, and a
 * new held-out set is then written.
 */
const HELD_OUT_STILL_WRONG = [
  'book gym on teh 30th at 6pm',
  'book yoga thsi friday at 9am',
  'book physio bfore friday at 11',
  'book physio lst friday of the month at 11',
  'book physio the last friday of the month at 11',
  'book gym the last monday of the month 7pm',
  'book gym the first monday of december at 6pm',
  'book gym tmr 5pm for an hr',
  'scrap the mtg today',
  'cancel the meeting today and book it for tmrw at 11',
  'book physio nxet wk and gym tmrw at 6pm',
];

describe("the offline stand-in's corpus", () => {
  // One run of every case through both parts, the same run `npm run bench` reports.
  let measured: CorpusMeasurement;
  beforeAll(async () => {
    measured = await measureCorpus();
  }, 600_000);

  it('has at least 300 requests, on Mondays, Fridays and around month and year ends, and regression sets', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(300);
    const days = new Set(ALL_CASES.map((corpusCase) => corpusCase.on));
    expect([...days].sort()).toEqual(['friday', 'monday', 'month-end', 'year-end']);
    expect(Object.values(CORPUS).every((cases) => cases.length >= 20)).toBe(true);
    expect(REGRESSION_CASES.length).toBeGreaterThanOrEqual(80);
  });

  describe.each<CorpusPart>(['part3', 'part4'])('through %s', (part) => {
    it('never acts on a request in a way nobody asked for in sample or in a regression set; held out, as measured', () => {
      const inSample = measured.runs[part]['in sample'] ?? [];
      const regression = measured.runs[part].regression ?? [];
      const heldOut = measured.runs[part]['held out'] ?? [];
      expect(inSample).toHaveLength(ALL_CASES.length);
      expect(regression).toHaveLength(REGRESSION_CASES.length);
      expect(heldOut).toHaveLength(HELD_OUT.length);
      const wrong = [...inSample, ...regression].filter((run) => run.verdict === 'wrong');
      expect(wrong.map(describeRun), 'These requests did something nobody asked for').toEqual([]);
      const heldOutWrong = heldOut.filter((run) => run.verdict === 'wrong').map((run) => String(run.case.say));
      expect(heldOutWrong, 'The held-out set: a new wrong answer, or a known one fixed (strike it off)').toEqual(
        HELD_OUT_STILL_WRONG,
      );
      // Asking is always allowed, but a stand-in that asks about everything teaches nothing: keep it doing the job.
      expect(countVerdicts(inSample).right / inSample.length).toBeGreaterThan(0.8);
    });
  });

  // Like every page check, it fails only in CI (`CI=1`): a learner's experiment in a part may change the counts.
  it.runIf(inject('maintainerChecks'))(
    "docs/performance.md shows this run's table, so its numbers cannot drift from `npm run bench`",
    () => {
      const page = readFileSync(join(REPO_ROOT, 'docs/performance.md'), 'utf8');
      const { headers, rows, align } = measured.table;
      expect(
        page,
        'paste the table `npm run bench` prints under "The offline stand-in" in docs/performance.md',
      ).toContain(markdownTable(headers, rows, align));
    },
  );
});
