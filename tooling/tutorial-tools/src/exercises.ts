import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';
import { runCommand } from './run-command.ts';

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

/**
 * Writes the part's current changes (against git's index, new files included) as the exercise's `solution.patch`.
 * For authors: solve the exercise in `parts/<part>`, save, then `git checkout`/`git clean` the part.
 */
export function saveSolution(exercise: Exercise, root = REPO_ROOT): string {
  const part = `parts/${exercise.part}`;
  const lessonOnly = [`${part}/src`, `${part}/package.json`];
  const added = runCommand(root, 'git', ['add', '--intent-to-add', '--', ...lessonOnly]);
  if (added.status !== 0) throw new Error(`git add --intent-to-add failed: ${added.output}`);
  try {
    const diff = runCommand(root, 'git', ['diff', '--no-color', '--no-ext-diff', '--', ...lessonOnly]);
    if (diff.status !== 0) throw new Error(`git diff failed: ${diff.output}`);
    if (diff.output.trim() === '') throw new Error(`${part} has no changes to save as the solution`);
    const file = join(root, exercise.folder, 'solution.patch');
    writeFileSync(file, diff.output.replace(/^index [0-9a-f]+\.\.[0-9a-f]+.*\n/gm, ''));
    return file;
  } finally {
    runCommand(root, 'git', ['reset', '--quiet', '--', ...lessonOnly]);
  }
}

/** The exercise's task, as written in its README. */
export function readExerciseTask(exercise: Exercise, root = REPO_ROOT): string {
  return readFileSync(join(root, exercise.folder, 'README.md'), 'utf8');
}

/** Whether the part has changes not yet committed (new files included): a learner's own work on it, say. */
export function partHasLocalChanges(part: string, root = REPO_ROOT): boolean {
  const status = runCommand(root, 'git', ['status', '--porcelain', '--', `parts/${part}`]);
  return status.status === 0 && status.stdout.trim() !== '';
}

/** The files a patch changes, as paths from the repository root (`parts/<part>/...`). */
export function filesChangedBy(patch: string): string[] {
  return [...patch.matchAll(/^\+\+\+ b\/(.+)$/gm)].map((match) => match[1]!);
}
