import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Exercise, pathsTouchedBy, readExerciseTask } from './exercises.ts';
import { runCommand } from './run-command.ts';
import { CACHED_TASKS, type PlannedTask, planTasks } from './turbo-plan.ts';

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

/**
 * A learner's `npm test`: the quick tier, so neither CI nor E2E is set (vitest.tiers.ts), and the copy's test runs are
 * not counted among CI's own (TEST_TIER_LOG). A Turborepo variable such as TURBO_FORCE still reaches Turborepo.
 */
const LEARNER = { CI: undefined, E2E: undefined, TEST_TIER_LOG: undefined, TURBO_TELEMETRY_DISABLED: '1' } as const;

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
 * Packages whose quick-tier tests read the repository's files as text, not only through imports: tutorial-tools'
 * `doc-links.test.ts` measures the pages `npm run docs` rewrites. A change can move their outcome without any test
 * importing it, so these packages' tests always run whole.
 */
const READS_SOURCES_AS_TEXT = ['@scheduling-agent/tutorial-tools'];

/**
 * What the learner's `npm test` runs after this change: every task of it whose Turborepo hash the change moves (the
 * rest would come from the cache of the learner's last green run). That is the changed part and whatever reads it: the
 * evaluation suites, which import the parts, the docs tests, the calendar server's test of Part 4's tools. The
 * hashes before the change are the real repository's; `cacheFolder` is shared by every copy, so a task whose inputs
 * an earlier copy (or an earlier run of the check) already passed with is not run again.
 *
 * Every typecheck and lint runs whole, and so do the part's own tests. The tests of a package that depends on the part
 * run as `vitest related <the files the solution changes>`: only the test files that import one of those files,
 * directly or through other modules (the workspace links resolve into the copy's part, so Vitest follows them). That
 * is what `npm test` would catch there: a test file that imports nothing the solution changed runs the same code as
 * in the last green run and cannot change its outcome. Imports do not show everything, so two more rules: a tool
 * file counts as changing the registry that loads it (`withRunTimeLoaders`), and a package whose tests read sources as
 * text (READS_SOURCES_AS_TEXT) runs whole. What a started process runs is not among a test's imports either, but no
 * quick-tier test starts one (vitest.process-guard.ts fails it).
 */
export function npmTestStep(cacheFolder: string): CheckStep {
  let before: Map<string, PlannedTask> | undefined;
  return {
    name: 'npm test',
    run(copy, { exercise, root }) {
      before ??= taskHashes(root);
      const changed = [...taskHashes(copy).values()].filter((task) => before?.get(task.taskId)?.hash !== task.hash);
      if (changed.length === 0) return undefined;
      const part = packageName(join(copy, 'parts', exercise.part));
      const related = changed.filter(
        (task) => task.task === 'test' && task.package !== part && !READS_SOURCES_AS_TEXT.includes(task.package),
      );
      const typechecks = changed.filter((task) => task.task === 'typecheck' && task.command === TYPECHECK_COMMAND);
      const failures: StepFailure[] = [];
      for (const task of typechecks) {
        const failure = incrementalTypecheck(copy, task, join(cacheFolder, 'tsbuildinfo'));
        if (failure) failures.push(failure);
      }
      const whole = changed
        .filter((task) => !related.includes(task) && !typechecks.includes(task))
        .map((task) => task.taskId);
      if (whole.length > 0) {
        const turbo = join(copy, 'node_modules', '.bin', 'turbo');
        const options = ['--continue', '--output-logs=errors-only', '--ui=stream', '--summarize'];
        const result = runCommand(copy, turbo, ['run', ...whole, ...options, `--cache-dir=${cacheFolder}`], LEARNER);
        if (result.status !== 0) failures.push(blame(copy, result.output));
      }
      const solutionFiles = withRunTimeLoaders(filesTheSolutionChanges(exercise, root)).map((file) => join(copy, file));
      for (const task of related) {
        const failure = relatedTests(copy, task, solutionFiles);
        if (failure) failures.push(failure);
      }
      if (failures.length === 0) return undefined;
      const step = `npm test: ${failures.map((failure) => failure.step.replace(/^npm test: ?/, '')).join('; ')}`;
      return { step, output: failures.map((failure) => failure.output).join('\n\n') };
    },
  };
}

/**
 * Every package's `typecheck` script (package.json), which the check runs itself so that each copy starts from what
 * the last green copy learned. The script is incremental on its own: TypeScript keeps what it learned of the program
 * in a .tsbuildinfo file and, next time, checks again only the files that changed and those whose view of a changed
 * file's types moved, reporting the same errors a full run would (https://www.typescriptlang.org/tsconfig/incremental.html;
 * with `noEmit` since TypeScript 4.0). The file sits in the package's `.turbo/`, which git ignores (so no Turborepo
 * hash reads it) and `npm ci` leaves alone; one TypeScript cannot use (another version or other options wrote it)
 * only makes the run a full one.
 */
export const TYPECHECK_COMMAND = 'tsc -p tsconfig.json --incremental --tsBuildInfoFile .turbo/typecheck.tsbuildinfo';

/**
 * The package's typecheck, run as its script runs it, with the .tsbuildinfo file of the last green copy: each
 * package's file is kept in `cache` after a green run and handed to the next copy at the script's place (the copied
 * package's `.turbo/`, so its relative paths name the copy's files; git ignores `.turbo/`, so the copy starts without
 * one): the first exercise pays the full check of each package, the others only what their solution changes.
 */
function incrementalTypecheck(copy: string, task: PlannedTask, cache: string): StepFailure | undefined {
  const name = `${task.directory.replaceAll('/', '--')}.tsbuildinfo`;
  const info = join(copy, task.directory, '.turbo', 'typecheck.tsbuildinfo');
  mkdirSync(dirname(info), { recursive: true });
  if (existsSync(join(cache, name))) copyFileSync(join(cache, name), info);
  const tsc = join(copy, 'node_modules', '.bin', 'tsc');
  const result = runCommand(join(copy, task.directory), tsc, TYPECHECK_COMMAND.split(' ').slice(1), LEARNER);
  if (result.status !== 0) return { step: task.taskId, output: `${task.taskId}:\n${lastLines(result.output, 60)}` };
  mkdirSync(cache, { recursive: true });
  // Through a file of its own and a rename, so that a check running beside this one (`--jobs`) never reads half a file.
  const partial = join(cache, `${name}.${process.pid}`);
  copyFileSync(info, partial);
  renameSync(partial, join(cache, name));
  return undefined;
}

/**
 * Runs, in the task's package, the test files that import one of `files` (`vitest related`, quick tier), as the
 * learner's `npm test` would run that package's tests: with the options of the package's own `vitest run` script, so
 * that a file its `test` task leaves out is left out here too (the evaluation package's corpus, a task of its own that
 * a part's change does not reach; run here, it took 155 s of a 273 s exercise).
 */
function relatedTests(copy: string, task: PlannedTask, files: string[]): StepFailure | undefined {
  const vitest = join(copy, 'node_modules', '.bin', 'vitest');
  const args = ['related', ...files, '--run', '--passWithNoTests', ...vitestRunOptions(task.command)];
  const result = runCommand(join(copy, task.directory), vitest, args, LEARNER);
  if (result.status === 0) return undefined;
  const failed = failedTestFiles(result.output);
  const step = failed.length > 0 ? `${task.taskId} (${failed.join(', ')})` : task.taskId;
  return { step, output: `${task.taskId} (vitest related):\n${lastLines(result.output, 60)}` };
}

/**
 * The options a package's test script gives `vitest run` (`vitest run --exclude 'src/corpus/corpus.test.ts'` gives
 * `--exclude` and the glob), split as a POSIX shell would split words with plain and single quotes. A script that is
 * not a bare `vitest run …` has none to give: a script with shell syntax beyond quotes is refused, not guessed at.
 */
export function vitestRunOptions(command: string): string[] {
  const options = /^vitest run(?:\s+(.*))?$/.exec(command.trim());
  if (!options?.[1]) return [];
  if (/["\\$`;&|<>()]/.test(options[1])) {
    throw new Error(`cannot read the options of the test script "${command}": keep it to vitest run and plain words`);
  }
  return [...options[1].matchAll(/'([^']*)'|(\S+)/g)].map((word) => word[1] ?? word[2]!);
}

/**
 * The files the exercise's patches write, create, delete or rename, relative to the root. `npm run docs` writes only
 * under docs/, which no test imports (a package whose tests read the pages runs whole). A deleted file imports
 * nothing, and a test still importing it fails its package's typecheck, which runs whole.
 */
function filesTheSolutionChanges(exercise: Exercise, root: string): string[] {
  const files = new Set<string>();
  for (const patch of ['start.patch', 'solution.patch']) {
    const path = join(root, exercise.folder, patch);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    for (const file of pathsTouchedBy(text)) files.add(file);
  }
  return [...files];
}

/**
 * The files, plus the modules that load any of them by path at run time, which no import names: a part's tool
 * registry imports every file in its `src/tools/` folder (`loadTools` in `tool-registry.ts`). A solution that adds or
 * changes a tool changes what the registry loads, so the tests that import the registry are related to it.
 */
export function withRunTimeLoaders(files: readonly string[]): string[] {
  const loaders = files.flatMap((file) => {
    const tool = /^(parts\/[^/]+\/src)\/tools\/[^/]+$/.exec(file);
    return tool ? [`${tool[1]}/tool-registry.ts`] : [];
  });
  return [...new Set([...files, ...loaders])];
}

function packageName(folder: string): string {
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string }).name;
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

/**
 * Each task of a learner's `npm test` in the repository at `folder`, with its Turborepo hash. The tasks of the root
 * `npm test` that do something on a learner's machine are the cached ones: `exercises` needs CI.
 */
function taskHashes(folder: string): Map<string, PlannedTask> {
  return new Map(planTasks(folder, CACHED_TASKS, LEARNER).map((task) => [task.taskId, task]));
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
