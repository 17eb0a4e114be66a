/**
 * A separate process that books slots in a calendar file: `book-child.ts <file> <start>...`. It prints `ready`, waits
 * for a line on stdin (so a test can start several at once), books each start in turn (30 minutes, clock at NOW)
 * and prints one JSON line per result.
 */
import { createInterface } from 'node:readline';
import { fixedClock } from '@scheduling-agent/clock';
import { openCalendar } from '../calendar.ts';

const [file, ...starts] = process.argv.slice(2);
const calendar = openCalendar({ file: file!, clock: fixedClock('2026-11-22T12:00:00Z', 'UTC') });
process.stdout.write('ready\n');
await new Promise((resolve) => createInterface({ input: process.stdin }).once('line', resolve));
for (const start of starts) {
  const result = await calendar.book({ start, title: `pid ${process.pid}` });
  process.stdout.write(
    `${JSON.stringify(result.ok ? { ok: true, id: result.appointment.id, start } : { ok: false, reason: result.reason, start })}\n`,
  );
}
process.exit(0);
