/**
 * A separate process that books 10-minute slots one after another until it is killed:
 * `book-forever-child.ts <file> <first start>`. It prints `booked <id>` only after `book` has returned, so every
 * printed id is a confirmed booking that must survive a SIGKILL at any later moment.
 */
import { fixedClock, formatDateTime, fromMinutes, parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { openCalendar } from '../calendar.ts';

const [file, first] = process.argv.slice(2);
const calendar = openCalendar({
  file: file!,
  clock: fixedClock('2026-11-22T12:00:00Z', 'UTC'),
  workingHours: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' },
});
const base = toMinutes(parseLocalDateTime(first!)!);
for (let index = 0; index < 5000; index += 1) {
  const result = await calendar.book({ start: formatDateTime(fromMinutes(base + index * 10)), durationMinutes: 10 });
  if (!result.ok) throw new Error(result.message);
  process.stdout.write(`booked ${result.appointment.id}\n`);
}
