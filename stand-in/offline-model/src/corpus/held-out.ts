import { type CorpusCase, c, q } from './corpus-case.ts';
import { HELD_OUT_ROUND_5 } from './held-out-round-5.ts';
import { HELD_OUT_ROUND_6 } from './held-out-round-6.ts';
import { HELD_OUT_ROUND_7 } from './held-out-round-7.ts';
import { HELD_OUT_ROUND_8 } from './held-out-round-8.ts';
import { HELD_OUT_ROUND_9 } from './held-out-round-9.ts';
import { HELD_OUT_ROUND_10 } from './held-out-round-10.ts';
import { HELD_OUT_ROUND_11 } from './held-out-round-11.ts';
import { HELD_OUT_ROUND_12 } from './held-out-round-12.ts';
import { HELD_OUT_ROUND_13 } from './held-out-round-13.ts';

/**
 * The one real held-out set: sentences written by someone who never saw the rules, that no rule change may be made
 * while watching. Once a sentence here has been used to change a rule, it moves to a regression set (round 3 is now
 * `regression-held-out-round-3.ts`).
 *
 * Round 4 (80 cases on the `outside-3` clock and calendar): written on 28 November 2026 by a helper given only the case
 * format, the clocks and calendars and the judge, never the rules or the other sets, while another changed the rules
 * without seeing it. Not edited since.
 */
const HELD_OUT_ROUND_4: readonly CorpusCase[] = [
  // --- bookings typed in shorthand, typos, lowercase, missing words
  c('outside-3', 'book a haircut tmrw at 11', '+Haircut@2026-11-24T11:00'),
  c('outside-3', 'pls book the dentist for wed 3pm', '+Dentist@2026-11-25T15:00'),
  c('outside-3', 'can u put gym in thurs 6pm', '+Gym@2026-11-26T18:00'),
  c('outside-3', 'bok a call with mum fri at 10am', '+Call with mum@2026-11-27T10:00'),
  c('outside-3', 'schedual physio on tuesday at 4pm', '+Physio@2026-11-24T16:00'),
  c('outside-3', 'add coffee with jo tmrw 9am', '+Coffee with Jo@2026-11-24T09:00'),
  c('outside-3', 'BOOK THE DOCTOR THURSDAY 2PM', '+Doctor@2026-11-26T14:00'),

  // --- two requests in one line
  c('outside-3', 'book gym tmrw at 8am and yoga on wed at 8am', '+Gym@2026-11-24T08:00', '+Yoga@2026-11-25T08:00'),
  c(
    'outside-3',
    'cancel my haircut and book a massage tmrw at 3pm instead',
    '-Haircut@2026-11-24T14:00',
    '+Massage@2026-11-24T15:00',
  ),
  c('outside-3', 'book dentist thurs 9am and physio fri 9am', '+Dentist@2026-11-26T09:00', '+Physio@2026-11-27T09:00'),
  c('outside-3', 'cancel the party and lunch with sam', '-Party@2026-11-27T15:00', '-Lunch with Sam@2026-11-26T12:00'),
  c(
    'outside-3',
    'lunch with tom wed at 1 and dinner with tom wed at 7pm pls',
    '+Lunch with Tom@2026-11-25T13:00',
    '+Dinner with Tom@2026-11-25T19:00',
  ),
  c('outside-3', "what's on thurs? also book a haircut for friday at 11", '+Haircut@2026-11-27T11:00'),
  c(
    'outside-3',
    'book gym at 6pm today and move my meeting to 4pm',
    '+Gym@2026-11-23T18:00',
    '-Meeting@2026-11-23T11:00',
    '+Meeting@2026-11-23T16:00',
  ),

  // --- questions about the calendar
  q('outside-3', 'whats first thing tmrw?', 'Dentist', '10:00'),
  q('outside-3', "what's left today", 'Meeting', '11:00'),
  q('outside-3', 'which is my busiest day this wk', 'Tuesday'),
  q('outside-3', 'when is my haircut', 'Haircut', '14:00'),
  q('outside-3', 'is 2pm tmrw taken?', 'Haircut'),
  q('outside-3', 'am i free thurs at noon', 'Lunch with Sam'),
  q('outside-3', "what's on fri", 'Party', '15:00'),
  q('outside-3', "when's standup", '09:00'),

  // --- relative dates
  c('outside-3', 'book a haircut the last friday of the month at 11', '+Haircut@2026-11-27T11:00'),
  c('outside-3', 'book the dentist the first monday of december at 2pm', '+Dentist@2026-12-07T14:00'),
  c('outside-3', 'book a massage a week tomorrow at 10am', '+Massage@2026-12-01T10:00'),
  c('outside-3', 'book physio the day after tomorrow at 11am', '+Physio@2026-11-25T11:00'),
  c('outside-3', 'book a call with mum next monday at 6pm', '+Call with mum@2026-11-30T18:00'),
  c('outside-3', 'book the vet on the 3rd of december at 9:30', '+Vet@2026-12-03T09:30'),
  c('outside-3', 'book brunch this weekend', 'same'),

  // --- spoken times
  c('outside-3', 'book a haircut tmrw at half 3', '+Haircut@2026-11-24T15:30'),
  c('outside-3', 'book physio thurs at quarter past 2', '+Physio@2026-11-26T14:15'),
  c('outside-3', 'book dinner with sam at 8 tonight', '+Dinner with Sam@2026-11-23T20:00'),
  c('outside-3', 'book lunch with jo on wed at noon', '+Lunch with Jo@2026-11-25T12:00'),
  c('outside-3', 'book yoga tmrw at half past 5 in the evening', '+Yoga@2026-11-24T17:30'),
  c('outside-3', 'book a meeting with hr on thurs at 10:45', '+Meeting with HR@2026-11-26T10:45'),
  c('outside-3', 'book a call at midnight tonight', 'same'),

  // --- lengths
  c('outside-3', 'book a workshop tmrw at 11 for 90 mins', '+Workshop@2026-11-24T11:00/90'),
  c(
    'outside-3',
    'book a planning session thurs at 2pm for an hour and a half',
    '+Planning session@2026-11-26T14:00/90',
  ),
  c('outside-3', 'book gym wed 5pm for an hr', '+Gym@2026-11-25T17:00/60'),
  c('outside-3', 'book a 2 hour training on fri at 10am', '+Training@2026-11-27T10:00/120'),
  c('outside-3', 'book a 45 min call with alex on wed at 2pm', '+Call with Alex@2026-11-25T14:00/45'),
  c('outside-3', 'book a haircut tmrw at 3pm for 20 mins', '+Haircut@2026-11-24T15:00/20'),
  c('outside-3', 'book an interview on the 1st at 10am, half an hour', '+Interview@2026-12-01T10:00/30'),
  c('outside-3', 'book a review thursday 9 til 11am', '+Review@2026-11-26T09:00/120'),

  // --- moves
  c('outside-3', 'push my dentist to thursday', '-Dentist@2026-11-24T10:00', '+Dentist@2026-11-26T10:00'),
  c('outside-3', 'move the haircut to 4pm', '-Haircut@2026-11-24T14:00', '+Haircut@2026-11-24T16:00'),
  c(
    'outside-3',
    'can u move lunch with sam to 1pm',
    '-Lunch with Sam@2026-11-26T12:00',
    '+Lunch with Sam@2026-11-26T13:00',
  ),
  c('outside-3', 'reschedule the party to sat at 8pm', '-Party@2026-11-27T15:00', '+Party@2026-11-28T20:00'),
  c('outside-3', 'move standup to 9:30', '-Team standup@2026-11-25T09:00', '+Team standup@2026-11-25T09:30'),
  c('outside-3', "push my 11 o'clock back an hour", '-Meeting@2026-11-23T11:00', '+Meeting@2026-11-23T12:00'),
  c('outside-3', 'bring the haircut forward to 1pm', '-Haircut@2026-11-24T14:00', '+Haircut@2026-11-24T13:00'),
  c('outside-3', 'move my appt tmrw to friday', 'same'),

  // --- cancellations that name one appointment beyond doubt
  c('outside-3', 'cancel my dentist appt', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'pls cancel haircut tmrw', '-Haircut@2026-11-24T14:00'),
  c('outside-3', 'cancel lunch w sam', '-Lunch with Sam@2026-11-26T12:00'),
  c('outside-3', 'cancel the party on friday', '-Party@2026-11-27T15:00'),
  c('outside-3', 'scrap the standup on wed', '-Team standup@2026-11-25T09:00'),
  c('outside-3', "cancel my 11 o'clock today", '-Meeting@2026-11-23T11:00'),
  c('outside-3', 'cancel the 2pm tmrw', '-Haircut@2026-11-24T14:00'),

  // --- cancellations that do not name one appointment
  c('outside-3', 'cancel my appt tmrw', 'same'),
  c('outside-3', 'cancel the dentist on wed', 'same'),
  c('outside-3', 'cancel my doctor appt', 'same'),
  c('outside-3', 'cancel it', 'same'),
  c('outside-3', 'cancel the meeting with john', 'same'),
  c('outside-3', 'cancel my 3pm', 'same'),
  c('outside-3', 'cancel lunch or the party, whichever is easier', 'same'),

  // --- statements and hypotheticals that change nothing
  c('outside-3', 'I might cancel the party', 'same'),
  c('outside-3', 'thinking of moving my haircut to next wk, not sure yet', 'same'),
  c('outside-3', "if it rains tmrw i'd cancel the haircut", 'same'),
  c('outside-3', 'my dentist is tomorrow at 10 btw', 'same'),
  c('outside-3', "don't book anything on friday", 'same'),
  c('outside-3', 'should i book a gym session tmrw?', 'same'),
  c('outside-3', 'maybe lunch with sam should be moved, ill let u know', 'same'),

  // --- requests to refuse or ask about
  c('outside-3', 'book the dentist yesterday at 10', 'same'),
  c('outside-3', 'book a call today at 8am', 'same'),
  c('outside-3', 'book gym tmrw at 10', 'same'),
  c('outside-3', 'book a haircut at 3am tmrw', 'same'),
  c('outside-3', 'book a mtg tmrw', 'same'),
  c('outside-3', 'book dinner on the 31st of november at 7pm', 'same'),
  c('outside-3', 'book a meeting at 11 today', 'same'),
];

/**
 * Round 8's sentences read to change a rule, now in `regression-stray-articles-nicknames-clearing.ts`. Round 8's file
 * keeps them as written (held-out files are never edited but for a line in the header); they are left out here, so
 * the round measures only sentences no rule was changed for.
 */
const MOVED_FROM_ROUND_8: readonly string[] = [
  'book a the walk sat 11am',
  'scrap the teeth appointment',
  'cancel everything tomorrow',
];

/**
 * Round 11's sentences read to change a rule or the corpus runner, now in
 * `regression-month-names-corrections-take-backs.ts`, left out of the round as round 8's are. A conversation is named
 * as the corpus names it, its messages joined by commas.
 */
const MOVED_FROM_ROUND_11: readonly string[] = [
  'book car service december 3 at 8:30am',
  'cancel the dr',
  'book physio on the 3rd at 9,sorry I meant 10',
  'book lunch with dad friday 1pm,actually no, leave it',
  "what've I got left this month?",
  'cancel the gym,no wait, keep it',
];

/**
 * Round 12's six wrong answers, read to change the rules (issue 35), now in
 * `regression-second-changes-and-ambiguous-days.ts`: left out here as round 8's are, so the round measures only
 * sentences no rule was changed for.
 */
const MOVED_FROM_ROUND_12: readonly string[] = [
  'book gym tmrw 7pm,make that an hour',
  'book gym tmrw 7pm,actually 8pm',
  'book a call with mum at 8 tmrw',
  'book physio next monday 2pm',
  'book gym sunday 10am',
  'book a haircut tmrw 2pm,actually no, leave it',
];

/**
 * The held-out sets by round, as `npm run bench` shows them. Each later round was written while the rules changed for
 * the wrong answers of the round before (which then moved to regression sets), by someone who saw neither; no other
 * sentence has been read to change a rule.
 */
export const HELD_OUT_SETS: Readonly<Record<string, readonly CorpusCase[]>> = {
  'round 4': HELD_OUT_ROUND_4,
  'round 5': HELD_OUT_ROUND_5,
  'round 6': HELD_OUT_ROUND_6,
  'round 7': HELD_OUT_ROUND_7,
  'round 8': HELD_OUT_ROUND_8.filter((corpusCase) => !MOVED_FROM_ROUND_8.includes(String(corpusCase.say))),
  'round 9': HELD_OUT_ROUND_9,
  'round 10': HELD_OUT_ROUND_10,
  'round 11': HELD_OUT_ROUND_11.filter((corpusCase) => !MOVED_FROM_ROUND_11.includes(String(corpusCase.say))),
  'round 12': HELD_OUT_ROUND_12.filter((corpusCase) => !MOVED_FROM_ROUND_12.includes(String(corpusCase.say))),
  'round 13': HELD_OUT_ROUND_13,
};

/** Every held-out case, round by round. */
export const HELD_OUT: readonly CorpusCase[] = Object.values(HELD_OUT_SETS).flat();

/**
 * The held-out cases known to come out wrong when the set was first run, by what was said, in the order of
 * `HELD_OUT`: the stand-in's open failures, measured, not hidden. The corpus test requires exactly these, so a new
 * wrong answer fails it, and so does a fixed one until it is struck off here.
 */
export const HELD_OUT_KNOWN_WRONG: readonly string[] = [
  // None open. Round 11's six and round 12's six were each read to change a rule (or, for "cancel the gym, no wait,
  // keep it", the corpus runner) and moved to regression sets, above; round 13, written blind while they changed, has
  // never been read for a change and comes out with none wrong.
];
