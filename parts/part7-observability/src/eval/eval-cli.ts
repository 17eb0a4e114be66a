import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { refuseFlagsTakenByNpm, sanitizeForTerminal, startupErrorLines, UsageError } from '@scheduling-agent/cli-io';
import {
  createToolCallingModel,
  loadEnvFile,
  modelOptionsFromFlags,
  printModelsIfAsked,
  type RetryInfo,
  redact,
} from '@scheduling-agent/llm-service';
import { createNativeOfflineModel, withNativeChaos } from '@scheduling-agent/offline-model';
import { passHatKChart } from './chart.ts';
import { EVAL_OPTIONS, HELP, parseEvalFlags } from './eval-flags.ts';
import { count, formatReport, passHatKCurve, summarize } from './report.ts';
import { ModelUnreachableError, type OnTrial, runEval } from './run-eval.ts';
import { EVAL_CLOCK } from './run-trial.ts';
import { selectTasks } from './tasks.ts';

// #region eval-main
async function main(argv: string[]): Promise<number> {
  refuseFlagsTakenByNpm(EVAL_OPTIONS);
  const { values, settings } = parseEvalFlags(argv);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const tasks = selectTasks(settings.only);
  // Before the first trial, not after the last: a real model's requests are not spent on results that cannot be kept.
  if (settings.json) await checkWritable(settings.json, '--json');
  await checkWritable(settings.chart, '--chart');
  loadEnvFile();
  if (await printModelsIfAsked(values)) return 0;
  const onRetry = ({ attempt, maxRetries, delayMs, error }: RetryInfo) =>
    console.error(`${redact(error.message)} Retrying in ${Math.ceil(delayMs / 1000)} s (${attempt}/${maxRetries}).`);
  const { chaos, ...modelOptions } = modelOptionsFromFlags(values);
  const native = createToolCallingModel({
    ...modelOptions,
    offline: () => createNativeOfflineModel({ clock: EVAL_CLOCK }),
    onRetry,
    onNotice: (message) => console.error(message),
  });
  const model = chaos ? withNativeChaos(native, { ...chaos, onRetry }) : native;
  console.log(`Eval: ${count(tasks.length, 'task')}, ${count(settings.trials, 'trial')} each, on ${model.label}.`);
  const outcomes = await runEval(tasks, {
    trials: settings.trials,
    maxSteps: settings.maxSteps,
    model: () => model,
    onTrial: showProgress(),
  });
  console.log(sanitizeForTerminal(redact(formatReport(outcomes, model.label))));
  if (settings.json) await writeOut(settings.json, `${JSON.stringify(summarize(outcomes), null, 2)}\n`);
  const title = `pass^k of ${count(tasks.length, 'task')}, ${count(settings.trials, 'trial')} each, ${model.label}`;
  await writeOut(settings.chart, passHatKChart(passHatKCurve(outcomes), title));
  if (settings.json) console.log(`Results: ${resolve(settings.json)}`);
  console.log(`Chart: ${resolve(settings.chart)}`);
  return 0;
}
// #endregion eval-main

/**
 * Progress on standard error, so the table on standard output stays clean: on a terminal one line redrawn after
 * every trial; in a pipe one line per task once its trials are done.
 */
function showProgress(): OnTrial {
  const interactive = process.stderr.isTTY === true;
  let passedSoFar = 0;
  return ({ done, total, task, trial, trials, passed }) => {
    if (trial === 1) passedSoFar = 0;
    if (passed) passedSoFar++;
    const line = `[${String(done).padStart(String(total).length)}/${total}] ${task.id}: ${passedSoFar}/${trial} passed`;
    if (interactive) process.stderr.write(`\r\x1b[K${line}${done === total ? '\n' : ''}`);
    else if (trial === trials) process.stderr.write(`${line}\n`);
  };
}

/** Refuses, with the reason, a path the results could not be written to: its folder is made now, as it would be. */
async function checkWritable(file: string, flag: string): Promise<void> {
  const path = resolve(file);
  try {
    await mkdir(dirname(path), { recursive: true });
    await access(dirname(path), constants.W_OK);
    const existing = await stat(path).catch(() => undefined);
    if (existing?.isDirectory()) throw new Error('it is a folder');
    if (existing) await access(path, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(`${flag} ${file} cannot be written (${reason}): give a file in a folder you can write to.`);
  }
}

async function writeOut(file: string, text: string): Promise<void> {
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, text);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ModelUnreachableError) {
      console.error(`Stopped: the model cannot be reached (${redact(error.message)})`);
      process.exitCode = 1;
      return;
    }
    for (const line of startupErrorLines(error, redact)) console.error(line);
    process.exitCode = 2;
  },
);
