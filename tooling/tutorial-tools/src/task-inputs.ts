import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { runCommand } from './run-command.ts';

/** The checks `npm test` runs in every package, each of which Turborepo replays from its cache when its inputs match. */
export const CACHED_TASKS = ['typecheck', 'lint', 'test'] as const;

/**
 * The root `npm test`'s exercise check (tooling/tutorial-tools' `exercises`, under CI): it copies the whole working
 * tree and runs there whatever a solution's change reaches, so every file of the repository is among its inputs.
 */
export const EXERCISES_TASK = 'exercises';

/** What a task must hash besides its own package's files: the root settings it reads. */
const ROOT_FILES: Record<(typeof CACHED_TASKS)[number], string[]> = {
  typecheck: ['tsconfig.base.json', 'vitest.tiers.ts'],
  lint: ['biome.json'],
  test: ['vitest.shared.ts', 'vitest.setup.ts', 'vitest.global-setup.ts', 'vitest.tiers.ts'],
};

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
}

/**
 * Asks Turborepo what `turbo run <tasks>` would run in the repository at `root`, and what each task hashes (a dry run:
 * nothing runs). By default the tasks of the root `npm test`; `settings` sets or removes (`undefined`) variables for
 * Turborepo, whose hashes cover the variables each task's `env` names.
 */
export function planTasks(
  root: string,
  tasks: readonly string[] = [...CACHED_TASKS, EXERCISES_TASK],
  settings: Record<string, string | undefined> = {},
): PlannedTask[] {
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  const env = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...settings };
  const result = runCommand(root, turbo, ['run', ...tasks, '--dry=json'], env);
  if (result.status !== 0) throw new Error(`turbo run --dry=json failed in ${root}:\n${result.output}`);
  const plan = JSON.parse(result.stdout) as {
    tasks: (Omit<PlannedTask, 'inputs'> & { inputs: Record<string, string> })[];
  };
  return plan.tasks
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map(({ taskId, task, package: name, directory, command, hash, inputs }) => ({
      taskId,
      task,
      package: name,
      directory,
      command,
      hash,
      inputs: new Set(Object.keys(inputs).map((file) => posix.normalize(posix.join(directory, file)))),
    }));
}

/** The files git tracks under a folder, relative to the repository root. */
export function trackedFiles(root: string, folder: string): string[] {
  return execFileSync('git', ['ls-files', '--', folder], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** The folders of the workspace packages a package depends on (`@scheduling-agent/*`), from its package.json. */
function workspaceDependencies(root: string, directory: string, plan: PlannedTask[]): string[] {
  const manifest = JSON.parse(readFileSync(join(root, directory, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const names = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@scheduling-agent/'));
  const folders = new Set(
    plan.filter((task) => names.some((name) => task.taskId.startsWith(`${name}#`))).map((t) => t.directory),
  );
  return [...folders];
}

/**
 * The files a task reads that its hash leaves out, so that changing one would replay a stale result from the cache:
 * every tracked file of its own package, the root settings the task reads, and, for typecheck and test, the source
 * and package.json of every workspace package it depends on; for the exercise check, every tracked file.
 */
export function unhashedFiles(root: string, task: PlannedTask, plan: PlannedTask[]): string[] {
  if (task.task === EXERCISES_TASK) return trackedFiles(root, '.').filter((file) => !task.inputs.has(file));
  const kind = task.task as (typeof CACHED_TASKS)[number];
  const read = [...trackedFiles(root, task.directory), ...ROOT_FILES[kind]];
  if (kind !== 'lint') {
    for (const dependency of workspaceDependencies(root, task.directory, plan)) {
      read.push(...trackedFiles(root, `${dependency}/src`), `${dependency}/package.json`);
    }
  }
  return read.filter((file) => !task.inputs.has(file));
}
