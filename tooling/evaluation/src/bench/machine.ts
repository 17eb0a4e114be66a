import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, loadavg, platform, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './setup.ts';

/** What the numbers were measured on, and when: the header of every report. */
export interface Machine {
  readonly date: string;
  readonly os: string;
  readonly cpu: string;
  readonly cores: number;
  readonly memory: string;
  readonly node: string;
  readonly npm: string;
  readonly tsx: string;
  /** The 1-minute load average when the run started: other work on the machine makes every number slower. */
  readonly load: string;
}

/** Describes this machine and the tool versions the start-up numbers depend on. */
export function describeMachine(now: Date = new Date()): Machine {
  const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  return {
    date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
    os: `${type()} ${release()} (${platform()} ${arch()})`,
    cpu: cpus()[0]?.model.trim() || 'unknown',
    cores: availableParallelism(),
    memory: `${Math.round(totalmem() / 1024 ** 3)} GB`,
    node: process.version,
    npm: npm.status === 0 ? npm.stdout.trim() : 'unknown',
    tsx: packageVersion('tsx'),
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
  };
}

/** The machine as Markdown lines for the top of the report. */
export function machineLines(machine: Machine, runs: number): string[] {
  return [
    `- Date: ${machine.date}`,
    `- Machine: ${machine.os}; ${machine.cpu}, ${machine.cores} cores, ${machine.memory} RAM`,
    `- Node ${machine.node}, npm ${machine.npm}, tsx ${machine.tsx}`,
    `- Load average at start (1 / 5 / 15 min): ${machine.load}`,
    `- Timed runs per start-up command and calendar operation: ${runs} (median and minimum reported)`,
  ];
}

function packageVersion(name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'));
    return String(manifest.version);
  } catch {
    return 'unknown';
  }
}
