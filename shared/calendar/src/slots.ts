import { addDays, dateOf, fromMinutes, type LocalDate, toMinutes } from '@scheduling-agent/clock';
import { overlaps, type Slot, slotOf } from './rules.ts';
import type { Appointment } from './types.ts';
import { isWorkingDay, type OpeningTimes } from './working-hours.ts';

/** Suggested start times sit on this grid, counted from opening time: 09:00, 09:30, 10:00, … */
const SUGGESTION_STEP_MINUTES = 30;

/** How many days ahead suggestions look before giving up. */
export const SUGGESTION_HORIZON_DAYS = 28;

/** What {@link suggestFreeSlots} needs to know. Times are wall-clock minutes (see `toMinutes`). */
export interface SuggestionRequest {
  /** The slot that was asked for; suggestions have its duration and are ranked by distance from its start. */
  readonly wanted: Slot;
  readonly now: number;
  readonly times: OpeningTimes;
  readonly appointments: readonly Appointment[];
  /** How many to return; 3 unless told. */
  readonly count?: number;
}

function midnightOf(date: LocalDate): number {
  return toMinutes({ ...dateOf(date), hour: 0, minute: 0 });
}

/** The free, future, in-hours start times on one day, for `duration` minutes. */
function freeStartsOn(day: LocalDate, duration: number, busy: readonly Slot[], request: SuggestionRequest): number[] {
  const { times, now } = request;
  if (!isWorkingDay(day, times)) return [];
  const midnight = midnightOf(day);
  const starts: number[] = [];
  for (let offset = times.open; offset + duration <= times.close; offset += SUGGESTION_STEP_MINUTES) {
    const candidate = { start: midnight + offset, end: midnight + offset + duration };
    if (candidate.start >= now && !busy.some((slot) => overlaps(candidate, slot))) starts.push(candidate.start);
  }
  return starts;
}

/**
 * Up to three free start times (wall-clock minutes) for a slot as long as `wanted`, nearest to `wanted.start` first,
 * earlier first on a tie. They are on the wanted day or later (never before today), in working hours, not in the
 * past, and overlap nothing.
 */
export function suggestFreeSlots(request: SuggestionRequest): number[] {
  const { wanted, now } = request;
  const count = request.count ?? 3;
  const duration = wanted.end - wanted.start;
  const busy = request.appointments.map(slotOf);
  const distance = (start: number): number => Math.abs(start - wanted.start);
  const byNearness = (first: number, second: number): number => distance(first) - distance(second) || first - second;
  let day = dateOf(fromMinutes(Math.max(wanted.start, now)));
  const found: number[] = [];
  for (let index = 0; index < SUGGESTION_HORIZON_DAYS; index += 1) {
    found.push(...freeStartsOn(day, duration, busy, request));
    found.sort(byNearness);
    day = addDays(day, 1);
    const nextDayStartsFurther =
      midnightOf(day) - wanted.start > distance(found[count - 1] ?? Number.POSITIVE_INFINITY);
    if (found.length >= count && nextDayStartsFurther) break;
  }
  return found.slice(0, count);
}
