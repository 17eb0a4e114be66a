/**
 * A separate process that books random 10-minute slots in one week until it is killed: `book-random-child.ts <file> <seed>`
 * (the same seed books the same sequence of slots).
 * It prints `booked <id> <start>` only after `book` has returned, so every printed line is a confirmed booking that
 * must survive a SIGKILL of this or any other process. A busy slot is simply skipped.
 */
import { fixedClock, formatDateTime, fromMinutes, parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { openCalendar } from '../calendar.ts';
import { seededRandom } from './seeded-random.ts';

const [file, seed] = process.argv.slice(2);
const random = seededRandom(Number(seed));
const calendar = openCalendar({
  file: file!,
  clock: fixedClock('2026-11-22T12:00:00Z', 'UTC'),
  workingHours: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' },
  lock: { timeoutMs: 60_000 },
});
const base = toMinutes(parseLocalDateTime('2027-01-04T00:00')!);
for (;;) {
  const start = formatDateTime(fromMinutes(base + Math.floor(random() * 7 * 144) * 10));
  const result = await calendar.book({ start, durationMinutes: 10 });
  if (result.ok) process.stdout.write(`booked ${result.appointment.id} ${start}\n`);
  else if (result.reason !== 'busy') throw new Error(result.message);
}
