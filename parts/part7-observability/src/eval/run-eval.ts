import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LlmError, type ToolCallingModel } from '@scheduling-agent/llm-service';
import type { EvalTask, TaskKind } from './eval-task.ts';
import { grade } from './grade.ts';
import { runTrial } from './run-trial.ts';

/** How one task went over every trial, with the first failing trial's reasons (to show what went wrong). */
export interface TaskOutcome {
  readonly id: string;
  readonly kind: TaskKind;
  readonly trials: number;
  readonly passes: number;
  readonly failures: readonly string[];
}

/** Told after every trial: which, of how many, and how it went. */
export type OnTrial = (event: {
  readonly done: number;
  readonly total: number;
  readonly task: EvalTask;
  readonly trial: number;
  /** How many trials each task gets. */
  readonly trials: number;
  readonly passed: boolean;
}) => void;

/** The model for one trial of one task; a model that keeps nothing between requests may be the same every time. */
export type ModelForTrial = (task: EvalTask, trial: number) => ToolCallingModel;

// #region run-eval
/**
 * Runs every task `trials` times, one trial after another (a rate-limited provider would refuse them side by side),
 * each from a fresh calendar in a scratch folder that is removed at the end. `onTrial` hears of each trial as it ends.
 */
export async function runEval(
  tasks: readonly EvalTask[],
  options: { trials: number; model: ModelForTrial; maxSteps?: number; onTrial?: OnTrial },
): Promise<TaskOutcome[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-eval-'));
  const total = tasks.length * options.trials;
  const outcomes: TaskOutcome[] = [];
  try {
    for (const task of tasks) {
      let passes = 0;
      let failures: readonly string[] = [];
      for (let trial = 1; trial <= options.trials; trial++) {
        const model = stoppingWhenUnreachable(options.model(task, trial));
        const observed = await runTrial(task, { model, scratch, maxSteps: options.maxSteps ?? 10 });
        if (model.unreachable) throw new ModelUnreachableError(`${task.id}, trial ${trial}: ${model.unreachable}`);
        const graded = grade(task, observed);
        if (graded.passed) passes++;
        else if (failures.length === 0) failures = graded.failures;
        const done = outcomes.length * options.trials + trial;
        options.onTrial?.({ done, total, task, trial, trials: options.trials, passed: graded.passed });
      }
      outcomes.push({ id: task.id, kind: task.kind, trials: options.trials, passes, failures });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return outcomes;
}
// #endregion run-eval

/**
 * The model could not be reached at all (no connection, no key, the key refused): every later trial would fail the
 * same way after its retries, so the eval stops at the first one, saying why.
 */
export class ModelUnreachableError extends Error {
  override name = 'ModelUnreachableError';
}

/** Failures that say nothing about the agent and will not pass by the next trial. */
const UNREACHABLE: readonly string[] = ['network', 'authentication', 'configuration'];

/** `model`, noting the message of a failure that means it cannot be reached (the agent turns it into an answer). */
function stoppingWhenUnreachable(model: ToolCallingModel): ToolCallingModel & { unreachable?: string } {
  const watched: ToolCallingModel & { unreachable?: string } = Object.create(model);
  watched.generate = async (request) => {
    try {
      return await model.generate(request);
    } catch (error) {
      if (error instanceof LlmError && UNREACHABLE.includes(error.kind)) watched.unreachable = error.message;
      throw error;
    }
  };
  return watched;
}
