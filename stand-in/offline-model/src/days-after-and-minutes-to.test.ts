import { describe, expect, it } from 'vitest';
import { dayMentions } from './date-mentions.ts';
import { findDate, findTime, findTimeRange } from './natural-dates.ts';
import { findSubject, findTitle } from './titles.ts';
import { findUnreadPart } from './unread-part.ts';
import { doubtAbout } from './unread-request.ts';

// Monday 23 November 2026, the day of the second outside try.
const monday = { year: 2026, month: 11, day: 23 };

describe('a day said after another', () => {
  it.each([
    ['schedule a dentist check Wednesday after next at 10am', 'wednesday after next'],
    ['move the dentist to Monday after next at 10am', 'monday after next'],
    ['cancel the haircut on the Tuesday after next', 'tuesday after next'],
    ['book a haircut the Wednesday after at 2pm', 'wednesday after'],
    ['book a haircut the Wednesday before next at 2pm', 'wednesday before next'],
    ['book a haircut the day after next at 2pm', 'after next'],
    ['book a haircut the Thursday after this one at 2pm', 'thursday after this one'],
    ['book a haircut on Wednesday after this at 2pm', 'wednesday after this'],
    ['book a dentist check the following Wednesday at 10am', 'the following'],
    ['cancel the party Tuesday next', 'tuesday next'],
    ['book a dentist check on Thursday next at 11am', 'thursday next'],
    ['what have I got on Tuesday next?', 'tuesday next'],
    ['book a haircut on Wed. next at 2pm', 'wed. next'],
    ['book a haircut on Thursday week after at 2pm', 'week after'],
  ])('asks about "%s" instead of reading this week\'s day', (text, unread) => {
    expect(findUnreadPart(text, monday)).toBe(unread);
  });

  it('echoes what it understood, and two requests of the same kind it would act on', () => {
    expect(doubtAbout('cancel the haircut Tuesday after next', monday)).toMatch(
      /^I understood: cancel "haircut"\. I could not read "tuesday after next" for sure.*For example: "cancel [^"]+" or "cancel [^"]+"\.$/,
    );
    expect(doubtAbout('move the dentist to Monday after next at 10am', monday)).toMatch(
      /For example: "move [^"]+" or "move [^"]+"\.$/,
    );
    expect(doubtAbout('what have I got on Tuesday next?', monday)).toMatch(
      /For example: "what[^"]+" or "what [^"]+"\.$/,
    );
    // A booking's question is answered with a day and time alone, which completes its sentence.
    expect(doubtAbout('book a haircut Friday after next at 2pm', monday)).toMatch(/For example: "tomorrow at 2pm"/);
  });

  it.each([
    ['book a dentist check the week after next on Tuesday at 11am', '2026-12-8'],
    ['book a haircut the week after next on Monday at 10am', '2026-12-7'],
    ['book a haircut on Friday of the week after next at 2pm', '2026-12-11'],
    ['book a haircut on Sunday the week after next at 2pm', '2026-12-13'],
  ])('reads "%s" as %s: a weekday two Monday-to-Sunday weeks on, one day named once', (text, date) => {
    const found = findDate(text, monday);
    expect(found && `${found.date.year}-${found.date.month}-${found.date.day}`).toBe(date);
    expect(findUnreadPart(text, monday)).toBeNull();
    expect(dayMentions(text)).toHaveLength(1);
  });

  it('still asks about "the week after next" with no day', () => {
    expect(findUnreadPart('book a haircut the week after next at 2pm', monday)).toBe('week after next');
  });

  it('keeps "the Thursday" and "the following" out of the title it echoes', () => {
    expect(findTitle('book a haircut the Thursday after this one at 2pm')).toBe('Haircut');
    expect(findTitle('book a dentist check the following Wednesday at 10am')).toBe('Dentist check');
    expect(findSubject('cancel the haircut the following Tuesday')).toBe('haircut');
    expect(findTitle('book a review the month end tomorrow at 3pm')).toBe('Review the month end');
    expect(findTitle('book a haircut the coming Thursday at 2pm')).toBe('Haircut');
  });

  it('still reads "Friday next week", "next Monday" and "this coming Friday" as before', () => {
    expect(findUnreadPart('book a haircut on Friday next week at 2pm', monday)).toBeNull();
    expect(findUnreadPart('book a haircut this coming Friday at 2pm', monday)).toBeNull();
    expect(findUnreadPart('book a haircut next Monday at 2pm', monday)).toBeNull();
    expect(findUnreadPart('cancel everything on Friday after 3pm', monday)).toBeNull();
  });
});

describe('minutes to the hour', () => {
  it.each([
    ['book a haircut on Thursday at ten to eleven', { hour: 10, minute: 50 }],
    ['book a haircut on Thursday at 10 to 3', { hour: 14, minute: 50 }],
    ['book a haircut on Thursday at twenty to four', { hour: 15, minute: 40 }],
    ['book a haircut on Thursday at five to three', { hour: 14, minute: 55 }],
    ['book a haircut on Thursday at 25 to 4', { hour: 15, minute: 35 }],
    ['book a haircut on Thursday at twenty-five to four', { hour: 15, minute: 35 }],
    ['book a call on Friday at 10 to 12', { hour: 11, minute: 50 }],
    ['book a haircut on Thursday at ten-to-eleven', { hour: 10, minute: 50 }],
  ])('reads "%s" after "at" as one time, not a range', (text, time) => {
    expect(findTimeRange(text)).toEqual({ start: time, end: null });
    expect(findUnreadPart(text, monday)).toBeNull();
  });

  it.each([
    'move the party to ten to three',
    'book a haircut on Thursday ten to eleven',
    'cancel my ten to eleven tomorrow',
    'move the meeting at 10 to 3pm',
  ])('asks about "%s": without "at" it may be a range', (text) => {
    expect(findTime(text)).toBeNull();
    expect(findUnreadPart(text, monday)).toMatch(/\b(?:10|ten) to (?:3|11)(?:\b|pm)/);
  });

  it.each([
    ['book a haircut on Thursday at ten past three', { hour: 15, minute: 10 }],
    ['book a haircut on Thursday at twenty past three', { hour: 15, minute: 20 }],
    ['book a haircut tomorrow at 5 past 10am', { hour: 10, minute: 5 }],
    ['book a haircut on Thursday at 10 to 3pm', { hour: 14, minute: 50 }],
  ])('reads "%s" as the minutes and the hour said', (text, time) => {
    expect(findTimeRange(text)).toEqual({ start: time, end: null });
  });

  it('asks about "at ten after three" (15:10, or 10:00 after 3?) rather than reading 10:00', () => {
    expect(findTime('book a haircut on Thursday at ten after three')).toBeNull();
    expect(findUnreadPart('book a haircut on Thursday at ten after three', monday)).toBe('10 after 3');
  });

  it('asks about "at 3 and a half" and "at ten to" rather than reading 3 or 10 o\'clock', () => {
    expect(findUnreadPart('book a haircut on Thursday at 3 and a half', monday)).toBe('at 3 and a half');
    expect(findUnreadPart('book a haircut on Thursday at ten to', monday)).toBe('at 10 to');
  });

  it('still reads "from 10 to 11" as a range', () => {
    expect(findTimeRange('book a meeting on Thursday from 10 to 11')).toEqual({
      start: { hour: 10, minute: 0 },
      end: { hour: 11, minute: 0 },
    });
  });
});

describe('a change said as a question or trailing off', () => {
  it.each([
    ['cancel the party tomorrow?', /reads as a question/],
    ['cancel the party tomorrow ?', /reads as a question/],
    ['book a haircut on Thursday at 2pm?', /reads as a question/],
    ['cancel the party tomorrow...', /trails off/],
    ['cancel the party tomorrow…', /trails off/],
    ['move the dentist to Friday at 10am...', /trails off/],
    ['cancel the haircut tomorrow. . .', /trails off/],
  ])('asks about "%s"', (text, why) => {
    expect(doubtAbout(text, monday)).toMatch(why);
  });

  it('still acts on a polite request with a question mark, and on a question mark inside a quoted title', () => {
    expect(doubtAbout('could you cancel the party tomorrow?', monday)).toBeNull();
    expect(doubtAbout('can you please book a haircut on Thursday at 2pm?', monday)).toBeNull();
    expect(doubtAbout('book "Why not?" on Thursday at 2pm', monday)).toBeNull();
  });
});
