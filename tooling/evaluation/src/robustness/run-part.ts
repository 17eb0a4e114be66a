import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS, partEnvironment } from '@scheduling-agent/cli-io/testing';

/** The runnable parts, by folder name. */
export type PartName = 'part1-chat' | 'part2-tools' | 'part3-loop' | 'part4-native-tools';

/** The repository root: the parts are run from here, as `npm run partN` does. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** How a part's process ended and everything it printed. */
export interface PartOutput {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A part's process still running: its streams so far, a way to wait for a line, and its end. */
export interface RunningPart {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves once stdout or stderr matches; rejects if the process ends first or `timeoutMs` passes. */
  waitForOutput(pattern: string | RegExp, timeoutMs?: number): Promise<void>;
  readonly exited: Promise<PartOutput>;
}

/**
 * The environment of a reproducible run: the shared one of the parts' own end-to-end tests (the clock pinned to
 * Monday 23 November 2026, 08:30 in London, no colour, no provider, colour or npm settings from the shell, a calendar
 * of its own, and no provider named, so that a key in `extra` chooses Gemini), plus `extra`.
 */
function partEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return partEnvironment({ LLM_PROVIDER: '', ...extra });
}

/** Starts `node --import tsx parts/<part>/src/main.ts args` with stdin left open for the test to write to. */
export function startPart(
  part: PartName,
  args: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): RunningPart {
  const child = spawn(process.execPath, ['--import', 'tsx', `parts/${part}/src/main.ts`, ...args], {
    cwd: repoRoot,
    env: partEnv(env),
  });
  let stdout = '';
  let stderr = '';
  const watchers = new Set<() => void>();
  const changed = () => {
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    changed();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    changed();
  });
  // A child that exits early closes stdin under the test's writes; that shows up in the exit code, not as EPIPE.
  child.stdin.on('error', () => {});
  // A hung part is killed and its test fails on what it printed.
  const killer = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
  let ended = false;
  const exited = new Promise<PartOutput>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      ended = true;
      changed();
      resolve({ code, signal, stdout, stderr });
    });
  });

  return {
    child,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
    waitForOutput(pattern, timeoutMs = HANG_GUARD_MS) {
      const found = () =>
        typeof pattern === 'string' ? `${stdout}${stderr}`.includes(pattern) : pattern.test(`${stdout}${stderr}`);
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no ${pattern} within ${timeoutMs} ms`)), timeoutMs);
        const watcher = () => {
          if (found()) finish();
          else if (ended) finish(new Error(`the part exited before printing ${pattern}`));
        };
        function finish(error?: Error) {
          clearTimeout(timer);
          watchers.delete(watcher);
          if (error)
            reject(new Error(`${error.message}\nstdout:\n${stdout.slice(-2000)}\nstderr:\n${stderr.slice(-2000)}`));
          else resolve();
        }
        watchers.add(watcher);
        watcher();
      });
    },
  };
}

/** Runs a part with `input` piped to it (then end of input) and resolves with how it ended and what it printed. */
export function runPart(
  part: PartName,
  args: readonly string[],
  input: string | Buffer,
  env: Readonly<Record<string, string>> = {},
): Promise<PartOutput> {
  const running = startPart(part, args, env);
  running.child.stdin.end(input);
  return running.exited;
}

/** Waits until `condition()` holds, checking every 20 ms; rejects after `timeoutMs` with `what` in the message. */
export async function waitUntil(condition: () => boolean, what: string, timeoutMs = HANG_GUARD_MS): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited >= timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Any terminal control character a part must never print: C0 except tab and newline, DEL, and C1 (ESC and BEL too). */
export const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

/** A line of a JavaScript stack trace. */
export const STACK_LINE = /^\s+at /m;
