import { spawn } from 'node:child_process';
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
  /** Resolves when the part has exited, with its exit code. */
  readonly exited: Promise<number | null>;
}

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Starts a part's `main.ts` inside a pseudo-terminal made by `script` (util-linux), so that it sees a terminal as a
 * learner's does: raw keys, Ctrl-C as a key, Ctrl-D as end of input, line editing. The environment is the clean one
 * of {@link partEnvironment}. The process is killed if it outlives `killAfterMs`.
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
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? HANG_GUARD_MS);
  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      for (const watcher of [...watchers]) watcher();
      resolve(code);
    });
  });

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
  };
}

function indexOf(text: string, search: string): { index: number; 0: string } | null {
  const index = text.indexOf(search);
  return index < 0 ? null : { index, 0: search };
}
