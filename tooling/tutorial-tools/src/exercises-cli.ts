import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { switchedOn } from '../../../vitest.tiers.ts';
import { APPLY_STEP, checkExercises, type ExerciseCheck, SCRATCH_FOLDER } from './check-exercises.ts';
import { type Exercise, listExercises, partHasLocalChanges, saveSolution } from './exercises.ts';
import { REPO_ROOT } from './repo-root.ts';

const usage = `Usage: npm run exercises [-- PART...] [--strict]
       npm run exercises -- --save PART/NAME

Applies every exercise's solution (parts/<part>/exercises/<name>/solution.patch) to a scratch copy of the whole
repository (your working tree as it stands) and runs there what \`npm test\` would run after that change: the docs step
the exercise's README asks for, then every typecheck, lint and test task the change reaches (the part's own, the
evaluation suites, the docs tests, ...), quick tier; then the part's CLI test on the offline model. Two exercises at
a time (one on a 1-core machine), each in its own copy; your own folders are not touched.
  --jobs N           check N exercises at a time (1: one after another, in this process).
  --strict           check every exercise, and fail when a solution no longer applies (the default when CI is set).
                     Otherwise the exercises of a part you have changed (git status) are skipped: your own work on
                     it, such as your solution, is in the official solution's way. The same holds for your committed
                     work under --strict or CI=1: this check is for the tutorial's maintainers.
  --only-in-ci       do nothing unless CI is set (what npm test uses: the check takes minutes).
  --save PART/NAME   write the part's uncommitted changes as that exercise's solution.patch (for authors).
Example: npm run exercises -- part1-chat`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
// One exercise, for a parent running several at a time (--jobs): its result is the one line this prints.
if (args[0] === '--one') {
  const exercise = listExercises().find((candidate) => `${candidate.part}/${candidate.name}` === args[1]);
  if (!exercise) {
    console.error(`No exercise "${args[1] ?? ''}" (--one takes PART/NAME).\n\n${usage}`);
    process.exit(2);
  }
  console.log(JSON.stringify(checkExercises([exercise], { beside: true })[0]));
  process.exit(0);
}
if (args[0] === '--save') {
  const [part, name] = (args[1] ?? '').split('/');
  const exercise = listExercises().find((candidate) => candidate.part === part && candidate.name === name);
  if (!exercise) {
    console.error(`No exercise "${args[1] ?? ''}": create parts/PART/exercises/NAME/README.md first.\n\n${usage}`);
    process.exit(2);
  }
  try {
    console.log(`wrote ${saveSolution(exercise)}`);
    process.exit(0);
  } catch (error) {
    console.error(`exercises: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
// CI is read as everywhere else in the suite: CI=0 and CI=false mean off (vitest.tiers.ts).
const strict = args.includes('--strict') || switchedOn(process.env.CI);
if (args.includes('--only-in-ci') && !switchedOn(process.env.CI)) {
  console.log('exercises: each solution is checked under CI=1 (CI=1 npm test, or npm run exercises).');
  process.exit(0);
}
// The parts named: every word that is not an option, nor the number after --jobs.
const named = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--jobs');
const listed = listExercises(undefined, named);
const changedParts = new Set(strict ? [] : listed.map(({ part }) => part).filter((part) => partHasLocalChanges(part)));
for (const part of changedParts) {
  console.log(
    `skip  parts/${part}/exercises: you have changed parts/${part}, and the official solutions apply only to the ` +
      'part as the tutorial ships it (its CI checks them there; with your own solution in place, CI=1 would fail them)',
  );
}
const exercises = listed.filter(({ part }) => !changedParts.has(part));
if (listed.length === 0) {
  console.error(named.length > 0 ? `No exercises found for ${named.join(', ')}.` : 'No exercises found.');
  process.exit(named.length > 0 ? 2 : 0);
}
if (exercises.length === 0) process.exit(0);
const started = Date.now();
let failures = 0;
// Each result is printed as it comes: the whole check takes minutes.
function report(check: ExerciseCheck, seconds: number): void {
  const { folder, part } = check.exercise;
  const took = `(${seconds.toFixed(1)} s)`;
  if (check.ok) {
    console.log(`ok    ${folder} ${took}`);
  } else if (check.step === APPLY_STEP && !strict) {
    console.log(`skip  ${folder}: its solution does not apply to parts/${part} as you changed it`);
  } else {
    failures++;
    console.error(`FAIL  ${folder}: the solution fails ${check.step} ${took}\n${check.output.trimEnd()}\n`);
  }
}
const finish = (count: number) => {
  console.log(`${count} exercises in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failures > 0 ? 1 : 0);
};

const jobsOption = args.indexOf('--jobs');
// Two at a time by default: one check runs mostly on one core (a Vitest run with one worker, a part started at a
// time), so on CI's 2 cores a second check uses the core the first leaves idle once the rest of npm test is done.
const jobs = jobsOption >= 0 ? Number(args[jobsOption + 1]) : Math.min(2, availableParallelism());
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs takes a whole number of at least 1, not "${args[jobsOption + 1] ?? ''}".\n\n${usage}`);
  process.exit(2);
}
if (jobs === 1 || exercises.length === 1) {
  let last = started;
  const checks = checkExercises(exercises, {
    onChecked(check) {
      report(check, (Date.now() - last) / 1000);
      last = Date.now();
    },
  });
  finish(checks.length);
} else {
  const scratch = join(REPO_ROOT, SCRATCH_FOLDER);
  rmSync(scratch, { recursive: true, force: true });
  const queue = [...exercises];
  let running = 0;
  const next = () => {
    const exercise = queue.shift();
    if (!exercise) {
      if (running === 0) {
        rmSync(scratch, { recursive: true, force: true });
        finish(exercises.length);
      }
      return;
    }
    running++;
    checkInChild(exercise).then(([check, seconds]) => {
      running--;
      report(check, seconds);
      next();
    });
  };
  for (let job = 0; job < Math.min(jobs, exercises.length); job++) next();
}

/** Checks one exercise in a process of its own (`--one`), beside the others: its result, and how long it took. */
function checkInChild(exercise: Exercise): Promise<[ExerciseCheck, number]> {
  const begun = Date.now();
  const cli = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--one', `${exercise.part}/${exercise.name}`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - begun) / 1000;
      const last = output.trimEnd().split('\n').at(-1) ?? '';
      try {
        if (code === 0) return resolve([JSON.parse(last) as ExerciseCheck, seconds]);
      } catch {}
      // The check itself failed (a copy it could not make, say): its output says why.
      resolve([{ ok: false, exercise, step: 'the check', output }, seconds]);
    });
  });
}
