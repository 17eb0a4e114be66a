import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';

// #region stage-diff
/**
 * The difference between two parts' sources (`src/` and `package.json`), as a unified diff with paths relative to
 * the parts. Because each part starts as a copy of the one before, this is exactly what the later part's lesson adds.
 */
export function diffParts(from: string, to: string, options: { color: boolean }): string {
  for (const part of [from, to]) {
    if (!existsSync(join(REPO_ROOT, 'parts', part))) {
      throw new Error(`No part named "${part}": see the folders in parts/ (e.g. part1-chat, part2-tools).`);
    }
  }
  return ['package.json', 'src']
    .map((path) => gitDiff(`parts/${from}/${path}`, `parts/${to}/${path}`, options.color))
    .join('');
}
// #endregion stage-diff

function gitDiff(from: string, to: string, color: boolean): string {
  const result = spawnSync('git', ['diff', '--no-index', color ? '--color=always' : '--no-color', '--', from, to], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`git diff failed: ${result.stderr || result.error}`);
  // The index lines carry blob hashes that change with every edit and say nothing to a learner.
  return result.stdout.replace(/^(?:\x1b\[[0-9;]*m)?index [0-9a-f]+\.\.[0-9a-f]+.*\n/gm, '');
}
