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
  // New files are marked intent-to-add so the diff shows them; only they, since `git add` on a folder would also
  // record its deleted files in the index, and the diff would then leave the deletions out.
  const listed = runCommand(root, 'git', ['ls-files', '-z', '--others', '--exclude-standard', '--', ...lessonOnly]);
  const untracked = listed.stdout.split('\0').filter((file) => file !== '');
  if (untracked.length > 0) {
    const added = runCommand(root, 'git', ['add', '--intent-to-add', '--', ...untracked]);
    if (added.status !== 0) throw new Error(`git add --intent-to-add failed: ${added.output}`);
  }
  try {
    // --no-renames: a moved file is its deletion and its addition, which apply anywhere and name both paths.
    const diff = runCommand(root, 'git', ['diff', '--no-color', '--no-ext-diff', '--no-renames', '--', ...lessonOnly]);
    if (diff.status !== 0) throw new Error(`git diff failed: ${diff.output}`);
    if (diff.output.trim() === '') throw new Error(`${part} has no changes to save as the solution`);
    const file = join(root, exercise.folder, 'solution.patch');
    writeFileSync(file, diff.output.replace(/^index [0-9a-f]+\.\.[0-9a-f]+.*\n/gm, ''));
    return file;
  } finally {
    if (untracked.length > 0) runCommand(root, 'git', ['reset', '--quiet', '--', ...untracked]);
  }
}

/** The exercise's task, as written in its README. */
export function readExerciseTask(exercise: Exercise, root = REPO_ROOT): string {
  return readFileSync(join(root, exercise.folder, 'README.md'), 'utf8');
}

/**
 * Whether the part's code has changes not yet committed (new files included): a learner's own work on it, say. Its
 * exercises folder does not count: a solution.patch just saved is not work in the solution's way.
 */
export function partHasLocalChanges(part: string, root = REPO_ROOT): boolean {
  const status = runCommand(root, 'git', [
    'status',
    '--porcelain',
    '--',
    `parts/${part}`,
    `:(exclude)parts/${part}/exercises`,
  ]);
  return status.status === 0 && status.stdout.trim() !== '';
}

/** The files a patch changes, as paths from the repository root (`parts/<part>/...`). */
export function filesChangedBy(patch: string): string[] {
  return [...patch.matchAll(/^\+\+\+ b\/(.+)$/gm)].map((match) => match[1]!);
}

/**
 * Every path a git patch touches: written, created, deleted, renamed from or to, or only given a new mode. Each file's
 * section starts with `diff --git a/<old> b/<new>`, which a pure rename (no `---`/`+++` lines) has too.
 */
export function pathsTouchedBy(patch: string): string[] {
  const paths = [...patch.matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)].flatMap((match) => [match[1]!, match[2]!]);
  return [...new Set(paths)];
}
