import type { Interface } from 'node:readline/promises';

/** Lines held before input is paused, so a huge pipe is not read into memory all at once. */
const HIGH_WATER_MARK = 1000;

/** How {@link LineQueue.next} waits. */
interface NextLineOptions {
  /**
   * Skip the lines already waiting and take the next one to arrive; the skipped lines stay queued, in order, for the
   * next plain `next()`. For questions: a line typed before the question was shown is not its answer.
   */
  readonly fresh?: boolean;
  /** Gives up waiting when it aborts: `next()` then resolves with `null`. */
  readonly signal?: AbortSignal;
}

/** Lines from a readline interface in arrival order; `null` once input has ended and every line was taken. */
export interface LineQueue {
  /** Whether a line is already waiting, i.e. `next()` will not have to wait. */
  readonly hasLine: boolean;
  /** Whether input has ended (end of a pipe, Ctrl-D, or the interface was closed). */
  readonly ended: boolean;
  next(options?: NextLineOptions): Promise<string | null>;
}

/**
 * Collects the interface's `line` events from the moment it is created. Asking with `rl.question()` instead loses
 * the lines that arrive between two questions, which is every line but the first when input is piped.
 */
export function createLineQueue(readline: Interface): LineQueue {
  const lines: string[] = [];
  const waiting: Array<(line: string | null) => void> = [];
  let ended = false;
  let paused = false;

  readline.on('line', (line: string) => {
    const waiter = waiting.shift();
    if (waiter) return waiter(line);
    lines.push(line);
    if (lines.length >= HIGH_WATER_MARK && !paused) {
      paused = true;
      readline.pause();
    }
  });
  readline.on('close', () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter(null);
  });

  function wait(signal: AbortSignal | undefined): Promise<string | null> {
    if (ended || signal?.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter = (line: string | null) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(line);
      };
      const onAbort = () => {
        const index = waiting.indexOf(waiter);
        if (index >= 0) waiting.splice(index, 1);
        resolve(null);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });
  }

  return {
    get hasLine() {
      return lines.length > 0;
    },
    get ended() {
      return ended;
    },
    next(options = {}) {
      if (options.fresh) return wait(options.signal);
      const line = lines.shift();
      if (paused && !ended && lines.length < HIGH_WATER_MARK / 2) {
        paused = false;
        readline.resume();
      }
      if (line !== undefined) return Promise.resolve(line);
      return wait(options.signal);
    },
  };
}
