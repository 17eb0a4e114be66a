import { spawn } from 'node:child_process';

/** A command to time, as a learner would type it. */
export interface TimedCommand {
  /** How the command reads in the report, e.g. `npm run part1`. */
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /**
   * Stop the clock when standard output first contains this text, then end standard input so the program exits.
   * Without it, the clock stops when the process exits (standard input is ended at once).
   */
  readonly banner?: string;
}

const TIME_LIMIT_MS = 60_000;

/**
 * Runs a command with piped standard input kept open and returns the milliseconds from spawning it to its banner
 * (or to its exit). Resolves only after the process has exited, so measurements never overlap. A process that exits
 * without the banner, or fails, is an error that shows what it printed.
 */
function timeCommand(spec: TimedCommand): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(spec.command, [...spec.args], { cwd: spec.cwd, env: spec.env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    let bannerAt: number | undefined;
    const timer = setTimeout(() => child.kill(), TIME_LIMIT_MS);
    child.stdin.on('error', () => undefined); // The program may exit before its input is ended.
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (bannerAt !== undefined || spec.banner === undefined) return;
      stdout += chunk;
      if (stdout.includes(spec.banner)) {
        bannerAt = performance.now() - started;
        child.stdin.end();
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    if (spec.banner === undefined) child.stdin.end();
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${spec.label}: could not start (${error.message})`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const exitedAt = performance.now() - started;
      const measured = spec.banner === undefined ? (code === 0 ? exitedAt : undefined) : bannerAt;
      if (measured !== undefined) return resolve(measured);
      const what = spec.banner === undefined ? `exited with ${code ?? signal}` : `never printed "${spec.banner}"`;
      reject(new Error(`${spec.label} ${what}.\nstdout: ${stdout.slice(-500)}\nstderr: ${stderr.slice(-500)}`));
    });
  });
}

/**
 * Times every command `runs` times, in rounds (each round runs every command once, in order) after one untimed
 * warm-up round, so that a slow moment on the machine spreads over all commands rather than hitting one of them.
 */
export async function timeInRounds(commands: readonly TimedCommand[], runs: number): Promise<Map<string, number[]>> {
  const samples = new Map<string, number[]>(commands.map((command) => [command.label, []]));
  for (let round = 0; round <= runs; round++) {
    for (const command of commands) {
      const ms = await timeCommand(command);
      if (round > 0) samples.get(command.label)!.push(ms);
    }
  }
  return samples;
}
