import type { Interface } from 'node:readline/promises';

/** Lines held before input is paused, so a huge pipe is not read into memory all at once. */
const HIGH_WATER_MARK = 1000;

/** Lines from a readline interface in arrival order; `null` once input has ended and every line was taken. */
export interface LineQueue {
  /** Whether a line is already waiting, i.e. `next()` will not have to wait. */
  readonly hasLine: boolean;
  next(): Promise<string | null>;
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

  return {
    get hasLine() {
      return lines.length > 0;
    },
    next() {
      const line = lines.shift();
      if (paused && !ended && lines.length < HIGH_WATER_MARK / 2) {
        paused = false;
        readline.resume();
      }
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
