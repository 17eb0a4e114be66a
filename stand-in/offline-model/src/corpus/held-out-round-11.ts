import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 11 (107 cases on the `month-end` clock and calendar): written by a helper given only the case format,
 * the clock and calendar and the style of issue 35, never the rules or the other sets. Committed before the rules
 * changed for the wrong answers of rounds 8 to 10; scored on the rules as they stood then (28 November 2026, 18:20
 * UTC): 58 right, 31 asked, 12 no help, 6 wrong in each of Parts 3 and 4 (in `HELD_OUT_KNOWN_WRONG`). Not edited
 * since.
 *
 * The day: Monday 30 November 2026, 08:30 in London, the last day of the month. The calendar: Meeting Mon 30 10:00,
 * Gym Mon 30 18:00, Doctor Tue 1 Dec 11:00, Dentist Tue 1 Dec 14:00, Team lunch Wed 2 Dec 12:00. House hours: every
 * day, 07:00 to 23:00.
 */
export const HELD_OUT_ROUND_11: readonly CorpusCase[] = [
  // ---- Bookings the assistant can make outright ----
  c('month-end', 'bookk a haircut tomorow 4pm', '+Haircut@2026-12-01T16:00'),
  c('month-end', 'pencil in team drinks fri 6.30pm', '+Team drinks@2026-12-04T18:30'),
  // "the 1st" on the last day of November is tomorrow, 1 December.
  c('month-end', 'can u put the window cleaner in on the 1st at 9', '+Window cleaner@2026-12-01T09:00'),
  // "the 30th" alone is today.
  c('month-end', 'book a call with the bank on the 30th at 3pm', '+Call with the bank@2026-11-30T15:00'),
  c('month-end', 'haircut 30 dec at 9am please', '+Haircut@2026-12-30T09:00'),
  // November has no 31st, so "the 31st" can only be 31 December.
  c('month-end', 'book the plumber for the 31st at 10am', '+Plumber@2026-12-31T10:00'),
  c('month-end', 'Please schedule a realtor call for Wednesday at 3:30 PM.', '+Realtor call@2026-12-02T15:30'),
  c('month-end', 'stick a catch up with Jess in for thurs at 11am', '+Catch up with Jess@2026-12-03T11:00'),
  // British "a week tomorrow": Tuesday 8 December.
  c('month-end', 'book the vet a week tomorrow at 10', '+Vet@2026-12-08T10:00'),
  // A fortnight from Monday 30 November is Monday 14 December.
  c('month-end', 'book a 1:1 with Tom in a fortnight at 3pm', '+1:1 with Tom@2026-12-14T15:00'),
  // December starts on a Tuesday, so its first Monday is the 7th.
  c('month-end', 'haircut first monday of next month, 10am pls', '+Haircut@2026-12-07T10:00'),
  c('month-end', 'book car service december 3 at 8:30am', '+Car service@2026-12-03T08:30'),
  // 3/12 read the US way would be Friday 12 March; only 3 December is a Thursday.
  c('month-end', 'thu 3/12 book a swim at 7am', '+Swim@2026-12-03T07:00'),
  // "half ten tonight" is 22:30; thirty minutes ends exactly at 23:00.
  c('month-end', 'book a call with Dan at half ten tonight', '+Call with Dan@2026-11-30T22:30'),
  c('month-end', 'book a 2 hour workshop on thursday at 1pm', '+Workshop@2026-12-03T13:00/120'),
  c('month-end', 'block out 9-10 tomorrow for focus time', '+Focus time@2026-12-01T09:00/60'),
  c('month-end', 'book parents evening 4-5.30pm wednesday', '+Parents evening@2026-12-02T16:00/90'),
  c('month-end', 'add standup tmrw 0930', '+Standup@2026-12-01T09:30'),
  // An hour from 08:30 is 09:30; it ends as the meeting starts.
  c('month-end', 'book a call with Mum in an hour', '+Call with Mum@2026-11-30T09:30'),
  // The last Friday of December 2026 is Christmas Day; the house is open every day.
  c('month-end', 'book a review on the last friday of december at 2pm', '+Review@2026-12-25T14:00'),
  // Dinner at 7 can only mean the evening.
  c('month-end', 'book dinner with Alex at 7 tomorrow', '+Dinner with Alex@2026-12-01T19:00'),
  c(
    'month-end',
    'book coffee with Priya the day after tomorrow at quarter past 9',
    '+Coffee with Priya@2026-12-02T09:15',
  ),
  // "ten to 3": 02:50 is outside house hours, so 14:50.
  c('month-end', 'book a school run on the 2nd at ten to 3', '+School run@2026-12-02T14:50'),
  // 5am is outside house hours, so "at 5" is 17:00.
  c('month-end', 'book a call with Jo tomorrow at 5', '+Call with Jo@2026-12-01T17:00'),
  // "a week on Saturday": Saturday of next week, 12 December.
  c('month-end', 'book parkrun a week on saturday at 9', '+Parkrun@2026-12-12T09:00'),
  c('month-end', 'can you schedule the pediatrician for the 9th at 10:15am', '+Pediatrician@2026-12-09T10:15'),

  // ---- Moves and renames ----
  c('month-end', 'move the dentist to 3pm', '-Dentist@2026-12-01T14:00', '+Dentist@2026-12-01T15:00'),
  // British "push back" means later.
  c('month-end', 'push my meeting back an hour', '-Meeting@2026-11-30T10:00', '+Meeting@2026-11-30T11:00/60'),
  c('month-end', 'can we bring the dentist forward to 1', '-Dentist@2026-12-01T14:00', '+Dentist@2026-12-01T13:00'),
  c('month-end', 'move gym to 7am tomorrow', '-Gym@2026-11-30T18:00', '+Gym@2026-12-01T07:00/60'),
  c(
    'month-end',
    'swap the doctor and dentist round',
    '-Doctor@2026-12-01T11:00',
    '-Dentist@2026-12-01T14:00',
    '+Doctor@2026-12-01T14:00',
    '+Dentist@2026-12-01T11:00',
  ),
  c(
    'month-end',
    'shift team lunch to thursday, same time',
    '-Team lunch@2026-12-02T12:00',
    '+Team lunch@2026-12-03T12:00/60',
  ),
  // The negation is about cancelling; the move is certain.
  c(
    'month-end',
    "don't cancel the dentist, just move it to half 4",
    '-Dentist@2026-12-01T14:00',
    '+Dentist@2026-12-01T16:30',
  ),
  // "my 10am" is today's meeting; 2am is outside house hours.
  c('month-end', 'move my 10am to 2', '-Meeting@2026-11-30T10:00', '+Meeting@2026-11-30T14:00/60'),
  c('month-end', 'rename team lunch to Xmas lunch', '-Team lunch@2026-12-02T12:00', '+Xmas lunch@2026-12-02T12:00/60'),
  c('month-end', 'change the name of the doctor appt to GP', '-Doctor@2026-12-01T11:00', '+GP@2026-12-01T11:00'),
  // The quotes here give the new title, not a mention.
  c(
    'month-end',
    'call my 10 o\'clock "Budget review" instead',
    '-Meeting@2026-11-30T10:00',
    '+Budget review@2026-11-30T10:00/60',
  ),

  // ---- Cancels ----
  c('month-end', "cancel my 10 o'clock", '-Meeting@2026-11-30T10:00'),
  c('month-end', 'scrap the gym tonight', '-Gym@2026-11-30T18:00'),
  c('month-end', 'cancel the dr', '-Doctor@2026-12-01T11:00'),
  c('month-end', 'clear tomorrow', '-Doctor@2026-12-01T11:00', '-Dentist@2026-12-01T14:00'),
  c('month-end', 'not the doctor - cancel the dentist', '-Dentist@2026-12-01T14:00'),
  c('month-end', 'cancel the gym and book a swim at 6pm instead', '-Gym@2026-11-30T18:00', '+Swim@2026-11-30T18:00'),
  // Names one appointment for certain; the assistant confirms and the person says yes.
  c('month-end', "i don't want the gym tonight anymore", '-Gym@2026-11-30T18:00'),
  c(
    'month-end',
    'cancel all my appointments',
    '-Meeting@2026-11-30T10:00',
    '-Gym@2026-11-30T18:00',
    '-Doctor@2026-12-01T11:00',
    '-Dentist@2026-12-01T14:00',
    '-Team lunch@2026-12-02T12:00',
  ),
  c(
    'month-end',
    'cancel my 2pm tomorrow and move the doctor to 2',
    '-Dentist@2026-12-01T14:00',
    '-Doctor@2026-12-01T11:00',
    '+Doctor@2026-12-01T14:00',
  ),

  // ---- Conversations ----
  c('month-end', ['can you book me in for a haircut', 'thursday', '4pm'], '+Haircut@2026-12-03T16:00'),
  c('month-end', ['book physio on the 3rd at 9', 'sorry I meant 10'], '+Physio@2026-12-03T10:00'),
  c('month-end', ['cancel my appointment tomorrow', 'the dentist one'], '-Dentist@2026-12-01T14:00'),
  c('month-end', ['book a call with Priya at 7 tomorrow', 'evening'], '+Call with Priya@2026-12-01T19:00'),
  c('month-end', ['move the gym to tomorrow', 'same time'], '-Gym@2026-11-30T18:00', '+Gym@2026-12-01T18:00/60'),
  c('month-end', ['book lunch with dad friday 1pm', 'actually no, leave it'], 'same'),
  c('month-end', ["what's on wednesday?", 'ok cancel that'], '-Team lunch@2026-12-02T12:00'),
  // "the 28th" is asked about, then settled as December.
  c('month-end', ['book yoga on the 28th at 6pm', 'december'], '+Yoga@2026-12-28T18:00'),
  c('month-end', ['when is the doctor?', 'move it to 4pm'], '-Doctor@2026-12-01T11:00', '+Doctor@2026-12-01T16:00'),
  // 6am is refused; 7am is fine.
  c('month-end', ['book a run tomorrow at 6am', 'ok 7 then'], '+Run@2026-12-01T07:00'),
  c('month-end', ['book a massage tomorrow at 2', 'oh the dentist, make it 3 then'], '+Massage@2026-12-01T15:00'),
  c('month-end', ['book coffee with Sam on 3/12 at 10', 'the 3rd of december'], '+Coffee with Sam@2026-12-03T10:00'),
  c('month-end', ['cancel the gym', 'no wait, keep it'], 'same'),
  // "next friday" is asked about, then settled as this Friday.
  c('month-end', ['book a team call next friday at 11', 'this friday, the 4th'], '+Team call@2026-12-04T11:00'),
  // 11:00 tomorrow clashes with the doctor; the person then picks 12.
  c('month-end', ['book a meeting with Lee tomorrow at 11', 'ah, 12 then'], '+Meeting with Lee@2026-12-01T12:00'),
  {
    on: 'month-end',
    say: ['book a haircut tomorrow at 3', "what's on tomorrow now?"],
    expect: ['+Haircut@2026-12-01T15:00'],
    mentions: ['Doctor', 'Dentist', 'Haircut'],
  },

  // ---- Should ask or decline ----
  // 08:00 today has passed.
  c('month-end', 'book a call at 8 this morning', 'same'),
  c('month-end', 'log the run I did yesterday at 7am', 'same'),
  c('month-end', 'book a run at 6:30 tomorrow', 'same'),
  c('month-end', 'book a call at 11.30pm tonight', 'same'),
  // 22:45 plus thirty minutes runs past 23:00.
  c('month-end', 'book drinks friday 10:45pm', 'same'),
  // The 29th: yesterday, or 29 December?
  c('month-end', 'book a haircut on the 29th at 3', 'same'),
  // 3 December or 12 March.
  c('month-end', 'book a call 3/12 at 2pm', 'same'),
  // Said on a Monday, "next friday" may be the 4th or the 11th.
  c('month-end', 'book a team call next friday at 11', 'same'),
  c('month-end', 'book a planning session at the end of next week', 'same'),
  // This month's first Friday (6 November) is gone; December's is only a guess.
  c('month-end', 'book a haircut on the first friday of the month at 10', 'same'),
  c('month-end', 'book a tyre change tomorrow at 11:15', 'same'),
  // Two hours from now is 10:30, during the meeting.
  c('month-end', 'book a call with Jay in 2 hours', 'same'),
  c('month-end', "move the dentist to the doctor's slot", 'same'),
  // 10am clashes with the meeting; 10pm would fit, so which is meant must be asked.
  c('month-end', 'move the gym to 10', 'same'),
  c('month-end', 'cancel my appointment tomorrow', 'same'),
  c('month-end', 'cancel the medical thing tomorrow', 'same'),
  c('month-end', 'cancel the gym on wednesday', 'same'),
  c('month-end', 'cancel the dentist on friday', 'same'),
  c('month-end', "don't cancel the gym", 'same'),
  c('month-end', 'no need to book anything for friday', 'same'),
  c('month-end', 'I have a dentist appointment tomorrow at 2', 'same'),
  c('month-end', "the plumber's coming thursday at 10", 'same'),
  c('month-end', 'my friend said "just cancel the gym tonight" lol, not a chance', 'same'),
  c('month-end', 'Sarah emailed "can we move the team lunch to 1pm?" - haven\'t decided yet', 'same'),
  c('month-end', 'what happens if I type "delete the meeting"?', 'same'),
  c('month-end', 'if I cancelled the dentist would tuesday afternoon be free?', 'same'),
  // 7am and 7pm are both within house hours.
  c('month-end', 'book a call at 7 tomorrow', 'same'),
  c('month-end', 'move my appointment to friday', 'same'),
  c('month-end', 'rename the meeting', 'same'),

  // ---- Questions ----
  { on: 'month-end', say: "what's left today?", expect: 'same', mentions: ['Meeting', 'Gym'], never: ['Doctor'] },
  { on: 'month-end', say: 'whats on tmrw', expect: 'same', mentions: ['Doctor', 'Dentist'], never: ['Gym'] },
  { on: 'month-end', say: "when's the dentist", expect: 'same', mentions: ['14:00'], never: ['11:00'] },
  q('month-end', 'am i free wed lunchtime?', 'Team lunch'),
  q('month-end', 'how many things have I got this week', '5'),
  // This month ends today.
  {
    on: 'month-end',
    say: "what've I got left this month?",
    expect: 'same',
    mentions: ['Meeting', 'Gym'],
    never: ['Doctor', 'Dentist', 'Team lunch'],
  },
  {
    on: 'month-end',
    say: 'anything in for next month yet?',
    expect: 'same',
    mentions: ['Doctor', 'Dentist', 'Team lunch'],
    never: ['Gym'],
  },
  q('month-end', 'am I free tomorrow at 11?', 'Doctor'),
  q('month-end', 'what time does the gym finish tonight', '19:00'),
  q('month-end', "what's my first thing tomorrow", 'Doctor', '11:00'),
  {
    on: 'month-end',
    say: 'what have I got on the 30th',
    expect: 'same',
    mentions: ['Meeting', 'Gym'],
    never: ['Doctor'],
  },
  q('month-end', "when's my next appointment", 'Meeting', '10:00'),
  q('month-end', 'if I booked a haircut tomorrow at 2 would it clash with anything?', 'Dentist'),
  { on: 'month-end', say: 'anything on this weekend?', expect: 'same', never: ['Gym', 'Team lunch', 'Dentist'] },
  { on: 'month-end', say: 'what do i have on the 2nd', expect: 'same', mentions: ['Team lunch'], never: ['Dentist'] },
  { on: 'month-end', say: 'when am i seeing the doctor', expect: 'same', mentions: ['11:00'], never: ['14:00'] },
];
