/** A separate process that prints, as one JSON line, the appointments on the days given: `list-child.ts <file> <from> [to]`. */
import { fixedClock } from '@scheduling-agent/clock';
import { openCalendar } from '../calendar.ts';

const [file, from, to] = process.argv.slice(2);
const calendar = openCalendar({ file: file!, clock: fixedClock('2026-11-22T12:00:00Z', 'UTC') });
process.stdout.write(`${JSON.stringify(await calendar.list({ from: from!, ...(to ? { to } : {}) }))}\n`);
