import { addDays, dateOf, formatDate, formatDateTime, type LocalDate } from '@scheduling-agent/clock';
import { findDate, findTime } from './natural-dates.ts';
import { describeAppointment, describeDays, failure, listAnswer } from './planning-replies.ts';
import { type AppointmentView, appointmentsOf } from './planning-results.ts';
import { call, type Plan } from './planning-step.ts';
import { outcomeOf } from './planning-turn.ts';
import type { Days } from './planning-words.ts';
import { titleMatches } from './titles.ts';

/**
 * "when is my dentist appointment?", "when's the party", "what time is my haircut", "which day is the call with Alex?",
 * "is the dentist still on?".
 */
const NAME = String.raw`(?:(?:my|the|our)\s+)?([\p{L}][\p{L}\s-]*?)(?:\s+(?:appointment|appt|booking))?`;
/** Words that name no appointment when said without "my" or "the": "when is it?", "when is that?". */
const NO_NAME =
  /^(?:it|that|this|there|then|now|he|she|they|we|you|i|a|an|[a-z]+day|today|tonight|tomorrow|yesterday)$/i;
const WHEN_IS = new RegExp(
  String.raw`^\s*(?:(?:when(?:'s| is)|what time is|(?:what|which) day(?:'s| is))\s+${NAME}|is\s+${NAME}\s+still on)\s*\??\s*$`,
  'iu',
);

/**
 * A question about when a named appointment is: list the past year and the whole calendar ahead, and name the
 * appointments whose title fits (those to come, else the past ones, said to be past), or say none does. Read only;
 * nothing is changed.
 */
export const whenIsPlan: Plan = (turn, context) => {
  const match = WHEN_IS.exec(context.text);
  const subject = (match?.[1] ?? match?.[2])?.trim();
  // A day or time in it ("when is the party tomorrow") is a question this does not answer.
  if (!subject || NO_NAME.test(subject) || findDate(context.text, context.now) || findTime(context.text)) return null;
  const days = searchedDays(dateOf(context.now));
  const list = call('listAppointments', { ...days });
  const listed = outcomeOf(turn.records, list);
  if (listed.status === 'pending') return { calls: [list] };
  if (listed.status !== 'done') return { answer: failure(`look at ${describeDays(days)}`, 'the list failed.') };
  if (listed.result.ok === false) return { answer: listAnswer(list, listed.result) };
  const booked = appointmentsOf(listed.result.appointments).sort((a, b) => a.start.localeCompare(b.start));
  const found = booked.filter((item) => titleMatches(subject, item.title));
  if (found.length === 0) return { answer: noneFits(subject, booked, days) };
  const now = formatDateTime(context.now);
  const ahead = found.filter((item) => item.end > now);
  if (ahead.length > 0) return { answer: `Your ${subject}: ${ahead.map(describeAppointment).join('; ')}.` };
  return {
    answer: `Your ${subject} was ${found.map(describeAppointment).join('; ')}: that is past, and none is ahead.`,
  };
};

/**
 * The past year and the whole calendar ahead: the calendar takes no booking more than five years ahead, so six
 * years on holds every one. "The next two weeks" missed a meeting a month away and answered as if there were none.
 */
function searchedDays(today: LocalDate): Days {
  return { date: formatDate(addDays(today, -365)), endDate: formatDate(addDays(today, 6 * 366)) };
}

/** No title fits: a near one ("dentist checkup" when a Dentist is booked) is offered, else none is said plainly. */
function noneFits(subject: string, booked: readonly AppointmentView[], days: Days): string {
  const words = subject.toLowerCase().split(/\s+/);
  const near = booked.filter((item) =>
    (item.title ?? '')
      .toLowerCase()
      .split(/\s+/)
      .some((word) => words.includes(word)),
  );
  const examples = 'For example: "what do I have next week?" or "what\'s on my calendar tomorrow?".';
  if (near.length > 0) {
    return `Do you mean ${near.map(describeAppointment).join(' or ')}? Its title is not "${subject}". ${examples}`;
  }
  return `I found no "${subject}" in your calendar, from ${describeDays({ date: days.date })} on. ${examples}`;
}
