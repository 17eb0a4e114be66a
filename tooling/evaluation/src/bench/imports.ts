import { benchEnv, REPO_ROOT } from './setup.ts';
import { type TimedCommand, timeInRounds } from './spawn-timing.ts';
import { summarize } from './stats.ts';
import type { Table } from './table.ts';
import { formatNumber } from './table.ts';

/** A module whose import is timed alone, in a fresh process. */
interface ImportCase {
  readonly specifier: string;
  /** Shared packages export TypeScript source, so they need the tsx loader; npm packages do not. */
  readonly tsx: boolean;
  readonly loadedAtStart: string;
}

const CASES: readonly ImportCase[] = [
  { specifier: '@scheduling-agent/clock', tsx: true, loadedAtStart: 'every part' },
  { specifier: '@scheduling-agent/cli-io', tsx: true, loadedAtStart: 'every part' },
  { specifier: '@scheduling-agent/calendar', tsx: true, loadedAtStart: 'parts 2 and 3' },
  { specifier: '@scheduling-agent/llm-service', tsx: true, loadedAtStart: 'every part' },
  { specifier: 'ajv', tsx: false, loadedAtStart: 'every part (through llm-service)' },
  { specifier: '@google/genai', tsx: false, loadedAtStart: 'no: on the first Gemini request' },
];

const BASELINE = { tsx: 'node --import tsx -e 0', plain: 'node -e 0' };

function commandOf(label: string, tsx: boolean, code: string): TimedCommand {
  const loader = tsx ? ['--import', 'tsx'] : [];
  const args = [...loader, '--input-type=module', '-e', code];
  return { label, command: process.execPath, args, cwd: REPO_ROOT, env: benchEnv() };
}

const labelOf = (item: ImportCase) => `${item.tsx ? 'node --import tsx' : 'node'}: import('${item.specifier}')`;

/**
 * What each package costs at start-up: a fresh process that only imports it, minus the same process importing
 * nothing. Shows where a part's own start-up time goes, and what loading the Gemini SDK lazily saves.
 */
export async function measureImports(runs: number): Promise<Table> {
  const commands = [
    commandOf(BASELINE.plain, false, '0'),
    commandOf(BASELINE.tsx, true, '0'),
    ...CASES.map((item) => commandOf(labelOf(item), item.tsx, `await import('${item.specifier}')`)),
  ];
  const samples = await timeInRounds(commands, runs);
  const of = (label: string) => summarize(samples.get(label)!);
  const cost = (value: number) => formatNumber(Math.round(value));
  return {
    title: 'Import cost per package (fresh process each, ms)',
    note:
      'Each package imported alone in a new process, timed to exit; its cost is that minus the same process ' +
      `importing nothing (\`${BASELINE.tsx}\` for the TypeScript packages, \`${BASELINE.plain}\` for npm packages), ` +
      'from the medians and from the minimums. Packages share dependencies (llm-service includes ajv and clock), so ' +
      'the costs overlap and do not add up.',
    headers: ['module', 'loaded when a part starts', 'median ms', 'min ms', 'cost (median / min)'],
    rows: CASES.map((item) => {
      const own = of(labelOf(item));
      const baseline = of(item.tsx ? BASELINE.tsx : BASELINE.plain);
      const costs = `${cost(own.median - baseline.median)} / ${cost(own.min - baseline.min)}`;
      return [`\`${item.specifier}\``, item.loadedAtStart, own.median, own.min, costs];
    }),
    align: ['left', 'left', 'right', 'right', 'right'],
  };
}
