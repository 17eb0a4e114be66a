import { formatDate } from '@scheduling-agent/clock';
import { clearingQuestion, clearsSeveral } from './clearing-confirmed.ts';
import { findDate } from './natural-dates.ts';
import { findDayPart } from './part-of-day.ts';
import { describeAppointment, describeDays, failure, listAnswer } from './planning-replies.ts';
import { type AppointmentView, appointmentsOf } from './planning-results.ts';
import { call, type Plan } from './planning-step.ts';
import { outcomeOf, type PlannedCall, type PlanningTurn } from './planning-turn.ts';
import { type Days, findDays, matching } from './planning-words.ts';
import { findSubject } from './titles.ts';

/** "both", "the two" before the word for appointments. */
const COUNTED = /^(?:both|(?:the )?two|(?:the )?2)$/i;
/** "all my stuff", "all my things", "all my plans": every appointment, not a title. */
const ANYTHING = /^(?:stuff|things|plans)$/i;

/**
 * "cancel all my appointments after 3 pm", "clear my Friday afternoon", "cancel my meetings tomorrow": list the day,
 * pick every appointment the request describes (title words, part of the day), and cancel each by its id. More than
 * one is first asked about once, by name; after a "yes" the calls go out together and the loop asks the person about
 * each one. With no day named and nothing to narrow it down, it asks which day rather than reach into the whole
 * calendar.
 */
export const cancelManyPlan: Plan = (turn, context) => {
  const { text, now } = context;
  if (!clearsSeveral(text)) return null;
  if (/\bweeks?\b/i.test(text)) {
    return {
      answer:
        'I clear one day at a time, so I have not changed anything. Which day? For example: "cancel all my appointments tomorrow".',
    };
  }
  const part = findDayPart(text);
  const named = findDate(text, now);
  if (!named && !part && !/\b(this|next) week\b/i.test(text)) {
    return { answer: 'Which day should I clear? For example: "cancel all my appointments tomorrow".' };
  }
  const days: Days = named || part ? { date: formatDate(named?.date ?? now) } : findDays(text, now)[0]!;
  if (turn.clearing === 'no') return { answer: `OK, I have not cancelled anything on ${describeDays(days)}.` };
  const list = call('listAppointments', { ...days });
  const listed = outcomeOf(turn.records, list);
  if (listed.status === 'pending') return { calls: [list] };
  if (listed.status !== 'done') return { answer: failure(`look at ${describeDays(days)}`, 'the list failed.') };
  if (listed.result.ok === false) return { answer: listAnswer(list, listed.result) };
  const said = findSubject(text);
  // "both", "the two": a count of the day's appointments, not a title; acted on only when the count is right.
  const counted = said && COUNTED.exec(said);
  const subject = counted || (said && ANYTHING.test(said)) ? null : said;
  const booked = appointmentsOf(listed.result.appointments);
  const chosen = matching(booked, { id: null, time: null, subject, part });
  if (counted && chosen.length !== 2) {
    const have =
      chosen.length > 0
        ? `You have ${chosen.length}: ${chosen.map(describeAppointment).join('; ')}.`
        : 'Nothing is booked then.';
    return {
      answer: `I understood: cancel two appointments on ${describeDays(days)}. ${have} So I have not changed anything. I act on requests such as "cancel everything on ${describeDays(days)}" or "cancel the haircut tomorrow".`,
    };
  }
  if (chosen.length === 0) {
    return { answer: noneFits(`${subject ?? 'appointments'}${part ? ` ${part.words}` : ''}`, days, booked) };
  }
  // Several at once are asked about once, by name, before the loop puts each to the person; a "yes" counts only for
  // the same appointments the question named (the turn before listed the same days). "both", with two there, has
  // already said what the question would ask: all two of them.
  const confirmed = counted || (turn.clearing === 'yes' && sameAsAsked(turn, list, subject, part, chosen));
  if (chosen.length > 1 && !confirmed) {
    return { answer: clearingQuestion(describeDays(days), chosen, describeAppointment) };
  }
  const deletes = chosen.map((appointment) => call('deleteAppointment', { id: appointment.id }));
  const outcomes = deletes.map((remove) => outcomeOf(turn.records, remove));
  const pending = deletes.filter((_, index) => outcomes[index]!.status === 'pending');
  if (pending.length > 0) return { calls: pending };
  const lines = chosen.map((appointment, index) => {
    const outcome = outcomes[index]!;
    const name = describeAppointment(appointment);
    if (outcome.status === 'declined') return `- kept ${name} (you said no)`;
    if (outcome.status === 'failed') return `- could not cancel ${name}: ${outcome.error}`;
    return outcome.status === 'done' && outcome.result.ok === false
      ? `- could not cancel ${name}`
      : `- cancelled ${name}`;
  });
  return { answer: [`Done with ${describeDays(days)}:`, ...lines].join('\n') };
};

/**
 * Nothing on the day fits what was said: what is booked then instead, never a bare "nothing to cancel", since the
 * request may have named those appointments in other words.
 */
function noneFits(what: string, days: Days, booked: readonly AppointmentView[]): string {
  const there =
    booked.length > 0
      ? ` You have: ${booked.map(describeAppointment).join('; ')}. So I have not changed anything.`
      : ' Nothing is booked then.';
  return `I found no ${what} on ${describeDays(days)}.${there}`;
}

/** True when the turn before, which asked, listed the same days and found the same appointments. */
function sameAsAsked(
  turn: PlanningTurn,
  list: PlannedCall,
  subject: string | null,
  part: ReturnType<typeof findDayPart>,
  chosen: readonly AppointmentView[],
): boolean {
  const before = turn.previous ? outcomeOf(turn.previous.records, list) : null;
  if (before?.status !== 'done' || before.result.ok === false) return false;
  const asked = matching(appointmentsOf(before.result.appointments), { id: null, time: null, subject, part });
  return asked.map((item) => item.id).join() === chosen.map((item) => item.id).join();
}
