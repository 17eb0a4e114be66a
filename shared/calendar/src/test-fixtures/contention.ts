/**
 * Real processes fighting over one calendar, counted: racing takeovers of an abandoned lock, and `kill -9` at random
 * while several processes book. The tests run a few rounds; `npm run chaos -w @scheduling-agent/calendar` runs many.
 */
import type { ChildProcess } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseCalendarFile } from '../calendar-file.ts';
import { exited, onLines, startChild } from './children.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The pid of no running process, found without starting one (so the quick tier's lock tests stay in the test
 * process): the highest pid below Linux's largest that `kill(pid, 0)` reports as gone, as the lock's own check asks.
 */
export async function deadPid(): Promise<number> {
  for (let pid = 4_194_303; pid > 1; pid -= 1) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
  throw new Error('every pid is in use');
}

/** Writes `<file>.lock` as a process that died holding it would have left it. */
async function plantDeadLock(file: string, pid: number): Promise<void> {
  const token = pid.toString(16).padStart(24, '0');
  await writeFile(`${file}.lock`, JSON.stringify({ pid, host: hostname(), token, acquiredAt: '2026-01-01T00:00Z' }));
}

/** What one or many rounds of racing takeovers came to. */
export interface TakeoverFigures {
  rounds: number;
  confirmed: number;
  persisted: number;
  /** Confirmed bookings missing from the file. */
  lost: number;
  /** Rounds where the one contested slot was confirmed to more or fewer than one process. */
  contestedNotOnce: number;
  /** Lock and helper files left in the directory after a round. */
  leftovers: number;
}

interface CommandChild {
  readonly child: ChildProcess;
  next(): Promise<string>;
}

async function startCommandChild(): Promise<CommandChild> {
  const child = startChild('book-on-command-child.ts', []);
  const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  const lines: string[] = [];
  let ended: Error | undefined;
  onLines(child, (line) => (waiting.length > 0 ? waiting.shift()!.resolve(line) : lines.push(line)));
  void exited(child).then(({ code, signal, stderr }) => {
    ended = new Error(`A booking process ended (${code ?? signal}) before it answered:\n${stderr}`);
    for (const { reject } of waiting.splice(0)) reject(ended);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      if (lines.length > 0) resolve(lines.shift()!);
      else if (ended) reject(ended);
      else waiting.push({ resolve, reject });
    });
  if ((await next()) !== 'ready') throw new Error('book-on-command-child did not start');
  return { child, next };
}

/**
 * Each round: a fresh calendar whose lock names a dead process, then `processes` processes at once each booking one
 * contested slot and one slot of its own. Exactly one must win the contested slot, and every confirmed booking must be
 * in the file.
 */
export async function racingTakeovers(directory: string, rounds: number, processes: number): Promise<TakeoverFigures> {
  const figures: TakeoverFigures = { rounds, confirmed: 0, persisted: 0, lost: 0, contestedNotOnce: 0, leftovers: 0 };
  const children = await Promise.all(Array.from({ length: processes }, startCommandChild));
  try {
    for (let round = 0; round < rounds; round += 1) {
      const file = join(directory, `round-${round}.json`);
      await plantDeadLock(file, await deadPid());
      const replies = children.map(({ next }) => next());
      children.forEach(({ child }, index) => {
        const own = `2026-11-24T${String(index % 24).padStart(2, '0')}:${index >= 24 ? '30' : '00'}`;
        child.stdin?.write(`${JSON.stringify({ file, starts: ['2026-11-23T10:00', own] })}\n`);
      });
      const results = (await Promise.all(replies)).flatMap(
        (line) => JSON.parse(line) as { start: string; id?: string }[],
      );
      const confirmed = results.filter((result) => result.id !== undefined);
      const stored = new Set(parseCalendarFile(await readFile(file, 'utf8'), file).map(({ id }) => id));
      figures.confirmed += confirmed.length;
      figures.persisted += confirmed.filter(({ id }) => stored.has(id!)).length;
      figures.lost += confirmed.filter(({ id }) => !stored.has(id!)).length;
      if (confirmed.filter(({ start }) => start === '2026-11-23T10:00').length !== 1) figures.contestedNotOnce += 1;
      figures.leftovers += (await readdir(directory)).filter((name) => !/^round-\d+\.json$/.test(name)).length;
    }
  } finally {
    for (const { child } of children) child.kill('SIGKILL');
  }
  return figures;
}

/** What a run of `kill -9` under contention came to. */
interface KillFigures {
  kills: number;
  confirmed: number;
  persisted: number;
  lost: number;
  /** Slots confirmed to two processes. */
  doubleBooked: number;
  seconds: number;
}

/**
 * `processes` processes book random slots in one calendar; after each new confirmed booking one of the processes that
 * has booked, chosen at random, is killed with SIGKILL a few milliseconds later (holding the lock, writing, taking
 * over, or between) and replaced, until `kills` kills (or `maxMs`, for the long run). It waits for bookings, not for a
 * fixed time, so a slow machine only makes it slower. The same `seed` chooses the same victims and slots.
 */
export async function killsUnderContention(
  file: string,
  processes: number,
  kills: number,
  seed: number,
  maxMs = Infinity,
) {
  const started = Date.now();
  const random = seededRandom(seed);
  const confirmed = new Map<string, string>();
  const starts: string[] = [];
  let nextBooking: (() => void) | undefined;
  const launch = () => {
    const child = startChild('book-random-child.ts', [file, String(Math.floor(random() * 2 ** 31) + 1)]);
    const entry = { child, ending: exited(child), booking: false };
    onLines(child, (line) => {
      const [word, id, start] = line.split(' ');
      if (word !== 'booked' || !id || !start) return;
      entry.booking = true;
      confirmed.set(id, start);
      starts.push(start);
      nextBooking?.();
    });
    return entry;
  };
  const running = Array.from({ length: processes }, launch);
  let done = 0;
  while (done < kills && Date.now() - started < maxMs) {
    await new Promise<void>((resolve) => (nextBooking = resolve));
    // A few milliseconds after a booking, the processes are somewhere in their next one: that moment is the target.
    await sleep(random() * 30);
    // Only a process that has booked is in its booking loop; on a slow machine the others are still starting.
    const booking = running.flatMap((entry, index) => (entry.booking ? [index] : []));
    const index = booking[Math.floor(random() * booking.length)]!;
    const victim = running[index]!;
    victim.child.kill('SIGKILL');
    const { stderr } = await victim.ending;
    if (stderr.trim() !== '') throw new Error(`A booking process failed before it was killed:\n${stderr}`);
    running[index] = launch();
    done += 1;
  }
  for (const { child } of running) child.kill('SIGKILL');
  await Promise.all(running.map(({ ending }) => ending));
  // On a slow machine every process may be killed before its first booking: then there is no file, and nothing to lose.
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' && confirmed.size === 0) return '{"version":1,"appointments":[]}';
    throw error;
  });
  const stored = new Set(parseCalendarFile(text, file).map(({ id }) => id));
  const persisted = [...confirmed.keys()].filter((id) => stored.has(id)).length;
  return {
    kills: done,
    confirmed: confirmed.size,
    persisted,
    lost: confirmed.size - persisted,
    doubleBooked: starts.length - new Set(starts).size,
    seconds: (Date.now() - started) / 1000,
  } satisfies KillFigures;
}
