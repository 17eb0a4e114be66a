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

/**
 * The doors for package.json, as `.dependency-cruiser.cjs` states them for imports: tooling may use anything; nothing
 * uses tooling; a part uses the library and the stand-in, never another part; the stand-in uses the library; the
 * library uses only itself, and the fake servers in its tests (a leaf that imports nothing of ours).
 */
function mayDepend(from: string, to: string, name: string): boolean {
  if (from === 'tooling') return true;
  if (to === 'tooling') return false;
  if (from === 'parts') return to !== 'parts';
  if (from === 'stand-in') return to === 'stand-in' || to === 'shared';
  return to === 'shared' || name === '@scheduling-agent/llm-fake-servers';
}

describe('the four rooms and their one-way doors', () => {
  it('catches an import through a door the wrong way (a planted library file that imports a part)', async () => {
    const violations = await roomViolations(FIXTURE);
    expect(violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'library-imports-a-part-the-stand-in-or-tooling: shared/lib/src/index.ts → parts/part9/src/index.ts',
      'something-imports-tooling: parts/part9/src/index.ts → tooling/proof/src/index.ts',
    ]);
  });

  it('finds no such import in the repository', async () => {
    const violations = await roomViolations();
    expect(
      violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`),
      'see .dependency-cruiser.cjs for what each rule allows',
    ).toEqual([]);
  });

  it('holds the same doors in every package.json: no package depends on one in a room it may not use', () => {
    const wrong = workspaceDependencies().flatMap(({ folder, uses }) => {
      const room = folder.split('/')[0] ?? '';
      return uses
        .map((name) => ({ name, to: roomOf(name) }))
        .filter(({ name, to }) => !mayDepend(room, to, name))
        .map(({ name }) => `${folder} depends on ${name}`);
    });
    expect(wrong, 'a package.json names a package in a room it may not use').toEqual([]);
    expect(workspaceDependencies().length).toBeGreaterThan(10);
  });

  it('would name each kind of wrong dependency (the rule above, on made-up packages)', () => {
    expect(mayDepend('shared', 'stand-in', '@scheduling-agent/offline-model')).toBe(false);
    expect(mayDepend('shared', 'stand-in', '@scheduling-agent/llm-fake-servers')).toBe(true);
    expect(mayDepend('parts', 'parts', '@scheduling-agent/part1-chat')).toBe(false);
    expect(mayDepend('stand-in', 'parts', '@scheduling-agent/part1-chat')).toBe(false);
    expect(mayDepend('parts', 'tooling', '@scheduling-agent/tutorial-tools')).toBe(false);
    expect(mayDepend('tooling', 'parts', '@scheduling-agent/part1-chat')).toBe(true);
  });
});
