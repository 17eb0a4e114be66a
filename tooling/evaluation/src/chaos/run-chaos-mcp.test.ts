import { describe, expect, it } from 'vitest';
import { runChaos } from './run-chaos.ts';

/** Completed runs per rate, and every run's outcome by scenario and seed, for comparing two parts run for run. */
function outcomes(results: Awaited<ReturnType<typeof runChaos>>) {
  return {
    completed: results.rates.map(({ rate, completed, crashes }) => ({ rate, completed, crashes })),
    runs: results.runs.map((run) => `${run.scenario} ${run.rate} ${run.seed}: ${run.exit} ${run.problem ?? 'done'}`),
  };
}

describe("Part 4's chaos scenarios through MCP (Part 5)", () => {
  it('complete exactly as on Part 4, run for run, at every rate', async () => {
    // At 0% chaos draws no corruption whatever its seed, so one seed runs all there is to run there.
    for (const options of [
      { rates: [0], seeds: 1 },
      { rates: [0.1, 0.3, 0.5], seeds: 3 },
    ]) {
      const native = await runChaos({ ...options, part: 'part4' });
      const overMcp = await runChaos({ ...options, part: 'part5' });
      expect(overMcp.rates.every((rate) => rate.runs > 0)).toBe(true);
      expect(outcomes(overMcp)).toEqual(outcomes(native));
    }
  });
});
