import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 9 (107 cases on the `outside-7` clock and calendar): written by a helper given only the case format,
 * the clock and calendar and the style of issue 35, never the rules or the other sets. Committed before the rules
 * changed for round 8's three wrong answers; scored on the rules as they stood then (28 November 2026, 17:50 UTC): 61
 * right, 31 asked, 14 no help, 1 wrong in each of Parts 3 and 4 (in `HELD_OUT_KNOWN_WRONG`). Not edited since, but for
 * one move: that 1 ("what have I got friday?", "cancel the middle one") went to `regression-second-messages.ts` when
 * the rules were changed for it, so this round now holds 106 cases.
 *
 * The day: Monday 23 November 2026, 08:30 in London. The calendar: last week's Dentist (Wed 18 10:00), Team lunch
 * (Wed 18 12:30) and Flu jab (Thu 19 09:00); Standup Mon 23 09:30, Haircut Tue 24 16:00, Yoga Wed 25 07:30, Call with
 * Alex Thu 26 11:00, Physio, Lunch with Sam and Drinks on Fri 27 (09:00, 12:30, 17:30), Gym Tue 1 Dec 18:00, Budget
 * meeting Wed 16 Dec 10:00, Quarterly review Tue 12 Jan 2027 14:00. House hours: every day, 07:00 to 23:00.
 */
export const HELD_OUT_ROUND_9: readonly CorpusCase[] = [
  // ── Questions ────────────────────────────────────────────────────────────
  q('outside-7', "what's my first appt tmrw?", 'Haircut', '16:00'),
  {
    on: 'outside-7',
    say: 'anything else on for the rest of today?',
    expect: 'same',
    mentions: ['Standup', '09:30'],
    never: ['Haircut'],
  },
  q('outside-7', "which day's my busiest this week", 'Fri'),
  q('outside-7', 'what day is yoga again', 'Wed'),
  q('outside-7', 'is 4pm tmrw taken?', 'Haircut'),
  {
    on: 'outside-7',
    say: 'what did i have last week',
    expect: 'same',
    mentions: ['Dentist', 'Team lunch', 'Flu jab'],
    never: ['Standup'],
  },
  q('outside-7', "what day's the budget meeting on?", 'Wed', '10:00'),
  q('outside-7', 'whens my next gym session', '18:00'),
  {
    on: 'outside-7',
    say: 'got anything after 5 on friday?',
    expect: 'same',
    mentions: ['Drinks'],
    never: ['Lunch with Sam'],
  },
  // Past tense: the 18th that has just gone.
  q('outside-7', 'what was on the 18th?', 'Dentist', 'Team lunch'),
  q('outside-7', 'am i free thurs at 11', 'Call with Alex'),
  // The 1st has long gone this month, so it is 1 December.
  q('outside-7', "what's on the 1st?", 'Gym'),
  q('outside-7', 'when do drinks end on fri', '19:00'),
  {
    on: 'outside-7',
    say: "what've I got in december",
    expect: 'same',
    mentions: ['Gym', 'Budget meeting'],
    never: ['Quarterly review'],
  },
  q('outside-7', 'when is the quarterly review?', '14:00'),
  q('outside-7', "what's my next appointment", 'Standup'),
  q('outside-7', 'what did I have last wednesday', 'Dentist', 'Team lunch'),
  q('outside-7', 'have I got anything at 12:45 on fri?', 'Lunch with Sam'),
  {
    on: 'outside-7',
    say: 'whats on tmrw',
    expect: 'same',
    mentions: ['Haircut'],
    never: ['Yoga'],
  },
  q('outside-7', 'any early starts this week? anything before 9am', 'Yoga'),
  q('outside-7', "what's happening on the last friday of the month", 'Physio', 'Lunch with Sam', 'Drinks'),
  q('outside-7', 'is 2pm on 12 jan free?', 'Quarterly review'),
  q('outside-7', ['whats on thursday', 'and the day after?'], 'Physio', 'Lunch with Sam', 'Drinks'),
  {
    on: 'outside-7',
    say: 'what have i got next week',
    expect: 'same',
    mentions: ['Gym'],
    never: ['Budget meeting'],
  },

  // ── Bookings ─────────────────────────────────────────────────────────────
  c('outside-7', 'book coffee with Priya 2moro at half 2', '+Coffee with Priya@2026-11-24T14:30'),
  c('outside-7', 'put piano lesson in for wendesday at 5', '+Piano lesson@2026-11-25T17:00'),
  // The 3rd has long gone this month, so it is Thursday 3 December.
  c('outside-7', 'book car service on the 3rd, 8:15am', '+Car service@2026-12-03T08:15'),
  c('outside-7', 'Dinner with Mum sat 7:30pm for 2 hours pls', '+Dinner with Mum@2026-11-28T19:30/120'),
  c('outside-7', 'book an eye test 2 weeks from today at 11am', '+Eye test@2026-12-07T11:00'),
  // Drinks ends at 19:00, so 19:00 is free.
  c('outside-7', 'add book club on the last friday of the month, 7pm', '+Book club@2026-11-27T19:00'),
  c('outside-7', 'boiler check first monday of december 9am please', '+Boiler check@2026-12-07T09:00'),
  c('outside-7', 'NYE drinks the last thursday of december at 9pm', '+NYE drinks@2026-12-31T21:00'),
  // "A week tomorrow" is Tuesday 1 December.
  c('outside-7', 'can you book me a massage a week tomorrow at 11', '+Massage@2026-12-01T11:00'),
  // 15/12 can only be day/month.
  c('outside-7', "book 'Design crit' 15/12 at 3pm", '+Design crit@2026-12-15T15:00'),
  c('outside-7', 'schedule a 45 min interview thurs 10:15', '+Interview@2026-11-26T10:15/45'),
  c('outside-7', 'book a 90 minute workshop on wed the 2nd at 2', '+Workshop@2026-12-02T14:00/90'),
  c('outside-7', 'book squash thrusday 6pm. wait no make it 7', '+Squash@2026-11-26T19:00'),
  c('outside-7', 'brunch on the 28th at 11 pls', '+Brunch@2026-11-28T11:00'),
  c('outside-7', 'book the christmas market the 5th at 10am', '+Christmas market@2026-12-05T10:00'),
  // Now is Monday 08:30, so "this time next week" is Monday 30 November 08:30.
  c('outside-7', 'book a check-in this time next week', '+Check-in@2026-11-30T08:30'),
  c('outside-7', 'book a call with the bank in 2 hours', '+Call with the bank@2026-11-23T10:30'),
  c('outside-7', 'Nails the friday after next, quarter past 11', '+Nails@2026-12-04T11:15'),
  c('outside-7', 'book breakfast with Jo at 7 tmrw morning', '+Breakfast with Jo@2026-11-24T07:00'),
  // Ends exactly at 23:00, inside house hours.
  c('outside-7', 'book a call with Bea 10.30pm tonight', '+Call with Bea@2026-11-23T22:30'),
  // "Thursday week" is the Thursday after this one: 3 December.
  c('outside-7', 'tutor session thurs week at 4pm', '+Tutor session@2026-12-03T16:00'),
  // 19 November was a Thursday; Saturday the 19th can only be 19 December.
  c('outside-7', 'book cinema with Ria sat the 19th at 2', '+Cinema with Ria@2026-12-19T14:00'),
  c(
    'outside-7',
    'Schedule a meeting with the landlord for Thursday, 3:45 p.m.',
    '+Meeting with the landlord@2026-11-26T15:45',
  ),
  c('outside-7', ['can you book lunch with Ana on thursday', '1pm pls'], '+Lunch with Ana@2026-11-26T13:00'),

  // ── Moves and renames ────────────────────────────────────────────────────
  c('outside-7', 'move haircut to thurs 3pm', '-Haircut@2026-11-24T16:00', '+Haircut@2026-11-26T15:00'),
  c('outside-7', 'push yoga back an hour', '-Yoga@2026-11-25T07:30', '+Yoga@2026-11-25T08:30/60'),
  c('outside-7', 'move standup to 10', '-Standup@2026-11-23T09:30', '+Standup@2026-11-23T10:00/15'),
  c('outside-7', 'move my 4pm tmrw to 5', '-Haircut@2026-11-24T16:00', '+Haircut@2026-11-24T17:00'),
  c(
    'outside-7',
    'can we move lunch with sam to 1',
    '-Lunch with Sam@2026-11-27T12:30',
    '+Lunch with Sam@2026-11-27T13:00/60',
  ),
  // Only the day changes; the time stays.
  c('outside-7', 'move drinks to saturday', '-Drinks@2026-11-27T17:30', '+Drinks@2026-11-28T17:30/90'),
  c(
    'outside-7',
    'move the quarterly review a week later',
    '-Quarterly review@2027-01-12T14:00',
    '+Quarterly review@2027-01-19T14:00/60',
  ),
  // 17 November was a Tuesday; Thursday the 17th is 17 December.
  c(
    'outside-7',
    'reschedule the budget meeting to thurs 17th, 11am',
    '-Budget meeting@2026-12-16T10:00',
    '+Budget meeting@2026-12-17T11:00/60',
  ),
  // 21:30 for 90 minutes ends exactly at 23:00.
  c('outside-7', 'push drinks back 4 hours', '-Drinks@2026-11-27T17:30', '+Drinks@2026-11-27T21:30/90'),
  c(
    'outside-7',
    "don't move the haircut, move the call to 2pm instead",
    '-Call with Alex@2026-11-26T11:00',
    '+Call with Alex@2026-11-26T14:00',
  ),
  c(
    'outside-7',
    ['when is my haircut?', 'move it an hour earlier'],
    '-Haircut@2026-11-24T16:00',
    '+Haircut@2026-11-24T15:00',
  ),
  c('outside-7', 'rename yoga to Hot yoga', '-Yoga@2026-11-25T07:30', '+Hot yoga@2026-11-25T07:30/60'),
  c(
    'outside-7',
    'change "Drinks" to "Drinks with Kim"',
    '-Drinks@2026-11-27T17:30',
    '+Drinks with Kim@2026-11-27T17:30/90',
  ),
  c('outside-7', 'rename the standup to Daily sync', '-Standup@2026-11-23T09:30', '+Daily sync@2026-11-23T09:30/15'),
  c('outside-7', "call the gym on the 1st 'Leg day' instead", '-Gym@2026-12-01T18:00', '+Leg day@2026-12-01T18:00/60'),

  // ── Cancels ──────────────────────────────────────────────────────────────
  c('outside-7', 'kill the standup', '-Standup@2026-11-23T09:30'),
  c('outside-7', "scrap whatever I've got at 11 on thursday", '-Call with Alex@2026-11-26T11:00'),
  c(
    'outside-7',
    'cancel everything on friday',
    '-Physio@2026-11-27T09:00',
    '-Lunch with Sam@2026-11-27T12:30',
    '-Drinks@2026-11-27T17:30',
  ),
  c('outside-7', 'cancel the 5:30 on fri', '-Drinks@2026-11-27T17:30'),
  c('outside-7', 'cancel gym and yoga', '-Gym@2026-12-01T18:00', '-Yoga@2026-11-25T07:30'),
  c('outside-7', 'cancel the hair thing', '-Haircut@2026-11-24T16:00'),
  c(
    'outside-7',
    'cancel the alex call and book one with Jo same time',
    '-Call with Alex@2026-11-26T11:00',
    '+Call with Jo@2026-11-26T11:00',
  ),
  c('outside-7', 'cancel the review in jan', '-Quarterly review@2027-01-12T14:00'),
  c('outside-7', 'clear my diary for tomorrow', '-Haircut@2026-11-24T16:00'),
  c(
    'outside-7',
    'cancel haircut and book a beard trim in its place',
    '-Haircut@2026-11-24T16:00',
    '+Beard trim@2026-11-24T16:00',
  ),
  c('outside-7', 'cancel the budget meeting on 16/12', '-Budget meeting@2026-12-16T10:00'),

  // ── Two requests in one ──────────────────────────────────────────────────
  c(
    'outside-7',
    'book coffee with Lee wed 10am and move yoga to 8',
    '+Coffee with Lee@2026-11-25T10:00',
    '-Yoga@2026-11-25T07:30',
    '+Yoga@2026-11-25T08:00/60',
  ),
  {
    on: 'outside-7',
    say: 'whats the time of physio? and book parking half an hour before it',
    expect: ['+Parking@2026-11-27T08:30'],
    mentions: ['09:00'],
  },

  // ── Should ask or decline ────────────────────────────────────────────────
  // On a Monday, "next friday" may be the 27th or 4 December.
  c('outside-7', 'book a vet appt next friday 10am', 'same'),
  // The 20th has only just gone: 20 November or 20 December?
  c('outside-7', 'book lunch on the 20th at 1', 'same'),
  // 12/1 is 12 January or 1 December depending on who wrote it.
  c('outside-7', 'book a catch-up 12/1 at 3pm', 'same'),
  c('outside-7', 'book a run at 6am tmrw', 'same'),
  {
    on: 'outside-7',
    say: 'book a call with the US team at midnight',
    expect: 'same',
    never: ['12:00'],
  },
  c('outside-7', 'book a taxi at 8 this morning', 'same'),
  // 22:00 for two hours runs past 23:00.
  c('outside-7', 'book a gig friday 10pm for 2 hours', 'same'),
  // 3 December is a Thursday, not a Friday.
  c('outside-7', 'book dinner on friday the 3rd at 8pm', 'same'),
  c('outside-7', 'book a dentist for wednesday', 'same'),
  // The only dentist appointment was last week.
  c('outside-7', 'cancel the teeth thing', 'same'),
  // Gym or Yoga?
  c('outside-7', 'cancel my workout', 'same'),
  c('outside-7', 'cancel my flu jab', 'same'),
  c('outside-7', 'if it rains on friday cancel drinks', 'same'),
  c('outside-7', "don't cancel the haircut", 'same'),
  // A statement of fact, not a request to book.
  c('outside-7', 'I have a dentist appointment on thursday at 2', 'same'),
  // A forwarded message that merely mentions a booking.
  c('outside-7', "fwd from the garage: 'Your MOT is booked for Wed 2 Dec at 09:00. Reply YES to confirm.'", 'same'),
  c('outside-7', "Sam texted 'can we push lunch to 1?' - not sure yet", 'same'),
  c('outside-7', 'I was gonna book a massage tmrw at 10 but nah', 'same'),
  c('outside-7', 'cancel the haircut. actually no, leave it', 'same'),
  c('outside-7', 'move the gym to 6am', 'same'),
  // 08:00 today has passed, and 20:00 is an unlikely standup.
  c('outside-7', 'move standup to 8', 'same'),
  c('outside-7', 'move the dentist to friday', 'same'),
  // Three things on Friday.
  c('outside-7', "rename friday's thing to Offsite", 'same'),
  // 07:00 and 19:00 are both inside house hours.
  c('outside-7', 'put a call with Mo in for 7 on thursday', 'same'),
  // Clashes with Lunch with Sam; should point it out and ask.
  c('outside-7', 'book a meeting fri 12:30', 'same'),
  c('outside-7', 'push drinks back 5 hours', 'same'),
  c('outside-7', 'book a review on 18/11 at 2pm', 'same'),
  // Friday the 20th was 20 November, already gone.
  c('outside-7', 'book the gym on fri the 20th at 6pm', 'same'),
  c('outside-7', 'what if I moved yoga to thursday?', 'same'),
  c('outside-7', ['book a coffee with Tom', 'not sure when yet tbh'], 'same'),
];
