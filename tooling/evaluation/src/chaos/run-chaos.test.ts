import { describe, expect, it } from 'vitest';
import { chaosSeed, missedTargets, runChaos } from './run-chaos.ts';
import { SCENARIOS, type Scenario } from './scenarios.ts';

const scenario = (name: string): Scenario => {
  const found = SCENARIOS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no scenario named "${name}"`);
  return found;
};

describe('runChaos', () => {
  it('completes every scenario in its fewest model calls when nothing is corrupted', async () => {
    const results = await runChaos({ rates: [0], seeds: 1 });
    for (const run of results.runs) {
      expect(run.problem, `${run.scenario}: ${run.trace.join('\n')}`).toBeNull();
      expect(run.steps, `${run.scenario}: the fewest calls it needs`).toBe(scenario(run.scenario).minimumSteps);
    }
    expect(results.rates[0]).toMatchObject({ runs: SCENARIOS.length, completed: SCENARIOS.length, corrupted: 0 });
  });

  it('completes every scenario at 30% corruption, without a crash (5 seeds)', async () => {
    const results = await runChaos({ rates: [0.3], seeds: 5 });
    const failed = results.runs.filter((run) => !run.completed);
    expect(failed.map((run) => `${run.scenario}, chaos seed ${run.seed}: ${run.problem}`)).toEqual([]);
    expect(results.rates[0]).toMatchObject({ runs: 5 * SCENARIOS.length, completed: 5 * SCENARIOS.length, crashes: 0 });
    expect(results.rates[0]!.corrupted, 'chaos at 30% corrupted nothing: is it switched on?').toBeGreaterThan(0);
    expect(missedTargets(results)).toEqual([]);
  });

  it('does not crash at 50% corruption (2 seeds)', async () => {
    const results = await runChaos({ rates: [0.5], seeds: 2 });
    const crashed = results.runs.filter((run) => run.crashed);
    expect(crashed.map((run) => `${run.scenario}, chaos seed ${run.seed}: ${run.problem}`)).toEqual([]);
    expect(missedTargets(results)).toEqual([]);
  });

  it('gives the same results for the same options, so a failure can be replayed', async () => {
    const options = { rates: [0.5], seeds: 2, scenarios: [scenario('move'), scenario('check two times')] };
    const summary = (results: Awaited<ReturnType<typeof runChaos>>) =>
      results.runs.map(({ scenario, seed, exit, steps, completed, chaos }) => ({
        scenario,
        seed,
        exit,
        steps,
        completed,
        chaos,
      }));
    expect(summary(await runChaos(options))).toEqual(summary(await runChaos(options)));
  });

  it('judges by the calendar and the tool results, so a wrong expectation is caught', async () => {
    const wrongCalendar = { ...scenario('book a free time'), name: 'wrong calendar', after: [] };
    const wrongCall = {
      ...scenario('check one time'),
      name: 'wrong call',
      requiredCalls: [{ tool: 'checkAvailability', parameters: { start: '2026-11-24T11:00' } }],
    };
    const results = await runChaos({ rates: [0], seeds: 1, scenarios: [wrongCalendar, wrongCall] });
    expect(results.runs.map((run) => [run.completed, run.crashed, run.problem])).toEqual([
      [false, false, 'calendar is [2026-11-24T14:00–14:30 Haircut], expected []'],
      [false, false, 'no successful checkAvailability {"start":"2026-11-24T11:00"}'],
    ]);
    expect(missedTargets(results)).toEqual(['2 of 2 runs did not complete at 0% (the target is none)']);
  });

  it('gives each scenario its own seeds', () => {
    expect([chaosSeed(0, 1), chaosSeed(0, 2), chaosSeed(3, 1)]).toEqual([1, 2, 3001]);
  });
});

describe('runChaos on Part 4', () => {
  it('completes every scenario in its fewest model calls on the native stand-in when nothing is corrupted', async () => {
    const results = await runChaos({ part: 'part4', rates: [0], seeds: 1 });
    for (const run of results.runs) {
      expect(run.problem, `${run.scenario}: ${run.trace.join('\n')}`).toBeNull();
      expect(run.steps, `${run.scenario}: the fewest calls it needs`).toBe(scenario(run.scenario).minimumSteps);
    }
    expect(results.rates[0]).toMatchObject({ runs: SCENARIOS.length, completed: SCENARIOS.length, corrupted: 0 });
  });

  it('completes every scenario under native chaos at 30%, as Part 3 does (20 seeds)', async () => {
    const results = await runChaos({ part: 'part4', rates: [0.3], seeds: 20 });
    const failed = results.runs.filter((run) => !run.completed);
    expect(failed.map((run) => `${run.scenario}, chaos seed ${run.seed}: ${run.problem}`)).toEqual([]);
    expect(missedTargets(results)).toEqual([]);
    expect(results.rates[0]!.crashes).toBe(0);
    expectNativeKindsCounted(results);
  });

  // At 30% the run above already covers seeds 1 to 3 (the same seeds give the same runs), so only 50% is run again.
  it('does not crash under native chaos at 50% (3 seeds), and counts the native kinds', async () => {
    const results = await runChaos({ part: 'part4', rates: [0.5], seeds: 3 });
    const crashed = results.runs.filter((run) => run.crashed);
    expect(crashed.map((run) => `${run.scenario}, chaos seed ${run.seed}: ${run.problem}`)).toEqual([]);
    expect(missedTargets(results, { completion: false })).toEqual([]);
    expectNativeKindsCounted(results);
  });
});

/** Native chaos corrupted something, and every corruption at every rate is counted under one of the native kinds. */
function expectNativeKindsCounted(results: Awaited<ReturnType<typeof runChaos>>): void {
  const corrupted = results.rates.reduce((total, rate) => total + rate.corrupted, 0);
  expect(corrupted, 'native chaos corrupted nothing: is it switched on?').toBeGreaterThan(0);
  const counted = results.rates.map((rate) => Object.values(rate.byKind).reduce((sum, count) => sum + count, 0));
  expect(counted).toEqual(results.rates.map((rate) => rate.corrupted));
  expect(Object.keys(results.rates[0]!.byKind)).toContain('malformed-call');
}
