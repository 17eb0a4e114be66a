import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_PARTS } from './parts.ts';
import { benchEnv, REPO_ROOT, temporaryDirectory } from './setup.ts';
import { type TimedCommand, timeInRounds } from './spawn-timing.ts';
import { type Summary, summarize } from './stats.ts';
import { formatNumber, formatRatio, type Table } from './table.ts';

/** The line every part prints just before it waits for input; the clock stops there (see the table's note). */
const BANNER = 'Type a message';

const BARE_NODE = 'node -e 0';
const TSX_ONLY = 'node --import tsx -e 0';
const NPM_EMPTY = 'npm run x';
const COLD_PART3 = 'TSX_DISABLE_CACHE=1 node --import tsx parts/part3-loop/src/main.ts';

const direct = (dir: string) => `node --import tsx parts/${dir}/src/main.ts`;
const viaNpm = (script: string) => `npm run ${script}`;

/** Every command timed for start-up: the parts both ways, and the baselines that explain them. */
function startupCommands(): TimedCommand[] {
  const scratch = temporaryDirectory('startup');
  const env = benchEnv({ CALENDAR_FILE: join(scratch, 'calendar.json') });
  const npmPackage = temporaryDirectory('npm-package');
  writeFileSync(
    join(npmPackage, 'package.json'),
    `${JSON.stringify({ private: true, scripts: { x: 'node -e 0' } })}\n`,
  );
  const node = process.execPath;
  const root = { cwd: REPO_ROOT, env };
  return [
    { label: BARE_NODE, command: node, args: ['-e', '0'], ...root },
    { label: TSX_ONLY, command: node, args: ['--import', 'tsx', '-e', '0'], ...root },
    { label: NPM_EMPTY, command: 'npm', args: ['run', 'x'], cwd: npmPackage, env },
    ...BENCH_PARTS.flatMap(({ script, dir }): TimedCommand[] => [
      {
        label: direct(dir),
        command: node,
        args: ['--import', 'tsx', `parts/${dir}/src/main.ts`],
        banner: BANNER,
        ...root,
      },
      { label: viaNpm(script), command: 'npm', args: ['run', script], banner: BANNER, ...root },
    ]),
    {
      label: COLD_PART3,
      command: node,
      args: ['--import', 'tsx', 'parts/part3-loop/src/main.ts'],
      banner: BANNER,
      cwd: REPO_ROOT,
      env: { ...env, TSX_DISABLE_CACHE: '1' },
    },
  ];
}

/** Start-up times of every part, and where they go; `runs` timed runs of each command. */
export async function measureStartup(runs: number): Promise<Table[]> {
  const commands = startupCommands();
  const samples = await timeInRounds(commands, runs);
  const summaries = new Map([...samples].map(([label, values]) => [label, summarize(values)]));
  const of = (label: string): Summary => summaries.get(label)!;
  return [timesTable(commands, of, runs), breakdownTable(of)];
}

function timesTable(commands: readonly TimedCommand[], of: (label: string) => Summary, runs: number): Table {
  const bare = of(BARE_NODE).median;
  return {
    title: 'Start-up: from the command to the first prompt',
    note:
      `Each command spawned from the repository root with piped standard input kept open, \`NO_COLOR=1\`, no API keys ` +
      `(\`LLM_PROVIDER=offline\`) and a temporary \`CALENDAR_FILE\`; ${runs} timed runs after one warm-up, interleaved. ` +
      `With piped input a part prints its \`you> \` prompt only when a line arrives, so the clock stops at the ` +
      `banner line \`${BANNER}…\`, printed just before the part waits for input; the baselines are timed to exit. ` +
      `\`${NPM_EMPTY}\` runs the script \`x\`: \`${BARE_NODE}\` in an empty temporary package.`,
    headers: ['command', 'until', 'median ms', 'min ms', 'median vs bare node'],
    rows: commands.map(({ label, banner }) => {
      const summary = of(label);
      return [
        `\`${label}\``,
        banner ? 'banner' : 'exit',
        summary.median,
        summary.min,
        formatRatio(summary.median, bare),
      ];
    }),
    align: ['left', 'left', 'right', 'right', 'right'],
  };
}

/** `243 / 210`: a difference of medians, then of minimums (the least disturbed runs). */
function both(of: (label: string) => Summary, minuend: string, subtrahend?: string): string {
  const difference = (key: 'median' | 'min') => of(minuend)[key] - (subtrahend ? of(subtrahend)[key] : 0);
  return `${formatNumber(Math.round(difference('median')))} / ${formatNumber(Math.round(difference('min')))}`;
}

function breakdownTable(of: (label: string) => Summary): Table {
  return {
    title: 'Where start-up time goes (ms, median / min)',
    note:
      `Differences between the commands above, from their medians and from their minimums. Node itself is ` +
      `\`${BARE_NODE}\`; the tsx loader is \`${TSX_ONLY}\` minus that; the part's modules and set-up are the direct ` +
      `command minus the tsx loader; npm is \`npm run partN\` minus the direct command. For comparison, npm's own ` +
      `overhead in an empty package (\`${NPM_EMPTY}\` minus \`${BARE_NODE}\`) is ${both(of, NPM_EMPTY, BARE_NODE)} ms, ` +
      `and a cold tsx cache (\`TSX_DISABLE_CACHE=1\`) adds ${both(of, COLD_PART3, direct('part3-loop'))} ms to ` +
      'Part 3 for transforming its TypeScript. Differences of noisy samples can be off by tens of ms.',
    headers: ['part', 'Node itself', 'tsx loader', "the part's modules and set-up", 'npm run', 'total (npm run)'],
    rows: BENCH_PARTS.map(({ script, dir }) => [
      `\`${viaNpm(script)}\``,
      both(of, BARE_NODE),
      both(of, TSX_ONLY, BARE_NODE),
      both(of, direct(dir), TSX_ONLY),
      both(of, viaNpm(script), direct(dir)),
      both(of, viaNpm(script)),
    ]),
  };
}
