import {
  addDays,
  dateOf,
  describeDate,
  formatDate,
  formatDateTime,
  type LocalDate,
  parseLocalDate,
} from '@scheduling-agent/clock';
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
/** "what else have I got today?", "anything left for me today?", "what have I got left this month?". */
const REST_OF =
  /\b(?:what else|anything (?:else )?left|what'?s left|(?:got|have (?:i|we)) left|rest of (?:my |the )?(?:day|today|month)|still (?:on|to come))\b/i;
/** "which day is busiest this week?", "what's my busiest day next week?". */
const BUSIEST = /\bbusiest\b/i;

type Question = 'first' | 'last' | 'rest of today' | 'rest of the month' | 'busiest';

/**
 * Questions the calendar answers with one list: the first or last appointment on a day, what is left today, the busiest day
 * of a week. Read only; nothing is changed, and the answer is taken from the list, never today's date alone.
 */
export const dayQuestionPlan: Plan = (turn, context) => {
  const question = questionOf(context.text);
  if (!question) return null;
  const today = dateOf(context.now);
  const days = daysOf(question, context.text, today);
  const list = call('listAppointments', { ...days });
  const listed = outcomeOf(turn.records, list);
  if (listed.status === 'pending') return { calls: [list] };
  if (listed.status !== 'done') return { answer: failure(`look at ${describeDays(days)}`, 'the list failed.') };
  if (listed.result.ok === false) return { answer: listAnswer(list, listed.result) };
  const booked = appointmentsOf(listed.result.appointments).sort((a, b) => a.start.localeCompare(b.start));
  if (question === 'first' || question === 'last') return { answer: endAnswer(question, booked, days) };
  if (question === 'rest of today' || question === 'rest of the month') {
    return { answer: restAnswer(booked, formatDateTime(context.now), question === 'rest of today' ? 'today' : days) };
  }
  return { answer: busiestAnswer(booked, days) };
};

/** The days a question is about: today, the rest of this month, the week asked about, or the day named. */
function daysOf(question: Question, text: string, today: LocalDate): Days {
  if (question === 'rest of today') return { date: formatDate(today) };
  if (question === 'rest of the month') return { date: formatDate(today), endDate: formatDate(lastDayOfMonth(today)) };
  if (question === 'busiest') return findDays(/\bweek\b/i.test(text) ? text : `${text} this week`, today)[0]!;
  return { date: formatDate(findDate(text, today)?.date ?? today) };
}

function questionOf(text: string): Question | null {
  if (BUSIEST.test(text)) return 'busiest';
  if (FIRST.test(text)) return 'first';
  if (LAST.test(text)) return 'last';
  if (REST_OF.test(text) && /\btoday\b|\bday\b/i.test(text)) return 'rest of today';
  if (asksRestOfMonth(text)) return 'rest of the month';
  return null;
}

/** "this month" in "what have I got left this month?": read here as today to the month's last day, so never asked about. */
export const THIS_MONTH = /\b(?:this|the) month\b/i;

/**
 * True for "what have I got left this month?", "anything left this month": what is still to come this month. Only this
 * month: "left next month" or "in December" is not a question about what is left of now.
 */
export function asksRestOfMonth(text: string): boolean {
  return REST_OF.test(text) && THIS_MONTH.test(text) && !/\bnext month\b/i.test(text);
}

function endAnswer(which: 'first' | 'last', booked: readonly AppointmentView[], days: Days): string {
  const end = which === 'first' ? booked[0] : booked.at(-1);
  if (!end) return `Nothing is booked for ${describeDays(days)}.`;
  return `Your ${which} appointment on ${describeDays(days)}: ${describeAppointment(end)}.`;
}

/**
 * What is still to come of the days listed: appointments already over are left out. On the month's last day the rest
 * of the month is the rest of today, so tomorrow's appointments (next month's) are never listed as left this month.
 */
function restAnswer(booked: readonly AppointmentView[], now: string, of: 'today' | Days): string {
  const left = booked.filter((appointment) => appointment.end > now);
  const span = of === 'today' ? 'today' : `this month (${describeDays(of)})`;
  if (left.length === 0) return `Nothing more is booked for ${span}.`;
  return `Still to come ${span} (${left.length}):\n${left.map((item) => `- ${describeAppointment(item)}`).join('\n')}`;
}

/** The month's last day: the day before the first of the next month. */
function lastDayOfMonth(today: LocalDate): LocalDate {
  let day = today;
  while (addDays(day, 1).month === today.month) day = addDays(day, 1);
  return day;
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
