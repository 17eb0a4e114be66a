import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CALENDAR_FILE } from '@scheduling-agent/calendar';
import { UsageError } from '@scheduling-agent/cli-io';
import { MODEL_FLAGS, MODEL_FLAGS_HELP } from '@scheduling-agent/llm-service';
import { EVAL_TASKS } from './tasks.ts';

/** The most trials of each task one run may ask for: pass^k beyond it says little the curve has not said. */
const MAX_TRIALS = 50;

/** `npm run eval -- --help`. */
export const HELP = `Runs Part 7's agent on the eval's scheduling tasks, each several times, and measures how often it is right:
pass@1 (the share of trials that pass) and pass^k (the chance that k trials of a task all pass), as τ-bench does.

Usage: npm run eval [-- options]   (the -- matters: without it npm keeps the options for itself)

${MODEL_FLAGS_HELP}
Eval:
  --trials K          Run each task K times, from 1 to ${MAX_TRIALS} (default 3). A real model makes about three
                      requests per trial: ${EVAL_TASKS.length} tasks x 3 trials is about ${EVAL_TASKS.length * 9} requests.
  --only TEXT         Run only the tasks of that kind (book, move, cancel, question, ask, refuse), else those
                      whose id contains TEXT.
  --json FILE         Write the results as JSON: { trials, passAt1, passHatK, tasks: [{ id, trials, passes,
                      passAt1, passHatK }] }.
  --chart FILE        Where to write the chart of pass^k against k, an SVG file (default: beside --json, else
                      .data/eval-pass-hat-k.svg). Its path is the last line printed.
  --max-steps N       At most N model calls per message (default 10).
  -h, --help          Show this help.

Every trial starts from a new calendar in a temporary folder, on Monday 23 November 2026, 08:30 in London, and the
person answers each approval question as the task says. Exit codes: 0 the run ended (whatever it measured), 1 the model
could not be reached (it stops at the first trial that shows it), 2 bad usage or configuration.`;

/** The parser's options: the model flags every part takes, and the eval's own. */
export const EVAL_OPTIONS = {
  ...MODEL_FLAGS,
  trials: { type: 'string' },
  only: { type: 'string' },
  json: { type: 'string' },
  chart: { type: 'string' },
  'max-steps': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The eval's settings, checked: what a run needs besides the model flags. */
interface EvalSettings {
  readonly trials: number;
  readonly only: string | undefined;
  readonly json: string | undefined;
  readonly chart: string;
  readonly maxSteps: number;
}

/** Parses the command line; a bad flag or value is a {@link UsageError} that says what is allowed. */
export function parseEvalFlags(argv: readonly string[]) {
  const { values } = parseArgs({ args: [...argv], options: EVAL_OPTIONS });
  const trials = wholeNumber(values.trials ?? '3', '--trials', MAX_TRIALS);
  const maxSteps = wholeNumber(values['max-steps'] ?? '10', '--max-steps', 100);
  for (const name of ['json', 'chart', 'only'] as const) {
    if (values[name] !== undefined && values[name].trim() === '') throw new UsageError(`--${name} needs a value.`);
  }
  const chart = values.chart ?? (values.json ? values.json.replace(/(\.json)?$/i, '.svg') : defaultChart());
  const settings: EvalSettings = { trials, only: values.only, json: values.json, chart, maxSteps };
  return { values, settings };
}

function wholeNumber(text: string, flag: string, most: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1 || value > most) {
    throw new UsageError(`${flag} must be a whole number from 1 to ${most} (got "${text}").`);
  }
  return value;
}

function defaultChart(): string {
  return join(dirname(DEFAULT_CALENDAR_FILE), 'eval-pass-hat-k.svg');
}
