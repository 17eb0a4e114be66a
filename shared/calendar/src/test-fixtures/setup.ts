import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fixedClock } from '@scheduling-agent/clock';
import { afterEach } from 'vitest';
import { openCalendar } from '../calendar.ts';
import { serializeCalendar } from '../calendar-file.ts';
import type { Appointment, Calendar, WorkingHours } from '../types.ts';

/** Sunday 22 November 2026, noon UTC: "now" in every test, so Monday the 23rd is the next working day. */
export const NOW = '2026-11-22T12:00:00Z';

/**
 * How long a test of several processes may run before it counts as hung. It is a guard, not a speed limit: these tests
 * wait for events (a line printed, a process gone), which on a busy machine can take minutes. Speed is measured by
 * `npm run bench`.
 */
export const HANG_GUARD_MS = 15 * 60_000;

const directories: string[] = [];

afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

/** A fresh directory under the system temp dir, removed after the test. */
export async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'calendar-test-'));
  directories.push(directory);
  return directory;
}

/** What a test may change about {@link temporaryCalendar}. */
export interface TemporaryCalendarOptions {
  readonly workingHours?: Partial<WorkingHours>;
  readonly defaultDurationMinutes?: number;
  /** The instant the clock is stopped at; {@link NOW} unless given. */
  readonly now?: string;
  readonly timeZone?: string;
  /** Written to the file before opening; without them the file does not exist yet. */
  readonly appointments?: readonly Appointment[];
}

/** A calendar in a fresh temp directory, with the clock stopped at {@link NOW} in UTC unless told otherwise. */
export async function temporaryCalendar(options: TemporaryCalendarOptions = {}): Promise<Calendar> {
  const directory = join(await temporaryDirectory(), 'data');
  const file = join(directory, 'calendar.json');
  const { now = NOW, timeZone = 'UTC', appointments, ...rest } = options;
  if (appointments) {
    await mkdir(directory, { recursive: true });
    await writeFile(file, serializeCalendar(appointments));
  }
  return openCalendar({ file, clock: fixedClock(now, timeZone), ...rest });
}

/** A stored appointment for seeding a calendar file. */
export function appointment(id: string, start: string, end: string, title?: string): Appointment {
  const stored = { id, start, end, createdAt: '2026-11-20T08:00:00.000Z' };
  return title === undefined ? stored : { ...stored, title };
}

/**
 * The files beside a calendar other than the calendar itself, leaving out claims that name nobody: a process killed
 * between creating its claim and writing its first byte leaves one, kept for a grace period because a live writer may
 * be about to fill it. Anything else left after the next booking is a leak.
 */
export async function leftoversBeside(file: string): Promise<string[]> {
  const directory = dirname(file);
  const claim = new RegExp(`^${basename(file).replace(/\./g, '\\.')}\\.lock\\.[0-9a-f]{24}\\.claim$`);
  const names = (await readdir(directory)).filter((name) => name !== basename(file));
  const left: string[] = [];
  for (const name of names) {
    const unnamedClaim = claim.test(name) && (await readFile(join(directory, name), 'utf8')) === '';
    if (!unnamedClaim) left.push(name);
  }
  return left;
}
