import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';

/**
 * An exercise: `parts/<part>/exercises/<name>/README.md` (the task, shown on the part's page) and `solution.patch`
 * (a `git diff` of the part, from the repository root, that solves it).
 */
export interface Exercise {
  readonly part: string;
  readonly name: string;
  /** The folder, relative to the repository root. */
  readonly folder: string;
}

/** Where solutions are tried: a folder two levels down, like `parts/<part>`, so the part's imports still resolve. */
export const SCRATCH_FOLDER = '.exercise-runs';

/** Every exercise of every part (or of the parts named), in order of part and name. */
export function listExercises(root = REPO_ROOT, parts?: string[]): Exercise[] {
  const partsFolder = join(root, 'parts');
  return readdirSync(partsFolder)
    .filter((part) => !parts || parts.length === 0 || parts.includes(part))
    .sort()
    .flatMap((part) => {
      const folder = join(partsFolder, part, 'exercises');
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ part, name: entry.name, folder: `parts/${part}/exercises/${entry.name}` }))
        .sort((a, b) => a.name.localeCompare(b.name));
    });
}

/** What checking one exercise's solution found: `ok`, or the step that failed and what it printed. */
export type ExerciseCheck =
  | { readonly ok: true; readonly exercise: Exercise }
  | { readonly ok: false; readonly exercise: Exercise; readonly step: string; readonly output: string };

/**
 * A command a check runs in the patched copy of the part: a name for reports, the program (a bare name is looked up
 * in the repository's `node_modules/.bin`) and its arguments.
 */
export interface CheckStep {
  readonly name: string;
  readonly command: string;
  readonly args: string[];
}

/** The name of the step that applies the solution, as reported when the patch does not apply. */
export const APPLY_STEP = 'git apply solution.patch';

/** What a solution must pass in its copy of the part: the same typecheck, lint and tests as `npm test`. */
export const PART_CHECKS: CheckStep[] = [
  { name: 'typecheck', command: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint (run `npm run format` to fix formatting)', command: 'biome', args: ['check', 'src'] },
  { name: 'tests', command: 'vitest', args: ['run', '--testTimeout=60000'] },
];

// #region check-exercise
/**
 * Applies an exercise's solution to a fresh copy of its part and runs the part's checks there. The copy lives in
 * `.exercise-runs/` inside the repository, so workspace imports and the shared tsconfig resolve as they do for the
 * part itself, and the part in `parts/` is never touched.
 */
export function checkExercise(exercise: Exercise, options: { root?: string; steps?: CheckStep[] } = {}): ExerciseCheck {
  const root = options.root ?? REPO_ROOT;
  const copy = `${SCRATCH_FOLDER}/${exercise.part}--${exercise.name}`;
  const copyPath = join(root, copy);
  rmSync(copyPath, { recursive: true, force: true });
  mkdirSync(join(root, SCRATCH_FOLDER), { recursive: true });
  try {
    cpSync(join(root, 'parts', exercise.part), copyPath, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|\.turbo|\.data)$/.test(source),
    });
    const patch = join(root, exercise.folder, 'solution.patch');
    if (!existsSync(patch)) return failed(exercise, 'solution', `${exercise.folder} has no solution.patch`);
    // The patch names files as parts/<part>/...: strip those three levels and aim it at the copy instead.
    const applied = run(root, 'git', ['apply', '-p3', `--directory=${copy}`, patch]);
    if (applied.status !== 0) return failed(exercise, APPLY_STEP, applied.output);
    for (const step of options.steps ?? PART_CHECKS) {
      const program = step.command.includes('/') ? step.command : join(root, 'node_modules', '.bin', step.command);
      const result = run(copyPath, program, step.args);
      if (result.status !== 0) return failed(exercise, step.name, result.output);
    }
    return { ok: true, exercise };
  } finally {
    rmSync(copyPath, { recursive: true, force: true });
    if (readdirSync(join(root, SCRATCH_FOLDER)).length === 0) rmSync(join(root, SCRATCH_FOLDER), { recursive: true });
  }
}
// #endregion check-exercise

/**
 * Writes the part's current changes (against git's index, new files included) as the exercise's `solution.patch`.
 * For authors: solve the exercise in `parts/<part>`, save, then `git checkout`/`git clean` the part.
 */
export function saveSolution(exercise: Exercise, root = REPO_ROOT): string {
  const part = `parts/${exercise.part}`;
  const lessonOnly = [`${part}/src`, `${part}/package.json`];
  const added = run(root, 'git', ['add', '--intent-to-add', '--', ...lessonOnly]);
  if (added.status !== 0) throw new Error(`git add --intent-to-add failed: ${added.output}`);
  try {
    const diff = run(root, 'git', ['diff', '--no-color', '--no-ext-diff', '--', ...lessonOnly]);
    if (diff.status !== 0) throw new Error(`git diff failed: ${diff.output}`);
    if (diff.output.trim() === '') throw new Error(`${part} has no changes to save as the solution`);
    const file = join(root, exercise.folder, 'solution.patch');
    writeFileSync(file, diff.output.replace(/^index [0-9a-f]+\.\.[0-9a-f]+.*\n/gm, ''));
    return file;
  } finally {
    run(root, 'git', ['reset', '--quiet', '--', ...lessonOnly]);
  }
}

/** The exercise's task, as written in its README. */
export function readExerciseTask(exercise: Exercise, root = REPO_ROOT): string {
  return readFileSync(join(root, exercise.folder, 'README.md'), 'utf8');
}

function failed(exercise: Exercise, step: string, output: string): ExerciseCheck {
  return { ok: false, exercise, step, output };
}

function run(cwd: string, command: string, args: string[]): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'LLM_PROVIDER', 'FORCE_COLOR'])
    delete env[name];
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}` };
}
