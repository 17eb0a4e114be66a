import {
  describeDate,
  formatTime,
  fromMinutes,
  type LocalDate,
  toMinutes,
  WEEKDAYS,
  weekdayOf,
} from '@scheduling-agent/clock';
import { CalendarConfigError } from './errors.ts';
import type { WorkingHours } from './types.ts';

/** Monday to Friday, 09:00 to 17:00: what the calendar uses unless told otherwise. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };

/** Working hours checked and turned into numbers: weekdays, and opening and closing as minutes after midnight. */
export interface OpeningTimes {
  readonly hours: WorkingHours;
  readonly days: ReadonlySet<number>;
  readonly open: number;
  readonly close: number;
}

const TIME_OF_DAY = /^(\d{2}):(\d{2})$/;

function minutesOfDay(text: string): number | null {
  const match = TIME_OF_DAY.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

/** Fills in defaults and validates; throws {@link CalendarConfigError} with the fix when the hours make no sense. */
export function resolveWorkingHours(partial: Partial<WorkingHours> = {}): OpeningTimes {
  const hours = { ...DEFAULT_WORKING_HOURS, ...partial };
  const days = [...new Set(hours.days)].sort((first, second) => first - second);
  if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    throw new CalendarConfigError(
      'workingHours.days',
      `workingHours.days must list at least one weekday as a number from 0 (Sunday) to 6 (Saturday), e.g. [1, 2, 3, 4, 5]; got ${JSON.stringify(hours.days)}.`,
    );
  }
  const open = minutesOfDay(hours.start);
  const close = minutesOfDay(hours.end);
  for (const [option, value, parsed] of [
    ['start', hours.start, open],
    ['end', hours.end, close],
  ] as const) {
    if (parsed === null) {
      throw new CalendarConfigError(
        `workingHours.${option}`,
        `workingHours.${option} must be a time of day as HH:MM, e.g. "09:00"; got ${JSON.stringify(value)}.`,
      );
    }
  }
  if (open === null || close === null || open >= close) {
    throw new CalendarConfigError(
      'workingHours.end',
      `workingHours.end (${hours.end}) must be later than workingHours.start (${hours.start}).`,
    );
  }
  return { hours: { days, start: hours.start, end: hours.end }, days: new Set(days), open, close };
}

/** `Mon–Fri`, or `Mon, Wed–Fri`: the working days, for messages. */
export function describeWorkingDays(times: OpeningTimes): string {
  const name = (day: number): string => WEEKDAYS[day]!.slice(0, 3);
  const runs: number[][] = [];
  for (const day of times.days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length > 2 ? `${name(run[0]!)}–${name(run.at(-1)!)}` : run.map(name).join(', ')))
    .join(', ');
}

/** Whether this day is a working day at all. */
export function isWorkingDay(date: LocalDate, times: OpeningTimes): boolean {
  return times.days.has(weekdayOf(date));
}

/**
 * Why the time from `start` to `end` (wall-clock minutes, see `toMinutes`) falls outside working hours, as a
 * sentence; null when it fits.
 */
export function workingHoursProblem(start: number, end: number, times: OpeningTimes): string | null {
  const day = fromMinutes(start);
  const midnight = toMinutes({ ...day, hour: 0, minute: 0 });
  const hoursText = `working hours are ${describeWorkingDays(times)} ${times.hours.start}–${times.hours.end}`;
  if (!isWorkingDay(day, times)) return `${describeDate(day)} is not a working day (${hoursText}).`;
  if (start - midnight < times.open) {
    return `It starts at ${formatTime(day)}, before opening time ${times.hours.start} (${hoursText}).`;
  }
  if (end - midnight > times.close) {
    const when = formatTime(fromMinutes(end)) + (end - midnight > 24 * 60 ? ' the next day' : '');
    return `It would end at ${when}, after closing time ${times.hours.end} (${hoursText}).`;
  }
  return null;
}
