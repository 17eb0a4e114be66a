import { findDate } from './natural-dates.ts';
import { bookPlan } from './planning-book.ts';
import { cancelPlan } from './planning-cancel.ts';
import { movePlan } from './planning-move.ts';
import { succeeded } from './planning-results.ts';
import type { Plan, Step } from './planning-step.ts';
import type { PlanningTurn } from './planning-turn.ts';
import { type Action, actionOf } from './request-frame.ts';
import { morningOrEvening } from './times.ts';
import { findTitle } from './titles.ts';
import { doubtAbout } from './unread-request.ts';

/** Where a line joins two requests: "…, then …", "… and then …", "… and cancel …", "…; book …". */
const JOIN =
  /^(.+?)(?:,?\s+and then\s+|,\s*then\s+|\s*;\s*(?=(?:book|cancel|move|reschedule|delete|add|schedule)\b)|,?\s+and\s+(?=(?:book|cancel|move|reschedule|delete|add|schedule)\b))(.+)$/i;
/**
 * "book gym tue 8am and yoga wed 8am": a booking that ends on its time, then "and" and a second booking with no verb of
 * its own. Only a first half ending on a time is split there, so "lunch with Sam and Alex" stays one title.
 */
const BOOKING_AND_BOOKING =
  /^(.+?\b(?:\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m|\d{1,2}:\d{2}|noon|midday))\s*,?\s+and\s+(.+)$/i;
const PLANS: Readonly<Partial<Record<Action, Plan>>> = { book: bookPlan, cancel: cancelPlan, move: movePlan };
const CHANGES = new Set(['scheduleAppointment', 'deleteAppointment']);

/**
 * Two requests in one line ("book gym tomorrow at 7pm and cancel the haircut tomorrow"), done one after the other
 * when each is read whole on its own: one change each, each with its own day, nothing unread, no hedge. The second is
 * started only once the first has changed the calendar; otherwise the answer says it was not. A line that does not
 * split that way is left to the other plans, which ask about it.
 */
export const twoRequestsPlan: Plan = (turn, context) => {
  const requests = splitRequests(context.text);
  if (!requests) return null;
  // Both halves are read before either is done, so the first is never done beside a second that would be asked.
  // A booking must name what it is for on its own: "… and book it for tomorrow" leans on the other half to say it.
  // One whose hour could be morning or evening ("… and physio thurs at 9") is asked about before either is booked.
  const readable = (request: string) =>
    PLANS[actionOf(request) as Action] &&
    !doubtAbout(request, context.now) &&
    (actionOf(request) !== 'book' || (findTitle(request) !== null && !morningOrEvening(request)));
  // Each half names its own day: "cancel the party" beside a booking could mean any party, so the line is asked.
  if (!requests.every((request) => readable(request) && findDate(request, context.now))) return null;
  const answers: string[] = [];
  for (const [index, request] of requests.entries()) {
    const plan = PLANS[actionOf(request) as Action]!;
    const step: Step | null = plan({ ...turn, request } satisfies PlanningTurn, { ...context, text: request });
    // Once the first is done, the second is never dropped in silence: the answer says it was not done.
    if (!step)
      return index === 0
        ? null
        : { answer: `${answers[0]}\nI could not read "${request}" on its own, so I have not done it.` };
    if ('calls' in step) return step;
    answers.push(step.answer);
    if (index === 0 && !changedTheCalendar(turn)) {
      return { answer: `${step.answer}\nSo I have not gone on to "${requests[1]}".` };
    }
  }
  return { answer: answers.join('\n') };
};

/** The two requests of a line, the second given the first's verb when it has none ("…, then a swim at 6pm"). */
function splitRequests(text: string): readonly [string, string] | null {
  const bookings = BOOKING_AND_BOOKING.exec(text.trim());
  const match = JOIN.exec(text.trim()) ?? (bookings && actionOf(bookings[1]!) === 'book' ? bookings : null);
  // "cancel the haircut and book a massage instead": one change in place of another, which the line does not say.
  if (!match || /\binstead\b/i.test(text)) return null;
  const first = match[1]!.trim();
  let second = match[2]!.trim().replace(/[.!]+$/, '');
  const action = actionOf(first);
  if (!action || action === 'several') return null;
  if (!actionOf(second)) second = `${/^\s*(\S+)/.exec(first)![1]} ${second}`;
  const again = actionOf(second);
  return again && again !== 'several' ? [first, second] : null;
}

function changedTheCalendar(turn: PlanningTurn): boolean {
  return turn.records.some(
    (record) => CHANGES.has(record.tool) && record.result !== undefined && succeeded(record.result),
  );
}
