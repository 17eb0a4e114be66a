import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLY_STEP, checkExercises, ROUND_TRIP_STEP, SCRATCH_FOLDER } from './check-exercises.ts';
import { type Exercise, listExercises, partHasLocalChanges, pathsTouchedBy, saveSolution } from './exercises.ts';
import { type CheckStep, docsStep, failedTestFiles } from './part-checks.ts';
import { REPO_ROOT } from './repo-root.ts';

/** A repository with one part, `parts/demo`, whose `src/greeting.ts` says hello, and one exercise with no solution. */
function fixtureRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'exercises-'));
  mkdirSync(join(root, 'parts/demo/src'), { recursive: true });
  mkdirSync(join(root, 'parts/demo/exercises/shout'), { recursive: true });
  writeFileSync(join(root, 'parts/demo/package.json'), '{"name":"demo"}\n');
  writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'hello';\n");
  writeFileSync(join(root, 'parts/demo/exercises/shout/README.md'), '# Shout\n\nMake the greeting loud.\n');
  // What npm install leaves: an installation git ignores, which each copy links to rather than copies.
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n.exercise-runs/\n');
  mkdirSync(join(root, 'node_modules/some-library'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('init', '--quiet');
  git('add', '.');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'fixture');
  return root;
}

/** A check that passes only when a copy's greeting is in capitals: stands in for a part's tests. */
const expectsShouting: CheckStep = {
  name: 'tests',
  run: (copy) =>
    readFileSync(join(copy, 'parts/demo/src/greeting.ts'), 'utf8').includes('HELLO')
      ? undefined
      : { step: 'tests', output: 'the greeting is not loud' },
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

  it('checks beside another check (npm run exercises --jobs) without removing its copy, and clears its own', () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'HELLO';\n");
    saveSolution(exercise!, root);
    execFileSync('git', ['checkout', '--', 'parts/demo/src'], { cwd: root });
    const other = join(root, SCRATCH_FOLDER, 'demo--other', 'file');
    mkdirSync(dirname(other), { recursive: true });
    writeFileSync(other, 'another check works here\n');

    expect(checkExercises([exercise!], { root, steps: [expectsShouting], beside: true })).toEqual([
      { ok: true, exercise },
    ]);
    expect(readFileSync(other, 'utf8')).toBe('another check works here\n');
    expect(existsSync(join(root, SCRATCH_FOLDER, 'demo--shout'))).toBe(false);
    // The positive control: without `beside`, a check clears the whole scratch folder.
    checkExercises([exercise!], { root, steps: [expectsShouting] });
    expect(existsSync(join(root, SCRATCH_FOLDER))).toBe(false);
  });

  it('saves a moved or deleted file as its deletion and its addition, so the patch names both paths', () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    renameSync(join(root, 'parts/demo/src/greeting.ts'), join(root, 'parts/demo/src/hello.ts'));
    const patch = readFileSync(saveSolution(exercise!, root), 'utf8');
    expect(patch).toContain('--- a/parts/demo/src/greeting.ts\n+++ /dev/null');
    expect(patch).toContain('--- /dev/null\n+++ b/parts/demo/src/hello.ts');
    expect(pathsTouchedBy(patch)).toEqual(['parts/demo/src/greeting.ts', 'parts/demo/src/hello.ts']);
    // Nothing is left staged: the author's index is as it was.
    expect(execFileSync('git', ['diff', '--cached', '--name-only'], { cwd: root, encoding: 'utf8' })).toBe('');
  });

  it("counts changes to the part's code as the learner's own work, and a freshly saved solution.patch not", () => {
    const root = fixtureRepository();
    writeFileSync(join(root, 'parts/demo/exercises/shout/solution.patch'), 'saved\n');
    expect(partHasLocalChanges('demo', root)).toBe(false);
    writeFileSync(join(root, 'parts/demo/src/mine.ts'), 'export {};\n');
    expect(partHasLocalChanges('demo', root)).toBe(true);
  });

  it('reads every path a patch touches, a pure rename included', () => {
    const rename = [
      'diff --git a/parts/demo/src/tools/old.ts b/parts/demo/src/unused/old.ts',
      'similarity index 100%',
      'rename from parts/demo/src/tools/old.ts',
      'rename to parts/demo/src/unused/old.ts',
      '',
    ].join('\n');
    expect(pathsTouchedBy(rename)).toEqual(['parts/demo/src/tools/old.ts', 'parts/demo/src/unused/old.ts']);
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

  it("tries the solution in a copy of the working tree as it stands, its workspace linked to the copy's packages", () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'HELLO';\n");
    saveSolution(exercise!, root);
    // The maintainer's work in progress: a change not committed, a new file, and a file git ignores.
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'hello there';\n");
    writeFileSync(join(root, 'parts/demo/src/new.ts'), 'export {};\n');
    mkdirSync(join(root, 'node_modules/@scheduling-agent'));
    execFileSync('ln', ['-s', '../../parts/demo', join(root, 'node_modules/@scheduling-agent/demo')]);
    let seen: Record<string, unknown> = {};
    const look: CheckStep = {
      name: 'look',
      run(copy) {
        seen = {
          greeting: readFileSync(join(copy, 'parts/demo/src/greeting.ts'), 'utf8'),
          newFile: existsSync(join(copy, 'parts/demo/src/new.ts')),
          library: realpathSync(join(copy, 'node_modules/some-library')),
          workspace: realpathSync(join(copy, 'node_modules/@scheduling-agent/demo')),
          copiedNotLinked: statSync(join(copy, 'parts/demo/src/new.ts')).nlink === 1,
        };
        return undefined;
      },
    };
    // The solution's context is the greeting as committed, which the working tree has changed: it does not apply.
    expect(check(exercise!, root, [look])).toMatchObject({ ok: false, step: APPLY_STEP });
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'hello';\n");
    expect(check(exercise!, root, [look])).toEqual({ ok: true, exercise });
    expect(seen).toEqual({
      greeting: "export const greeting = 'HELLO';\n",
      newFile: true,
      library: realpathSync(join(root, 'node_modules/some-library')),
      workspace: expect.stringContaining(`${SCRATCH_FOLDER}/demo--shout/parts/demo`),
      copiedNotLinked: true,
    });
    expect(readFileSync(join(root, 'parts/demo/src/greeting.ts'), 'utf8')).toContain("'hello'");
    expect(existsSync(join(root, SCRATCH_FOLDER))).toBe(false);
  });

  it("runs npm run docs in the copy when the exercise's README tells the learner to, and only then", () => {
    const root = fixtureRepository();
    const [exercise] = listExercises(root);
    const script = "require('node:fs').writeFileSync('docs-ran', '')";
    writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { docs: `node -e "${script}"` } }));
    writeFileSync(join(root, 'parts/demo/src/greeting.ts'), "export const greeting = 'HELLO';\n");
    saveSolution(exercise!, root);
    execFileSync('git', ['checkout', '--', 'parts/demo/src'], { cwd: root });
    const ran: boolean[] = [];
    const look: CheckStep = { name: 'look', run: (copy) => void ran.push(existsSync(join(copy, 'docs-ran'))) };
    expect(check(exercise!, root, [docsStep, look])).toEqual({ ok: true, exercise });
    writeFileSync(join(root, exercise!.folder, 'README.md'), '# Shout\n\nMake it loud, then run `npm run docs`.\n');
    expect(check(exercise!, root, [docsStep, look])).toEqual({ ok: true, exercise });
    expect(ran).toEqual([false, true]);
    expect(existsSync(join(root, 'docs-ran'))).toBe(false);
    // A docs step that fails is reported as that step.
    writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { docs: 'exit 3' } }));
    expect(check(exercise!, root, [docsStep, look])).toMatchObject({ ok: false, step: 'npm run docs' });
  });

  it("names the test files Vitest's report marks as failed, each once", () => {
    const log = [
      ' \u001b[31mFAIL\u001b[39m  src/robustness/data-safety.test.ts > asks before deleting',
      ' ✓ src/loop.test.ts (3 tests)',
      ' FAIL  src/robustness/data-safety.test.ts > asks once',
      ' FAIL  src/docs.test.ts [ src/docs.test.ts ]',
    ].join('\n');
    expect(failedTestFiles(log)).toEqual(['src/robustness/data-safety.test.ts', 'src/docs.test.ts']);
  });
});

// The full check (npm run exercises) takes minutes and runs only under CI; whether each solution still applies to the
// part as it stands takes a second, so it runs in every e2e pass: a change to a part that breaks a solution is seen
// where it is made, not at the end of CI.
describe("this repository's exercises", () => {
  it.each(listExercises().map((exercise) => [`${exercise.part}/${exercise.name}`, exercise] as const))(
    '%s: start.patch (if any) and solution.patch apply to the part as it stands',
    (_name, exercise) => {
      const copy = mkdtempSync(join(tmpdir(), 'exercise-apply-'));
      try {
        const patches = ['start.patch', 'solution.patch']
          .map((file) => join(REPO_ROOT, exercise.folder, file))
          .filter((file) => existsSync(file));
        for (const path of patches.flatMap((file) => pathsTouchedBy(readFileSync(file, 'utf8')))) {
          if (!existsSync(join(REPO_ROOT, path))) continue;
          mkdirSync(dirname(join(copy, path)), { recursive: true });
          writeFileSync(join(copy, path), readFileSync(join(REPO_ROOT, path)));
        }
        for (const patch of patches) {
          const applied = spawnSync('git', ['apply', patch], { cwd: copy, encoding: 'utf8' });
          expect(applied.status, `${patch}:\n${applied.stderr}`).toBe(0);
        }
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );
});
