/**
 * How the stand-in reads chrono-node's own English test phrases, for the README's dependency notes. Not a test: run
 * by hand with a checkout of https://github.com/wanasit/chrono (its `test/en` folder):
 *
 *     TZ=UTC npx tsx stand-in/offline-model/src/chrono-phrases.measure.ts path/to/chrono/test/en
 *
 * Every `testSingleCase(chrono…, "phrase", new Date(…))` is read with its reference date as today. chrono's own
 * reading (which its tests pin) is the expected one. Each phrase is: asked about (a part the stand-in could not read
 * for sure), not read (no day or time found: a request would ask), right (every day and time it read is chrono's),
 * right when read forward (chrono's `forwardDate` reading), or silently wrong (a day or a time that is neither, with
 * no question). "Acted on" counts the silently wrong
 * phrases that "book a meeting <phrase>" would book without asking.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDate, type LocalDate } from '@scheduling-agent/clock';
import * as chrono from 'chrono-node';
import { findDate, findTime } from './natural-dates.ts';
import { findUnreadPart } from './unread-part.ts';
import { doubtAbout } from './unread-request.ts';

const CASE =
  /testSingleCase\(\s*chrono[\w.]*,\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`]*)`),\s*new Date\(([\d\s,+-]+)\)/g;

type Verdict = 'asked' | 'not read' | 'right' | 'right, forward' | 'silently wrong';

function reference(args: string): Date {
  const [year, month, day, hour = 0, minute = 0] = args
    .split(',')
    .map((part) => Function(`return (${part})`)() as number);
  return new Date(year!, month!, day!, hour, minute);
}

function judgePhrase(text: string, ref: Date): { verdict: Verdict; acted: boolean } | null {
  const expected = chrono.parse(text, ref)[0];
  if (!expected) return null;
  // chrono takes the nearest such day ("Monday" on a Thursday is three days ago) unless told `forwardDate`; a
  // calendar's stand-in takes the next one, which is chrono's `forwardDate` reading, so that one counts as read right.
  const forward = chrono.parse(text, ref, { forwardDate: true })[0];
  const today: LocalDate = { year: ref.getFullYear(), month: ref.getMonth() + 1, day: ref.getDate() };
  if (findUnreadPart(text, today)) return { verdict: 'asked', acted: false };
  const date = findDate(text, today);
  const time = findTime(text);
  if (!date && !time) return { verdict: 'not read', acted: false };
  const matches = (reading: chrono.ParsedResult | undefined) => {
    if (!reading) return false;
    const start = reading.start.date();
    const wantedDate = formatDate({ year: start.getFullYear(), month: start.getMonth() + 1, day: start.getDate() });
    const dateRight = date === null || formatDate(date.date) === wantedDate;
    const timeRight =
      time === null ||
      (reading.start.isCertain('hour') && time.hour === start.getHours() && time.minute === start.getMinutes());
    return dateRight && timeRight;
  };
  if (matches(expected)) return { verdict: 'right', acted: false };
  if (matches(forward)) return { verdict: 'right, forward', acted: false };
  const acted = date !== null && time !== null && doubtAbout(`book a meeting ${text}`, today) === null;
  return { verdict: 'silently wrong', acted };
}

const folder = process.argv[2];
if (!folder) throw new Error("Give the path of chrono's test/en folder.");
const counts: Record<Verdict, number> = { asked: 0, 'not read': 0, right: 0, 'right, forward': 0, 'silently wrong': 0 };
let acted = 0;
const wrong: string[] = [];
for (const file of readdirSync(folder).filter((name) => name.endsWith('.test.ts'))) {
  for (const match of readFileSync(join(folder, file), 'utf8').matchAll(CASE)) {
    const text = JSON.parse(`"${(match[1] ?? match[2] ?? match[3] ?? '').replace(/"/g, '\\"')}"`) as string;
    const result = judgePhrase(text, reference(match[4]!));
    if (!result) continue;
    counts[result.verdict]++;
    if (result.acted) acted++;
    if (result.verdict === 'silently wrong') wrong.push(`${result.acted ? 'ACTED ' : ''}${file}: ${text}`);
  }
}
const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
const share = (count: number) => `${count} (${((100 * count) / total).toFixed(1)} %)`;
console.log(
  `${total} phrases chrono reads: ${Object.entries(counts)
    .map(([verdict, count]) => `${verdict} ${share(count)}`)
    .join(', ')}; acted on: ${acted}`,
);
if (process.argv.includes('--list')) console.log(wrong.join('\n'));
