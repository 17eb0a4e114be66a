import { join, posix } from 'node:path';
import { runCommand } from './run-command.ts';

/**
 * The checks `npm test` runs in the packages, each of which Turborepo replays from its cache when its inputs match
 * (turbo.json; `test:corpus` is the evaluation package's corpus, which only the stand-in and the corpus reach).
 */
export const CACHED_TASKS = ['typecheck', 'lint', 'test', 'test:corpus'] as const;

/**
 * The root `npm test`'s exercise check (tooling/tutorial-tools' `exercises`, under CI): it copies the whole working
 * tree and runs there whatever a solution's change reaches, so every file of the repository is among its inputs.
 */
export const EXERCISES_TASK = 'exercises';

/** One task of one package as Turborepo's dry run describes it: the files its hash covers, relative to the root. */
export interface PlannedTask {
  readonly taskId: string;
  readonly task: string;
  readonly package: string;
  /** The package's folder, relative to the root. */
  readonly directory: string;
  readonly command: string;
  readonly hash: string;
  readonly inputs: Set<string>;
  /** Whether Turborepo's cache holds this task's result for this hash, so a run would replay it. */
  readonly cached: boolean;
}

/**
 * Asks Turborepo what `turbo run <tasks>` would run in the repository at `root`, and what each task hashes (a dry run:
 * nothing runs). By default the tasks of the root `npm test`; `settings` sets or removes (`undefined`) variables for
 * Turborepo, whose hashes cover the variables each task's `env` names; `options` are more of `turbo run`'s (a filter).
 */
export function planTasks(
  root: string,
  tasks: readonly string[] = [...CACHED_TASKS, EXERCISES_TASK],
  settings: Record<string, string | undefined> = {},
  options: readonly string[] = [],
): PlannedTask[] {
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  const env = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...settings };
  const result = runCommand(root, turbo, ['run', ...tasks, ...options, '--dry=json'], env);
  if (result.status !== 0) throw new Error(`turbo run --dry=json failed in ${root}:\n${result.output}`);
  const plan = JSON.parse(result.stdout) as {
    tasks: (Omit<PlannedTask, 'inputs' | 'cached'> & { inputs: Record<string, string>; cache: { status: string } })[];
  };
  return plan.tasks
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map(({ taskId, task, package: name, directory, command, hash, inputs, cache }) => ({
      taskId,
      task,
      package: name,
      directory,
      command,
      hash,
      inputs: new Set(Object.keys(inputs).map((file) => posix.normalize(posix.join(directory, file)))),
      cached: cache.status === 'HIT',
    }));
}
