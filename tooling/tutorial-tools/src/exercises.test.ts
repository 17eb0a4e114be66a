import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLY_STEP, checkExercises, ROUND_TRIP_STEP, SCRATCH_FOLDER } from './check-exercises.ts';
import { type Exercise, listExercises, saveSolution } from './exercises.ts';
import type { CheckStep } from './part-checks.ts';

/** A repository with one part, `parts/demo`, whose `src/greeting.ts` says hello, and one exercise with no solution. */
function fixtureRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'exercises-'));
  mkdirSync(join(root, 'parts/demo/src'), { recursive: true });
  mkdirSync(join(root, 'parts/demo/exercises/shout'), { recursive: true });
  writeFileSync(join(root, 'parts/demo/package.json'), '{"name":"demo"}\n');
  writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'hello';\n");
  writeFileSync(join(root, 'parts/demo/exercises/shout/README.md'), '# Shout\n\nMake the greeting loud.\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('init', '--quiet');
  git('add', '.');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'fixture');
  return root;
}

/** A check that passes only when a copy's greeting is in capitals: stands in for a part's tests. */
const expectsShouting: CheckStep = {
  name: 'tests',
  run: (copies, root) =>
    new Map(
      copies
        .filter((copy) => !readFileSync(join(root, copy, 'src/greeting.ts'), 'utf8').includes('HELLO'))
        .map((copy) => [copy, 'the greeting is not loud']),
    ),
};
const check = (exercise: Exercise, root: string, steps: CheckStep[]) => checkExercises([exercise], { root, steps })[0];

describe('exercises', () => {
  it('applies start.patch before the solution, and checks that the solution gives back the part as written', () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    const greeting = join(root, 'parts/demo/src/greeting.ts');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
    // The part as written holds the answer; start.patch takes it away, and the solution must put it back.
    writeFileSync(greeting, "export const greeting = 'HELLO';\n");
    git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-am', 'loud');
    writeFileSync(greeting, 'export const greeting = TODO;\n');
    renameSync(saveSolution(exercise!, root), join(root, exercise!.folder, 'start.patch'));
    git('add', 'parts/demo/src');
    const saveAndCheck = (solution: string) => {
      writeFileSync(greeting, solution);
      saveSolution(exercise!, root);
      git('checkout', 'HEAD', '--', 'parts/demo/src');
      return check(exercise!, root, [expectsShouting]);
    };
    // The solution's context is the emptied line, so it applies only after the start.
    expect(saveAndCheck("export const greeting = 'HELLO';\n")).toEqual({ ok: true, exercise });
    writeFileSync(greeting, 'export const greeting = TODO;\n');
    git('add', 'parts/demo/src');
    expect(saveAndCheck("export const greeting = 'HELLO!';\n")).toMatchObject({ ok: false, step: ROUND_TRIP_STEP });
  });

  it('lists each exercise folder of each part', () => {
    const root = fixtureRepository();
    expect(listExercises(root)).toEqual([{ part: 'demo', name: 'shout', folder: 'parts/demo/exercises/shout' }]);
    expect(listExercises(root, ['other'])).toEqual([]);
  });

  it('saves the part as a patch, new files included, and checks it in a copy without touching the part', () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'HELLO';\n");
    writeFileSync(join(root, 'parts/demo/src/loud.test.ts'), 'export {};\n');
    const patch = readFileSync(saveSolution(exercise!, root), 'utf8');
    expect(patch).toContain('+++ b/parts/demo/src/loud.test.ts');
    expect(patch).not.toMatch(/^index /m);
    execFileSync('git', ['checkout', '--', 'parts/demo/src'], { cwd: root });
    rmSync(join(root, 'parts/demo/src/loud.test.ts'));

    expect(check(exercise!, root, [expectsShouting])).toEqual({ ok: true, exercise });
    expect(readFileSync(join(root, 'parts/demo/src/greeting.ts'), 'utf8')).toContain("'hello'");
    expect(existsSync(join(root, SCRATCH_FOLDER))).toBe(false);
  });

  it('reports the step that failed: a solution that does not solve it', () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'hello!';\n");
    saveSolution(exercise!, root);
    execFileSync('git', ['checkout', '--', 'parts/demo/src'], { cwd: root });
    expect(check(exercise!, root, [expectsShouting])).toMatchObject({ ok: false, step: 'tests' });
  });

  it('reports a patch that no longer applies, and a missing one', () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    expect(check(exercise!, root, [])).toMatchObject({ ok: false, step: 'solution' });
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'HELLO';\n");
    saveSolution(exercise!, root);
    // The part changes after the solution was written, so the patch's context is gone.
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const welcome = 'hi';\n");
    expect(check(exercise!, root, [])).toMatchObject({
      ok: false,
      step: APPLY_STEP,
    });
  });
});
