import type { ToolCallingModel } from '@scheduling-agent/llm-service';
import { createNativeOfflineModel } from '@scheduling-agent/offline-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { passHatKInterval } from './confidence.ts';
import { meanPassHatK } from './pass-hat-k.ts';
import { runEval, type TaskOutcome } from './run-eval.ts';
import { EVAL_CLOCK } from './run-trial.ts';
import { EVAL_TASKS } from './tasks.ts';

const offline = createNativeOfflineModel({ clock: EVAL_CLOCK });

/** A model that answers "ok" to everything and never calls a tool: it sounds fine and does nothing. */
const saysOk: ToolCallingModel = {
  provider: 'scripted',
  label: 'says ok',
  generate: async () => ({ text: 'ok', toolCalls: [], finishReason: 'stop' }),
};

/** A small seeded generator (mulberry32), so that every run draws the same "random" trials. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

let onOffline: TaskOutcome[];
let onOk: TaskOutcome[];
// Three passes over the whole task set: on a busy machine that takes longer than a hook's default 10 s, and it grows with
// every task added, so the hook gets the tests' own limit.
beforeAll(async () => {
  onOffline = await runEval(EVAL_TASKS, { trials: 2, model: () => offline });
  onOk = await runEval(EVAL_TASKS, { trials: 1, model: () => saysOk });
}, 300_000);

describe('the eval on the offline model', () => {
  it('has at least 30 tasks with distinct ids, of every kind the eval names', () => {
    expect(EVAL_TASKS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(EVAL_TASKS.map((task) => task.id)).size).toBe(EVAL_TASKS.length);
    expect(new Set(EVAL_TASKS.map((task) => task.kind))).toEqual(
      new Set(['book', 'move', 'cancel', 'question', 'ask', 'refuse']),
    );
  });

  it('passes nearly every task, so the checks can be passed at all', () => {
    const failed = onOffline.filter((outcome) => outcome.passes < outcome.trials);
    expect(failed.map((outcome) => `${outcome.id}: ${outcome.failures.join('; ')}`)).toEqual([
      'question-yes-or-no: the answer does not say "16:00"',
    ]);
  });

  it('passes each task in every trial or in none, so its pass^k equals its pass@1: the rules are deterministic', () => {
    for (const outcome of onOffline) expect([0, outcome.trials], outcome.id).toContain(outcome.passes);
    expect(meanPassHatK(onOffline, 2)).toBe(meanPassHatK(onOffline, 1));
  });
});

describe('a model that only says "ok" and calls no tool', () => {
  it('scores at most half as well as the offline model: the graders read the calendar, not the words', () => {
    const ok = meanPassHatK(onOk, 1);
    expect(ok).toBeLessThanOrEqual(meanPassHatK(onOffline, 1) / 2);
    // What it does pass is what leaves the calendar alone and claims nothing: refusals without a fact to give.
    const passed = onOk.filter((outcome) => outcome.passes > 0);
    expect(passed.every((outcome) => outcome.kind === 'refuse')).toBe(true);
  });
});

describe('a model whose chance to pass each task is known', () => {
  // Each trial of a task flips a seeded coin: heads, the offline model (which passes it), tails, "ok" (which fails
  // it). Each task's chance to pass is then its coin's, so the exact pass^k of the set is the mean of p^k.
  it('measures a pass^k that holds the exact value within its interval, for every k', async () => {
    const separable = EVAL_TASKS.filter((_, index) => onOffline[index]!.passes > 0 && onOk[index]!.passes === 0);
    const chances = [1, 0.9, 0.75, 0.5, 0.25, 0];
    const chance = new Map(separable.map((task, index) => [task.id, chances[index % chances.length]!]));
    const random = seeded(7);
    const trials = 6;
    const outcomes = await runEval(separable, {
      trials,
      model: (task) => (random() < chance.get(task.id)! ? offline : saysOk),
    });
    for (let k = 1; k <= trials; k++) {
      const exact = [...chance.values()].reduce((sum, p) => sum + p ** k, 0) / chance.size;
      // Six values of k are checked at once, so each with a 99 % interval (z = 2.576): a 95 % one would miss one
      // of six now and then by chance alone.
      const { estimate, low, high } = passHatKInterval(outcomes, k, 2.576);
      expect(
        exact,
        `pass^${k} measured ${estimate.toFixed(3)} in [${low.toFixed(3)}, ${high.toFixed(3)}]`,
      ).toBeGreaterThanOrEqual(low);
      expect(exact).toBeLessThanOrEqual(high);
    }
    // Not a flat line that any interval would hold: pass^k falls as k grows, as the coins say it must.
    expect(meanPassHatK(outcomes, trials)).toBeLessThan(meanPassHatK(outcomes, 1) - 0.15);
  });
});
