import { type CalendarOptions, openCalendar } from './calendar.ts';
import { readCalendar } from './store.ts';
import type { Calendar } from './types.ts';

/**
 * Opens the calendar and reads its file once, so that a damaged or unreadable file stops a program at start-up, with
 * the file's name, instead of failing its first tool call. A missing file is fine: it is created on the first booking.
 */
export async function openAndReadCalendar(options: CalendarOptions): Promise<Calendar> {
  const calendar = openCalendar(options);
  await readCalendar(calendar.file);
  return calendar;
}
