import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 8 (`outside-3` clock and calendar): written by a helper given only the case format, the clock and
 * calendar and the style of issue 35, never the rules or the other sets (98 cases). Committed before the rules
 * changed for round 7's two wrong answers; scored on the rules as they stood then (28 November 2026, 15:22 UTC): 48
 * right, 29 asked, 12 no help, 9 wrong in each of Parts 3 and 4; after that change, which did not see it, 54 right, 29
 * asked, 12 no help, 3 wrong (in `HELD_OUT_KNOWN_WRONG`). Not edited since, but for this line: those 3 ("book a the
 * walk sat 11am", "scrap the teeth appointment", "cancel everything tomorrow") were copied to
 * `regression-stray-articles-nicknames-clearing.ts` when rules were changed for them, and `held-out.ts` leaves them out
 * of this round, which now counts 95 cases.
 *
 * The day: Monday 23 November 2026, 08:30 in London. The calendar: Meeting Mon 23 11:00, Dentist Tue 24 10:00,
 * Haircut Tue 24 14:00, Team standup Wed 25 09:00, Lunch with Sam Thu 26 12:00, Party Fri 27 15:00 (each 30 minutes).
 * House hours: every day, 07:00 to 23:00.
 */
export const HELD_OUT_ROUND_8: readonly CorpusCase[] = [
  // --- terse bookings
  c('outside-3', 'dentist fri 4pm', '+Dentist@2026-11-27T16:00'),
  c('outside-3', 'gym sat 9am', '+Gym@2026-11-28T09:00'),
  c('outside-3', 'physio wed 2pm', '+Physio@2026-11-25T14:00'),
  c('outside-3', 'vet thurs 10:30', '+Vet@2026-11-26T10:30'),
  c('outside-3', 'haircut 1 dec 11am', '+Haircut@2026-12-01T11:00'),
  c('outside-3', 'yoga tmrw 6pm', '+Yoga@2026-11-24T18:00'),
  c('outside-3', 'swim sun 8am', '+Swim@2026-11-29T08:00'),
  c('outside-3', 'call w mum thu 6pm', '+Call with mum@2026-11-26T18:00'),

  // --- chatty run-ons
  c(
    'outside-3',
    'hey so could you pop a call with dad in for wednesday at like 7 in the evening thanks',
    '+Call with dad@2026-11-25T19:00',
  ),
  c(
    'outside-3',
    'hiya, been meaning to ask, could you stick the plumber in for saturday morning at 10, cheers',
    '+Plumber@2026-11-28T10:00',
  ),
  c(
    'outside-3',
    'ok so basically i need a haircut again lol, can you do tuesday the 1st at 4pm',
    '+Haircut@2026-12-01T16:00',
  ),
  c(
    'outside-3',
    'right so i promised jo id meet her for coffee friday at 10 so can you put coffee with jo in',
    '+Coffee with Jo@2026-11-27T10:00',
  ),
  c(
    'outside-3',
    'morning! could you book me in for a massage on sunday at 2pm please, my back is killing me',
    '+Massage@2026-11-29T14:00',
  ),
  c(
    'outside-3',
    'can you put in book club for wednesday at 8pm, it goes on for 2 hours',
    '+Book club@2026-11-25T20:00/120',
  ),

  // --- titles with articles, typos and odd words
  c('outside-3', 'book the big review wed 3pm', '+Big review@2026-11-25T15:00'),
  c('outside-3', 'book a the walk sat 11am', '+Walk@2026-11-28T11:00'),
  c('outside-3', 'book lunch the 27th at 1', '+Lunch@2026-11-27T13:00'),
  c('outside-3', 'book coffee, the 30th, 9am', '+Coffee@2026-11-30T09:00'),
  c('outside-3', 'book the annual review fri 11am', '+Annual review@2026-11-27T11:00'),
  c('outside-3', 'book the 5k run sun 9am', '+5k run@2026-11-29T09:00'),
  c('outside-3', 'book "quarterly planning" thurs 2pm', '+Quarterly planning@2026-11-26T14:00'),
  c('outside-3', 'book an eye test the 2nd at 10', '+Eye test@2026-12-02T10:00'),

  // --- bare day numbers: ahead this month, long gone (next month), just gone (ask)
  c('outside-3', 'book physio the 5th at 11am', '+Physio@2026-12-05T11:00'),
  c('outside-3', 'book a haircut on the 3rd at 2pm', '+Haircut@2026-12-03T14:00'),
  c('outside-3', 'book drinks the 28th 8pm', '+Drinks@2026-11-28T20:00'),
  c('outside-3', 'book dinner the 29th at 7pm', '+Dinner@2026-11-29T19:00'),
  c('outside-3', 'book the optician on the 1st at 9:30', '+Optician@2026-12-01T09:30'),
  c('outside-3', 'book gym the 23rd at 6pm', '+Gym@2026-11-23T18:00'),
  c('outside-3', 'move the party to the 4th', '-Party@2026-11-27T15:00', '+Party@2026-12-04T15:00'),
  c('outside-3', 'book the vet on the 20th at 10am', 'same'),
  c('outside-3', 'book tennis the 21st at 5pm', 'same'),
  c('outside-3', 'book a call the 16th at 3pm', 'same'),

  // --- times in many forms
  c('outside-3', 'book a call tmrw at 11.45', '+Call@2026-11-24T11:45'),
  c('outside-3', 'book yoga thu 7:15pm', '+Yoga@2026-11-26T19:15'),
  c('outside-3', 'book a massage wed at noon', '+Massage@2026-11-25T12:00'),
  c('outside-3', 'book a run sat at 0730', '+Run@2026-11-28T07:30'),
  c('outside-3', 'book a meeting fri at quarter past 10 in the morning', '+Meeting@2026-11-27T10:15'),
  c('outside-3', 'book dinner sat at 8 in the evening', '+Dinner@2026-11-28T20:00'),
  c('outside-3', 'book drinks thursday at nine pm', '+Drinks@2026-11-26T21:00'),
  c('outside-3', 'book a call today 5 30 pm', '+Call@2026-11-23T17:30'),
  // Midnight is outside house hours: ask or decline, never read it as noon.
  { on: 'outside-3', say: 'book a call at midnight tmrw', expect: 'same', never: ['12:00'] },
  // 6 could be 06:00 (before house hours) or 18:00.
  c('outside-3', 'gym tmrw 6', 'same'),

  // --- moves
  c('outside-3', 'move the dentist to thursday', '-Dentist@2026-11-24T10:00', '+Dentist@2026-11-26T10:00'),
  c('outside-3', "can we shift today's meeting to 2pm", '-Meeting@2026-11-23T11:00', '+Meeting@2026-11-23T14:00'),
  c('outside-3', 'push standup to 9:30', '-Team standup@2026-11-25T09:00', '+Team standup@2026-11-25T09:30'),
  c('outside-3', 'move lunch with sam to 1pm', '-Lunch with Sam@2026-11-26T12:00', '+Lunch with Sam@2026-11-26T13:00'),
  c('outside-3', 'move the party to sat 4pm', '-Party@2026-11-27T15:00', '+Party@2026-11-28T16:00'),
  c('outside-3', 'move the dentist to the 2nd', '-Dentist@2026-11-24T10:00', '+Dentist@2026-12-02T10:00'),
  // Tuesday 10:00 is the Dentist.
  c('outside-3', 'move my haircut to 10', 'same'),

  // --- renames
  c('outside-3', 'rename the party to birthday party', '-Party@2026-11-27T15:00', '+Birthday party@2026-11-27T15:00'),
  c(
    'outside-3',
    'call the meeting "budget meeting" instead',
    '-Meeting@2026-11-23T11:00',
    '+Budget meeting@2026-11-23T11:00',
  ),
  c('outside-3', 'rename standup to team sync', '-Team standup@2026-11-25T09:00', '+Team sync@2026-11-25T09:00'),
  // Nothing named: "it" has no referent.
  c('outside-3', 'rename it to checkup', 'same'),

  // --- cancels by time or vague name
  c('outside-3', 'cancel my 11 oclock', '-Meeting@2026-11-23T11:00'),
  c('outside-3', "cancel tomorrow's 2pm", '-Haircut@2026-11-24T14:00'),
  c('outside-3', 'cancel the thing on friday', '-Party@2026-11-27T15:00'),
  c('outside-3', 'scrap the teeth appointment', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'cancel lunch', '-Lunch with Sam@2026-11-26T12:00'),
  // Two appointments tomorrow.
  c('outside-3', 'cancel my appointment tomorrow', 'same'),
  // "Meeting" is on Monday; Wednesday has only the standup.
  c('outside-3', 'cancel the meeting on wednesday', 'same'),
  // Removing several at once wants a confirmation.
  c('outside-3', 'cancel everything tomorrow', 'same'),

  // --- questions
  q('outside-3', 'whats on tmrw', 'Dentist', 'Haircut'),
  q('outside-3', 'when is my haircut', '14:00'),
  q('outside-3', 'am i free thursday at noon', 'Lunch with Sam'),
  q('outside-3', "when's the dentist again", '10:00'),
  q('outside-3', 'what day is the standup', 'Wed'),
  q('outside-3', 'what have i got on friday', 'Party'),
  q('outside-3', 'am i free at 11 today', 'Meeting'),
  q('outside-3', 'whats my last thing this week', 'Party'),
  q('outside-3', 'is anything on at 9 wednesday', 'Team standup'),
  q('outside-3', "what's after the dentist tomorrow", 'Haircut'),

  // --- two requests in one line
  c('outside-3', 'book dentist fri 10am and gym sat 9am', '+Dentist@2026-11-27T10:00', '+Gym@2026-11-28T09:00'),
  c(
    'outside-3',
    'cancel the haircut, move the dentist to 2pm',
    '-Haircut@2026-11-24T14:00',
    '-Dentist@2026-11-24T10:00',
    '+Dentist@2026-11-24T14:00',
  ),
  c('outside-3', 'book swim sat 8am then brunch sat 10am', '+Swim@2026-11-28T08:00', '+Brunch@2026-11-28T10:00'),
  c(
    'outside-3',
    'rename the party to leaving do and move it to 4pm',
    '-Party@2026-11-27T15:00',
    '+Leaving do@2026-11-27T16:00',
  ),
  c('outside-3', 'book yoga tue 7pm and thu 7pm', '+Yoga@2026-11-24T19:00', '+Yoga@2026-11-26T19:00'),
  c(
    'outside-3',
    'book a call with mum sun 11am and a call with dad sun 12',
    '+Call with mum@2026-11-29T11:00',
    '+Call with dad@2026-11-29T12:00',
  ),

  // --- follow-ups in one conversation
  c('outside-3', ['book a call tmrw', 'at 4pm'], '+Call@2026-11-24T16:00'),
  c('outside-3', ['move the dentist', 'to thursday 11am'], '-Dentist@2026-11-24T10:00', '+Dentist@2026-11-26T11:00'),

  // --- statements, negations, hypotheticals and reported speech: change nothing
  c('outside-3', 'i had the dentist last week', 'same'),
  c('outside-3', 'my sister has a haircut on friday at 2', 'same'),
  c('outside-3', 'if the weather is nice i might book golf sat 10am', 'same'),
  c('outside-3', 'jo said she booked tennis for thursday at 5', 'same'),
  c('outside-3', "don't book anything for friday", 'same'),
  c('outside-3', 'i was going to cancel the party but ill keep it', 'same'),
  c('outside-3', 'what if i moved the dentist to wednesday', 'same'),
  c('outside-3', 'the email says "cancel the meeting on monday"', 'same'),
  c('outside-3', 'no need to cancel lunch with sam', 'same'),
  c('outside-3', 'should i book physio on thursday?', 'same'),

  // --- unclear or clashing: ask
  // On a Monday, "next tuesday" may be tomorrow or 1 December.
  c('outside-3', 'book a haircut next tuesday at 4pm', 'same'),
  c('outside-3', 'book physio thursday or friday at 3', 'same'),
  c('outside-3', 'book something tomorrow', 'same'),
  c('outside-3', 'book dinner sat', 'same'),
  // Friday 15:00 is the Party.
  c('outside-3', 'dentist fri 3pm', 'same'),

  // --- rude or off-topic
  c('outside-3', 'ur useless', 'same'),
  c('outside-3', 'whats the capital of peru', 'same'),
  c('outside-3', 'tell me a joke', 'same'),
  c('outside-3', 'shut up and cancel nothing', 'same'),
];
