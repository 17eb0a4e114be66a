import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 10 (101 cases on the `friday` clock and calendar): written by a helper given only the case format,
 * the clock and calendar and the style of issue 35, never the rules or the other sets. Committed before the rules
 * changed for the wrong answers of rounds 8 and 9; scored on the rules as they stood then (28 November 2026, 18:05
 * UTC): 64 right, 22 asked, 12 no help, 3 wrong in each of Parts 3 and 4 (in `HELD_OUT_KNOWN_WRONG`). Not edited
 * since, but for one move: those 3 (the conversations "great, book a call then", "actually make it 1:30" and "wait no,
 * forget it") went to `regression-second-messages.ts` when the rules were changed for them, so this round now holds 98
 * cases.
 *
 * The day: Friday 27 November 2026, 08:30 in London. The calendar: Dentist Fri 27 09:00, Drinks Fri 27 17:30, Brunch
 * Sat 28 11:00, Meeting Mon 30 10:00, Dentist Mon 30 14:00, Gym Mon 30 18:00, Doctor Tue 1 Dec 11:00. House hours:
 * every day, 07:00 to 23:00.
 */
export const HELD_OUT_ROUND_10: readonly CorpusCase[] = [
  // Bookings
  c('friday', 'book a haircut tmrw at 3pm', '+Haircut@2026-11-28T15:00'),
  c('friday', 'physio wed half 3 pls', '+Physio@2026-12-02T15:30'),
  c('friday', 'can u put a call with mum in for sunday 7pm, about an hour', '+Call with mum@2026-11-29T19:00/60'),
  c('friday', 'book a run 2moro morning, quarter to 9', '+Run@2026-11-28T08:45'),
  c('friday', 'book lunch thurs noonish', '+Lunch@2026-12-03T12:00'),
  // The 3rd is long gone this month, so 3 December.
  c('friday', 'book the plumber for the 3rd at 10am', '+Plumber@2026-12-03T10:00'),
  c('friday', 'book the vet for the 30th at 4pm', '+Vet@2026-11-30T16:00'),
  // "Next monday" from a Friday: the Monday of next week, the 30th.
  c('friday', 'standup next monday 9am, pls book it', '+Standup@2026-11-30T09:00'),
  c('friday', 'book a massage in 10 days at 11am', '+Massage@2026-12-07T11:00'),
  c('friday', "put 'Pay rent' in for the end of the month, 9am", '+Pay rent@2026-11-30T09:00'),
  c('friday', 'book a haircut the first tuesday of december at 2pm', '+Haircut@2026-12-01T14:00'),
  c('friday', 'coffee tmrw 15:45 pls', '+Coffee@2026-11-28T15:45'),
  c('friday', 'book a team lunch wendesday 1pm for 90 mins', '+Team lunch@2026-12-02T13:00/90'),
  c('friday', 'Schedule a realtor call for Wednesday at 4:30 PM.', '+Realtor call@2026-12-02T16:30'),
  c('friday', 'book the optician a fortnight today at 2pm', '+Optician@2026-12-11T14:00'),
  // The 12th is long gone this month, so Saturday 12 December.
  c('friday', 'book a piano lesson on the 12th at 11', '+Piano lesson@2026-12-12T11:00'),
  // Ends exactly at 23:00.
  c('friday', 'book a call at 22:30 tonight', '+Call@2026-11-27T22:30'),
  c('friday', 'book dinner tomorrow 7-9pm', '+Dinner@2026-11-28T19:00/120'),
  c('friday', "block 45 mins for 'Tax return' on monday at 11:15", '+Tax return@2026-11-30T11:15/45'),
  // "Tuesday week": the Tuesday after the coming one.
  c('friday', 'book the vet tuesday week at 4pm', '+Vet@2026-12-08T16:00'),
  // Ends as the meeting starts.
  c('friday', 'block monday 7 till 10am for deep work', '+Deep work@2026-11-30T07:00/180'),
  // Ten minutes fit between now and the dentist at 09:00.
  c('friday', 'quick 10 min call today at 8:45, book it', '+Call@2026-11-27T08:45/10'),
  c('friday', 'Can you book me a haircut for Thursday, December 3rd at 2:30pm?', '+Haircut@2026-12-03T14:30'),

  // Questions
  q('friday', "what's left today?", 'Dentist', 'Drinks'),
  { on: 'friday', say: 'anything on this weekend', expect: 'same', mentions: ['Brunch'], never: ['Meeting'] },
  q('friday', 'whats first thing monday', 'Meeting', '10:00'),
  q('friday', 'how many minutes is brunch?', '60'),
  q('friday', 'when am i free on monday afternoon', '14:30'),
  q('friday', 'which day is the doctor', 'Tue'),
  // Two dentists: the answer must give both.
  q('friday', "when's the dentist?", '09:00', '14:00'),
  q('friday', 'am i free tmrw at 11?', 'Brunch'),
  q('friday', 'what have i got on tues', 'Doctor', '11:00'),
  q('friday', 'whats on the 30th', 'Meeting', 'Dentist', 'Gym'),
  { on: 'friday', say: 'any appointments on the 1st?', expect: 'same', mentions: ['Doctor'], never: ['1 November'] },
  { on: 'friday', say: 'what have i got on the 28th', expect: 'same', mentions: ['Brunch'], never: ['28 December'] },
  q('friday', "when's my next appointment", 'Dentist', '09:00'),
  { on: 'friday', say: 'when is the teeth thing on monday', expect: 'same', mentions: ['14:00'], never: ['09:00'] },
  q('friday', ['what have i got monday', 'and tuesday?'], 'Doctor'),
  q('friday', 'is tuesday morning clear?', 'Doctor'),
  q('friday', 'do i have anything between 1 and 5 on monday', 'Dentist'),
  q('friday', 'when am i free tomorrow morning', '11:00'),
  q('friday', "what time's brunch sat and what time are drinks tonight", '11:00', '17:30'),

  // Moves
  c('friday', 'move gym on monday to 7pm', '-Gym@2026-11-30T18:00', '+Gym@2026-11-30T19:00/60'),
  c('friday', 'move brunch to sunday same time', '-Brunch@2026-11-28T11:00', '+Brunch@2026-11-29T11:00/60'),
  c('friday', 'can we shift drinks an hour later', '-Drinks@2026-11-27T17:30', '+Drinks@2026-11-27T18:30/90'),
  // Two dentists and no day.
  c('friday', 'move the dentist to 3pm', 'same'),
  c('friday', "move monday's dentist to tuesday 2pm", '-Dentist@2026-11-30T14:00', '+Dentist@2026-12-01T14:00'),
  c('friday', 'move doctor to half 11', '-Doctor@2026-12-01T11:00', '+Doctor@2026-12-01T11:30'),
  // Would clash with the meeting.
  c('friday', 'move gym to 10am monday', 'same'),
  // An hour from 10:30 runs into brunch.
  c('friday', 'move the meeting to sat 28th 10:30', 'same'),
  c('friday', ["what's on monday?", 'move the gym one to 8pm'], '-Gym@2026-11-30T18:00', '+Gym@2026-11-30T20:00/60'),
  // 8am today has already gone.
  c('friday', "move today's dentist to 8am", 'same'),
  // Drinks end up at 8pm tonight.
  c('friday', ['move drinks to 7', 'no sorry, 8'], '-Drinks@2026-11-27T17:30', '+Drinks@2026-11-27T20:00/90'),

  // Renames
  c('friday', 'rename meeting to "Budget review"', '-Meeting@2026-11-30T10:00', '+Budget review@2026-11-30T10:00/60'),
  c(
    'friday',
    "change brunch to say 'Brunch with Ellie'",
    '-Brunch@2026-11-28T11:00',
    '+Brunch with Ellie@2026-11-28T11:00/60',
  ),
  // Two dentists and no day.
  c('friday', 'rename the dentist to orthodontist', 'same'),
  c('friday', "rename tuesday's doctor thing to GP", '-Doctor@2026-12-01T11:00', '+GP@2026-12-01T11:00'),
  c('friday', 'rename the 9am dentist to "Hygienist"', '-Dentist@2026-11-27T09:00', '+Hygienist@2026-11-27T09:00'),

  // Cancels
  // Two dentists and no day.
  c('friday', 'cancel the dentist', 'same'),
  c('friday', 'cancel the teeth thing on monday', '-Dentist@2026-11-30T14:00'),
  c('friday', "cancel my 2 o'clock monday", '-Dentist@2026-11-30T14:00'),
  c(
    'friday',
    'scrap everything on monday',
    '-Meeting@2026-11-30T10:00',
    '-Dentist@2026-11-30T14:00',
    '-Gym@2026-11-30T18:00',
  ),
  c('friday', 'cancel gym and the doctor', '-Gym@2026-11-30T18:00', '-Doctor@2026-12-01T11:00'),
  // The only appointment at 9am is today's dentist.
  c('friday', 'cancel my 9am', '-Dentist@2026-11-27T09:00'),
  // Brunch and the doctor both start at 11.
  c('friday', "cancel the 11 o'clock", 'same'),
  // Gym is on Monday, not Tuesday.
  c('friday', 'cancel gym on tuesday', 'same'),
  c('friday', ['cancel the dentist', 'the one on monday'], '-Dentist@2026-11-30T14:00'),
  c('friday', ['cancel the dentist', 'actually no leave it'], 'same'),
  // Only gym starts at 6pm; drinks start at half 5.
  c('friday', 'cancel the 6pm', '-Gym@2026-11-30T18:00'),
  c('friday', 'cancel everything today', '-Dentist@2026-11-27T09:00', '-Drinks@2026-11-27T17:30'),
  c('friday', ['whats on tuesday', 'cancel it'], '-Doctor@2026-12-01T11:00'),
  // Three things on Monday: "it" is not certain.
  c('friday', ['whats on monday', 'cancel it'], 'same'),

  // Two requests in one line
  c(
    'friday',
    'cancel gym mon and book squash instead at 6 for an hour',
    '-Gym@2026-11-30T18:00',
    '+Squash@2026-11-30T18:00/60',
  ),
  c(
    'friday',
    'book a barber tmrw 2pm and a massage sunday at 3',
    '+Barber@2026-11-28T14:00',
    '+Massage@2026-11-29T15:00',
  ),
  {
    on: 'friday',
    say: 'cancel brunch, and whats on monday?',
    expect: ['-Brunch@2026-11-28T11:00'],
    mentions: ['Meeting'],
  },

  // Conversations
  c('friday', ['book a haircut', 'tomorrow', '2pm'], '+Haircut@2026-11-28T14:00'),

  // Statements, hypotheticals, negations, quotes
  c('friday', "I've got the dentist at 9 today", 'same'),
  c('friday', 'if it rains tmrw i might cancel brunch', 'same'),
  c('friday', 'should i cancel the doctor?', 'same'),
  c('friday', "don't cancel the meeting", 'same'),
  c('friday', 'do NOT book anything for sunday, i need a rest', 'same'),
  c('friday', 'my boss emailed: "please cancel Monday\'s meeting and book a call for Tuesday at 3"', 'same'),
  c('friday', 'got this: "Reminder: your Doctor appointment is Tue 1 Dec at 11:00. Reply C to cancel"', 'same'),
  c('friday', 'text from jess: "can u move our drinks to 8?"', 'same'),
  // Only says they can't go: ask before cancelling.
  c('friday', "I can't make brunch tomorrow", 'same'),

  // Past, outside house hours, clashes, unclear dates and times
  // 8am today has already gone.
  c('friday', 'book breakfast today at 8', 'same'),
  c('friday', 'book a call yesterday at 3pm', 'same'),
  c('friday', 'book a taxi at 5am tmrw', 'same'),
  // Runs past 23:00.
  c('friday', 'book gaming tonight 22:45 for an hour', 'same'),
  // The 24th has just gone: ask which month.
  c('friday', 'book a meeting on the 24th at 10am', 'same'),
  // Clashes with brunch.
  c('friday', 'book coffee tmrw 11:30', 'same'),
  // Clashes with the meeting.
  c('friday', 'book a call mon 10:30', 'same'),
  // November has no 31st.
  c('friday', 'book tennis for the 31st at 10am', 'same'),
  // Tuesday is the 1st; the 3rd is a Thursday.
  c('friday', 'book lunch tuesday the 3rd at 1pm', 'same'),
  // Half 7 could be morning or evening; both are inside house hours.
  c('friday', 'book a haircut 2moro at half 7', 'same'),
  // Thirty minutes from 8:45 runs into the dentist at 09:00.
  c('friday', 'book a call today at 8:45', 'same'),
  // An hour from 13:30 runs into the dentist at 14:00.
  c('friday', 'book an hour of admin monday at 1:30', 'same'),
  // Wednesday the 25th was two days ago.
  c('friday', 'book lunch on wednesday 25th', 'same'),
];
