import { describe, expect, it } from 'vitest';
import { HELD_OUT } from './cases-held-out.ts';
import { HELD_OUT_DATES } from './cases-held-out-dates.ts';
import { ALL_CASES, CORPUS } from './corpus.ts';
import { type CaseRun, type CorpusPart, countVerdicts, runCorpus } from './run-corpus.ts';

function describeRun(run: CaseRun): string {
  return [
    `${run.case.on}: ${JSON.stringify(run.case.say)}`,
    `  the stand-in said: ${run.answer}`,
    ...run.reasons.map((reason) => `  ${reason}`),
  ].join('\n');
}

const HELD_OUT_CASES = [...Object.values(HELD_OUT), ...Object.values(HELD_OUT_DATES)].flat();

describe("the offline stand-in's corpus", () => {
  it('has at least 300 requests, on Mondays, Fridays and around month and year ends, and a held-out set', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(300);
    const days = new Set(ALL_CASES.map((corpusCase) => corpusCase.on));
    expect([...days].sort()).toEqual(['friday', 'monday', 'month-end', 'year-end']);
    expect(Object.values(CORPUS).every((cases) => cases.length >= 20)).toBe(true);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(80);
  });

  describe.each<CorpusPart>(['part3', 'part4'])('through %s', (part) => {
    it('never acts on a request in a way nobody asked for, in or out of sample', { timeout: 300_000 }, async () => {
      const runs = await runCorpus([...ALL_CASES, ...HELD_OUT_CASES], part);
      const wrong = runs.filter((run) => run.verdict === 'wrong');
      expect(wrong.map(describeRun), 'These requests did something nobody asked for').toEqual([]);
      // Asking is always allowed, but a stand-in that asks about everything teaches nothing: keep it doing the job.
      const inSample = runs.slice(0, ALL_CASES.length);
      expect(countVerdicts(inSample).right / inSample.length).toBeGreaterThan(0.8);
    });
  });
});
