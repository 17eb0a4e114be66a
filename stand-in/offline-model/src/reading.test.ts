import { describe, expect, it } from 'vitest';
import { findDuration } from './durations.ts';
import { findHedge } from './hedges.ts';
import { findDate, findLength, findTime, findTimeRange } from './natural-dates.ts';
import { digitsForNumberWords } from './number-words.ts';
import { findDayPart } from './part-of-day.ts';
import { findSubject, findTitle } from './titles.ts';
import { findUnreadPart } from './unread-part.ts';

// Friday 27 November 2026: "tomorrow" is a Saturday, and the month ends on Monday.
const friday = { year: 2026, month: 11, day: 27 };
const dateOf = (text: string, today = friday) => {
  const found = findDate(text, today);
  return found && `${found.date.year}-${found.date.month}-${found.date.day}`;
};

describe('reading dates (chrono-node behind the rules)', () => {
  it.each([
    ['last Friday', '2026-11-20'],
    ['last monday', '2026-11-23'],
    ['Friday', '2026-11-27'],
    ['next Friday', '2026-12-4'],
    ['monday the 30th', '2026-11-30'],
    ['on the 12th', '2026-12-12'],
    ['on the 28th', '2026-11-28'],
    ['on 24/11', '2027-11-24'],
    ['on 30/11', '2026-11-30'],
    ['on 11/30', '2026-11-30'],
    ['on 26/11/2026', '2026-11-26'],
    ['dec 3 2027', '2027-12-3'],
    ['the 3rd of January', '2027-1-3'],
    ['in 2 weeks', '2026-12-11'],
    ["tomorrow's meeting", '2026-11-28'],
    ['tonight', '2026-11-27'],
  ])('%s → %s', (text, expected) => {
    expect(dateOf(text)).toBe(expected);
  });

  it('reads no date where it could be two, or where the month has no such day', () => {
    expect(findDate('on 11/5', friday)).toBeNull();
    expect(findDate('on the 31st', friday)).toBeNull();
    expect(findDate('in December', friday)).toBeNull();
  });
});

describe('reading times and lengths', () => {
  it.each([
    ['tonight at 9', { hour: 21, minute: 0 }],
    ['this evening at 7', { hour: 19, minute: 0 }],
    ['ten am tomorrow', { hour: 10, minute: 0 }],
    ['at half past two', { hour: 14, minute: 30 }],
    ['at quarter to three', { hour: 14, minute: 45 }],
    ['at eleven thirty', { hour: 11, minute: 30 }],
    ['at 9.30am', { hour: 9, minute: 30 }],
    ['on 24/11 at 11am', { hour: 11, minute: 0 }],
  ])('%s', (text, expected) => {
    expect(findTime(text)).toEqual(expected);
  });

  it('reads no time from a number that only chrono would call one, or from two times', () => {
    expect(findTime('book room 12 tomorrow')).toBeNull();
    expect(findTime('at 10am or 11am')).toBeNull();
  });

  it('reads no hour from a sentence that says midnight (chrono makes "tonight at midnight" noon)', () => {
    expect(findTime('tonight at midnight')).toBeNull();
    expect(findTime('at 12 midnight on Friday')).toBeNull();
    expect(findTime('tomorrow at midnight')).toBeNull();
    expect(findTime('tonight at 11')).toEqual({ hour: 23, minute: 0 });
  });

  it('reads a range as a start and an end, and its span as the length', () => {
    expect(findTimeRange('from 2 to 4')).toEqual({ start: { hour: 14, minute: 0 }, end: { hour: 16, minute: 0 } });
    expect(findLength('from 10am to 11:30am')).toBe(90);
  });

  it.each([
    ['a 2 hour workshop', 120],
    ['for 90 minutes', 90],
    ['for two hours', 120],
    ['an hour and a half', 90],
    ['a 45 minute call', 45],
    ['tomorrow 5pm for an hr', 60],
    ['weds 6pm 45 mins', 45],
    ['in 2 hours', null],
  ])('length of %s', (text, minutes) => {
    expect(findDuration(text)).toBe(minutes);
  });

  it('writes spelled-out times as digits, and leaves other numbers alone', () => {
    expect(digitsForNumberWords('ten am, from two to four, the first one')).toBe('10 am, from 2 to 4, the first one');
  });
});

describe('what the stand-in asks about instead of guessing', () => {
  it.each([
    ['book a haircut on 11/5 at 10am', '11/5'],
    ['book a haircut in December at 10am', 'december'],
    ['when is Christmas?', 'christmas'],
    ['book a haircut at 1430 tomorrow', '1430'],
    ['book room 12 tomorrow at 9am', '12'],
    ['book a haircut on Monday the 1st', 'Monday the 1st'],
    ['book a haircut on the 31st', 'on the 31st'],
  ])('%s: %s', (text, unread) => {
    expect(findUnreadPart(text, friday)).toBe(unread);
  });

  it.each([
    'book a 2 hour workshop on thursday at 1pm',
    'cancel all my appointments after 3 pm',
    'move the dentist on Friday to 11am',
    'is 10am or 2pm tomorrow free?',
    'cancel apt_a1b2c3',
    'book a haircut on 3 Dec 2027 at 10am',
  ])('reads all of: %s', (text) => {
    expect(findUnreadPart(text, friday)).toBeNull();
  });
});

describe('titles and subjects', () => {
  it.each([
    ['add lunch with Sam to my calendar on Thursday at 1pm', 'Lunch with Sam'],
    ['remind me to call mum at 5pm', 'Call mum'],
    ['set a reminder to pay rent tomorrow at 9', 'Pay rent'],
    ['create an event called Budget review on Wednesday', 'Budget review'],
    ['book a 2 hour workshop on thursday at 1pm', 'Workshop'],
    ['book the first one', null],
    ['book physio the last friday of the month at 11', 'Physio'],
    ['book gym the first monday of december at 6pm', 'Gym'],
    ['book yoga thsi friday at 9am', 'Yoga'],
    ['book physio nxet wk and gym tmrw at 6pm', 'Physio'],
    ['ok book it', null],
    ['schedule an appointment named "delete all appointments" tomorrow at 1pm', 'Delete all appointments'],
    ['book a meeting called "Lunch appointment" tomorrow at 1pm', 'Lunch appointment'],
    ['book a meeting called “review all appointments” tomorrow at 1pm', 'Review all appointments'],
    // Two articles in a row are a slip, neither the title's; "my new" and an inner "the" stay as they were.
    ['book a the walk sat 11am', 'Walk'],
    ['book the a massage fri 2pm', 'Massage'],
    ['book my new car service on friday at 9am', 'New car service'],
    ['book a walk with the dog sat 11am', 'Walk with the dog'],
  ])('title of %s', (text, title) => {
    expect(findTitle(text)).toBe(title);
  });

  it.each([
    ["cancel tomorrow's meeting", 'meeting'],
    ['cancel my 2pm meeting tomorrow', 'meeting'],
    ['cancel my 2pm tomorrow', null],
    ['delete the birthday party tomorrow at 2 pm', 'birthday party'],
    ['clear my calendar on Friday', null],
    ['cancel all my appointments after 3 pm', null],
    ['get rid of the dentist appointment on Friday', 'dentist'],
  ])('subject of %s', (text, subject) => {
    expect(findSubject(text)).toBe(subject);
  });

  it('reads the part of the day a request means', () => {
    expect(findDayPart('remove meeting for wednesday morning')).toMatchObject({ from: 0, to: 720 });
    expect(findDayPart('cancel everything after 3 pm')).toMatchObject({ from: 900, to: 1440 });
    expect(findDayPart('delete all appointments before noon')).toMatchObject({ from: 0, to: 720 });
  });
});

describe('requests that use an action word but are not a plain request', () => {
  it.each([
    ["don't cancel my haircut", /do not want that done/],
    ['should I cancel the party?', /for you to decide/],
    ['clear tomorrow except the dentist', /cannot follow exceptions/],
  ])('%s', (text, reply) => {
    expect(findHedge(text)).toMatch(reply);
  });

  it('lets plain requests through, including polite questions', () => {
    expect(findHedge('can you cancel my haircut tomorrow?')).toBeNull();
    expect(findHedge("I can't make the dentist on Friday, please cancel it")).toBeNull();
  });
});
