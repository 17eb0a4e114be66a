import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';
import { runCommand } from './run-command.ts';

/** One file's findings in knip's JSON report: each kind of finding is a list of named items. */
interface KnipIssue {
  readonly file: string;
  readonly [kind: string]: unknown;
}

/**
 * Runs knip (configured in `knip.jsonc`) over the whole repository and lists what it found, one line each: the file,
 * then knip's kind of finding and the name (`shared/x.ts (exports: helper)`, `parts/y.ts (files)`).
 */
function knip(...args: string[]): string[] {
  const bin = join(REPO_ROOT, 'node_modules', '.bin', 'knip');
  const result = runCommand(REPO_ROOT, bin, ['--reporter', 'json', '--no-progress', '--no-config-hints', ...args]);
  let report: { issues: KnipIssue[] };
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`knip did not report (exit ${result.status}):\n${result.output}`);
  }
  return report.issues.flatMap(({ file, ...kinds }) =>
    Object.entries(kinds).flatMap(([kind, items]) => {
      if (!Array.isArray(items)) return [];
      return items.map(({ name }: { name?: string }) =>
        name && name !== file ? `${file} (${kind}: ${name})` : `${file} (${kind})`,
      );
    }),
  );
}

describe('knip', () => {
  it('finds no unused file, export, type or dependency (remove it, or say in knip.jsonc why it is used)', () => {
    expect(knip()).toEqual([]);
  }, 300_000);

  it("finds no file in a part that only its tests use: a part's source is what its program runs", () => {
    // `--production` leaves the tests out, so a file that only tests reach is unused; only the parts hold to it.
    const testOnly = knip('--production', '--include', 'files').filter((line) => line.startsWith('parts/'));
    expect(testOnly, 'remove these files, or import them where the program needs them').toEqual([]);
  }, 300_000);
});
