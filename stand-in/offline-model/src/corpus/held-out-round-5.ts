import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 5 (90 cases on the `outside-3` clock and calendar): written by a helper given only the case format,
 * the clocks and calendars, the judge and the style of round 4, never the rules or the other sets.
 *
 * The day: Monday 23 November 2026, 08:30 in London. The calendar: Meeting Mon 23 11:00, Dentist Tue 24 10:00,
 * Haircut Tue 24 14:00, Team standup Wed 25 09:00, Lunch with Sam Thu 26 12:00, Party Fri 27 15:00 (each 30 minutes).
 * House hours: every day, 07:00 to 23:00.
 *
 * First scored on 28 November 2026, after the rules had changed for an outside try without seeing it: 51 right, 21
 * asked, 18 no help, 0 wrong in each of Parts 3 and 4. Not edited since.
 */
export const HELD_OUT_ROUND_5: readonly CorpusCase[] = [
  // --- past dates without a year: ask, never silently book next year (and two dates that are plainly ahead)
  c('outside-3', 'book the dentist on 3 november at 10am', 'same'),
  c('outside-3', 'book a haircut nov 10th at 2pm', 'same'),
  c('outside-3', 'can u book physio for the 20th of november at 11', 'same'),
  c('outside-3', 'book drinks with jo sat 21 nov 8pm', 'same'),
  c('outside-3', 'book the vet 2nd of novmber at 9', 'same'),
  c('outside-3', 'book lunch with ana on oct 30 at 1pm', 'same'),
  c('outside-3', 'move my haircut to 16 nov', 'same'),
  c('outside-3', 'pls put a call in for 1 september 10am', 'same'),
  c('outside-3', 'book the optician on 30 nov at 9am', '+Optician@2026-11-30T09:00'),
  c('outside-3', 'book physio on 5 jan at 10am', '+Physio@2027-01-05T10:00'),

  // --- questions about the calendar
  q('outside-3', 'whats my first appt tomorow', 'Dentist', '10:00'),
  q('outside-3', 'first thing on thurs?', 'Lunch with Sam', '12:00'),
  q('outside-3', 'anything left on today?', 'Meeting', '11:00'),
  q('outside-3', 'whats my busiest day', 'Tue'),
  q('outside-3', "when's the party", '15:00'),
  q('outside-3', 'when am i seeing sam', '12:00'),
  q('outside-3', 'is 2 tmrw taken', 'Haircut'),
  q('outside-3', 'is 10:15 tmrw free?', 'Dentist'),
  q('outside-3', 'am i free fri at 3', 'Party'),
  q('outside-3', 'am i free weds at 9', 'Team standup'),

  // --- two requests in one line
  c('outside-3', 'book gym tue 7am and swim wed 7am', '+Gym@2026-11-24T07:00', '+Swim@2026-11-25T07:00'),
  c(
    'outside-3',
    'book a haircut sat 10am and cancel the party',
    '+Haircut@2026-11-28T10:00',
    '-Party@2026-11-27T15:00',
  ),
  c(
    'outside-3',
    'cancel the dentist and put physio in at 10 tmrw instead',
    '-Dentist@2026-11-24T10:00',
    '+Physio@2026-11-24T10:00',
  ),
  c(
    'outside-3',
    'move my haircut to 3 and book a massage tmrw at 4',
    '-Haircut@2026-11-24T14:00',
    '+Haircut@2026-11-24T15:00',
    '+Massage@2026-11-24T16:00',
  ),
  c(
    'outside-3',
    'book dinner with mum fri 7pm and drinks with jo sat 9pm',
    '+Dinner with mum@2026-11-27T19:00',
    '+Drinks with Jo@2026-11-28T21:00',
  ),
  c('outside-3', 'cancel standup and the dentist', '-Team standup@2026-11-25T09:00', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'book tennis thu 5pm and fri 5pm', '+Tennis@2026-11-26T17:00', '+Tennis@2026-11-27T17:00'),
  c(
    'outside-3',
    'book coffee with ana tue 9 and lunch with ana wed 1',
    '+Coffee with Ana@2026-11-24T09:00',
    '+Lunch with Ana@2026-11-25T13:00',
  ),
  c(
    'outside-3',
    'move the party to 5 and cancel lunch w sam',
    '-Party@2026-11-27T15:00',
    '+Party@2026-11-27T17:00',
    '-Lunch with Sam@2026-11-26T12:00',
  ),
  c('outside-3', 'book a run 7am tmrw & a swim 7am thurs', '+Run@2026-11-24T07:00', '+Swim@2026-11-26T07:00'),

  // --- typos in days, months, "next", "tomorrow" and verbs: read when one reading is certain, else ask
  c('outside-3', 'book physio thursdy at 3pm', '+Physio@2026-11-26T15:00'),
  c('outside-3', 'book a haircut nxet monday at 10am', '+Haircut@2026-11-30T10:00'),
  c('outside-3', 'book a facial tomorow at 4pm', '+Facial@2026-11-24T16:00'),
  c('outside-3', 'cancel the party on firday', '-Party@2026-11-27T15:00'),
  c('outside-3', 'book gym on wednsday 6pm', '+Gym@2026-11-25T18:00'),
  c('outside-3', 'book the vet on 2 decmber at 11am', '+Vet@2026-12-02T11:00'),
  c('outside-3', 'book yoga tuseday 6pm', '+Yoga@2026-11-24T18:00'),
  c('outside-3', 'book a call tody at 5pm', '+Call@2026-11-23T17:00'),
  c('outside-3', 'mvoe my haircut to 5pm', '-Haircut@2026-11-24T14:00', '+Haircut@2026-11-24T17:00'),
  // Tuesday or Thursday: no reading is certain.
  c('outside-3', 'book a massage thuesday at 2pm', 'same'),

  // --- shorthand and slang times ("-ish" must ask)
  c('outside-3', 'book a massage fri at half 2', '+Massage@2026-11-27T14:30'),
  c('outside-3', 'book physio tues quarter past 3', '+Physio@2026-11-24T15:15'),
  c('outside-3', 'book coffee quarter to 9 tmrw', '+Coffee@2026-11-24T08:45'),
  c('outside-3', 'book haircut sat at half ten', '+Haircut@2026-11-28T10:30'),
  c('outside-3', 'book dinner thu at 7.30pm', '+Dinner@2026-11-26T19:30'),
  c('outside-3', 'book a meeting tmrw at 1500', '+Meeting@2026-11-24T15:00'),
  c('outside-3', 'book piano wed at 20 past 4', '+Piano@2026-11-25T16:20'),
  c('outside-3', 'book gym tmrw at 6 in the eve', '+Gym@2026-11-24T18:00'),
  c('outside-3', 'book lunch w jo thurs noonish', 'same'),
  c('outside-3', 'can u book a call wed 2ish', 'same'),

  // --- ordinal and relative days
  c('outside-3', 'book the vet the last monday of december at 10', '+Vet@2026-12-28T10:00'),
  c('outside-3', 'book a haircut the first tuesday of december at 3pm', '+Haircut@2026-12-01T15:00'),
  c('outside-3', 'book physio a week on tuesday at 11', '+Physio@2026-12-01T11:00'),
  c('outside-3', 'book drinks tuesday the first at 7pm', '+Drinks@2026-12-01T19:00'),
  c('outside-3', 'book a call thursday the 3rd at 2pm', '+Call@2026-12-03T14:00'),
  c('outside-3', 'book a run the second saturday of december at 8am', '+Run@2026-12-12T08:00'),
  c('outside-3', 'book a massage two weeks from today at 10am', '+Massage@2026-12-07T10:00'),
  c('outside-3', 'book tennis friday week at 5pm', '+Tennis@2026-12-04T17:00'),
  c('outside-3', 'book a massage on the last fri of the month at 11am', '+Massage@2026-11-27T11:00'),
  // 2 December is a Wednesday: the day and the date disagree.
  c('outside-3', 'book gym tuesday the 2nd at 6pm', 'same'),

  // --- politeness and small talk that change nothing
  c('outside-3', 'thx', 'same'),
  c('outside-3', 'cheers!', 'same'),
  c('outside-3', 'ok cool', 'same'),
  c('outside-3', 'never mind', 'same'),
  c('outside-3', 'nvm all good', 'same'),
  c('outside-3', 'ta', 'same'),
  c('outside-3', 'hiya', 'same'),
  c('outside-3', 'lol ok thanks', 'same'),
  c('outside-3', ['book gym tmrw at 6pm', 'cheers'], '+Gym@2026-11-24T18:00'),
  c('outside-3', ['book a mtg tmrw', 'never mind'], 'same'),

  // --- cancels and moves that name an appointment loosely
  c('outside-3', 'can u cancel sams lunch', '-Lunch with Sam@2026-11-26T12:00'),
  c('outside-3', 'push the dentist back an hour', '-Dentist@2026-11-24T10:00', '+Dentist@2026-11-24T11:00'),
  c('outside-3', 'push my haircut back 30 mins', '-Haircut@2026-11-24T14:00', '+Haircut@2026-11-24T14:30'),
  c('outside-3', 'move standup an hour later', '-Team standup@2026-11-25T09:00', '+Team standup@2026-11-25T10:00'),
  c('outside-3', 'bring the party forward 2 hrs', '-Party@2026-11-27T15:00', '+Party@2026-11-27T13:00'),
  c('outside-3', 'cancel the hair appt', '-Haircut@2026-11-24T14:00'),
  c('outside-3', 'kill todays meeting', '-Meeting@2026-11-23T11:00'),
  c('outside-3', 'cancel the team thing on wed', '-Team standup@2026-11-25T09:00'),
  c(
    'outside-3',
    'move sam lunch to fri same time',
    '-Lunch with Sam@2026-11-26T12:00',
    '+Lunch with Sam@2026-11-27T12:00',
  ),
  // Thursday 12:00 is Lunch with Sam.
  c('outside-3', 'reschedule dentist for thurs at 12', 'same'),

  // --- traps: statements, negations, hypotheticals, quoted text
  c('outside-3', 'i already cancelled the dentist', 'same'),
  c('outside-3', "don't cancel the party", 'same'),
  c('outside-3', 'dont move my haircut pls', 'same'),
  c('outside-3', 'what if i moved standup to 10?', 'same'),
  c('outside-3', "my flatmate texted me 'cancel the party' lol", 'same'),
  c('outside-3', 'sam asked if we could cancel lunch, i said no', 'same'),
  c('outside-3', 'no need to book anything for fri', 'same'),
  c('outside-3', 'i was gonna cancel lunch w sam but nah', 'same'),
  c('outside-3', "what happens if i type 'cancel the dentist'?", 'same'),
  c('outside-3', "if the party's off i'll let u know", 'same'),
];
