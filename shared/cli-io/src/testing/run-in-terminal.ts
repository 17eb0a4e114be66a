import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { onTestFinished } from 'vitest';
import { sanitizeForTerminal } from '../sanitize.ts';
import { HANG_GUARD_MS } from './hang-guard.ts';
import { partEnvironment } from './part-environment.ts';
import { pathOf, REPO_ROOT, type RunPartOptions } from './run-part.ts';

/** Keys as a terminal sends them. */
export const KEYS = { enter: '\r', ctrlC: '\x03', ctrlD: '\x04' } as const;

/** A part running in a real pseudo-terminal, driven key by key. */
export interface TerminalSession {
  /** Everything printed so far, escape sequences and carriage returns removed. */
  readonly output: string;
  /** Waits until the output after the last match matches `pattern`; rejects with the output so far on a timeout. */
  waitFor(pattern: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Sends text or keys, as typed. */
  type(keys: string): void;
  /** Resolves when the part has exited, with its exit code (null when it was killed). */
  readonly exited: Promise<number | null>;
  /** The process id of `script`, which runs the part. */
  readonly pid: number;
  /** Kills `script` and everything under it (the part, and anything the part started), and waits until it is gone. */
  stop(): Promise<void>;
}

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Starts a part's `main.ts` inside a pseudo-terminal made by `script` (util-linux), so that it sees a terminal as a
 * learner's does: raw keys, Ctrl-C as a key, Ctrl-D as end of input, line editing. The environment is the clean one
 * of {@link partEnvironment}. Everything it starts is killed when the test that started it ends, passed or failed,
 * when the test process exits, or if it outlives `killAfterMs`: `script` runs the part in a session of its own, so
 * killing `script` alone would leave the part running.
 */
export function startInTerminal(
  main: string | URL,
  options: Omit<RunPartOptions, 'input'> & { killAfterMs?: number } = {},
): TerminalSession {
  const command = [process.execPath, '--import', 'tsx', pathOf(main), ...(options.args ?? [])].map(quote).join(' ');
  const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { ...partEnvironment(options.env), TERM: 'xterm' },
  });
  let raw = '';
  let consumed = 0;
  const watchers = new Set<() => void>();
  const collect = (chunk: string) => {
    raw += chunk;
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  const output = () => sanitizeForTerminal(raw).replaceAll('\r', '');
  const killTree = () => {
    const tree = processTree(child.pid ?? 0);
    for (const pid of [...tree].reverse()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    return tree;
  };
  const killer = setTimeout(killTree, options.killAfterMs ?? HANG_GUARD_MS);
  process.once('exit', killTree);
  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      process.off('exit', killTree);
      for (const watcher of [...watchers]) watcher();
      resolve(code);
    });
  });
  const stop = async () => {
    const tree = killTree();
    await exited;
    // The part is not this process's child, so no event says it has gone: look until it has.
    const deadline = Date.now() + HANG_GUARD_MS;
    while (tree.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  try {
    onTestFinished(stop);
  } catch {
    // Not inside a test (a script, or a hook): the caller stops it, or the exit and the guard above do.
  }

  return {
    get output() {
      return output();
    },
    waitFor(pattern, timeoutMs = HANG_GUARD_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const text = output();
          const rest = text.slice(consumed);
          const match = typeof pattern === 'string' ? indexOf(rest, pattern) : pattern.exec(rest);
          if (match) {
            consumed += match.index + match[0].length;
            finish();
            resolve();
          } else if (child.exitCode !== null || child.signalCode !== null) {
            finish();
            reject(new Error(`The part ended before printing ${String(pattern)}. It printed:\n${text}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`Waited ${timeoutMs} ms for ${String(pattern)}. The part printed:\n${output()}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          watchers.delete(check);
        };
        watchers.add(check);
        check();
      });
    },
    type(keys) {
      child.stdin.write(keys);
    },
    exited,
    pid: child.pid ?? 0,
    stop,
  };
}

/** True while a process runs: not gone, and not a zombie (dead, its status not yet read by its parent). */
export function isRunning(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/**
 * A process and all its descendants, parents first, read from Linux's `/proc/PID/task/PID/children`. Empty when the
 * process is gone.
 */
export function processTree(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

function indexOf(text: string, search: string): { index: number; 0: string } | null {
  const index = text.indexOf(search);
  return index < 0 ? null : { index, 0: search };
}
