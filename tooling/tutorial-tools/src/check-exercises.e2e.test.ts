import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExercises } from './check-exercises.ts';
import { listExercises, saveSolution } from './exercises.ts';
import { TYPECHECK_COMMAND } from './part-checks.ts';
import { REPO_ROOT } from './repo-root.ts';

/**
 * A monorepo in miniature, checked with the real Turborepo and Vitest: a part, `parts/demo`, whose greeting its own
 * test accepts in any case, and a package that reads the part through the workspace, `tooling/reader`, whose Vitest
 * test wants it quiet (and another of its tests imports nothing of the part). So does a third package, `tooling/bystander`, which does not read the part at all.
 */
function fixtureMonorepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'exercise-check-'));
  const files: Record<string, string> = {
    '.gitignore': 'node_modules/\n.turbo/\n.exercise-runs/\n',
    'package.json': JSON.stringify({
      name: 'fixture',
      private: true,
      packageManager: 'npm@11.19.1',
      workspaces: ['parts/*', 'tooling/*'],
    }),
    // As in the real turbo.json, a package's checks hash the packages it depends on through transit nodes.
    'turbo.json': JSON.stringify({
      tasks: {
        transit: { dependsOn: ['^transit'], inputs: ['src/**', 'package.json'] },
        lint: {},
        test: { dependsOn: ['transit'] },
        typecheck: { dependsOn: ['transit'] },
        'test:corpus': {},
      },
    }),
    'parts/demo/package.json': JSON.stringify({
      name: '@scheduling-agent/demo',
      type: 'module',
      exports: { '.': './src/greeting.js' },
      scripts: { test: 'node src/greeting.check.js' },
    }),
    'parts/demo/src/greeting.js': "export const greeting = 'hello';\n",
    'parts/demo/src/greeting.check.js':
      "import { greeting } from './greeting.js';\nif (greeting.toLowerCase() !== 'hello') process.exit(1);\n",
    'parts/demo/exercises/shout/README.md': '# Shout\n\nMake the greeting loud.\n',
    'tooling/reader/package.json': JSON.stringify({
      name: '@scheduling-agent/reader',
      type: 'module',
      dependencies: { '@scheduling-agent/demo': '*' },
      scripts: { test: 'vitest run', typecheck: TYPECHECK_COMMAND },
    }),
    // The reader's TypeScript, which TypeScript checks against the part's JavaScript.
    'tooling/reader/tsconfig.json': JSON.stringify({
      compilerOptions: { allowJs: true, strict: true, noEmit: true, module: 'NodeNext', skipLibCheck: true, types: [] },
      include: ['src/*.ts'],
    }),
    'tooling/reader/src/loud.ts':
      "import { greeting } from '@scheduling-agent/demo';\n\nexport const loud: string = greeting.toUpperCase();\n",
    'tooling/reader/src/reader.test.js':
      "import { greeting } from '@scheduling-agent/demo';\nimport { expect, it } from 'vitest';\n\n" +
      "it('reads a quiet greeting', () => expect(greeting).toBe('hello'));\n",
    // A test of the reader that imports nothing of the part: the check runs only the reader's tests the change reaches.
    'tooling/reader/src/unrelated.test.js':
      "import { appendFileSync } from 'node:fs';\nimport { it } from 'vitest';\n\n" +
      `it('runs', () => appendFileSync(${JSON.stringify(join(root, 'unrelated.log'))}, 'ran\\n'));\n`,
    'tooling/bystander/package.json': JSON.stringify({
      name: '@scheduling-agent/bystander',
      scripts: { test: `echo bystander ran >> ${join(root, 'bystander.log')}` },
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  // What npm install would make: the workspace's own links, and the tools (from the real installation).
  mkdirSync(join(root, 'node_modules/@scheduling-agent'), { recursive: true });
  symlinkSync('../../parts/demo', join(root, 'node_modules/@scheduling-agent/demo'));
  symlinkSync('../../tooling/reader', join(root, 'node_modules/@scheduling-agent/reader'));
  for (const tool of ['.bin', 'turbo', 'vitest', 'typescript']) {
    symlinkSync(join(REPO_ROOT, 'node_modules', tool), join(root, 'node_modules', tool));
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('init', '--quiet');
  git('add', '.');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'fixture');
  return root;
}

function solve(root: string, greeting: string, text = `export const greeting = '${greeting}';\n`) {
  const [exercise] = listExercises(root);
  writeFileSync(join(root, 'parts/demo/src/greeting.js'), text);
  saveSolution(exercise!, root);
  execFileSync('git', ['checkout', '--', 'parts/demo/src'], { cwd: root });
  return exercise!;
}

describe('the exercise check', () => {
  it("fails a solution that passes its part's own tests but breaks a package that reads the part", () => {
    const root = fixtureMonorepo();
    const exercise = solve(root, 'HELLO');
    // The part's own test passes on the solution: only the reader can tell.
    const [check] = checkExercises([exercise], { root });
    expect(check).toMatchObject({ ok: false, step: 'npm test: @scheduling-agent/reader#test (src/reader.test.js)' });
    expect(check?.ok === false && check.output).toContain('reads a quiet greeting');
    // Vitest followed the import through the workspace link into the copy's part, and ran no test that does not.
    expect(() => readFileSync(join(root, 'unrelated.log'))).toThrow();
  });

  it('passes a solution every package that reads the part accepts, without running those that do not read it', () => {
    const root = fixtureMonorepo();
    const exercise = solve(root, 'Hello');
    const readerTest = join(root, 'tooling/reader/src/reader.test.js');
    writeFileSync(readerTest, readFileSync(readerTest, 'utf8').replace("toBe('hello')", 'toMatch(/^hello$/i)'));
    expect(checkExercises([exercise], { root })).toEqual([{ ok: true, exercise }]);
    // The maintainer's uncommitted change to the reader was what got checked: HELLO passes it too.
    expect(checkExercises([solve(root, 'HELLO')], { root })).toEqual([{ ok: true, exercise }]);
    // A change to the part moves no input of the bystander's test, so a learner's npm test would replay it.
    expect(() => readFileSync(join(root, 'bystander.log'))).toThrow();
    expect(() => readFileSync(join(root, 'unrelated.log'))).toThrow();
  });

  it('typechecks a package that reads the part incrementally, and a carried .tsbuildinfo hides no new error', () => {
    const root = fixtureMonorepo();
    const ready = solve(root, '', "export const greeting = 'hello';\nexport const quiet = true;\n");
    expect(checkExercises([ready], { root })).toEqual([{ ok: true, exercise: ready }]);
    // The green run left the reader's .tsbuildinfo for the next copy.
    expect(readFileSync(join(root, '.turbo/exercise-runs/tsbuildinfo/tooling--reader.tsbuildinfo'), 'utf8')).toContain(
      'loud.ts',
    );
    const [check] = checkExercises([solve(root, '', 'export const greeting = 42;\n')], { root });
    expect(check?.ok === false && check.step).toContain('@scheduling-agent/reader#typecheck');
    expect(check?.ok === false && check.output).toMatch(/src\/loud\.ts.*toUpperCase/);
  });
});
