import {
  addDays,
  atTime,
  dateOf,
  formatDate,
  formatDateTime,
  type LocalDate,
  weekdayOf,
} from '@scheduling-agent/clock';
import { bareWhen } from './bare-when.ts';
import { answer, type Intent, type OfflineReply } from './intent.ts';
import { findDate, findLength, findTime } from './natural-dates.ts';
import type { OfflineContext } from './read-request.ts';
import { type Action, actionOf } from './request-frame.ts';
import { BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MANY_WORDS, MOVE_WORDS } from './request-words.ts';
import { findSubject, findTitle } from './titles.ts';
import { askWhat, type RequestKind } from './understood.ts';
import { unreadRequest } from './unread-request.ts';

/** A request for one tool: the action a model sends in Part 2. */
function toolCall(tool: string, parameters: Record<string, unknown>): OfflineReply {
  return { action: 'tool', tool, parameters };
}

/**
 * The date and time a sentence names, as the calendar's `2026-11-24T10:00`, or what is missing. With `needDay` (to
 * book or cancel) a time with no day is missing its day rather than taken as today.
 */
export function findDateTime(context: OfflineContext, needDay = false): { start: string } | { missing: string } {
  const found = findDate(context.text, context.now);
  const time = findTime(context.text);
  if (!found && !time) return { missing: 'day and time' };
  if (!time) return { missing: 'time' };
  if (!found && needDay) return { missing: 'day' };
  const day = found?.date ?? dateOf(context.now);
  return { start: formatDateTime(atTime(day, time.hour, time.minute)) };
}

const ask = (kind: RequestKind, what: string, context: OfflineContext) =>
  answer(askWhat(kind, what, context.text, context.now));

/** "what's on my calendar next Monday?", "show my appointments this week". */
const listRequest: Intent = {
  name: 'list-appointments',
  reply: (context) => {
    if (!context.tools.has('listAppointments') || !LIST_WORDS.test(context.text)) return null;
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

/**
 * "cancel my 10am tomorrow", "delete apt_x1y2z3". With one tool per message and no result back, a cancel by time
 * cannot check what is at that time first, so a request that names the appointment ("cancel the dentist at 2pm") or
 * several ("all my meetings") is answered with what to say instead: the id, or the time alone.
 */
const cancelRequest: Intent = {
  name: 'cancel-appointment',
  reply: (context) => {
    if (!context.tools.has('deleteAppointment') || !CANCEL_WORDS.test(context.text)) return null;
    const id = /\bapt_[a-z0-9]{6}\b/i.exec(context.text)?.[0];
    if (id) return toolCall('deleteAppointment', { id: id.toLowerCase() });
    if (MANY_WORDS.test(context.text) || /\b(appointments|meetings)\b/i.test(context.text)) {
      return answer(
        'Here I run one tool per message, so I cancel one appointment at a time and cannot pick them out for you. ' +
          'Ask "what\'s on my calendar tomorrow?", then cancel each one by its id ("cancel apt_x1y2z3").',
      );
    }
    const subject = findSubject(context.text);
    if (subject) {
      return answer(
        `Here I run one tool per message, so I cannot check which appointment is the ${subject} before cancelling. ` +
          'Cancel it by its id (ask "what\'s on my calendar …?" to see the ids), or by its start time alone ("cancel my 2pm tomorrow").',
      );
    }
    const when = findDateTime(context, true);
    return 'start' in when
      ? toolCall('deleteAppointment', { start: when.start })
      : ask('cancel', when.missing, context);
  },
};

/** "move my haircut to 4pm": two tools (book the new time, then cancel the old one), one message each here. */
const moveRequest: Intent = {
  name: 'move-appointment',
  reply: (context) =>
    MOVE_WORDS.test(context.text) && context.tools.has('scheduleAppointment')
      ? answer(
          'Moving takes two tools, and here I run one per message: first book the new time ("book a haircut ' +
            'tomorrow at 4pm"), then cancel the old one ("cancel my 2pm tomorrow").',
        )
      : null,
};

/** "book a dentist appointment tomorrow at 10am for an hour", "add lunch with Sam to my calendar on Friday at 1". */
const bookRequest: Intent = {
  name: 'book-appointment',
  reply: (context) => {
    if (!context.tools.has('scheduleAppointment') || !BOOK_WORDS.test(context.text)) return null;
    const when = findDateTime(context, true);
    if (!('start' in when)) return ask('book', when.missing, context);
    // One tool per turn and no results back: the best Part 2 can do with "if it is free" is check.
    if (
      /\bif (it'?s|it is|that'?s|that is) (free|available|open)\b/i.test(context.text) &&
      context.tools.has('checkAvailability')
    ) {
      return toolCall('checkAvailability', withDuration({ start: when.start }, context.text));
    }
    const title = findTitle(context.text);
    return toolCall(
      'scheduleAppointment',
      withDuration({ start: when.start, ...(title ? { title } : {}) }, context.text),
    );
  },
};

/** "is tomorrow at 10am free?", "can I get a slot at 3pm on Friday?". */
const checkRequest: Intent = {
  name: 'check-availability',
  reply: (context) => {
    if (!context.tools.has('checkAvailability') || !CHECK_WORDS.test(context.text)) return null;
    const when = findDateTime(context);
    if (!('start' in when)) return ask('check', when.missing, context);
    return toolCall('checkAvailability', withDuration({ start: when.start }, context.text));
  },
};

function withDuration(parameters: Record<string, unknown>, text: string): Record<string, unknown> {
  const minutes = findLength(text);
  return minutes !== null ? { ...parameters, durationMinutes: minutes } : parameters;
}

/** An intent tried only when the request asks for this change (null: none), read with its titles left out. */
function only(action: Action | null, intent: Intent): Intent {
  return { name: intent.name, reply: (context) => (actionOf(context.text) === action ? intent.reply(context) : null) };
}

/** Part 2's offline vocabulary: one tool call per request, in everyday English. */
export const toolIntents: readonly Intent[] = [
  unreadRequest,
  only('move', moveRequest),
  only('cancel', cancelRequest),
  only('book', bookRequest),
  only(null, checkRequest),
  only(null, listRequest),
  bareWhen,
];
