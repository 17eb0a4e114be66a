import {
  addDays,
  atTime,
  dateOf,
  formatDate,
  formatDateTime,
  type LocalDate,
  weekdayOf,
} from '@scheduling-agent/clock';
import { findEndOf } from './end-of-range.ts';
import { findDate, findTime } from './natural-dates.ts';
import { type DayPart, startsWithin } from './part-of-day.ts';
import type { AppointmentView } from './planning-results.ts';
import { prepare } from './prepare-text.ts';
import { titleMatches } from './titles.ts';

/** The words that split a request into the times or days it names: "10am or 2pm", "tomorrow and on Friday". */
const SEPARATORS = /\s*(?:,|;|&|\bor\b|\band\b)\s*/i;

/** The days to list: one day, or a first and last day. */
export interface Days {
  readonly date: string;
  readonly endDate?: string;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * Every start time a request names, each on the day named beside it or else on the day the whole request names:
 * "is 10am or 2pm tomorrow free?" gives both times tomorrow. Empty when there is no time.
 */
export function findStarts(text: string, today: LocalDate): string[] {
  const day = findDate(text, today)?.date ?? dateOf(today);
  const starts = text.split(SEPARATORS).flatMap((fragment) => {
    const time = findTime(fragment);
    if (!time) return [];
    const date = findDate(fragment, today)?.date ?? day;
    return [formatDateTime(atTime(date, time.hour, time.minute))];
  });
  return unique(starts);
}

/**
 * The days a request asks about: "until the end of December" (from today, or from the day named) as a range, "this
 * week" / "next week" as a range, "from Monday to Friday" as a range, else each
 * day it names ("tomorrow and on Friday" gives two), else today.
 */
export function findDays(text: string, today: LocalDate): Days[] {
  const end = findEndOf(text, today);
  if (end) {
    // "from tomorrow until the end of December": the range starts on the day named before its end, else today.
    const first = findDate(prepare(text).replace(end.phrase, ' '), today)?.date ?? today;
    if (formatDate(first) <= formatDate(end.last)) return [{ date: formatDate(first), endDate: formatDate(end.last) }];
  }
  const week = /\b(this|next) week\b/i.exec(text);
  if (week) return [weekRange(today, week[1]!.toLowerCase() === 'next')];
  const range = /\b(?:from|between)\b(.+?)\b(?:to|until|till|and)\b(.+)/i.exec(text);
  const first = range && findDate(range[1]!, today);
  const last = range && findDate(range[2]!, today);
  if (first && last && formatDate(first.date) < formatDate(last.date)) {
    return [{ date: formatDate(first.date), endDate: formatDate(last.date) }];
  }
  const days = unique(
    text
      .split(SEPARATORS)
      .flatMap((fragment) => findDate(fragment, today)?.date ?? [])
      .map(formatDate),
  );
  return (days.length > 0 ? days : [formatDate(today)]).map((date) => ({ date }));
}

function weekRange(today: LocalDate, next: boolean): Days {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7) + (next ? 7 : 0));
  return { date: formatDate(next ? monday : today), endDate: formatDate(addDays(monday, 6)) };
}

/** When a request names no day for an appointment it refers to: look two weeks ahead. */
export function comingDays(today: LocalDate): Days {
  return { date: formatDate(today), endDate: formatDate(addDays(today, 13)) };
}

/** An appointment id such as `apt_ab12cd`, lower-cased, when the request names one. */
export function findId(text: string): string | null {
  return /\bapt_[a-z0-9]{6}\b/i.exec(text)?.[0].toLowerCase() ?? null;
}

/** The appointments a description fits: its id, the time it starts, the part of the day, words of its title. */
export function matching(
  appointments: readonly AppointmentView[],
  wanted: {
    readonly id: string | null;
    readonly time: string | null;
    readonly subject: string | null;
    readonly part?: DayPart | null;
  },
): AppointmentView[] {
  if (wanted.id) return appointments.filter((appointment) => appointment.id === wanted.id);
  return appointments.filter(
    (appointment) =>
      (!wanted.time || appointment.start.slice(11, 16) === wanted.time) &&
      (!wanted.part || startsWithin(wanted.part, appointment.start)) &&
      (!wanted.subject || titleMatches(wanted.subject, appointment.title)),
  );
}

/**
 * Splits "move my haircut tomorrow to 4pm" at its last "to": what the appointment is now, and where it should go.
 * Null when there is no "to" followed by a day or a time.
 */
export function splitMove(text: string, today: LocalDate): { readonly from: string; readonly to: string } | null {
  const found = [...text.matchAll(/\bto\b/gi)].reverse().find((match) => {
    const after = text.slice(match.index + 2);
    return findTime(after) !== null || findDate(after, today) !== null;
  });
  return found ? { from: text.slice(0, found.index), to: text.slice(found.index + 2) } : null;
}
