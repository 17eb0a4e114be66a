import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';

/** Tests, fixtures and exercise solutions: part of each part, but not of the lesson its diff tells. */
const NOT_THE_LESSON = /(\.test\.ts$|(^|\/)test-fixtures\/|(^|\/)exercises\/)/;

// #region stage-diff
/**
 * The difference between two parts (`package.json` and `src/`), as a unified diff. Because each part starts as a
 * copy of the one before, this is exactly what the later part's lesson adds. Tests are left out unless asked for.
 */
export function diffParts(
  from: string,
  to: string,
  options: { color: boolean; tests?: boolean; root?: string },
): string {
  const root = options.root ?? REPO_ROOT;
  for (const part of [from, to]) {
    if (!existsSync(join(root, 'parts', part, 'src'))) {
      throw new Error(`No part named "${part}": see the folders in parts/ (e.g. part1-chat, part2-tools).`);
    }
  }
  const files = new Set([...filesOf(root, from), ...filesOf(root, to)]);
  return [...files]
    .filter((file) => options.tests || !NOT_THE_LESSON.test(file))
    .sort(byFolderThenName)
    .map((file) => diffFile(root, `parts/${from}/${file}`, `parts/${to}/${file}`, options.color))
    .join('');
}
// #endregion stage-diff

function filesOf(root: string, part: string): string[] {
  const partRoot = join(root, 'parts', part);
  const walk = (folder: string): string[] =>
    readdirSync(join(partRoot, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      return entry.isDirectory() ? walk(path) : [path];
    });
  return ['package.json', ...walk('src')];
}

function byFolderThenName(a: string, b: string): number {
  const depth = (path: string) => path.split('/').length;
  return depth(a) - depth(b) || a.localeCompare(b);
}

function diffFile(root: string, from: string, to: string, color: boolean): string {
  const fromPath = existsSync(join(root, from)) ? from : '/dev/null';
  const toPath = existsSync(join(root, to)) ? to : '/dev/null';
  if (fromPath !== '/dev/null' && toPath !== '/dev/null') {
    if (readFileSync(join(root, from), 'utf8') === readFileSync(join(root, to), 'utf8')) return '';
  }
  const result = spawnSync(
    'git',
    ['diff', '--no-index', color ? '--color=always' : '--no-color', '--', fromPath, toPath],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  if (result.status !== 0 && result.status !== 1) throw new Error(`git diff failed: ${result.stderr || result.error}`);
  // The index lines carry blob hashes that change with every edit and say nothing to a learner.
  return result.stdout.replace(/^(?:\x1b\[[0-9;]*m)?index [0-9a-f]+\.\.[0-9a-f]+.*\n/gm, '');
}
