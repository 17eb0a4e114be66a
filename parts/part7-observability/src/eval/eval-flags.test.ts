import { describe, expect, it } from 'vitest';
import { HELP, parseEvalFlags } from './eval-flags.ts';
import { EVAL_TASKS } from './tasks.ts';

describe('the eval command line', () => {
  it('runs three trials of every task by default, and puts the chart beside --json when there is one', () => {
    expect(parseEvalFlags([]).settings).toMatchObject({ trials: 3, only: undefined, json: undefined, maxSteps: 10 });
    expect(parseEvalFlags([]).settings.chart).toMatch(/\.data[/\\]eval-pass-hat-k\.svg$/);
    const settings = parseEvalFlags(['--trials', '5', '--json', 'out/run.json', '--only', 'cancel']).settings;
    expect(settings).toMatchObject({ trials: 5, json: 'out/run.json', chart: 'out/run.svg', only: 'cancel' });
    expect(parseEvalFlags(['--json', 'run', '--chart', 'c.svg']).settings.chart).toBe('c.svg');
  });

  it.each([
    [['--trials', '0'], '--trials must be a whole number from 1 to 50 (got "0").'],
    [['--trials', 'three'], '--trials must be a whole number from 1 to 50 (got "three").'],
    [['--trials', '2.5'], '--trials must be a whole number from 1 to 50 (got "2.5").'],
    [['--trials', '51'], '--trials must be a whole number from 1 to 50 (got "51").'],
    [['--max-steps', '0'], '--max-steps must be a whole number from 1 to 100 (got "0").'],
    [['--json', ' '], '--json needs a value.'],
  ])('refuses %j with a message that says what is allowed', (argv, message) => {
    expect(() => parseEvalFlags(argv)).toThrow(message);
  });

  it('counts the tasks in its help from the task list, so the number cannot go stale', () => {
    expect(HELP).toContain(`${EVAL_TASKS.length} tasks x 3 trials`);
  });

  it('refuses a flag it does not know, as a usage error (the CLI then points to --help)', () => {
    expect(() => parseEvalFlags(['--trails', '3'])).toThrow(
      expect.objectContaining({ code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' }),
    );
  });
});
