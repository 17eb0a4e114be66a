import { switchedOn } from '../../../vitest.tiers.ts';
import { APPLY_STEP, checkExercises } from './check-exercises.ts';
import { listExercises, partHasLocalChanges, saveSolution } from './exercises.ts';

const usage = `Usage: npm run exercises [-- PART...] [--strict]
       npm run exercises -- --save PART/NAME

Applies every exercise's solution (parts/<part>/exercises/<name>/solution.patch) to a scratch copy of the whole
repository (your working tree as it stands) and runs there what \`npm test\` would run after that change: the docs step
the exercise's README asks for, then every typecheck, lint and test task the change reaches (the part's own, the
evaluation suites, the docs tests, ...), quick tier; then the part's CLI test on the offline model. One exercise at
a time; your own folders are not touched.
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
const listed = listExercises(
  undefined,
  args.filter((arg) => !arg.startsWith('--')),
);
const changedParts = new Set(strict ? [] : listed.map(({ part }) => part).filter((part) => partHasLocalChanges(part)));
for (const part of changedParts) {
  console.log(
    `skip  parts/${part}/exercises: you have changed parts/${part}, and the official solutions apply only to the ` +
      'part as the tutorial ships it (its CI checks them there; with your own solution in place, CI=1 would fail them)',
  );
}
const exercises = listed.filter(({ part }) => !changedParts.has(part));
if (listed.length === 0) {
  const parts = args.filter((arg) => !arg.startsWith('--'));
  console.error(parts.length > 0 ? `No exercises found for ${parts.join(', ')}.` : 'No exercises found.');
  process.exit(parts.length > 0 ? 2 : 0);
}
if (exercises.length === 0) process.exit(0);
const started = Date.now();
let failures = 0;
let last = started;
// Each result is printed as it comes: the whole check takes minutes.
const checks = checkExercises(exercises, {
  onChecked(check) {
    const { folder, part } = check.exercise;
    const took = `(${((Date.now() - last) / 1000).toFixed(1)} s)`;
    last = Date.now();
    if (check.ok) {
      console.log(`ok    ${folder} ${took}`);
    } else if (check.step === APPLY_STEP && !strict) {
      console.log(`skip  ${folder}: its solution does not apply to parts/${part} as you changed it`);
    } else {
      failures++;
      console.error(`FAIL  ${folder}: the solution fails ${check.step} ${took}\n${check.output.trimEnd()}\n`);
    }
  },
});
console.log(`${checks.length} exercises in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failures > 0 ? 1 : 0);
