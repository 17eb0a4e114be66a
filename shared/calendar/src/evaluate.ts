import { describeAppointments, describeTimeRange, formatMinutes } from './format.ts';
import { findConflicts, parseDuration, parseStart, timingProblem, type Violation } from './rules.ts';
import { SUGGESTION_HORIZON_DAYS, suggestFreeSlots } from './slots.ts';
import type { Appointment, CheckResult } from './types.ts';
import type { OpeningTimes } from './working-hours.ts';

/** Everything a rule check looks at besides the request: the booked appointments, the time now, the hours. */
export interface EvaluationContext {
  readonly appointments: readonly Appointment[];
  /** Now, in wall-clock minutes. */
  readonly now: number;
  readonly times: OpeningTimes;
  readonly defaultDurationMinutes: number;
}

function suggestionSentence(suggestions: readonly string[]): string {
  return suggestions.length > 0
    ? ` Free times nearby: ${suggestions.join(', ')}.`
    : ` No free time of that length in the next ${SUGGESTION_HORIZON_DAYS} days.`;
}

/** How far ahead a booking may be: a start beyond this is a typo in the year (9999), not a plan. */
const MAX_YEARS_AHEAD = 5;

/** A start more than {@link MAX_YEARS_AHEAD} years after `now` (wall-clock minutes), refused without suggestions. */
function horizonProblem(start: number, now: number): Violation | null {
  if (start - now <= MAX_YEARS_AHEAD * 366 * 24 * 60) return null;
  return {
    reason: 'invalid-start',
    message: `${formatMinutes(start)} is more than ${MAX_YEARS_AHEAD} years ahead (it is now ${formatMinutes(now)}): check the year.`,
  };
}

/**
 * Applies every rule to a requested start and duration, in order: readable input, not absurdly far ahead, not in the
 * past, inside working hours, no overlap. The first broken rule becomes the `reason`; overlapping appointments are reported either way.
 */
export function evaluateSlot(start: unknown, durationMinutes: unknown, context: EvaluationContext): CheckResult {
  const from = parseStart(start);
  const duration = parseDuration(durationMinutes, context.defaultDurationMinutes);
  if (typeof from !== 'number' || typeof duration !== 'number') {
    const invalid = typeof from === 'number' ? (duration as Violation) : from;
    const shownStart = typeof from === 'number' ? formatMinutes(from) : String(start);
    return { available: false, start: shownStart, end: null, ...invalid, conflicts: [], suggestions: [] };
  }
  const tooFar = horizonProblem(from, context.now);
  if (tooFar)
    return { available: false, start: formatMinutes(from), end: null, ...tooFar, conflicts: [], suggestions: [] };
  const slot = { start: from, end: from + duration };
  const range = { start: formatMinutes(slot.start), end: formatMinutes(slot.end) };
  const conflicts = findConflicts(slot, context.appointments);
  const timing = timingProblem(slot, context.now, context.times);
  const when = describeTimeRange(range.start, range.end);
  const problem =
    timing ??
    (conflicts.length > 0
      ? { reason: 'busy' as const, message: `${when} is taken: it overlaps ${describeAppointments(conflicts)}.` }
      : null);
  if (problem === null) {
    return { available: true, ...range, message: `${when} is free.`, conflicts, suggestions: [] };
  }
  const suggestions = suggestFreeSlots({ wanted: slot, ...context }).map(formatMinutes);
  const message = problem.message + suggestionSentence(suggestions);
  return { available: false, ...range, reason: problem.reason, message, conflicts, suggestions };
}
