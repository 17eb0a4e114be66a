import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchEnv, REPO_ROOT, temporaryDirectory } from '../setup.ts';
import { summarize } from '../stats.ts';
import { formatNumber, type Table } from '../table.ts';
import type { GoalCheck } from './loop-against-peers.ts';

const BANNER = 'Type a message';
const AI_SDK = 'a minimal AI SDK script';
/**
 * The smallest AI SDK chat a person could start: the SDK loaded, the booking's model and tools set up, then the
 * same banner our parts print just before they wait for input.
 */
const AI_SDK_SCRIPT = `
import { createInterface } from 'node:readline';
const { createAiSdkConversation } = await import(${JSON.stringify(new URL('./ai-sdk.ts', import.meta.url).href)});
const conversation = createAiSdkConversation();
console.log('Type a message, /exit to leave.');
createInterface({ input: process.stdin }).on('line', async () => console.log((await conversation.send()).answer));
`;
const PROGRAMS = [
  { name: 'Part 4', args: ['parts/part4-native-tools/src/main.ts'] },
  { name: 'Part 5', args: ['parts/part5-mcp/src/main.ts'] },
  { name: 'Part 6', args: ['parts/part6-durable-runs/src/main.ts'] },
  { name: 'Part 7', args: ['parts/part7-observability/src/main.ts'] },
  { name: AI_SDK, args: ['--input-type=module', '-e', AI_SDK_SCRIPT] },
];
/** Most start-up time (wall clock, and CPU) Parts 5 to 7 may take, as a multiple of Part 4's (issue 33). */
const PART4_MULTIPLE_GOAL = 1.5;

/** The process and all its descendants, from `/proc` (Linux). */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {} // The process ended while the table was read.
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(parents.get(tree[index]!) ?? []));
  return tree;
}

/** CPU time in ms used so far by a process and its descendants, every thread (`/proc/…/task/…/schedstat`, ns). */
function treeCpuMs(root: number): number {
  let nanoseconds = 0;
  for (const pid of processTree(root)) {
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      }
    } catch {} // Gone in the meantime: too late to count, and too small to matter.
  }
  return nanoseconds / 1e6;
}

/** How long a program took to print the banner: the CPU its process tree used, and the wall clock, in ms. */
interface ToBanner {
  readonly cpu: number;
  readonly wall: number;
}

/**
 * Starts Node with tsx and `args`; returns the CPU ms its process tree used until it printed the banner, and the wall
 * clock from the spawn to the banner. Parts 5 to 7 start their calendar server from a bundle they build when its
 * sources change: the warm-up round builds it.
 */
function timeToBanner(args: readonly string[], env: NodeJS.ProcessEnv): Promise<ToBanner> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, env, stdio: 'pipe' });
    let output = '';
    let timing: ToBanner | undefined;
    child.stdin.on('error', () => undefined);
    child.stderr.resume();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (timing !== undefined || !output.includes(BANNER) || child.pid === undefined) return;
      const wall = performance.now() - started;
      timing = { cpu: treeCpuMs(child.pid), wall };
      child.stdin.end();
    });
    child.on('error', reject);
    child.on('exit', () =>
      timing === undefined
        ? reject(new Error(`${args.join(' ')} never printed "${BANNER}": ${output.slice(-300)}`))
        : resolve(timing),
    );
  });
}

// #region startup-cpu
/**
 * Wall clock and CPU to the first prompt of Parts 4 to 7 and of a minimal AI SDK script (every process each one
 * starts counted, so Parts 5 to 7 include their calendar server), and whether Parts 5 to 7 are within 1.5× of Part 4
 * by each. The programs take turns in every round, so a change in the machine's load falls on all of them. Linux only.
 */
export async function measureStartupCpu(runs: number): Promise<{ table: Table; goals: GoalCheck[] }> {
  const env = benchEnv({ CALENDAR_FILE: join(temporaryDirectory('peers-startup'), 'calendar.json') });
  const samples = new Map<string, ToBanner[]>(PROGRAMS.map(({ name }) => [name, []]));
  for (let round = 0; round <= runs; round++) {
    for (const { name, args } of PROGRAMS) {
      const timing = await timeToBanner(args, env);
      if (round > 0) samples.get(name)!.push(timing);
    }
  }
  const median = (name: string, what: keyof ToBanner) => summarize(samples.get(name)!.map((t) => t[what])).median;
  const ratio = (name: string, what: keyof ToBanner, to: string) =>
    `×${(median(name, what) / median(to, what)).toFixed(2)}`;
  const table: Table = {
    title: 'Time to the first prompt: Parts 4 to 7 against a minimal AI SDK script (ms)',
    note:
      `Each started directly, \`node --import tsx FILE\` from the repository root, on the offline model with a ` +
      `temporary calendar, until it prints \`${BANNER}…\`: the wall clock from the spawn (what a person waits), and the ` +
      `CPU time of the process and every process it started (all threads, from /proc). The AI SDK script loads the ` +
      `SDK, sets up the booking's mock model and tools, and prints the same banner. Medians of ${runs} timed rounds ` +
      `after one warm-up round, the programs taking turns in each round.`,
    headers: ['program', 'wall ms', '÷ Part 4', 'CPU ms', `÷ ${AI_SDK}`, '÷ Part 4'],
    rows: PROGRAMS.map(({ name }) => [
      name,
      formatNumber(median(name, 'wall')),
      ratio(name, 'wall', 'Part 4'),
      formatNumber(median(name, 'cpu')),
      ratio(name, 'cpu', AI_SDK),
      ratio(name, 'cpu', 'Part 4'),
    ]),
  };
  const goal = (what: keyof ToBanner, label: string): GoalCheck => {
    const slowest = ['Part 5', 'Part 6', 'Part 7'].reduce((a, b) => (median(a, what) >= median(b, what) ? a : b));
    const worst = median(slowest, what) / median('Part 4', what);
    return {
      goal: `Parts 5 to 7: ${label} ≤ ${PART4_MULTIPLE_GOAL}× Part 4's`,
      worst: `×${worst.toFixed(2)} of Part 4 (${slowest})`,
      met: worst <= PART4_MULTIPLE_GOAL,
    };
  };
  // Issue 33 is about the wait; the CPU, which the machine's load moves less, is kept beside it.
  return { table, goals: [goal('wall', 'start-up wall clock'), goal('cpu', 'start-up CPU')] };
}
// #endregion startup-cpu
