import { type CorpusCase, c } from './corpus-case.ts';

/**
 * The third held-out round (88 cases on the `outside-3` clock and calendar), written on 28 November 2026 by a helper
 * given only the findings of the stand-in's third outside try, the case format and the calendars, never the stand-in's
 * rules or the other sets. It was scored once as held out (11 wrong in each part), then its wrong answers were read
 * and the rules changed to meet them, so it is a regression set now: it guards those fixes and no longer measures.
 */
const ROUND_3: readonly CorpusCase[] = [
  // outside-3: Monday 23 Nov 2026, 08:30 London. Meeting Mon 23 11:00; Dentist Tue 24 10:00; Haircut Tue 24 14:00;
  // Team standup Wed 25 09:00; Lunch with Sam Thu 26 12:00; Party Fri 27 15:00 (all 30 minutes).

  // --- An unknown word (a typo) next to a date word: the day is not read whole, so ask; nothing may change.
  c('outside-3', 'book physio nxet tues at 11'),
  c('outside-3', 'book physio nect monday at 11'),
  // "teh" is read as "the" (`shorthand.ts`): it has no other reading, so the 30th is read whole.
  c('outside-3', 'book gym on teh 30th at 6pm', '+Gym@2026-11-30T18:00'),
  c('outside-3', 'book physio the tuesday aftr next at 11'),
  c('outside-3', 'book yoga thsi friday at 9am'),
  c('outside-3', 'book physio bfore friday at 11'),
  c('outside-3', 'book physio lst friday of the month at 11'),
  c('outside-3', 'whats on nxet friday'),

  // --- Misspelt weekdays and months: read when only one reading is possible, else ask.
  { ...c('outside-3', 'whats on wendsday'), mentions: ['Team standup', '09:00'] },
  { ...c('outside-3', 'anything on thrusday?'), mentions: ['Lunch with Sam', '12:00'] },
  { ...c('outside-3', 'whats on teusday'), mentions: ['Dentist', 'Haircut'] },
  c('outside-3', 'book gym on fridya at 6pm', '+Gym@2026-11-27T18:00'),
  c('outside-3', 'book vet on satruday at 10', '+Vet@2026-11-28T10:00'),
  c('outside-3', 'book physio wednsday at 10am', '+Physio@2026-11-25T10:00'),
  c('outside-3', 'cancel the party on firday', '-Party@2026-11-27T15:00'),
  c('outside-3', 'book physio 2nd decmber at 11', '+Physio@2026-12-02T11:00'),
  c('outside-3', 'book physio 4 janury at 10am', '+Physio@2027-01-04T10:00'),
  // "thuesday" and "tursday" are one letter from both Tuesday and Thursday; "ju" is June or July.
  c('outside-3', 'book physio thuesday at 4pm'),
  c('outside-3', 'whats on tursday'),
  c('outside-3', 'book yoga on 5 ju at 10am'),

  // --- "The last/first X of the month", "tuesday the first": read, or asked when past or impossible.
  { ...c('outside-3', 'anything on the last friday of the month?'), mentions: ['Party', '15:00'] },
  { ...c('outside-3', 'is there anything the last thursday of the month'), mentions: ['Lunch with Sam'] },
  c('outside-3', 'book physio the last friday of the month at 11', '+Physio@2026-11-27T11:00'),
  c('outside-3', 'book gym the last monday of the month 7pm', '+Gym@2026-11-30T19:00'),
  c('outside-3', 'book vet on the last day of the month at 10', '+Vet@2026-11-30T10:00'),
  c('outside-3', 'book gym the first monday of december at 6pm', '+Gym@2026-12-07T18:00'),
  c('outside-3', 'book team lunch the first friday of next month at 1pm', '+Team lunch@2026-12-04T13:00'),
  c('outside-3', 'book physio the second tuesday of next month at 11', '+Physio@2026-12-08T11:00'),
  c('outside-3', 'book physio tuesday the first at 11', '+Physio@2026-12-01T11:00'),
  c('outside-3', 'book dentist wed the 2nd at 10', '+Dentist@2026-12-02T10:00'),
  c('outside-3', 'book haircut fri the 4th at 9am', '+Haircut@2026-12-04T09:00'),
  // In the past (2 and 16 November) or a weekday that does not match the date (1 Dec is a Tuesday, 3 Dec a Thursday).
  c('outside-3', 'book physio the first monday of the month at 10'),
  c('outside-3', 'whats on the 3rd monday of the month'),
  c('outside-3', 'book vet thursday the first at 9'),
  c('outside-3', 'book physio friday the 3rd at 10'),

  // --- Midnight and noon: midnight is 00:00, outside the 07:00–23:00 hours, so never booked; noon is 12:00.
  c('outside-3', 'book gym at midnight'),
  c('outside-3', 'book a taxi fri at midnight'),
  c('outside-3', 'book drinks sat at 12am'),
  c('outside-3', 'am i free at midnight tonight'),
  c('outside-3', 'book lunch with ben at noon fri', '+Lunch with ben@2026-11-27T12:00'),
  c('outside-3', 'book physio midday weds', '+Physio@2026-11-25T12:00'),
  c('outside-3', 'book gym tmrw at 12', '+Gym@2026-11-24T12:00'),

  // --- Questions the calendar answers: the answer must name what is there, never just today's date.
  { ...c('outside-3', 'whats my first appt tmrw'), mentions: ['Dentist', '10:00'] },
  { ...c('outside-3', 'what have i got for the rest of today'), mentions: ['Meeting', '11:00'] },
  { ...c('outside-3', 'which day am i busiest this week'), mentions: ['Tuesday'] },
  { ...c('outside-3', 'whats my busiest day this wk'), mentions: ['Tuesday'] },
  { ...c('outside-3', 'what day is lunch w sam'), mentions: ['Thursday'] },
  { ...c('outside-3', "which day's the party"), mentions: ['Friday'] },
  { ...c('outside-3', 'when is team standup'), mentions: ['Wednesday', '09:00'] },
  { ...c('outside-3', 'is 10am tmrw taken'), mentions: ['Dentist'] },
  { ...c('outside-3', 'am i free tmrw at 2'), mentions: ['Haircut'] },
  { ...c('outside-3', 'is friday at 3pm free'), mentions: ['Party'] },
  { ...c('outside-3', 'whats my last thing on tuesday'), mentions: ['Haircut', '14:00'] },
  { ...c('outside-3', 'whats after the dentist tmrw'), mentions: ['Haircut', '14:00'] },
  { ...c('outside-3', 'whens my next appointment'), mentions: ['Meeting', '11:00'] },
  { ...c('outside-3', 'what time is my haircut'), mentions: ['14:00'] },

  // --- Questions it cannot answer: "I can't answer that yet" and what it can do; nothing changes.
  c('outside-3', 'whats the weather like tmrw'),
  c('outside-3', "who's going to the party fri"),
  c('outside-3', 'can u text sam that im running late'),

  // --- Slang and shorthand, read when certain.
  c('outside-3', 'yo book gym tmrw 6pm', '+Gym@2026-11-24T18:00'),
  c('outside-3', 'can u pencil in physio thurs at 9', '+Physio@2026-11-26T09:00'),
  c('outside-3', 'stick the vet in for fri 10am pls', '+Vet@2026-11-27T10:00'),
  c('outside-3', 'book drinks tonite at 8', '+Drinks@2026-11-23T20:00'),
  c('outside-3', 'book gym tmr 5pm for an hr', '+Gym@2026-11-24T17:00/60'),
  c('outside-3', 'book yoga weds 6pm 45 mins', '+Yoga@2026-11-25T18:00/45'),
  c('outside-3', 'book physio nxt wk tues at 11', '+Physio@2026-12-01T11:00'),
  c('outside-3', 'book physio nxt monday at 11', '+Physio@2026-11-30T11:00'),
  c('outside-3', 'book dinner with jo sat nite at 7', '+Dinner with jo@2026-11-28T19:00'),
  c('outside-3', 'ditch the party on fri', '-Party@2026-11-27T15:00'),
  c('outside-3', 'bin my haircut tmrw', '-Haircut@2026-11-24T14:00'),
  c('outside-3', 'cancel dentist appt tmrw', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'scrap the mtg today', '-Meeting@2026-11-23T11:00'),
  { ...c('outside-3', 'wats on 2moro'), mentions: ['Dentist', 'Haircut'] },
  { ...c('outside-3', 'any plans thurs?'), mentions: ['Lunch with Sam'] },
  { ...c('outside-3', 'u free fri arvo?'), mentions: ['Party'] },

  // --- Two requests in one line: both done, one after the other, when each is read whole.
  c('outside-3', 'book gym tmrw at 6pm and physio thurs at 9', '+Gym@2026-11-24T18:00', '+Physio@2026-11-26T09:00'),
  c(
    'outside-3',
    'cancel the haircut tmrw and book it for wed at 2pm instead',
    '-Haircut@2026-11-24T14:00',
    '+Haircut@2026-11-25T14:00',
  ),
  c(
    'outside-3',
    'book yoga sat 10am, and dinner with jo sat at 7pm',
    '+Yoga@2026-11-28T10:00',
    '+Dinner with jo@2026-11-28T19:00',
  ),
  c(
    'outside-3',
    'cancel the party on friday then book drinks fri 5pm',
    '-Party@2026-11-27T15:00',
    '+Drinks@2026-11-27T17:00',
  ),
  { ...c('outside-3', 'whats on wed and book gym thurs 6pm', '+Gym@2026-11-26T18:00'), mentions: ['Team standup'] },
  c(
    'outside-3',
    'book physio tuesday the first at 11 & cancel my dentist tmrw',
    '+Physio@2026-12-01T11:00',
    '-Dentist@2026-11-24T10:00',
  ),
  c('outside-3', 'pls book vet fri at 9 and also gym sun at 10', '+Vet@2026-11-27T09:00', '+Gym@2026-11-29T10:00'),
  c(
    'outside-3',
    'book gym tmrw 7am. and a call with mum weds 8pm',
    '+Gym@2026-11-24T07:00',
    '+Call with mum@2026-11-25T20:00',
  ),
  c(
    'outside-3',
    'cancel the meeting today and book it for tmrw at 11',
    '-Meeting@2026-11-23T11:00',
    '+Meeting@2026-11-24T11:00',
  ),
  c(
    'outside-3',
    'book dentist fri at 10 and cancel the dentist on tues',
    '+Dentist@2026-11-27T10:00',
    '-Dentist@2026-11-24T10:00',
  ),
  { ...c('outside-3', 'whens my haircut and whats on friday'), mentions: ['Haircut', '14:00', 'Party', '15:00'] },
  // 2pm tomorrow is the haircut, so "if so" does not hold: nothing is booked.
  { ...c('outside-3', 'is 2pm tmrw free? if so book physio then'), mentions: ['Haircut'] },
  // The first half has an unknown word next to the date and no time; the second half is whole.
  c('outside-3', 'book physio nxet wk and gym tmrw at 6pm', '+Gym@2026-11-24T18:00'),
];

/** This set, named for the try it was written after. */
export const REGRESSION_HELD_OUT_ROUND_3: Readonly<Record<string, readonly CorpusCase[]>> = {
  'outside try 5 (held out, round 3)': ROUND_3,
};
