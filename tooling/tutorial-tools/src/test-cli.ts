// `npm test`: Turborepo's typecheck, lint and test tasks (and, under CI, the exercise check), with a line per finished
// check and a first-run note, where Turborepo alone (`--output-logs=errors-only`) prints nothing for minutes.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { switchedOn } from '../../../vitest.tiers.ts';
import { leftToCi } from './ci-only-note.ts';
import { REPO_ROOT } from './repo-root.ts';
import { duration, TestProgress } from './test-progress.ts';
import { CACHED_TASKS, EXERCISES_TASK, planTasks } from './turbo-plan.ts';

/** Without a line for this long, a line says the run is still going. */
const QUIET_MS = 60_000;

// `--tasks=test,test:corpus` runs only those (CI's second Node); other options after `npm test --` go to Turborepo
// (`--filter=…`, `--force`), for the plan as for the run.
const only = process.argv.find((arg) => arg.startsWith('--tasks='));
const tasks = only ? only.slice('--tasks='.length).split(',') : [...CACHED_TASKS, EXERCISES_TASK];
const options = process.argv.slice(2).filter((arg) => arg !== only);
const plan = planTasks(REPO_ROOT, tasks, {}, options);
const cached = plan.filter((task) => task.cached).length;
const whole = !only && !options.some((option) => option.startsWith('--filter'));
if (options.includes('--force') || switchedOn(process.env.TURBO_FORCE)) {
  console.log(`All ${plan.length} checks run (--force: nothing is replayed from Turborepo's cache).`);
} else if (cached === 0 && whole) {
  // The tasks' own times summed over two cores (28 November 2026, a shared 2-core machine at load 5-7): a guide.
  console.log("Nothing is in Turborepo's cache yet, so this first run checks everything: about 10 minutes on 2 cores.");
  console.log('Later runs repeat only what a change reaches and replay the rest.');
} else {
  console.log(`${plan.length - cached} of ${plan.length} checks to run; ${cached} replayed from the cache.`);
}

const started = Date.now();
const progress = new TestProgress(plan.length, (line) => console.log(line));
const turbo = join(REPO_ROOT, 'node_modules', '.bin', 'turbo');
// Two phases: the exercise check (CI only) copies the repository and runs tests in each copy, so beside the other
// checks it only made everything slower; CI's first run on a 2-core machine, both at once, took 38 minutes and an
// end-to-end test ran out of time at that load. It starts once the rest has finished, on a quieter machine.
const phases = [tasks.filter((task) => task !== EXERCISES_TASK), tasks.filter((task) => task === EXERCISES_TASK)];
// --continue: every check runs to its end, so each line's mark is true and one run shows every failure. At most as
// many tasks at a time as the machine has cores (Turborepo's default is 10): each test task starts processes of its
// own, and ten at once on 2 cores slowed each end-to-end test tenfold without finishing the whole sooner.
const turboArgs = (phase: readonly string[]) => [
  'run',
  ...phase,
  '--continue',
  '--output-logs=full',
  '--log-order=grouped',
  `--concurrency=${availableParallelism()}`,
  ...options,
];

let lastLine = Date.now();
// A task's output arrives at once when it ends; a pause means the block is complete and can be reported.
let pause: NodeJS.Timeout | undefined;
const heartbeat = setInterval(() => {
  if (Date.now() - lastLine >= QUIET_MS) {
    console.log(progress.heartbeat());
    lastLine = Date.now();
  }
}, 5_000);

/** Runs one phase's tasks through Turborepo, its lines through the progress report; resolves to its exit code. */
function runPhase(phase: readonly string[]): Promise<number> {
  const child = spawn(turbo, turboArgs(phase), { cwd: REPO_ROOT, shell: process.platform === 'win32' });
  child.on('error', (error) => {
    console.error(`Could not start Turborepo (${turbo}): ${error.message}. Run npm install first.`);
    process.exit(1);
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      progress.line(text);
      lastLine = Date.now();
      clearTimeout(pause);
      pause = setTimeout(() => progress.finish(), 200);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

let code = 0;
for (const phase of phases) {
  if (phase.length > 0) code = Math.max(code, await runPhase(phase));
}
clearInterval(heartbeat);
clearTimeout(pause);
progress.finish();
for (const failure of progress.failures()) console.log(`\n${failure}`);
if (code !== 0) {
  console.log(`\nnpm test failed after ${duration(Date.now() - started)}.`);
  process.exit(code);
}
const note = leftToCi(process.env);
if (note) console.log(note);
