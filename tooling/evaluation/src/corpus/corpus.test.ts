import { describe, expect, it } from 'vitest';
import { ALL_CASES, CORPUS } from './corpus.ts';
import { type CaseRun, countVerdicts, runCorpus } from './run-corpus.ts';

function describeRun(run: CaseRun): string {
  const expected = new Set(run.expected.split('; '));
  const actual = new Set(run.actual.split('; '));
  const missing = [...expected].filter((slot) => !actual.has(slot));
  const extra = [...actual].filter((slot) => !expected.has(slot));
  return [
    `${run.case.on}: ${JSON.stringify(run.case.say)}`,
    `  the stand-in said: ${run.answer}`,
    `  missing from the calendar: ${missing.join('; ') || '(nothing)'}`,
    `  in the calendar but not asked for: ${extra.join('; ') || '(nothing)'}`,
  ].join('\n');
}

describe("the offline stand-in's corpus, through Part 3's agent loop", () => {
  it('has at least 300 requests, on Mondays, Fridays and around month and year ends', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(300);
    const days = new Set(ALL_CASES.map((corpusCase) => corpusCase.on));
    expect([...days].sort()).toEqual(['friday', 'monday', 'month-end', 'year-end']);
    expect(Object.values(CORPUS).every((cases) => cases.length >= 20)).toBe(true);
  });

  it('never changes the calendar other than as asked', { timeout: 240_000 }, async () => {
    const runs = await runCorpus(ALL_CASES);
    const wrong = runs.filter((run) => run.verdict === 'wrong');
    expect(wrong.map(describeRun), 'These requests changed the calendar in a way nobody asked for').toEqual([]);
    // Asking is always allowed, but a stand-in that asks about everything teaches nothing: keep it doing the job.
    expect(countVerdicts(runs).right / runs.length).toBeGreaterThan(0.9);
  });
});
