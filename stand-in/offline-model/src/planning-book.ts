import { formatDate } from '@scheduling-agent/clock';
import { findDate, findLength } from './natural-dates.ts';
import { listStep } from './planning-cancel.ts';
import { describeTime, failure, withOffer } from './planning-replies.ts';
import { appointmentOf, readCheck, succeeded, textOf } from './planning-results.ts';
import { call, optional, type Plan, type Step, unfinished } from './planning-step.ts';
import { outcomeOf, type TurnRecords } from './planning-turn.ts';
import { findStarts } from './planning-words.ts';
import { BOOK_WORDS, CHECK_WORDS } from './request-words.ts';
import { findTitle } from './titles.ts';
import { findDateTime } from './tool-intents.ts';
import { askWhat } from './understood.ts';

/** The question that ends an answer offering free times. */
const OFFER_QUESTION = 'Shall I book one of those?';

// #region plan-book
/**
 * "book a haircut tomorrow at 2pm": check the time first; if it is free, book it and answer from the booking; if not,
 * say why and offer the free times nearby, without booking.
 */
export const bookPlan: Plan = (turn, context) => {
  if (!BOOK_WORDS.test(context.text)) return null;
  const when = findDateTime(context, true);
  if (!('start' in when)) return { answer: askWhat('book', when.missing, context.text, context.now) };
  const duration = optional('durationMinutes', findLength(context.text));
  const check = call('checkAvailability', { start: when.start, ...duration });
  const checked = outcomeOf(turn.records, check);
  if (checked.status !== 'done') return unfinished(check, checked, 'check whether that time is free');
  const view = readCheck(checked.result);
  if (!view.available) {
    const why = view.message || `${describeTime(when.start)} is not free.`;
    return { answer: withOffer(`I did not book it. ${why}`, view.suggestions, OFFER_QUESTION) };
  }
  const book = call('scheduleAppointment', {
    start: when.start,
    ...optional('title', findTitle(context.text)),
    ...duration,
  });
  return bookStep(turn, book.parameters);
};
// #endregion plan-book

/** Books with these parameters (unless already done this turn) and answers from the result. */
export function bookStep(turn: TurnRecords, parameters: Record<string, unknown>): Step {
  const book = call('scheduleAppointment', parameters);
  const booked = outcomeOf(turn.records, book);
  if (booked.status !== 'done') return unfinished(book, booked, 'book it');
  return { answer: bookedAnswer(booked.result) };
}

function bookedAnswer(result: Readonly<Record<string, unknown>>): string {
  const message = textOf(result, 'message');
  const appointment = appointmentOf(result.appointment);
  if (succeeded(result) && appointment) return message || `Booked ${describeTime(appointment.start)}.`;
  const suggestions = readCheck(result).suggestions;
  return withOffer(failure('book it', message || 'the calendar refused.'), suggestions, OFFER_QUESTION);
}

// #region plan-check
/**
 * "is tomorrow at 10am free?": one check per time named ("is 10am or 2pm tomorrow free?" checks both at once, since
 * the checks do not depend on each other), then one answer covering them all.
 */
export const checkPlan: Plan = (turn, context) => {
  if (!CHECK_WORDS.test(context.text)) return null;
  const starts = findStarts(context.text, context.now);
  if (starts.length === 0) {
    // "when am I free on Friday?": with a day and no time, what is booked that day answers it.
    const named = findDate(context.text, context.now);
    if (named) return listStep(turn, [{ date: formatDate(named.date) }]);
    return { answer: askWhat('check', 'day and time', context.text, context.now) };
  }
  const duration = optional('durationMinutes', findLength(context.text));
  const checks = starts.map((start) => call('checkAvailability', { start, ...duration }));
  const outcomes = checks.map((check) => outcomeOf(turn.records, check));
  const pending = checks.filter((_, index) => outcomes[index]!.status === 'pending');
  if (pending.length > 0) return { calls: pending };
  const views = outcomes.map((outcome) => (outcome.status === 'done' ? readCheck(outcome.result) : null));
  const lines = outcomes.map((outcome, index) => {
    const view = views[index];
    const at = describeTime(starts[index]!);
    if (!view) return failure(`check ${at}`, outcome.status === 'failed' ? outcome.error : 'it was not run.');
    return view.message || `${at} is ${view.available ? 'free' : 'not free'}.`;
  });
  const view = views[0];
  if (starts.length > 1 || !view) return { answer: lines.join('\n') };
  // "is 2pm taken?" asks the opposite of "is 2pm free?": the yes or no answers the question as put.
  const [taken, free] = /\btaken\b/i.test(context.text) ? ['Yes', 'No'] : ['No', 'Yes'];
  if (!view.available) return { answer: withOffer(`${taken}. ${lines[0]}`, view.suggestions, OFFER_QUESTION) };
  return { answer: `${free}. ${lines[0]} Shall I book it?` };
};
// #endregion plan-check
