import { diffParts } from './stage-diff.ts';

/** One file's part of a stage diff: its path inside the part, what happened to it, and its hunks. */
export interface FileDiff {
  /** The path inside the part, such as `src/chat-agent.ts`. */
  readonly path: string;
  readonly status: 'new' | 'changed' | 'removed';
  readonly added: number;
  readonly removed: number;
  /** The lines before the first hunk: `diff --git`, `---` and `+++`. */
  readonly header: string;
  /** Each hunk, starting with its `@@` line. */
  readonly hunks: string[];
}

/** Splits a stage diff into one entry per file, in the order the diff lists them. */
export function splitDiff(diff: string): FileDiff[] {
  return diff
    .split(/^(?=diff --git )/m)
    .filter((section) => section.startsWith('diff --git '))
    .map((section) => {
      const [header = '', ...hunks] = section.split(/^(?=@@ )/m);
      const lines = hunks.join('').split('\n');
      const target = /^\+\+\+ (?:b\/)?(\S+)/m.exec(header)?.[1] ?? '/dev/null';
      const source = /^--- (?:a\/)?(\S+)/m.exec(header)?.[1] ?? '/dev/null';
      const shown = target === '/dev/null' ? source : target;
      return {
        path: shown.replace(/^parts\/[^/]+\//, ''),
        status: source === '/dev/null' ? 'new' : target === '/dev/null' ? 'removed' : 'changed',
        added: lines.filter((line) => line.startsWith('+')).length,
        removed: lines.filter((line) => line.startsWith('-')).length,
        header,
        hunks,
      };
    });
}

/**
 * How many of a file's added (`+`) or removed (`-`) lines are code: not blank and not a comment (`//`, `/*`, or a doc
 * comment's `*` line). A lesson's size is counted this way (issue 36: Part 6 adds at most 1,000 lines of code over
 * Part 5), so the prose that explains the code in its comments is not what makes a lesson too big.
 */
export function codeLines(file: FileDiff, sign: '+' | '-'): number {
  return file.hunks
    .join('')
    .split('\n')
    .filter((line) => line.startsWith(sign))
    .map((line) => line.slice(1).trim())
    .filter((line) => line !== '' && !/^(\/\/|\/\*|\*)/.test(line)).length;
}

/**
 * A later part's size over the earlier one, tests left out: the lines added and removed, and how many lines of code
 * `src/` gained in all (code added less code removed, so a changed line counts once, as the part's growth).
 */
export function lessonSize(files: readonly FileDiff[]): { added: number; removed: number; code: number } {
  const sum = (count: (file: FileDiff) => number, of = files) => of.reduce((total, file) => total + count(file), 0);
  const source = files.filter((file) => file.path.startsWith('src/') && file.path.endsWith('.ts'));
  const code = sum((file) => codeLines(file, '+') - codeLines(file, '-'), source);
  return { added: sum((file) => file.added), removed: sum((file) => file.removed), code };
}

/** The stage diff from one part to the next, split by file. */
export function stageDiffFiles(from: string, to: string): FileDiff[] {
  return splitDiff(diffParts(from, to, { color: false }));
}

/** Where the full diff that a part's page links is kept: `docs/diffs/<later part>.diff`. */
export function diffFileFor(to: string): string {
  return `docs/diffs/${to}.diff`;
}

/**
 * The hunks of one file's diff that contain `match` (all of them when `match` is empty), with the file's `---`/`+++`
 * lines. Throws when the file did not change or no hunk contains the text, so a page never shows a hunk that moved.
 */
export function selectHunks(files: FileDiff[], path: string, match = ''): string {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} did not change, or is not in the part (changed: ${pathsOf(files)})`);
  const hunks = file.hunks.filter((hunk) => hunk.includes(match));
  if (hunks.length === 0) throw new Error(`no hunk of ${path}'s diff contains ${JSON.stringify(match)}`);
  const fileLines = file.header
    .split('\n')
    .filter((line) => line.startsWith('--- ') || line.startsWith('+++ '))
    .join('\n');
  return `${fileLines}\n${hunks.join('')}`;
}

function pathsOf(files: FileDiff[]): string {
  return files.map((file) => file.path).join(', ');
}
