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
/** Most start-up CPU Parts 5 to 7 may take, as a multiple of Part 4's (issue 33). */
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

/**
 * Starts Node with tsx and `args`; returns the CPU ms its process tree used until it printed the banner. Parts 5 to 7
 * start their calendar server from a bundle they build when its sources change: the warm-up round builds it.
 */
function cpuToBanner(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, env, stdio: 'pipe' });
    let output = '';
    let cpu: number | undefined;
    child.stdin.on('error', () => undefined);
    child.stderr.resume();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (cpu !== undefined || !output.includes(BANNER) || child.pid === undefined) return;
      cpu = treeCpuMs(child.pid);
      child.stdin.end();
    });
    child.on('error', reject);
    child.on('exit', () =>
      cpu === undefined
        ? reject(new Error(`${args.join(' ')} never printed "${BANNER}": ${output.slice(-300)}`))
        : resolve(cpu),
    );
  });
}

// #region startup-cpu
/**
 * CPU to the first prompt of Parts 4 to 7 and of a minimal AI SDK script (every process each one starts counted,
 * so Parts 5 to 7 include their calendar server), and whether Parts 5 to 7 are within 1.5× of Part 4. Linux only.
 */
export async function measureStartupCpu(runs: number): Promise<{ table: Table; goals: GoalCheck[] }> {
  const env = benchEnv({ CALENDAR_FILE: join(temporaryDirectory('peers-startup'), 'calendar.json') });
  const samples = new Map<string, number[]>(PROGRAMS.map(({ name }) => [name, []]));
  for (let round = 0; round <= runs; round++) {
    for (const { name, args } of PROGRAMS) {
      const cpu = await cpuToBanner(args, env);
      if (round > 0) samples.get(name)!.push(cpu);
    }
  }
  const median = (name: string) => summarize(samples.get(name)!).median;
  const table: Table = {
    title: 'CPU to the first prompt: Parts 4 to 7 against a minimal AI SDK script (ms)',
    note:
      `Each started directly, \`node --import tsx FILE\` from the repository root, on the offline model with a ` +
      `temporary calendar; the CPU time of the process and every process it started (all threads, from /proc), read when it ` +
      `prints \`${BANNER}…\`. The AI SDK script loads the SDK, sets up the booking's mock model and tools, and ` +
      `prints the same banner. Medians of ${runs} timed rounds after one warm-up round.`,
    headers: ['program', 'CPU ms', `÷ ${AI_SDK}`, '÷ Part 4'],
    rows: PROGRAMS.map(({ name }) => [
      name,
      formatNumber(median(name)),
      `×${(median(name) / median(AI_SDK)).toFixed(2)}`,
      `×${(median(name) / median('Part 4')).toFixed(2)}`,
    ]),
  };
  const slowest = ['Part 5', 'Part 6', 'Part 7'].reduce((a, b) => (median(a) >= median(b) ? a : b));
  const worst = median(slowest) / median('Part 4');
  const goals: GoalCheck[] = [
    {
      goal: `Parts 5 to 7: start-up CPU ≤ ${PART4_MULTIPLE_GOAL}× Part 4's`,
      worst: `×${worst.toFixed(2)} of Part 4 (${slowest})`,
      met: worst <= PART4_MULTIPLE_GOAL,
    },
  ];
  return { table, goals };
}
// #endregion startup-cpu
