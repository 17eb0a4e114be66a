import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Exercise, readExerciseTask } from './exercises.ts';
import { runCommand } from './run-command.ts';

/** What a step found wrong: the step as the report names it (the failing task and test file, say), and its output. */
export interface StepFailure {
  readonly step: string;
  readonly output: string;
}

/**
 * One step of checking a solution, run in the exercise's scratch copy of the repository (an absolute folder) after
 * the solution has been applied there; `root` is the real repository, which the copy was made from.
 */
export interface CheckStep {
  readonly name: string;
  run(copy: string, context: { readonly exercise: Exercise; readonly root: string }): StepFailure | undefined;
}

/** The tasks of the root `npm test` (package.json) that do something on a learner's machine: `exercises` needs CI. */
export const NPM_TEST_TASKS = ['typecheck', 'lint', 'test'];

/**
 * A learner's `npm test`: the quick tier, so neither CI nor E2E is set (vitest.tiers.ts). A Turborepo variable such as
 * TURBO_FORCE (CI's second Node) still reaches Turborepo.
 */
const LEARNER = { CI: undefined, E2E: undefined, TURBO_TELEMETRY_DISABLED: '1' } as const;

/** The docs step an exercise's README may ask for before `npm test`, run as the README says when it says so. */
export const docsStep: CheckStep = {
  name: 'npm run docs',
  run(copy, { exercise, root }) {
    if (!readExerciseTask(exercise, root).includes('npm run docs')) return undefined;
    const result = runCommand(copy, 'npm', ['run', 'docs'], LEARNER);
    return result.status === 0 ? undefined : { step: 'npm run docs', output: result.output };
  },
};

/**
 * What the learner's `npm test` runs after this change: every task of it whose Turborepo hash the change moves (the
 * rest would come from the cache of the learner's last green run). That is the changed part and whatever reads it: the
 * evaluation suites, which import the parts, the docs tests, the calendar server's test of Part 4's tools. The
 * hashes before the change are the real repository's; `cacheFolder` is shared by every copy, so a task whose inputs
 * an earlier copy (or an earlier run of the check) already passed with is not run again.
 */
export function npmTestStep(cacheFolder: string): CheckStep {
  let before: Map<string, string> | undefined;
  return {
    name: 'npm test',
    run(copy, { root }) {
      before ??= taskHashes(root);
      const changed = [...taskHashes(copy)].filter(([task, hash]) => before?.get(task) !== hash).map(([task]) => task);
      if (changed.length === 0) return undefined;
      const turbo = join(copy, 'node_modules', '.bin', 'turbo');
      const options = ['--continue', '--output-logs=errors-only', '--ui=stream', '--summarize'];
      const result = runCommand(copy, turbo, ['run', ...changed, ...options, `--cache-dir=${cacheFolder}`], LEARNER);
      return result.status === 0 ? undefined : blame(copy, result.output);
    },
  };
}

/**
 * The part's own CLI test on the offline model (`src/main.e2e.test.ts`), which `npm test` leaves to CI and which the
 * exercises' READMEs send the learner to before sharing (`npm run test:all`): every solution is also tried in the real
 * CLI. The provider and terminal suites (`main.*.e2e.test.ts`) are left out: they test shared code no exercise changes.
 */
export const partEndToEndStep: CheckStep = {
  name: 'the part end to end',
  run(copy, { exercise }) {
    const part = join(copy, 'parts', exercise.part);
    if (!existsSync(join(part, 'src', 'main.e2e.test.ts'))) return undefined;
    const vitest = join(copy, 'node_modules', '.bin', 'vitest');
    const result = runCommand(part, vitest, ['run', 'src/main.e2e.test.ts'], { ...LEARNER, E2E: '1' });
    if (result.status === 0) return undefined;
    const files = failedTestFiles(result.output);
    return { step: `E2E=1 npx vitest run in parts/${exercise.part} (${files.join(', ')})`, output: result.output };
  },
};

/** Each task of `npm test` in the repository at `folder`, with its Turborepo hash (a dry run: nothing runs). */
function taskHashes(folder: string): Map<string, string> {
  const turbo = join(folder, 'node_modules', '.bin', 'turbo');
  const result = runCommand(folder, turbo, ['run', ...NPM_TEST_TASKS, '--dry=json'], LEARNER);
  if (result.status !== 0) throw new Error(`turbo run --dry=json failed in ${folder}:\n${result.output}`);
  const dry = JSON.parse(result.stdout) as { tasks: Array<{ taskId: string; hash: string }> };
  return new Map(dry.tasks.map(({ taskId, hash }) => [taskId, hash]));
}

interface RunSummary {
  tasks: Array<{ taskId: string; logFile: string; execution?: { exitCode?: number | null } }>;
}

/**
 * The failed tasks of Turborepo's run summary (`--summarize`), each with the test files its log says failed and the
 * end of that log. Without a summary (Turborepo could not start), its own output.
 */
function blame(copy: string, output: string): StepFailure {
  const runs = join(copy, '.turbo', 'runs');
  const newest = existsSync(runs)
    ? readdirSync(runs)
        .map((file) => join(runs, file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
    : undefined;
  if (!newest) return { step: 'npm test', output };
  const summary = JSON.parse(readFileSync(newest, 'utf8')) as RunSummary;
  const failed = summary.tasks.filter((task) => (task.execution?.exitCode ?? 0) !== 0);
  if (failed.length === 0) return { step: 'npm test', output };
  const named: string[] = [];
  const details: string[] = [];
  for (const task of failed) {
    const log = existsSync(join(copy, task.logFile)) ? readFileSync(join(copy, task.logFile), 'utf8') : output;
    const files = failedTestFiles(log);
    named.push(files.length > 0 ? `${task.taskId} (${files.join(', ')})` : task.taskId);
    details.push(`${task.taskId}:\n${lastLines(log, 60)}`);
  }
  return { step: `npm test: ${named.join('; ')}`, output: details.join('\n\n') };
}

/** The test files Vitest's default report marks `FAIL`, each once, in the order it names them. */
export function failedTestFiles(log: string): string[] {
  // Colour codes, should a terminal's settings get through.
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  return [...new Set([...plain.matchAll(/\bFAIL\s+(\S+\.test\.[cm]?[jt]sx?)\b/g)].map((match) => match[1]!))];
}

function lastLines(text: string, count: number): string {
  const lines = text.trimEnd().split('\n');
  return (lines.length > count ? ['…', ...lines.slice(-count)] : lines).join('\n');
}
