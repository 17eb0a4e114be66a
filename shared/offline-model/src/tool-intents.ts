import {
  addDays,
  atTime,
  dateOf,
  formatDate,
  formatDateTime,
  type LocalDate,
  weekdayOf,
} from '@scheduling-agent/clock';
import { answer, type Intent, type OfflineReply } from './intent.ts';
import { findDate, findDuration, findTime } from './natural-dates.ts';
import type { OfflineContext } from './read-request.ts';

/** A request for one tool: the action a model sends in Part 2. */
export function toolCall(tool: string, parameters: Record<string, unknown>): OfflineReply {
  return { action: 'tool', tool, parameters };
}

/** The date and time a sentence names, as the calendar's `2026-11-24T10:00`, or what is missing. */
export function findDateTime(context: OfflineContext): { date: string } | { missing: string } {
  const found = findDate(context.text, context.now);
  const time = findTime(context.text);
  if (!found && !time) return { missing: 'day and time' };
  if (!time) return { missing: 'time' };
  const day = found?.date ?? dateOf(context.now);
  return { date: formatDateTime(atTime(day, time.hour, time.minute)) };
}

const ask = (what: string, example: string) => answer(`What ${what}? For example: "${example}".`);

/** "what's on my calendar next Monday?", "show my appointments this week". */
export const listRequest: Intent = {
  name: 'list-appointments',
  reply: (context) => {
    if (!context.tools.has('listAppointments')) return null;
    if (
      !/\b(what'?s on|what is on|what do i have|show|list|agenda|my calendar|my schedule|booked|appointments)\b/i.test(
        context.text,
      )
    )
      return null;
    if (/\b(book|schedule|cancel|delete|free|available)\b/i.test(context.text)) return null;
    const week = /\b(this|next) week\b/i.exec(context.text);
    if (week) return toolCall('listAppointments', weekRange(context.now, week[1]!.toLowerCase() === 'next'));
    const found = findDate(context.text, context.now);
    return toolCall('listAppointments', { date: formatDate(found?.date ?? context.now) });
  },
};

function weekRange(today: LocalDate, next: boolean): { date: string; endDate: string } {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7) + (next ? 7 : 0));
  return { date: formatDate(next ? monday : today), endDate: formatDate(addDays(monday, 6)) };
}

/** "cancel my 10am tomorrow", "delete apt_x1y2z3". */
export const cancelRequest: Intent = {
  name: 'cancel-appointment',
  reply: (context) => {
    if (!context.tools.has('deleteAppointment') || !/\b(cancel|delete|remove|drop|call off)\b/i.test(context.text))
      return null;
    const id = /\bapt_[a-z0-9]{6}\b/i.exec(context.text)?.[0];
    if (id) return toolCall('deleteAppointment', { id: id.toLowerCase() });
    const when = findDateTime(context);
    return 'date' in when
      ? toolCall('deleteAppointment', { date: when.date })
      : ask(when.missing, 'cancel my 10am tomorrow');
  },
};

/** "book a dentist appointment tomorrow at 10am for an hour". */
export const bookRequest: Intent = {
  name: 'book-appointment',
  reply: (context) => {
    if (
      !context.tools.has('scheduleAppointment') ||
      !/\b(book|schedule|reserve|make an appointment|set up)\b/i.test(context.text)
    ) {
      return null;
    }
    const when = findDateTime(context);
    if (!('date' in when)) return ask(when.missing, 'book a haircut tomorrow at 2pm');
    // One tool per turn and no results back: the best Part 2 can do with "if it is free" is check.
    if (
      /\bif (it'?s|it is|that'?s|that is) (free|available|open)\b/i.test(context.text) &&
      context.tools.has('checkAvailability')
    ) {
      return toolCall('checkAvailability', withDuration({ date: when.date }, context.text));
    }
    const title = findTitle(context.text);
    return toolCall(
      'scheduleAppointment',
      withDuration({ date: when.date, ...(title ? { title } : {}) }, context.text),
    );
  },
};

/** "is tomorrow at 10am free?", "can I get a slot at 3pm on Friday?". */
export const checkRequest: Intent = {
  name: 'check-availability',
  reply: (context) => {
    if (!context.tools.has('checkAvailability')) return null;
    if (!/\b(free|available|availability|open|slot|can i (get|have|come))\b/i.test(context.text)) return null;
    const when = findDateTime(context);
    if (!('date' in when)) return ask(when.missing, 'is tomorrow at 10am free?');
    return toolCall('checkAvailability', withDuration({ date: when.date }, context.text));
  },
};

function withDuration(parameters: Record<string, unknown>, text: string): Record<string, unknown> {
  const minutes = findDuration(text);
  return minutes ? { ...parameters, durationMinutes: minutes } : parameters;
}

/**
 * What the appointment is for, from the words between "book" and the date: "book a dentist appointment tomorrow"
 * gives "Dentist", "schedule a call with Sam on Friday" gives "Call with Sam". Null when there are none.
 */
export function findTitle(text: string): string | null {
  const match =
    /\b(?:book|schedule|reserve|set up)\s+(?:me\s+)?(?:in\s+)?(?:for\s+)?(?:(?:a|an|my|the)\s+)?(.*?)\s*(?=\b(?:tomorrow|today|tonight|on|at|for|next|this|in|from|the day)\b|\d|$)/i.exec(
      text,
    );
  const words = match?.[1]
    ?.replace(/\b(appointment|slot|booking)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words || /^(it|one|something|time)$/i.test(words)) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Part 2's offline vocabulary: one tool call per request, in everyday English. */
export const toolIntents: readonly Intent[] = [cancelRequest, bookRequest, listRequest, checkRequest];
