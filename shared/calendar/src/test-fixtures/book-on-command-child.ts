/**
 * A separate process that books on command, for racing many processes round after round without starting new ones:
 * it prints `ready`, then for each stdin line `{"file": ..., "starts": [...]}` books each start (30 minutes, clock at
 * NOW) and prints one JSON line: the results, in order, with the ids of the confirmed bookings.
 */
import { createInterface } from 'node:readline';
import { fixedClock } from '@scheduling-agent/clock';
import { openCalendar } from '../calendar.ts';

const clock = fixedClock('2026-11-22T12:00:00Z', 'UTC');
const workingHours = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const { file, starts } = JSON.parse(line) as { file: string; starts: string[] };
  const calendar = openCalendar({ file, clock, workingHours, lock: { timeoutMs: 60_000 } });
  const results = [];
  for (const start of starts) {
    const result = await calendar.book({ start, title: `pid ${process.pid}` });
    results.push(result.ok ? { start, id: result.appointment.id } : { start, reason: result.reason });
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
