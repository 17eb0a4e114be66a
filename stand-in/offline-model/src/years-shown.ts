import { describeDateTime } from '@scheduling-agent/calendar';
import type { LocalDate } from '@scheduling-agent/clock';
import type { ToolRecord } from './planning-turn.ts';

const ISO_TIME = /\b(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}/g;

/**
 * An answer with the year written into every short day ("Tue 5 Jan 10:00" becomes "Tue 5 Jan 2027 10:00") of a time
 * in this turn's tool results that falls in another year than today's: the calendar writes short days without a
 * year, and "Booked Tue 5 Jan" said in November must not leave the person to guess which January.
 */
export function withYearsShown(text: string, today: LocalDate, records: readonly ToolRecord[]): string {
  let shown = text;
  for (const { day, year } of otherYearDays(records, today)) {
    const bare = new RegExp(`\\b${day} (?=\\d{2}:\\d{2})`, 'g');
    shown = shown.replace(bare, `${day} ${year} `);
  }
  return shown;
}

/** Each short day ("Tue 5 Jan") named by a time in the records that is not in today's year, once. */
function otherYearDays(records: readonly ToolRecord[], today: LocalDate): { day: string; year: string }[] {
  const found = new Map<string, string>();
  for (const match of JSON.stringify(records).matchAll(ISO_TIME)) {
    if (Number(match[1]) === today.year) continue;
    const described = describeDateTime(match[0]);
    found.set(described.slice(0, described.lastIndexOf(' ')), match[1]!);
  }
  return [...found].map(([day, year]) => ({ day, year }));
}
