import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 6 (93 cases on the `outside-3` clock and calendar, one since moved out): written by a helper given
 * only the case format, the clock and calendar and the style of issue 35. The helper never saw the rules or the other
 * sets.
 *
 * The day: Monday 23 November 2026, 08:30 in London. The calendar: Meeting Mon 23 11:00, Dentist Tue 24 10:00,
 * Haircut Tue 24 14:00, Team standup Wed 25 09:00, Lunch with Sam Thu 26 12:00, Party Fri 27 15:00 (each 30 minutes).
 * House hours: every day, 07:00 to 23:00.
 *
 * Each expectation is what a careful human assistant would do. It acts only when the sentence is certain. It expects
 * `same` when it should ask or decline: an ambiguous or past day, a time outside house hours, a clash, or a statement,
 * negation or hypothetical.
 *
 * Committed before the rules changed for round 5's outside try. Scored on the rules as they stood then (28 November
 * 2026, 14:35 UTC) and again after that change, which did not see it: 64 right, 19 asked, 9 no help, 1 wrong in each
 * of Parts 3 and 4 both times (the wrong one was in `HELD_OUT_KNOWN_WRONG`). Not edited since, but for one move:
 *
 * Moved out (28 November 2026): "book a haircut on the 20th at 10am", the one wrong answer (booked for 20 December
 * without a word), to the regression set for past day numbers in `regression-past-dates-and-follow-ups.ts`, because
 * it was used to change the rule for a bare day number that has passed this month. Round 6 now holds 92 cases.
 */
export const HELD_OUT_ROUND_6: readonly CorpusCase[] = [
  // --- questions about the calendar: when / which day, what's left, first and last, busiest day, is a time taken
  q('outside-3', 'when is my dentist', 'Tue', '10:00'),
  q('outside-3', 'which day is standup', 'Wed'),
  q('outside-3', "what day's sams lunch", 'Thu'),
  q('outside-3', 'whats left for today', 'Meeting', '11:00'),
  q('outside-3', 'whats my last appt tmrw', 'Haircut', '14:00'),
  q('outside-3', 'first appointment on wed?', 'Team standup', '09:00'),
  q('outside-3', 'whats the last thing i have on this week', 'Party', '15:00'),
  q('outside-3', 'which day am i busiest this wk', 'Tue'),
  q('outside-3', 'whats on the 24th', 'Dentist', 'Haircut'),
  q('outside-3', 'what have i got on the 27th?', 'Party'),
  // Friday 20 November is past and nothing was booked on it: an answer, not a change.
  c('outside-3', 'what did i have on the 20th', 'same'),
  q('outside-3', 'is 12 on thurs taken', 'Lunch with Sam'),
  q('outside-3', 'am i free at 11 today', 'Meeting'),
  q('outside-3', 'is 3.15 fri free', 'Party'),

  // --- times: noon, midnight, half past, quarter to, 24-hour (midnight is outside house hours: ask or decline)
  c('outside-3', 'book a call wed at noon', '+Call@2026-11-25T12:00'),
  c('outside-3', 'book physio tmrw at 12pm', '+Physio@2026-11-24T12:00'),
  c('outside-3', 'book a taxi fri at midnight', 'same'),
  c('outside-3', 'book a reminder for midnight tonight', 'same'),
  c('outside-3', 'book a run tmrw half past 7 in the morning', '+Run@2026-11-24T07:30'),
  c('outside-3', 'book physio thurs half past 4', '+Physio@2026-11-26T16:30'),
  c('outside-3', 'book coffee with jo wed quarter to 11', '+Coffee with Jo@2026-11-25T10:45'),
  c('outside-3', 'book a call fri quarter to 1', '+Call@2026-11-27T12:45'),
  c('outside-3', "book dinner sat 8 o'clock at night", '+Dinner@2026-11-28T20:00'),
  c('outside-3', 'book gym weds 1730', '+Gym@2026-11-25T17:30'),
  // Clashes: Tuesday 10:00 is the Dentist, and Thursday noon is Lunch with Sam.
  c('outside-3', 'book a call tmrw at 10am', 'same'),
  c('outside-3', 'book a call thurs at noon', 'same'),

  // --- "the first / last X of the month" (never a day already past)
  c('outside-3', 'book a haircut the last saturday of the month at 10am', '+Haircut@2026-11-28T10:00'),
  c('outside-3', 'book the vet last monday of the month 9am', '+Vet@2026-11-30T09:00'),
  c('outside-3', 'book physio the last thurs of the month at 3pm', '+Physio@2026-11-26T15:00'),
  c('outside-3', 'book gym on the last day of the month at 6pm', '+Gym@2026-11-30T18:00'),
  c('outside-3', 'book yoga the last sunday in november 10am', '+Yoga@2026-11-29T10:00'),
  c('outside-3', 'book drinks the first friday of next month at 7pm', '+Drinks@2026-12-04T19:00'),
  c('outside-3', 'book a call the first weds in december at 10am', '+Call@2026-12-02T10:00'),
  c('outside-3', 'book a review the last friday of january at 2pm', '+Review@2027-01-29T14:00'),
  q('outside-3', 'anything on the last friday of the month?', 'Party'),
  // The first Monday of this month (2 November) is past.
  c('outside-3', 'book a massage the first monday of the month at 2pm', 'same'),

  // --- misspelt weekdays and months: read when one reading is certain, else ask
  c('outside-3', 'book a haircut saturdy 11am', '+Haircut@2026-11-28T11:00'),
  c('outside-3', 'book a call frday at 10am', '+Call@2026-11-27T10:00'),
  c('outside-3', 'book yoga wendsday 6pm', '+Yoga@2026-11-25T18:00'),
  c('outside-3', 'book the vet thrusday 9am', '+Vet@2026-11-26T09:00'),
  c('outside-3', 'cancel my dentist on tueday', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'book a massage 3 decemeber 2pm', '+Massage@2026-12-03T14:00'),
  c('outside-3', 'book physio 8 janaury at 11am', '+Physio@2027-01-08T11:00'),
  q('outside-3', 'whats on wendsday', 'Team standup'),
  q('outside-3', 'anything on thrusday?', 'Lunch with Sam'),
  // "tursday" is one letter from Tuesday and from Thursday: no reading is certain.
  c('outside-3', 'book gym tursday 7am', 'same'),

  // --- two requests in one line, each read whole
  c('outside-3', 'book gym wed 6pm and cancel the haircut', '+Gym@2026-11-25T18:00', '-Haircut@2026-11-24T14:00'),
  c(
    'outside-3',
    'cancel lunch with sam and book lunch with jo same time',
    '-Lunch with Sam@2026-11-26T12:00',
    '+Lunch with Jo@2026-11-26T12:00',
  ),
  c(
    'outside-3',
    'book physio tmrw 4pm, also a massage thurs 5pm',
    '+Physio@2026-11-24T16:00',
    '+Massage@2026-11-26T17:00',
  ),
  c('outside-3', 'whens the dentist? and book a cab tmrw at 9:30', '+Cab@2026-11-24T09:30'),
  c('outside-3', 'book swim sat 9am then brunch sat 11am', '+Swim@2026-11-28T09:00', '+Brunch@2026-11-28T11:00'),
  c(
    'outside-3',
    'move standup to 10 and book a call wed 11am',
    '-Team standup@2026-11-25T09:00',
    '+Team standup@2026-11-25T10:00',
    '+Call@2026-11-25T11:00',
  ),
  c(
    'outside-3',
    'cancel the party n book drinks fri 7pm instead',
    '-Party@2026-11-27T15:00',
    '+Drinks@2026-11-27T19:00',
  ),
  c('outside-3', 'book yoga mon 30th 6pm and tues 1st 6pm', '+Yoga@2026-11-30T18:00', '+Yoga@2026-12-01T18:00'),
  c('outside-3', 'pls book gym tmrw 7am & cancel todays meeting', '+Gym@2026-11-24T07:00', '-Meeting@2026-11-23T11:00'),
  // The second half is a negation: only the booking happens.
  c('outside-3', 'book a call fri 10am and dont cancel the party', '+Call@2026-11-27T10:00'),

  // --- cancel several
  c('outside-3', 'cancel everything on wednesday', '-Team standup@2026-11-25T09:00'),
  c('outside-3', 'cancel everything tmrw', '-Dentist@2026-11-24T10:00', '-Haircut@2026-11-24T14:00'),
  c('outside-3', 'clear my tuesday pls', '-Dentist@2026-11-24T10:00', '-Haircut@2026-11-24T14:00'),
  c(
    'outside-3',
    'cancel the dentist, the haircut and the party',
    '-Dentist@2026-11-24T10:00',
    '-Haircut@2026-11-24T14:00',
    '-Party@2026-11-27T15:00',
  ),
  c('outside-3', 'wipe thurs and fri', '-Lunch with Sam@2026-11-26T12:00', '-Party@2026-11-27T15:00'),
  c(
    'outside-3',
    'cancel all my morning appts this week',
    '-Meeting@2026-11-23T11:00',
    '-Dentist@2026-11-24T10:00',
    '-Team standup@2026-11-25T09:00',
  ),
  c(
    'outside-3',
    'cancel evrything this week',
    '-Meeting@2026-11-23T11:00',
    '-Dentist@2026-11-24T10:00',
    '-Haircut@2026-11-24T14:00',
    '-Team standup@2026-11-25T09:00',
    '-Lunch with Sam@2026-11-26T12:00',
    '-Party@2026-11-27T15:00',
  ),
  // Nothing is booked on Saturday, and the 20th is past: nothing to cancel.
  c('outside-3', 'cancel everything on saturday', 'same'),
  c('outside-3', 'cancel everything on the 20th', 'same'),

  // --- statements, negations, hypotheticals, reported and quoted words: never act
  c('outside-3', 'i might cancel the dentist', 'same'),
  c('outside-3', "don't book anything friday", 'same'),
  c('outside-3', 'my boss said to cancel the party', 'same'),
  c('outside-3', 'maybe ill move the haircut to thurs', 'same'),
  c('outside-3', 'should i cancel lunch with sam?', 'same'),
  c('outside-3', 'the dentist rang to say theyre cancelling', 'same'),
  c('outside-3', 'not sure i want physio tmrw at 3', 'same'),
  c('outside-3', 'never book anything before 9am', 'same'),
  c('outside-3', 'if it rains cancel the party', 'same'),
  c('outside-3', 'do NOT touch my haircut', 'same'),
  c('outside-3', 'cancel the party? nah jk', 'same'),
  c('outside-3', "my mum keeps saying 'book a dentist' lol", 'same'),

  // --- past dates and times: ask or decline, never book them (and two that are plainly ahead)
  c('outside-3', 'book physio last friday at 2pm', 'same'),
  c('outside-3', 'book a call yesterday at 3pm', 'same'),
  c('outside-3', 'book gym this morning at 7', 'same'),
  c('outside-3', 'book a review on 16 november 2026 at 10am', 'same'),
  c('outside-3', 'move the party to last sat', 'same'),
  c('outside-3', 'book a call on 2 novemebr at 10', 'same'),
  c('outside-3', 'book a massage on 23 nov at 9am', '+Massage@2026-11-23T09:00'),
  c('outside-3', 'book the vet 2 nov 2027 at 10am', '+Vet@2027-11-02T10:00'),

  // --- slang and shorthand
  c('outside-3', 'bk physio tmrw 3pm', '+Physio@2026-11-24T15:00'),
  c('outside-3', 'book physio tomoz 11am', '+Physio@2026-11-24T11:00'),
  c('outside-3', 'book physio nxt wk tues 11am', '+Physio@2026-12-01T11:00'),
  c('outside-3', 'pencil in drinks with jo sat 8pm', '+Drinks with Jo@2026-11-28T20:00'),
  c('outside-3', 'ditch the party', '-Party@2026-11-27T15:00'),
  c('outside-3', 'scrap sams lunch', '-Lunch with Sam@2026-11-26T12:00'),
  // "next week" names no day: ask.
  c('outside-3', 'book physio nxet wk at 11', 'same'),
];
