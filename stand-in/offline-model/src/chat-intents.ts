import { dateOf, describeDate, formatTime, toMinutes } from '@scheduling-agent/clock';
import { answer, type Intent } from './intent.ts';
import { findDate, findTime } from './natural-dates.ts';
import type { OfflineContext } from './read-request.ts';
import { smallTalk } from './small-talk.ts';
import { findUnreadPart, nextWeekdayReadings } from './unread-part.ts';

/** "hi", "hello", "good morning". */
const greeting: Intent = {
  name: 'greeting',
  reply: ({ text }) =>
    /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b/i.test(text)
      ? answer(`Hello! ${introduction()} Ask me "what can you do?" to see what I understand.`)
      : null,
};

/** "what can you do?", "help", "who are you?". */
const capabilities: Intent = {
  name: 'capabilities',
  reply: (context) =>
    /\b(what can you do|what do you (do|know|understand)|who are you|what are you|how do (i|you) use|^help\b)/i.test(
      context.text.trim(),
    )
      ? answer(`${introduction()} ${understands(context)}`)
      : null,
};

/** Words that make a question with a day in it one about free time or bookings, which no date answers. */
const ABOUT_THE_CALENDAR = /\b(earliest|latest|free|available|slots?|can i (?:get|book|have|fit))\b/;

/** "what is the date tomorrow?", "what day is next Friday?", "what time is it?". */
const dateQuestion: Intent = {
  name: 'date-question',
  reply: ({ text, now }) => {
    const lower = text.toLowerCase();
    if (/\bwhat(?:'s| is)? the time\b|\bwhat time is it\b/.test(lower)) {
      return answer(`It is ${formatTime(now)} on ${describeDate(now)}.`);
    }
    if (!/\b(date|day|today|tomorrow|yesterday|when)\b/.test(lower) || !/\b(what|which|when|is)\b/.test(lower)) {
      return null;
    }
    // "what's the earliest I can get a massage tomorrow": a question about the calendar, not about the date.
    if (ABOUT_THE_CALENDAR.test(lower)) return null;
    const twoWays = nextWeekdayReadings(text, now);
    if (twoWays) {
      const [first, second] = twoWays.dates.map((date) => describeDate(date));
      return answer(`"${twoWays.phrase}" could be ${first} or ${second}: people mean either, so say the date.`);
    }
    const unread = findUnreadPart(text, now);
    const named = findDate(text, now);
    if (unread || (!named && /\bwhen\b/.test(lower))) {
      const what = unread ? `which day "${unread}" is` : 'when that is';
      return answer(
        `I cannot tell ${what}: I am a set of rules, not an AI. I know days such as "tomorrow", "next Friday" or "3 December".`,
      );
    }
    const found = named ?? { date: dateOf(now), phrase: 'today' };
    // "when is my first appointment tomorrow?" names a day but asks about the calendar: a date is no answer to it.
    if (asksMoreThanTheDate(lower, found.phrase)) return null;
    const days =
      (toMinutes({ ...found.date, hour: 0, minute: 0 }) - toMinutes({ ...dateOf(now), hour: 0, minute: 0 })) / 1440;
    const subject = found.phrase.charAt(0).toUpperCase() + found.phrase.slice(1);
    const tense = days < 0 ? 'was' : 'is';
    return answer(`${subject} ${tense} ${describeDate(found.date)}${distance(days, found.phrase)}.`);
  },
};

/** Words a question about a date may hold besides the day it names: "what is the date tomorrow?", "which day is it?". */
const DATE_QUESTION_WORDS =
  /\b(?:what|which|what's|whats|is|it|the|a|date|day|of|week|will|be|going|to|when|was|tell|me|please|again|today|tomorrow|yesterday|so|hey|hi|and|on|can|could|you|do|know|s)\b/g;

function asksMoreThanTheDate(lower: string, phrase: string): boolean {
  return (
    lower
      .replace(phrase.toLowerCase(), ' ')
      .replace(/['’]/g, "'")
      .replace(DATE_QUESTION_WORDS, ' ')
      .replace(/[^\p{L}]+/gu, ' ')
      .trim().length > 0
  );
}

function distance(days: number, phrase: string): string {
  if (['today', 'tomorrow', 'yesterday'].includes(phrase) || days === 0) return '';
  const count = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  return days > 0 ? ` (in ${count(days)})` : ` (${count(-days)} ago)`;
}

/** What every part's stand-in understands: Part 1's chat. */
export const chatIntents: readonly Intent[] = [greeting, smallTalk, capabilities, dateQuestion];

/** A question, by its mark or its first word: one the stand-in has no rule for gets "I can't answer that yet". */
const QUESTION =
  /\?\s*$|^\s*(?:who|whom|whose|what|what's|why|how|where|when|which|is|are|am|do|does|did|can|could|will|would|should)\b/i;

/**
 * The honest fallback: what the offline model understands, and how to get a real model. A question it has no rule
 * for is told so plainly ("I can't answer that yet"), never answered with something beside it such as today's date.
 */
export const fallback: Intent = {
  name: 'fallback',
  reply: (context) =>
    answer(
      `${QUESTION.test(context.text) ? "I can't answer that yet." : 'Sorry, I did not understand that.'} ` +
        `I am the offline stand-in: a set of rules, not an AI. ${whatWasRead(context)}` +
        `${understands(context)} ` +
        'For open conversation, use a real model: set GEMINI_API_KEY, or run a local server and use --provider ollama.',
    ),
};

/** The day and time the stand-in did read in a request it cannot act on, so a learner sees what got through. */
function whatWasRead({ text, now, tools }: OfflineContext): string {
  // With no tools (Part 1's chat) it books nothing: what it would do with a day is not the question there.
  if (tools.size === 0) return '';
  // A day it could not read for sure ("next friday") is named as such, never echoed as one reading of it.
  const unread = findUnreadPart(text, now);
  const date = unread ? null : findDate(text, now);
  const time = findTime(text);
  const unsure = unread ? ` I could not read "${unread}" for sure.` : '';
  const read = [
    ...(date ? [describeDate(date.date)] : []),
    ...(time ? [`at ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`] : []),
  ];
  return read.length > 0
    ? `I read ${read.join(' ')} in it, but not what to do then.${unsure} `
    : `I read no request to book, cancel, move or list in it, and no day or time.${unsure} `;
}

function introduction(): string {
  return 'I am the offline stand-in for a language model: a few rules, not an AI, so you can try this agent without a key.';
}

function understands({ tools }: OfflineContext): string {
  const dates = 'questions about dates such as "what is the date tomorrow?" or "what day is next Friday?"';
  if (tools.size === 0) return `I understand greetings, "what can you do?" and ${dates}.`;
  return (
    `I can use these tools: ${[...tools].join(', ')}. Try "is tomorrow at 10am free?", ` +
    `"book a dentist appointment tomorrow at 10am", "what's on my calendar next Monday?" or "cancel my 10am tomorrow". ` +
    `I also answer ${dates}.`
  );
}
