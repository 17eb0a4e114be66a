/**
 * What `npm test` prints while Turborepo works: one line per finished check, with a count and the time so far, instead
 * of minutes of silence after Turborepo's header; and at the end the full output of each check that failed. Fed
 * Turborepo's output line by line, run with `--output-logs=full --log-order=grouped`, which prints each task's whole
 * output, every line prefixed with `package:task: `, at once when it ends.
 */
export class TestProgress {
  private readonly blocks = new Map<string, string[]>();
  private current: string | undefined;
  private done = 0;
  private readonly total: number;
  private readonly print: (line: string) => void;
  private readonly now: () => number;
  private readonly started: number;

  /**
   * @param total how many checks the run has (from the dry run), for the count on each line
   * @param print where a line of progress goes (the terminal)
   * @param now the clock, in milliseconds
   */
  constructor(total: number, print: (line: string) => void, now: () => number = Date.now) {
    this.total = total;
    this.print = print;
    this.now = now;
    this.started = now();
  }

  /** Takes one line of Turborepo's output. A line that belongs to no task (the header, the summary) is passed on. */
  line(text: string): void {
    const match = TASK_LINE.exec(text);
    if (!match) {
      this.finish();
      if (text.trim() !== '') this.print(text);
      return;
    }
    const [, name, task, rest = ''] = match;
    const id = `${name}#${task}`;
    if (id !== this.current) {
      this.finish();
      this.current = id;
      this.blocks.set(id, []);
    }
    this.blocks.get(id)?.push(rest);
  }

  /** Reports the task whose output has arrived, if any: call when the output pauses, and at its end. */
  finish(): void {
    const id = this.current;
    if (id === undefined) return;
    this.current = undefined;
    this.done += 1;
    const lines = this.blocks.get(id) ?? [];
    const mark = failed(lines) ? '✗' : '✓';
    const cached = lines[0]?.startsWith('cache hit') ? ' (from the cache)' : '';
    this.print(`[${this.done}/${this.total}] ${mark} ${id}${cached}  ${this.elapsed()}`);
  }

  /** A line saying the run is still going, for long stretches without a finished check. */
  heartbeat(): string {
    return `… ${this.done} of ${this.total} checks done, ${this.elapsed()} so far`;
  }

  /** The whole output of every check that failed, to print at the end. */
  failures(): string[] {
    return [...this.blocks]
      .filter(([, lines]) => failed(lines))
      .map(([id, lines]) => [`── ${id} failed ──`, ...lines].join('\n'));
  }

  private elapsed(): string {
    return duration(this.now() - this.started);
  }
}

/**
 * `@scheduling-agent/part3-loop:test: …` (a task name may hold a colon itself: `test:corpus`). Turborepo's own error
 * line, `@scheduling-agent/evaluation#test:corpus: command … exited (1)`, names a task with `#` and is no task's output.
 */
const TASK_LINE = /^([^:#\s]+):(\S+?):(?: (.*))?$/;

/** npm's words when a package's script exits with an error, the last lines of a failed task's output. */
function failed(lines: readonly string[]): boolean {
  return lines.some((line) => line.startsWith('npm error Lifecycle script'));
}

/** `42 s`, `3 min 05 s`. */
export function duration(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
