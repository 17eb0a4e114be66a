import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Exercise, filesChangedBy } from './exercises.ts';
import { type CheckStep, PART_CHECKS } from './part-checks.ts';
import { REPO_ROOT } from './repo-root.ts';
import { runCommand } from './run-command.ts';

/** Where solutions are tried: a folder two levels down, like `parts/<part>`, so the part's imports still resolve. */
export const SCRATCH_FOLDER = '.exercise-runs';

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
 * Applies each exercise's solution to a fresh copy of its part and runs the part's checks there, over all copies at
 * once. The copies live in `.exercise-runs/` inside the repository, two levels down like `parts/<part>`, so workspace
 * imports and the shared tsconfig resolve as they do for the part itself; the parts in `parts/` are never touched.
 */
export function checkExercises(
  exercises: Exercise[],
  options: { root?: string; steps?: CheckStep[] } = {},
): ExerciseCheck[] {
  const root = options.root ?? REPO_ROOT;
  const scratch = join(root, SCRATCH_FOLDER);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    const results = new Map<Exercise, ExerciseCheck>();
    const copies = new Map<string, Exercise>();
    for (const exercise of exercises) {
      const prepared = prepareCopy(exercise, root);
      if (typeof prepared === 'string') copies.set(prepared, exercise);
      else results.set(exercise, prepared);
    }
    for (const step of options.steps ?? PART_CHECKS) {
      if (copies.size === 0) break;
      for (const [copy, output] of step.run([...copies.keys()], root)) {
        const exercise = copies.get(copy);
        if (!exercise) continue;
        results.set(exercise, { ok: false, exercise, step: step.name, output });
        copies.delete(copy);
      }
    }
    return exercises.map((exercise) => results.get(exercise) ?? { ok: true, exercise });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
// #endregion check-exercises

/**
 * Copies the exercise's part into the scratch folder and applies `start.patch` (if the exercise has one) and then
 * `solution.patch`: the copy's folder, or what failed.
 */
function prepareCopy(exercise: Exercise, root: string): string | ExerciseCheck {
  const copy = `${SCRATCH_FOLDER}/${exercise.part}--${exercise.name}`;
  cpSync(join(root, 'parts', exercise.part), join(root, copy), {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.turbo|\.data)$/.test(source),
  });
  const solution = join(root, exercise.folder, 'solution.patch');
  if (!existsSync(solution)) {
    return { ok: false, exercise, step: 'solution', output: `${exercise.folder} has no solution.patch` };
  }
  // An exercise may start from a changed part (say, the loop emptied): its start.patch goes first.
  const start = join(root, exercise.folder, 'start.patch');
  for (const patch of existsSync(start) ? [start, solution] : [solution]) {
    // The patch names files as parts/<part>/...: strip those three levels and aim it at the copy instead.
    const applied = runCommand(root, 'git', ['apply', '-p3', `--directory=${copy}`, patch]);
    if (applied.status !== 0) return { ok: false, exercise, step: APPLY_STEP, output: applied.output };
  }
  return existsSync(start) ? checkRoundTrip(exercise, root, copy, start) : copy;
}

/**
 * An exercise that starts by taking code away (build-the-loop empties the loop) must have a solution that puts back
 * exactly the code the page shows, or the page and the checked solution drift apart. This compares the checked
 * solution with the part, never a learner's own version: a part the learner changed does not take `start.patch`.
 */
function checkRoundTrip(exercise: Exercise, root: string, copy: string, start: string): string | ExerciseCheck {
  const partFolder = `parts/${exercise.part}/`;
  for (const file of filesChangedBy(readFileSync(start, 'utf8'))) {
    const inCopy = join(root, copy, file.slice(partFolder.length));
    if (readFileSync(inCopy, 'utf8') !== readFileSync(join(root, file), 'utf8')) {
      const output = `after start.patch and solution.patch, ${file} differs from the part's own: save the solution again`;
      return { ok: false, exercise, step: ROUND_TRIP_STEP, output };
    }
  }
  return copy;
}
