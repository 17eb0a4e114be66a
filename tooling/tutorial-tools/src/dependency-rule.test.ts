import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roomViolations, workspaceDependencies } from './dependency-rule.ts';
import { REPO_ROOT } from './repo-root.ts';

const FIXTURE = join(REPO_ROOT, 'tooling/tutorial-tools/test-fixtures/rooms');

/** Which room a workspace package name lives in, read from the packages' own manifests. */
function roomOf(name: string): string {
  const found = workspaceDependencies().find(
    ({ folder }) => JSON.parse(readFileSync(join(REPO_ROOT, folder, 'package.json'), 'utf8')).name === name,
  );
  return found?.folder.split('/')[0] ?? 'unknown';
}

describe('the four rooms and their one-way doors', () => {
  it('catches an import through a door the wrong way (a planted library file that imports a part)', async () => {
    const violations = await roomViolations(FIXTURE);
    expect(violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'library-imports-a-part-the-stand-in-or-tooling: shared/lib/src/index.ts → parts/part9/src/index.ts',
      'something-imports-tooling: parts/part9/src/index.ts → tooling/proof/src/index.ts',
    ]);
  }, 60_000);

  it('finds no such import in the repository', async () => {
    const violations = await roomViolations();
    expect(
      violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`),
      'see .dependency-cruiser.cjs for what each rule allows',
    ).toEqual([]);
  }, 120_000);

  it('lets no package outside parts/ and tooling/ depend on a part, and none depend on tooling', () => {
    const wrong = workspaceDependencies().flatMap(({ folder, uses }) => {
      const room = folder.split('/')[0];
      return uses
        .map((name) => ({ name, to: roomOf(name) }))
        .filter(({ to }) => to === 'tooling' || (to === 'parts' && room !== 'parts' && room !== 'tooling'))
        .map(({ name }) => `${folder} depends on ${name}`);
    });
    expect(wrong, 'a package.json names a package in a room it may not use').toEqual([]);
    expect(workspaceDependencies().length).toBeGreaterThan(10);
  });
});
