import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { maintainerChecks } from './maintainer-checks.ts';
import { copyProblems, LESSON_CHANGES, listParts } from './stage-copies.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A two-part repository: part2 copies part1's helper and changes its main. */
function twoParts(): string {
  const root = mkdtempSync(join(tmpdir(), 'stage-copies-'));
  folders.push(root);
  for (const part of ['part1-a', 'part2-b']) {
    mkdirSync(join(root, 'parts', part, 'src'), { recursive: true });
    writeFileSync(join(root, 'parts', part, 'src', 'helper.ts'), 'export const helper = 1;\n');
    writeFileSync(join(root, 'parts', part, 'src', 'helper.test.ts'), "import './helper.ts';\n");
  }
  writeFileSync(join(root, 'parts', 'part1-a', 'src', 'main.ts'), "import { helper } from './helper.ts';\n");
  writeFileSync(join(root, 'parts', 'part2-b', 'src', 'main.ts'), "import { helper } from './helper.ts';\nhelper;\n");
  return root;
}
const LESSONS = { 'part2-b': ['src/main.ts'] };

describe('the staged copies', () => {
  it('finds nothing wrong in a part that changes only its lesson', () => {
    expect(copyProblems(twoParts(), LESSONS)).toEqual([]);
  });

  it("ignores a tool's cache folder, which differs in every part", () => {
    const root = twoParts();
    for (const [part, log] of [
      ['part1-a', 'one'],
      ['part2-b', 'two'],
    ]) {
      mkdirSync(join(root, 'parts', part as string, '.turbo'));
      writeFileSync(join(root, 'parts', part as string, '.turbo', 'turbo-test.log'), log as string);
    }
    expect(copyProblems(root, LESSONS)).toEqual([]);
  });

  it('names a copied file that drifted from the part before', () => {
    const root = twoParts();
    writeFileSync(join(root, 'parts', 'part2-b', 'src', 'helper.ts'), 'export const helper = 2;\n');
    expect(copyProblems(root, LESSONS)).toEqual([
      expect.stringMatching(/^parts\/part2-b\/src\/helper\.ts differs from parts\/part1-a\/src\/helper\.ts/),
    ]);
  });

  it('names a lesson file that no longer differs, and a part with no entry', () => {
    const root = twoParts();
    cpSync(join(root, 'parts', 'part1-a', 'src', 'main.ts'), join(root, 'parts', 'part2-b', 'src', 'main.ts'));
    expect(copyProblems(root, LESSONS)).toEqual([expect.stringMatching(/src\/main\.ts is listed .* unlist it$/)]);
    expect(copyProblems(root, {})).toContainEqual(expect.stringMatching(/^parts\/part2-b: no entry/));
  });

  it('knows every part of this repository', () => {
    expect(listParts(join(__dirname, '../../..')).slice(1)).toEqual(Object.keys(LESSON_CHANGES));
  });

  // Under CI only: a learner doing an exercise changes one part on purpose, and their `npm test` must stay green.
  it.runIf(maintainerChecks())('holds for this repository: every shared file is the lesson or an exact copy', () => {
    expect(copyProblems()).toEqual([]);
  });
});
