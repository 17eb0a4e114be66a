import { describe, expect, it } from 'vitest';
import { duration, TestProgress } from './test-progress.ts';

/**
 * Feeds Turborepo's grouped output to a progress report as `npm test` does: each task's block arrives 20 s after the
 * one before, after a pause in which the report finishes the block before.
 */
function report(lines: string[]): { printed: string[]; progress: TestProgress } {
  const printed: string[] = [];
  let clock = 0;
  const progress = new TestProgress(
    3,
    (line) => printed.push(line),
    () => clock,
  );
  for (const line of lines) {
    if (/: cache (hit|miss)/.test(line)) {
      progress.finish();
      clock += 20_000;
    }
    progress.line(line);
  }
  progress.finish();
  return { printed, progress };
}

describe('npm test’s progress', () => {
  it("reads Turborepo's own error line as no task of its own, so a failed check is not also counted as passed", () => {
    const { printed } = report([
      '@scheduling-agent/evaluation:test:corpus: cache miss, executing d411ac0d9b0e322a',
      '@scheduling-agent/evaluation:test:corpus: npm error Lifecycle script `test:corpus` failed with error:',
      '@scheduling-agent/evaluation#test:corpus: command (/repo/tooling/evaluation) /usr/bin/npm run test:corpus exited (1)',
    ]);
    expect(printed).toContain('[1/3] ✗ @scheduling-agent/evaluation#test:corpus  20 s');
    expect(printed.filter((line) => line.startsWith('['))).toHaveLength(1);
  });

  it('prints a line per finished check, with the count, the time so far and whether it came from the cache', () => {
    const { printed, progress } = report([
      '   • Running typecheck, lint, test, test:corpus, exercises in 17 packages',
      '@scheduling-agent/clock:lint: cache hit, replaying logs 2e31a0601597819e',
      '@scheduling-agent/clock:lint: Checked 7 files in 135ms. No fixes applied.',
      '@scheduling-agent/evaluation:test:corpus: cache miss, executing d411ac0d9b0e322a',
      '@scheduling-agent/evaluation:test:corpus: ',
      '@scheduling-agent/evaluation:test:corpus:  Test Files  1 passed (1)',
    ]);
    expect(printed).toEqual([
      '   • Running typecheck, lint, test, test:corpus, exercises in 17 packages',
      '[1/3] ✓ @scheduling-agent/clock#lint (from the cache)  20 s',
      '[2/3] ✓ @scheduling-agent/evaluation#test:corpus  40 s',
    ]);
    expect(progress.failures()).toEqual([]);
    expect(progress.heartbeat()).toBe('… 2 of 3 checks done, 40 s so far');
  });

  it('marks a failed check and keeps its whole output for the end', () => {
    const { printed, progress } = report([
      '@scheduling-agent/part3-loop:test: cache miss, executing 6c05a769cad46fa2',
      '@scheduling-agent/part3-loop:test:  FAIL  src/agent-loop.test.ts > stops after ten steps',
      '@scheduling-agent/part3-loop:test: npm error Lifecycle script `test` failed with error:',
      '@scheduling-agent/part3-loop:test: npm error code 1',
      '@scheduling-agent/part3-loop#test:  ERROR  command (parts/part3-loop) /usr/bin/npm run test exited (1)',
      ' Tasks:    0 successful, 1 total',
    ]);
    expect(printed).toEqual([
      '[1/3] ✗ @scheduling-agent/part3-loop#test  20 s',
      '@scheduling-agent/part3-loop#test:  ERROR  command (parts/part3-loop) /usr/bin/npm run test exited (1)',
      ' Tasks:    0 successful, 1 total',
    ]);
    expect(progress.failures()).toEqual([
      [
        '── @scheduling-agent/part3-loop#test failed ──',
        'cache miss, executing 6c05a769cad46fa2',
        ' FAIL  src/agent-loop.test.ts > stops after ten steps',
        'npm error Lifecycle script `test` failed with error:',
        'npm error code 1',
      ].join('\n'),
    ]);
  });

  it('says durations the way a person reads them', () => {
    expect(duration(42_400)).toBe('42 s');
    expect(duration(185_000)).toBe('3 min 05 s');
  });
});
