import { dateOf, describeDate, formatDate, formatDateTime, parseLocalDate } from '@scheduling-agent/clock';
import { findDate } from './natural-dates.ts';
import { describeAppointment, describeDays, failure, listAnswer } from './planning-replies.ts';
import { type AppointmentView, appointmentsOf } from './planning-results.ts';
import { call, type Plan } from './planning-step.ts';
import { outcomeOf } from './planning-turn.ts';
import { type Days, findDays } from './planning-words.ts';

/** "when is my first appointment tomorrow?", "what's my first thing on Wednesday?". */
const FIRST = /^\s*(?:when|what)(?:'s| is)?\b.*\b(?:first|earliest) (?:appointment|appt|thing|booking|event|one)\b/i;
/** "what's my last appointment tomorrow?", "when is my final booking on Friday?". */
const LAST = /^\s*(?:when|what)(?:'s| is)?\b.*\b(?:last|latest|final) (?:appointment|appt|thing|booking|event|one)\b/i;
/** "what else have I got today?", "anything left for me today?", "what's the rest of my day?". */
const REST_OF_TODAY =
  /\b(?:what else|anything (?:else )?left|what'?s left|rest of (?:my |the )?(?:day|today)|still (?:on|to come))\b/i;
/** "which day is busiest this week?", "what's my busiest day next week?". */
const BUSIEST = /\bbusiest\b/i;

type Question = 'first' | 'last' | 'rest of today' | 'busiest';

/**
 * Questions the calendar answers with one list: the first or last appointment on a day, what is left today, the busiest day
 * of a week. Read only; nothing is changed, and the answer is taken from the list, never today's date alone.
 */
export const dayQuestionPlan: Plan = (turn, context) => {
  const question = questionOf(context.text);
  if (!question) return null;
  const today = dateOf(context.now);
  const days: Days =
    question === 'rest of today'
      ? { date: formatDate(today) }
      : question === 'busiest'
        ? findDays(/\bweek\b/i.test(context.text) ? context.text : `${context.text} this week`, today)[0]!
        : { date: formatDate(findDate(context.text, today)?.date ?? today) };
  const list = call('listAppointments', { ...days });
  const listed = outcomeOf(turn.records, list);
  if (listed.status === 'pending') return { calls: [list] };
  if (listed.status !== 'done') return { answer: failure(`look at ${describeDays(days)}`, 'the list failed.') };
  if (listed.result.ok === false) return { answer: listAnswer(list, listed.result) };
  const booked = appointmentsOf(listed.result.appointments).sort((a, b) => a.start.localeCompare(b.start));
  if (question === 'first' || question === 'last') return { answer: endAnswer(question, booked, days) };
  if (question === 'rest of today') return { answer: restAnswer(booked, formatDateTime(context.now)) };
  return { answer: busiestAnswer(booked, days) };
};

function questionOf(text: string): Question | null {
  if (BUSIEST.test(text)) return 'busiest';
  if (FIRST.test(text)) return 'first';
  if (LAST.test(text)) return 'last';
  if (REST_OF_TODAY.test(text) && /\btoday\b|\bday\b/i.test(text)) return 'rest of today';
  return null;
}

function endAnswer(which: 'first' | 'last', booked: readonly AppointmentView[], days: Days): string {
  const end = which === 'first' ? booked[0] : booked.at(-1);
  if (!end) return `Nothing is booked for ${describeDays(days)}.`;
  return `Your ${which} appointment on ${describeDays(days)}: ${describeAppointment(end)}.`;
}

function restAnswer(booked: readonly AppointmentView[], now: string): string {
  const left = booked.filter((appointment) => appointment.end > now);
  if (left.length === 0) return 'Nothing more is booked for today.';
  return `Still to come today (${left.length}):\n${left.map((item) => `- ${describeAppointment(item)}`).join('\n')}`;
}

function busiestAnswer(booked: readonly AppointmentView[], days: Days): string {
  const byDay = new Map<string, AppointmentView[]>();
  for (const item of booked) byDay.set(item.start.slice(0, 10), [...(byDay.get(item.start.slice(0, 10)) ?? []), item]);
  const most = Math.max(0, ...[...byDay.values()].map((items) => items.length));
  if (most === 0) return `Nothing is booked from ${describeDays(days)}.`;
  const busiest = [...byDay.entries()].filter(([, items]) => items.length === most);
  const names = busiest.map(([date]) => describeDate(parseLocalDate(date)!)).join(' and ');
  const lines = busiest.flatMap(([, items]) => items.map((item) => `- ${describeAppointment(item)}`));
  return `The busiest day from ${describeDays(days)}: ${names}, with ${most} appointment${most === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}
