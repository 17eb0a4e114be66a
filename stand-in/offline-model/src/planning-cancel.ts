import { formatDate, formatTime, type LocalDateTime } from '@scheduling-agent/clock';
import { findDate } from './natural-dates.ts';
import { withNicknameWrittenOut } from './nicknames.ts';
import { type DayPart, findDayPart } from './part-of-day.ts';
import { describeAppointment, describeDays, describeTime, failure, listAnswer } from './planning-replies.ts';
import { type AppointmentView, appointmentsOf, succeeded, textOf } from './planning-results.ts';
import { call, type Plan, type Step, unfinished } from './planning-step.ts';
import { outcomeOf, type PlanningTurn, type ToolRecord } from './planning-turn.ts';
import { comingDays, type Days, findDays, findId, matching } from './planning-words.ts';
import { CANCEL_WORDS, LIST_WORDS } from './request-words.ts';
import { findTimeOfBooked } from './times.ts';
import { findSubject, titleMatches } from './titles.ts';
import { findDateTime } from './tool-intents.ts';
import { unclearSubject } from './unclear-subject.ts';
import { askWhat } from './understood.ts';

// #region plan-list
/** "what do I have tomorrow and on Friday?": one list per day named (independent calls), then one answer. */
export const listPlan: Plan = (turn, context) => {
  if (!LIST_WORDS.test(context.text)) return null;
  return listStep(turn, findDays(context.text, context.now));
};
// #endregion plan-list

/** One list per range of days (independent calls), then one answer covering them all. */
export function listStep(turn: PlanningTurn, found: readonly Days[]): Step {
  const lists = found.map((days) => call('listAppointments', { ...days }));
  const outcomes = lists.map((list) => outcomeOf(turn.records, list));
  const pending = lists.filter((_, index) => outcomes[index]!.status === 'pending');
  if (pending.length > 0) return { calls: pending };
  const lines = outcomes.map((outcome, index) => {
    const list = lists[index]!;
    if (outcome.status === 'done') return listAnswer(list, outcome.result);
    const error = outcome.status === 'failed' ? outcome.error : 'it was not run.';
    return failure(`look at ${describeDays(list.parameters)}`, error);
  });
  return { answer: lines.join('\n') };
}

/** How a request describes the appointment it means; any part may be missing. */
export interface Wanted {
  readonly id: string | null;
  /** `HH:mm`, the time it starts. */
  readonly time: string | null;
  readonly subject: string | null;
  /** "morning", "after 3 pm": when in the day it starts. */
  readonly part?: DayPart | null;
}

/**
 * Finds the one appointment a request means by listing the days it is on and matching the description. Gives the
 * step to take (the list, or an answer saying there is none or several), or the appointment.
 */
export function findAppointment(
  records: readonly ToolRecord[],
  days: Days,
  wanted: Wanted,
  kind: 'cancel' | 'move' = 'cancel',
): { readonly step: Step } | { readonly appointment: AppointmentView } {
  const list = call('listAppointments', { ...days });
  const listed = outcomeOf(records, list);
  if (listed.status !== 'done') return { step: unfinished(list, listed, `look at ${describeDays(days)}`) };
  if (listed.result.ok === false) return { step: { answer: listAnswer(list, listed.result) } };
  const booked = appointmentsOf(listed.result.appointments);
  const { found, subject } = matchingOrNickname(booked, wanted);
  const what = `${wanted.subject ?? 'appointment'}${wanted.time ? ` at ${wanted.time}` : ''}${wanted.part ? ` (${wanted.part.words})` : ''}`;
  const when = days.endDate ? `from ${describeDays(days)}` : `on ${describeDays(days)}`;
  const names = (items: readonly AppointmentView[]) => items.map(describeAppointment).join('; ');
  const only = found.length === 1 ? found[0]! : null;
  // Only part of a title ("my meeting" for "Team meeting"), with no time or id beside it, may mean something else.
  if (only && subject && !wanted.time && !wanted.id && !titleMatches(only.title ?? '', subject)) {
    return {
      step: {
        answer: `Do you mean ${describeAppointment(only)}? Its title is not "${wanted.subject}", so I have not changed anything. Say its full title, its time or its id.`,
      },
    };
  }
  if (only) return { appointment: only };
  if (found.length > 1) return { step: { answer: `Which one: ${whichOne(found)}? Tell me its time or its id.` } };
  const unclear = wanted.subject ? unclearSubject(kind, wanted.subject, when, booked) : null;
  if (unclear) return { step: { answer: unclear } };
  const booking = booked.length > 0 ? ` You have: ${names(booked)}.` : ' Nothing is booked then.';
  return { step: { answer: `I found no ${what} ${when}.${booking}` } };
}

// #region plan-cancel
/**
 * "cancel my 10am tomorrow", "cancel apt_ab12cd": delete directly. "cancel my haircut tomorrow": list that day, find
 * the haircut, delete it by id. The loop asks the person before any delete runs.
 */
export const cancelPlan: Plan = (turn, context) => {
  if (!CANCEL_WORDS.test(context.text)) return null;
  const id = findId(context.text);
  if (id) return deleteStep(turn, { id });
  const subject = findSubject(context.text);
  const when = findDateTime(context, true);
  // Only a bare time cancels directly: a named appointment is first found, so a title that does not match is never cancelled.
  if (!subject && 'start' in when) return deleteStep(turn, { start: when.start });
  const target = cancelTarget(context.text, context.now);
  if (!target) return { answer: askWhat('cancel', 'appointment, and when', context.text, context.now) };
  const found = findAppointment(turn.records, target.days, target.wanted);
  return 'step' in found ? found.step : deleteStep(turn, { id: found.appointment.id });
};
// #endregion plan-cancel

/**
 * The days to look at and the description of what a cancel request means ("cancel my haircut tomorrow"); null when it
 * names neither an appointment nor a day.
 */
export function cancelTarget(text: string, now: LocalDateTime): { days: Days; wanted: Wanted } | null {
  const subject = findSubject(text);
  const named = findDate(text, now);
  if (!subject && !named) return null;
  const time = findTimeOfBooked(text);
  return {
    days: named ? { date: formatDate(named.date) } : comingDays(now),
    wanted: { id: null, time: time && formatTime({ ...now, ...time }), subject, part: findDayPart(text) },
  };
}

/** The appointments a description matches among those a listing of its days found; null when not yet listed. */
export function candidatesFor(records: readonly ToolRecord[], days: Days, wanted: Wanted): AppointmentView[] | null {
  const listed = outcomeOf(records, call('listAppointments', { ...days }));
  if (listed.status !== 'done' || listed.result.ok === false) return null;
  return matchingOrNickname(appointmentsOf(listed.result.appointments), wanted).found;
}

/**
 * The appointments a description matches, by the person's own words first; when none does, by a certain nickname
 * written out ("the teeth appointment" is the Dentist), with the subject that matched them.
 */
function matchingOrNickname(
  booked: readonly AppointmentView[],
  wanted: Wanted,
): { readonly found: AppointmentView[]; readonly subject: string | null } {
  const found = matching(booked, wanted);
  const written = found.length === 0 && wanted.subject ? withNicknameWrittenOut(wanted.subject) : null;
  const byNickname = written ? matching(booked, { ...wanted, subject: written }) : [];
  return byNickname.length > 0 ? { found: byNickname, subject: written } : { found, subject: wanted.subject };
}

/** "the Dentist at Tue 24 Nov 14:00 or the Birthday party at Tue 24 Nov 18:00". */
function whichOne(items: readonly AppointmentView[]): string {
  const names = items.map((item) => `the ${item.title ?? 'appointment'} at ${describeTime(item.start)} (${item.id})`);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function deleteStep(turn: PlanningTurn, parameters: Record<string, unknown>): Step {
  const remove = call('deleteAppointment', parameters);
  const removed = outcomeOf(turn.records, remove);
  if (removed.status === 'declined') return { answer: 'OK, I left it as it is.' };
  if (removed.status !== 'done') return unfinished(remove, removed, 'cancel it');
  const message = textOf(removed.result, 'message');
  if (succeeded(removed.result)) return { answer: message || 'Cancelled.' };
  const candidates = appointmentsOf(removed.result.candidates).filter((item) => !message.includes(item.id));
  const named = candidates.length > 0 ? ` Near that time: ${candidates.map(describeAppointment).join('; ')}.` : '';
  return { answer: `${failure('cancel it', message || 'the calendar refused.')}${named}` };
}
