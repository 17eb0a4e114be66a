import type { LocalDateTime } from '@scheduling-agent/clock';
import { findDate, findTime } from './natural-dates.ts';
import { type AppointmentView, appointmentOf, appointmentsOf, succeeded } from './planning-results.ts';
import type { TurnRecords } from './planning-turn.ts';
import { changedBooking } from './second-changes.ts';

/** "wait, no", "actually", "sorry": words that only say the person is correcting what they said just before. */
const CORRECTING = String.raw`^(?:(?:actually|sorry|oops|oh|wait|no|nope|hmm|um|ok|okay)\b[,\s]*)*`;
/** "no", "nope", "nah" somewhere in the correcting words: what turns "leave it" from "keep it" into "take it back". */
const SAYING_NO = String.raw`^(?=(?:(?:actually|sorry|oops|oh|wait|hmm|um|ok|okay)\b[,\s]*)*(?:no|nope|nah)\b)`;
const FORGET = new RegExp(
  String.raw`${CORRECTING}(?:forget (?:it|that)|scrap that|scratch that|undo that)\s*[.!]*$|` +
    // "leave it" and "never mind" alone may as well mean "leave it as it is": only after a "no" do they take it back.
    String.raw`${SAYING_NO}${CORRECTING}(?:leave it|never ?mind)\s*[.!]*$`,
  'i',
);
/** "no wait, keep it" after a cancel the person said no to: nothing to undo, the appointment is still there. */
const KEEP_IT = new RegExp(String.raw`${CORRECTING}(?:keep it|leave it|never ?mind)\s*[.!]*$`, 'i');
/** "make it 1:30", and "sorry I meant 10", "I mean 5pm": a new time or day for what was just booked. */
const MAKE_IT = new RegExp(
  String.raw`${CORRECTING}(?:make it|i meant|i mean|meant)\s+(.+?)(?:\s+instead)?\s*[.!]*$`,
  'i',
);
const MIDDLE = /^\s*(cancel|delete|remove|scrap|drop)\s+the\s+middle(?:\s+one)?(?:\s+(?:please|pls))?\s*[.!]*$/i;

/**
 * A second message that points at what the turn before did or showed, read as the request it stands for: "wait no,
 * forget it" or "actually no, leave it" right after a booking is "cancel <its id>", "actually make it 1:30" or "sorry
 * I meant 10" is "move <its id> to 1:30", "no wait, keep it" after a cancel the person said no to is "don't cancel
 * <its id>", and "cancel the middle one" right after a list of three appointments is "cancel <the second's id>". The request is then
 * read as any other (a delete is still put to the person first). Null when the message is not one of these, or the
 * turn before did not leave exactly one thing to point at.
 */
export function pointedBack(before: TurnRecords, said: string, now: LocalDateTime): string | null {
  const booked = onlyBooking(before);
  if (booked && FORGET.test(said)) return `cancel ${booked.id}`;
  // Read as "don't cancel the gym", so the answer says what was understood and that nothing was changed.
  const kept = onlyDeclinedCancel(before);
  if (kept && KEEP_IT.test(said)) return `don't cancel the ${kept}`;
  const changed = booked && changedBooking(booked, said, now);
  if (changed) return changed;
  const to = MAKE_IT.exec(said)?.[1];
  if (booked && to) return madeIt(booked, to, now);
  const middle = MIDDLE.exec(said)?.[1];
  const listed = onlyList(before);
  if (middle && listed?.length === 3) return `${middle.toLowerCase()} ${listed[1]!.id}`;
  return null;
}

/**
 * The id of the one appointment the turn before booked, when it booked exactly one and changed nothing else: "it"
 * and "that" can then mean nothing but that booking. A turn that also cancelled or moved something, or booked two,
 * leaves "it" open.
 */
function onlyBooking(before: TurnRecords): AppointmentView | null {
  const changes = before.records.filter(
    (record) => record.tool === 'deleteAppointment' || record.tool === 'scheduleAppointment',
  );
  const [only] = changes;
  if (changes.length !== 1 || only?.tool !== 'scheduleAppointment' || !only.result || !succeeded(only.result)) {
    return null;
  }
  return appointmentOf(only.result.appointment);
}

/**
 * The title of the one appointment the turn before was asked to cancel and the person said no to at the approval
 * question, as the list before it showed it: "no wait, keep it" then agrees with what already happened. A cancel that
 * went through is not this: the appointment is gone, and saying it was kept would be untrue.
 */
function onlyDeclinedCancel(before: TurnRecords): string | null {
  const deletes = before.records.filter((record) => record.tool === 'deleteAppointment');
  const [only] = deletes;
  if (deletes.length !== 1 || !only?.declined) return null;
  const listed = before.records.flatMap((record) =>
    record.tool === 'listAppointments' && record.result ? appointmentsOf(record.result.appointments) : [],
  );
  return listed.find((appointment) => appointment.id === only.parameters.id)?.title?.toLowerCase() ?? null;
}

/**
 * "make it 4", "make it 1:30", "make it saturday" said of the booking just made, as a move of it. A bare hour is read
 * as "at 4" is in a booking, since it can only be the booking's new hour; a day alone keeps the booking's own time,
 * the one thing the person did not correct. Null when it names neither a day nor a time ("make it an hour").
 */
function madeIt(booked: AppointmentView, to: string, now: LocalDateTime): string | null {
  const when = /^\d{1,2}(?:[:.]\d{2})?$/.test(to) ? `at ${to}` : to;
  if (findTime(when)) return `move ${booked.id} to ${when}`;
  if (!findDate(when, now)) return null;
  return `move ${booked.id} to ${when} at ${booked.start.slice(11, 16)}`;
}

/**
 * The appointments the turn before listed, in order of start, when it only listed once: "the middle one" of three is
 * then the second the person was shown. Two or four have no middle one, and a turn that did more than list leaves it
 * open, so those are read as said (and asked about).
 */
function onlyList(before: TurnRecords): AppointmentView[] | null {
  const [only] = before.records;
  if (before.records.length !== 1 || only?.tool !== 'listAppointments' || !only.result) return null;
  if (only.result.ok === false) return null;
  return appointmentsOf(only.result.appointments).sort((first, second) => first.start.localeCompare(second.start));
}
