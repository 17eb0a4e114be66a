import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Calendar, openCalendar, parseCalendarFile } from '@scheduling-agent/calendar';
import { formatDate } from '@scheduling-agent/clock';
import { BUSY_SLOT, FIRST_DAY, FREE_SLOT, writeCalendarFile } from './calendar-fixture.ts';
import { BENCH_CLOCK, temporaryDirectory } from './setup.ts';
import { type Summary, summarize, timeRuns } from './stats.ts';
import { formatBytes, type Table } from './table.ts';

/** Calendar sizes compared: a handful, and the 10,000 the question is about. */
const CALENDAR_SIZES = [10, 10_000] as const;

const DAY = formatDate(FIRST_DAY);

/** The read-only operations, by the name they have in the table. */
const READS: ReadonlyArray<readonly [string, (calendar: Calendar, file: string) => Promise<unknown>]> = [
  [
    'read + `JSON.parse` only, no validation (for comparison)',
    async (_, file) => JSON.parse(readFileSync(file, 'utf8')),
  ],
  ['validate the whole file (a file read for the first time)', async (_, file) => readAndParse(file)],
  [`check a free time (${FREE_SLOT})`, (calendar) => calendar.check(FREE_SLOT)],
  [`check a taken time, with suggestions (${BUSY_SLOT})`, (calendar) => calendar.check(BUSY_SLOT)],
  [`list one day (${DAY})`, (calendar) => calendar.list({ from: DAY })],
];
const WRITES = ['book (lock, read, check, write, fsync, rename)', 'cancel by id (lock, read, write, fsync, rename)'];

function readAndParse(file: string): void {
  parseCalendarFile(readFileSync(file, 'utf8'), file);
}

/** Books the free slot and cancels it again, `runs` times after one warm-up, timing each half. */
async function timeBookAndCancel(calendar: Calendar, runs: number): Promise<[Summary, Summary]> {
  const bookMs: number[] = [];
  const cancelMs: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const booked = await calendar.book({ start: FREE_SLOT, title: 'Bench' });
    const bookedAt = performance.now();
    if (!booked.ok) throw new Error(`bench booking failed: ${booked.message}`);
    const cancelled = await calendar.cancel({ id: booked.appointment.id });
    if (!cancelled.ok) throw new Error(`bench cancel failed: ${cancelled.message}`);
    if (run === 0) continue;
    bookMs.push(bookedAt - started);
    cancelMs.push(performance.now() - bookedAt);
  }
  return [summarize(bookMs), summarize(cancelMs)];
}

/**
 * Times each calendar operation on a file of 10 and one of 10,000 appointments (30 minutes each, back to back through
 * working hours, generated in the calendar's own file format). Every call reads and validates the whole file.
 */
export async function measureCalendar(runs: number): Promise<Table> {
  const scratch = temporaryDirectory('calendar');
  const sizes: number[] = [];
  const columns: Summary[][] = [];
  for (const count of CALENDAR_SIZES) {
    const file = join(scratch, `calendar-${count}.json`);
    sizes.push(writeCalendarFile(file, count));
    const calendar = openCalendar({ file, clock: BENCH_CLOCK });
    const times: Summary[] = [];
    for (const [, read] of READS) times.push(await timeRuns(() => read(calendar, file), { runs }));
    times.push(...(await timeBookAndCancel(calendar, runs)));
    columns.push(times);
  }
  const [small, large] = columns as [Summary[], Summary[]];
  const names = [...READS.map(([name]) => name), ...WRITES];
  return {
    title: 'Calendar operations at 10 and 10,000 appointments',
    note:
      `Through \`openCalendar\` on a file in the system's temporary directory (its disk decides the fsync cost), ` +
      `${runs} runs after a warm-up. The 10,000 appointments are 30 minutes each, back to back Monday–Friday ` +
      `09:00–17:00 from ${DAY} on (about two and a half years), written with \`serializeCalendar\`.`,
    headers: ['operation', '10: median ms', '10,000: median ms', '10,000: min ms'],
    rows: [
      ...names.map((name, index) => [name, small[index]!.median, large[index]!.median, large[index]!.min]),
      ['file size', formatBytes(sizes[0]!), formatBytes(sizes[1]!), ''],
    ],
  };
}
