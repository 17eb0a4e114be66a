import {
  atTime,
  dateOf,
  formatDate,
  formatDateTime,
  formatTime,
  parseLocalDateTime,
  toMinutes,
} from '@scheduling-agent/clock';
import { type FoundTime, findDate, findDuration, findTime } from './natural-dates.ts';
import { findAppointment, type Wanted } from './planning-cancel.ts';
import { describeRange, describeTime, failure, withOffer } from './planning-replies.ts';
import {
  type AppointmentView,
  appointmentOf,
  durationOf,
  readCheck,
  stringsOf,
  succeeded,
  textOf,
} from './planning-results.ts';
import { call, optional, type Plan, type Step, unfinished } from './planning-step.ts';
import { outcomeOf, type TurnRecords } from './planning-turn.ts';
import { comingDays, type Days, findId, splitMove } from './planning-words.ts';
import type { OfflineContext } from './read-request.ts';
import { MOVE_WORDS } from './request-words.ts';
import { findTimeOfBooked } from './times.ts';
import { findSubject } from './titles.ts';
import { askWhat } from './understood.ts';

/** The question that ends an answer offering other times for a move. */
const MOVE_QUESTION = 'Shall I move it to one of those?';

/** What a move request says: where to look for the appointment, how it is described, and the new time. */
export interface MoveRequest {
  readonly days: Days;
  readonly wanted: Wanted;
  readonly time: FoundTime;
  /** The new day, `YYYY-MM-DD`; null means the appointment's own day. */
  readonly day: string | null;
  /** A new length in minutes ("to 7pm for an hour"); null keeps the appointment's own. */
  readonly minutes: number | null;
}

/**
 * Reads "move my haircut tomorrow to 4pm": the new time and day come after the last "to"; the appointment's day is
 * the day named before it, else the new day, else the next two weeks. An answer asks for what is missing.
 */
export function readMove(context: OfflineContext): MoveRequest | { readonly answer: string } | null {
  if (!MOVE_WORDS.test(context.text)) return null;
  const parts = splitMove(context.text, context.now);
  const time = parts && findTime(parts.to);
  if (!parts || !time) return { answer: askWhat('move', 'new time', context.text, context.now) };
  const newDay = findDate(parts.to, context.now)?.date;
  // With no day before the "to", the appointment may be on any coming day, not only the new one.
  const oldDay = findDate(parts.from, context.now)?.date;
  const oldTime = findTimeOfBooked(parts.from);
  const id = findId(parts.from);
  const wanted = {
    id,
    time: oldTime && formatTime({ ...dateOf(context.now), ...oldTime }),
    // An id is not a title: its digits would cut it short ("your apt_" for apt_um2xsi), so the appointment's own
    // title names it.
    subject: id ? null : findSubject(parts.from),
  };
  const days = oldDay ? { date: formatDate(oldDay) } : comingDays(context.now);
  return { days, wanted, time, day: newDay ? formatDate(newDay) : null, minutes: findDuration(parts.to) };
}

// #region plan-move
/**
 * "move my haircut tomorrow to 4pm": list the day, find the appointment, book the new time with the same title and
 * length (booking checks that it is free), then cancel the old one (the person approves), and answer. Booking first
 * means a taken time, a "no", or a turn cut short never costs the person the appointment they had. Only a move by
 * less than the appointment's length, where the two overlap, has to cancel first: then it checks the new time before
 * cancelling, and puts the old time back if the new booking fails.
 */
export const movePlan: Plan = (turn, context) => {
  const request = readMove(context);
  if (!request || 'answer' in request) return request;
  const found = findAppointment(turn.records, request.days, request.wanted, 'move');
  if ('step' in found) return found.step;
  const day = request.day ?? found.appointment.start.slice(0, 10);
  const at = parseLocalDateTime(`${day}T00:00`) ?? context.now;
  const start = formatDateTime(atTime(at, request.time.hour, request.time.minute));
  return moveSteps(turn, found.appointment, start, request.wanted.subject, request.minutes);
};
// #endregion plan-move

/** One move under way: the appointment, where it goes, and how to name it to the person. */
interface Move {
  readonly records: TurnRecords['records'];
  readonly appointment: AppointmentView;
  readonly start: string;
  readonly name: string;
  readonly was: string;
  readonly keep: Record<string, unknown>;
}

/**
 * The steps that move one appointment to `start` (and make it `minutes` long, when given), from wherever this turn's
 * results have got to: check the new time, delete the old appointment, book the new one. Each step gives way to the
 * next (null) once its result is in.
 */
export function moveSteps(
  turn: TurnRecords,
  appointment: AppointmentView,
  start: string,
  subject: string | null,
  minutes: number | null = null,
): Step {
  const title = appointment.title && appointment.title.charAt(0).toLowerCase() + appointment.title.slice(1);
  const name = `your ${subject ?? title ?? 'appointment'}`;
  const was = describeRange(appointment.start, appointment.end);
  const length = minutes ?? durationOf(appointment);
  if (start === appointment.start && length === durationOf(appointment)) {
    return { answer: `${capital(name)} is already at ${describeTime(start)}.` };
  }
  const keep = { ...optional('title', appointment.title), ...optional('durationMinutes', length) };
  const move: Move = { records: turn.records, appointment, start, name, was, keep };
  if (!overlapsOld(appointment, start, length ?? 30)) return bookFirst(move) ?? cancelOld(move);
  return checkNewTime(move) ?? deleteOld(move) ?? bookNew(move);
}

function overlapsOld(appointment: AppointmentView, start: string, minutes: number): boolean {
  const from = parseLocalDateTime(start);
  const oldStart = parseLocalDateTime(appointment.start);
  const oldEnd = parseLocalDateTime(appointment.end);
  if (!from || !oldStart || !oldEnd) return false;
  return toMinutes(from) < toMinutes(oldEnd) && toMinutes(from) + minutes > toMinutes(oldStart);
}

/** Books the new time; a refusal is answered with the times the calendar offers, and nothing is cancelled. */
function bookFirst({ records, start, name, keep }: Move): Step | null {
  const book = call('scheduleAppointment', { start, ...keep });
  const booked = outcomeOf(records, book);
  if (booked.status !== 'done') return unfinished(book, booked, `book ${describeTime(start)}`);
  if (succeeded(booked.result)) return null;
  const why = textOf(booked.result, 'message') || `${describeTime(start)} is not free.`;
  return { answer: withOffer(`I did not move ${name}. ${why}`, stringsOf(booked.result.suggestions), MOVE_QUESTION) };
}

/** With the new time booked, cancels the old appointment and says how things stand. */
function cancelOld({ records, appointment, start, name, was, keep }: Move): Step {
  const booked = outcomeOf(records, call('scheduleAppointment', { start, ...keep }));
  const moved = booked.status === 'done' ? appointmentOf(booked.result.appointment) : null;
  const now = moved ? `${describeRange(moved.start, moved.end)} (${moved.id})` : describeTime(start);
  const remove = call('deleteAppointment', { id: appointment.id });
  const removed = outcomeOf(records, remove);
  if (removed.status === 'declined') {
    const undo = moved ? ` Say "cancel ${moved.id}" to undo the new one.` : '';
    return { answer: `You kept ${was}, so ${name} is now booked twice: ${was} and ${now}.${undo}` };
  }
  if (removed.status !== 'done') return unfinished(remove, removed, `cancel ${name} at ${was}`);
  if (!succeeded(removed.result)) {
    return { answer: `I booked ${now} but could not cancel ${was}: ${textOf(removed.result, 'message')}` };
  }
  return { answer: `Moved ${name} from ${was} to ${now.replace(/ \((apt_\w+)\)$/, ' (now $1)')}.` };
}

function checkNewTime({ records, appointment, start, name, keep }: Move): Step | null {
  const check = call('checkAvailability', { start, ...optional('durationMinutes', keep.durationMinutes) });
  const checked = outcomeOf(records, check);
  if (checked.status !== 'done') return unfinished(check, checked, `check ${describeTime(start)}`);
  const view = readCheck(checked.result);
  // The appointment being moved overlaps its own new time when it moves by less than its length: that is no conflict.
  const inTheWay = view.conflicts.filter((conflict) => conflict.id !== appointment.id);
  if (view.available || (view.reason === 'busy' && inTheWay.length === 0)) return null;
  const why = view.message || `${describeTime(start)} is not free.`;
  return { answer: withOffer(`I did not move ${name}. ${why}`, view.suggestions, MOVE_QUESTION) };
}

function deleteOld({ records, appointment, name, was }: Move): Step | null {
  const remove = call('deleteAppointment', { id: appointment.id });
  const removed = outcomeOf(records, remove);
  if (removed.status === 'declined') return { answer: `OK, nothing changed: ${name} stays at ${was}.` };
  if (removed.status !== 'done') return unfinished(remove, removed, `move ${name}`);
  return succeeded(removed.result) ? null : { answer: failure(`move ${name}`, textOf(removed.result, 'message')) };
}

/** Books the new time; if that fails after the delete, books the old time again so nothing is lost. */
function bookNew({ records, appointment, start, name, was, keep }: Move): Step {
  const book = call('scheduleAppointment', { start, ...keep });
  const booked = outcomeOf(records, book);
  if (booked.status === 'pending') return { calls: [book] };
  const moved = booked.status === 'done' ? appointmentOf(booked.result.appointment) : null;
  if (booked.status === 'done' && succeeded(booked.result) && moved) {
    return { answer: `Moved ${name} from ${was} to ${describeRange(moved.start, moved.end)} (now ${moved.id}).` };
  }
  const problem =
    booked.status === 'failed' ? booked.error : booked.status === 'done' ? textOf(booked.result, 'message') : '';
  const restore = call('scheduleAppointment', { start: appointment.start, ...keep });
  const restored = outcomeOf(records, restore);
  if (restored.status === 'pending') return { calls: [restore] };
  if (restored.status === 'done' && succeeded(restored.result)) {
    return { answer: `I could not book ${describeTime(start)}: ${problem} So I put ${name} back at ${was}.` };
  }
  return {
    answer: `I cancelled ${name} (${was}) but could not book ${describeTime(start)}: ${problem} Please book it again.`,
  };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
