import type { Clock } from './clock.ts';

/** A calendar day with no time zone attached: what a person means by "23 November 2026". */
export interface LocalDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

/** A wall-clock date and time, to the minute, as a person reads it off the clock on their wall. */
export interface LocalDateTime extends LocalDate {
  readonly hour: number;
  readonly minute: number;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building an `Intl.DateTimeFormat` costs far more than using one. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time at the clock's instant, in the clock's time zone. */
export function localNow(clock: Clock): LocalDateTime {
  const parts = formatFor(clock.timeZone).formatToParts(clock.now());
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The day of the week, 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Minutes since 1970-01-01T00:00 on the wall clock: for ordering and measuring, never for instants. */
export function toMinutes(dateTime: LocalDateTime): number {
  return Date.UTC(dateTime.year, dateTime.month - 1, dateTime.day, dateTime.hour, dateTime.minute) / 60_000;
}

/** The inverse of {@link toMinutes}. */
export function fromMinutes(minutes: number): LocalDateTime {
  const at = new Date(minutes * 60_000);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
  };
}

/** Just the date part of a date-time. */
export function dateOf(dateTime: LocalDate): LocalDate {
  return { year: dateTime.year, month: dateTime.month, day: dateTime.day };
}

/** A date at a time of day. */
export function atTime(date: LocalDate, hour: number, minute = 0): LocalDateTime {
  return { ...dateOf(date), hour, minute };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `2026-11-23` */
export function formatDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** `2026-11-23T10:00`: the format the calendar stores and the tools take. */
export function formatDateTime(dateTime: LocalDateTime): string {
  return `${formatDate(dateTime)}T${pad(dateTime.hour)}:${pad(dateTime.minute)}`;
}

/** `10:00` */
export function formatTime(dateTime: LocalDateTime): string {
  return `${pad(dateTime.hour)}:${pad(dateTime.minute)}`;
}

/** `Monday, 23 November 2026`: for people. */
export function describeDate(date: LocalDate): string {
  return `${WEEKDAYS[weekdayOf(date)]}, ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * Reads `2026-11-23T10:00` (seconds allowed, `2024-04-03T10:00:00`) or a bare date `2026-11-23` (midnight).
 * Returns null for anything else, including impossible dates like `2026-02-30` and times with a zone offset,
 * because the calendar works in wall-clock time only.
 */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = DATE_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0)) as number[];
  const candidate = { year, month, day, hour, minute } as LocalDateTime;
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  const roundTrip = fromMinutes(toMinutes(candidate));
  if (roundTrip.year !== year || roundTrip.month !== month || roundTrip.day !== day) return null;
  return candidate;
}

/** Reads `2026-11-23`; null for anything else. */
export function parseLocalDate(text: string): LocalDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return null;
  const parsed = parseLocalDateTime(text);
  return parsed ? dateOf(parsed) : null;
}
