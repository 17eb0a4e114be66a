import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Exercise, filesChangedBy } from './exercises.ts';
import { type CheckStep, docsStep, npmTestStep, partEndToEndStep } from './part-checks.ts';
import { REPO_ROOT } from './repo-root.ts';
import { runCommand } from './run-command.ts';
import { copyRepository } from './scratch-repository.ts';

/** Where solutions are tried: one copy of the whole repository per exercise, `.exercise-runs/<part>--<name>`. */
export const SCRATCH_FOLDER = '.exercise-runs';

/**
 * Turborepo's cache for the copies, kept between runs of the check: a task whose inputs are byte for byte those of
 * one that passed before (in another copy, or an earlier run) is replayed, as in the learner's own `npm test`.
 */
const CACHE_FOLDER = '.turbo/exercise-runs';

/** The name of the step that applies the solution, as reported when the patch does not apply. */
export const APPLY_STEP = 'git apply solution.patch';

/** The step that compares a start-from-scratch exercise's solution with the part's own code. */
export const ROUND_TRIP_STEP = 'the solution gives back the part as written';

/** What checking one exercise's solution found: `ok`, or the step that failed and what it printed. */
export type ExerciseCheck =
  | { readonly ok: true; readonly exercise: Exercise }
  | { readonly ok: false; readonly exercise: Exercise; readonly step: string; readonly output: string };

// #region check-exercises
/**
 * Checks each exercise's solution as a learner's `npm test` would see it: in a copy of the whole repository (the
 * working tree as it stands), the solution is applied, the docs step its README asks for runs, and then every task of
 * `npm test` the change reaches, in the part and in every package that reads it, and last the part's own CLI test on
 * the offline model. One exercise at a time, each copy removed before the next; the repository is never touched.
 * `npm run exercises` runs two of these at a time, each in a process of its own (`beside`).
 */
export function checkExercises(
  exercises: Exercise[],
  options: {
    root?: string;
    steps?: CheckStep[];
    onChecked?: (check: ExerciseCheck) => void;
    /** Another process checks other exercises beside this one: leave the scratch folder's other copies alone. */
    beside?: boolean;
  } = {},
): ExerciseCheck[] {
  const root = options.root ?? REPO_ROOT;
  const scratch = join(root, SCRATCH_FOLDER);
  const steps = options.steps ?? [docsStep, npmTestStep(join(root, CACHE_FOLDER)), partEndToEndStep];
  if (!options.beside) rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    return exercises.map((exercise) => {
      const copy = join(scratch, `${exercise.part}--${exercise.name}`);
      rmSync(copy, { recursive: true, force: true });
      try {
        copyRepository(root, copy);
        const check = applySolution(exercise, root, copy) ?? runSteps(exercise, root, copy, steps);
        options.onChecked?.(check);
        return check;
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });
  } finally {
    if (!options.beside) rmSync(scratch, { recursive: true, force: true });
  }
}
// #endregion check-exercises

function runSteps(exercise: Exercise, root: string, copy: string, steps: CheckStep[]): ExerciseCheck {
  for (const step of steps) {
    const failure = step.run(copy, { exercise, root });
    if (failure) return { ok: false, exercise, ...failure };
  }
  return { ok: true, exercise };
}

/**
 * Applies `start.patch` (if the exercise has one) and then `solution.patch` to the copy: nothing, or what failed.
 */
function applySolution(exercise: Exercise, root: string, copy: string): ExerciseCheck | undefined {
  const solution = join(root, exercise.folder, 'solution.patch');
  if (!existsSync(solution)) {
    return { ok: false, exercise, step: 'solution', output: `${exercise.folder} has no solution.patch` };
  }
  // An exercise may start from a changed part (say, the loop emptied): its start.patch goes first.
  const start = join(root, exercise.folder, 'start.patch');
  for (const patch of existsSync(start) ? [start, solution] : [solution]) {
    // The patch names files from the repository root (parts/<part>/...), which the copy's root is.
    const applied = runCommand(copy, 'git', ['apply', patch]);
    if (applied.status !== 0) return { ok: false, exercise, step: APPLY_STEP, output: applied.output };
  }
  return existsSync(start) ? checkRoundTrip(exercise, root, copy, start) : undefined;
}

/**
 * An exercise that starts by taking code away (build-the-loop empties the loop) must have a solution that puts back
 * exactly the code the page shows, or the page and the checked solution drift apart. This compares the checked
 * solution with the part, never a learner's own version: a part the learner changed does not take `start.patch`.
 */
function checkRoundTrip(exercise: Exercise, root: string, copy: string, start: string): ExerciseCheck | undefined {
  for (const file of filesChangedBy(readFileSync(start, 'utf8'))) {
    if (readFileSync(join(copy, file), 'utf8') !== readFileSync(join(root, file), 'utf8')) {
      const output = `after start.patch and solution.patch, ${file} differs from the part's own: save the solution again`;
      return { ok: false, exercise, step: ROUND_TRIP_STEP, output };
    }
  }
  return undefined;
}
