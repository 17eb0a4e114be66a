import { fileURLToPath } from 'node:url';

/** Where the calendar lives unless told otherwise: `.data/calendar.json` at the repository root (git-ignored). */
export const DEFAULT_CALENDAR_FILE = fileURLToPath(new URL('../../../.data/calendar.json', import.meta.url));

/** The calendar file to use: `--calendar PATH`, else `CALENDAR_FILE`, else {@link DEFAULT_CALENDAR_FILE}. */
export function calendarFileFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.CALENDAR_FILE || DEFAULT_CALENDAR_FILE;
}
