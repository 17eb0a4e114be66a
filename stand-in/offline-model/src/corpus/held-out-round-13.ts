import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 13: 101 cases, all on one new clock, `january`: Wednesday 6 January 2027, 08:00 in London (UTC+0),
 * with this calendar (the `january` clock in `calendars.ts`):
 *
 * - Wed 6 Jan: Team call 09:30–10:00, Physio 10:15–11:00 (two at nearby times)
 * - Thu 7 Jan: Lunch with Priya 12:30–13:30
 * - Sat 9 Jan: Parkrun 09:00–10:00
 * - Mon 11 Jan: Physio 17:00–17:45 (the same title as today's)
 * - Tue 12 Jan: Team dinner 19:00–21:30 (shares "Team" with the Team call)
 * - Thu 14 Jan: Piano lesson 16:00–17:00
 *
 * House hours every day 07:00–23:00. Groups: 36 bookings, 15 cancellations, 10 moves, 20 questions, 20 traps and
 * asks. Written blind on 28 November 2026 by a helper given only the case format (`corpus-case.ts`), the clock format
 * (`calendars.ts`) and issue 35's text; no rule that reads these sentences was seen. Committed while rounds 11 and 12's
 * wrong answers were being fixed by others who never saw it; scored on the rules before those fixes (28 November 2026,
 * 21:04 UTC): 44 right, 39 asked, 18 no help, 0 wrong in each of Parts 3 and 4. No rule change may read this file.
 *
 * Day words on this clock: "today" Wed 6, "tomorrow" Thu 7, "this weekend" Sat 9 / Sun 10, "monday" 11, "next
 * wednesday" 13 (said on a Wednesday), "a week today" 13, "thursday week" 14. "next thursday" is ambiguous (tomorrow
 * or the 14th) and is only used as a trap.
 */
export const HELD_OUT_ROUND_13: readonly CorpusCase[] = [
  // ── Bookings (36) ──────────────────────────────────────────────────────────────────────────────────────────────
  c('january', 'dentist tmrw 3pm pls', '+Dentist@2027-01-07T15:00'),
  c('january', 'can u put gym in for fri at 7am', '+Gym@2027-01-08T07:00'),
  c('january', 'call with mum sunday 6pm', '+Call with mum@2027-01-10T18:00'),
  // British "half 2" is 14:30; 02:30 is outside house hours anyway.
  c('january', 'haircut sat half 2', '+Haircut@2027-01-09T14:30'),
  // 13/01 can only be day/month: 13 January.
  c('january', 'Book Dentist on 13/01 at 11am', '+Dentist@2027-01-13T11:00'),
  c('january', 'vet on the 15th at 10:30 please', '+Vet@2027-01-15T10:30'),
  c('january', 'Book a 1hr slot for yoga Monday at 7:30am', '+Yoga@2027-01-11T07:30/60'),
  c('january', 'drinks with Tom tonight at 8pm', '+Drinks with Tom@2027-01-06T20:00'),
  // American month-first with the day spelt out.
  c('january', 'Dentist jan 15th at 2.15pm', '+Dentist@2027-01-15T14:15'),
  // 01/14 can only be month/day: 14 January (the person even says so).
  c('january', '01/14 9am optician (american date sorry)', '+Optician@2027-01-14T09:00'),
  // "tues" confirms the British reading of 12/01: Tuesday 12 January.
  c('january', 'tues 12/01 at 10am book accountant', '+Accountant@2027-01-12T10:00'),
  // "a week today" on Wednesday 6 is Wednesday 13.
  c('january', 'a week today at noon, lunch with dad', '+Lunch with dad@2027-01-13T12:00'),
  // Three days after Wednesday 6 is Saturday 9.
  c('january', 'in 3 days at 4pm, haircut', '+Haircut@2027-01-09T16:00'),
  c('january', 'book swimming quarter to 8 tomorrow morning', '+Swimming@2027-01-07T07:45'),
  // British "Thursday week": a week after the coming Thursday (tomorrow), so Thursday 14.
  c('january', 'Thursday week 11am dentist', '+Dentist@2027-01-14T11:00'),
  c('january', 'book book club on friday 15th at 7pm for 2 hours', '+Book club@2027-01-15T19:00/120'),
  c('january', 'gym tmrw 6:30pm, an hour', '+Gym@2027-01-07T18:30/60'),
  c('january', 'call with Priya at 2pm today', '+Call with Priya@2027-01-06T14:00'),
  c('january', 'Please book Dentist for 10am on Monday, 11 January.', '+Dentist@2027-01-11T10:00'),
  c('january', 'January 16 at 3 PM — haircut', '+Haircut@2027-01-16T15:00'),
  c('january', 'Sunday 10th brunch 11am', '+Brunch@2027-01-10T11:00'),
  // A correction inside the line: 10:00, not 09:00.
  c('january', 'dentist friday at 9. sorry 10', '+Dentist@2027-01-08T10:00'),
  // Second thought in a second message: only the 12:00 haircut remains.
  c('january', ['book haircut saturday 11am', 'actually make it 12'], '+Haircut@2027-01-09T12:00'),
  c('january', ['I need to see the dentist', 'thursday 14th', '2pm'], '+Dentist@2027-01-14T14:00'),
  // Two requests in one line, each read whole.
  c('january', 'book gym mon 8am and dentist tues 9am', '+Gym@2027-01-11T08:00', '+Dentist@2027-01-12T09:00'),
  // "next wednesday" said on a Wednesday: the 13th (the coming one is also next week's).
  c('january', 'book yoga next wed 6pm', '+Yoga@2027-01-13T18:00'),
  c('january', 'call with mum 18:00 tmrw', '+Call with mum@2027-01-07T18:00'),
  c('january', 'lunch with Sam 1pm fri for an hour', '+Lunch with Sam@2027-01-08T13:00/60'),
  // Saturday 07:15–07:45, before Parkrun at 09:00.
  c('january', 'this sat 7:15am run', '+Run@2027-01-09T07:15'),
  c('january', 'ok so can you book me in for a haircut on fri at 5:30pm thx', '+Haircut@2027-01-08T17:30'),
  c('january', 'book MOT fri 15th 8am for 2 hours', '+MOT@2027-01-15T08:00/120'),
  // A quoted title that shares "Piano" with the Piano lesson.
  c('january', "put 'Piano practice' in on sunday 4pm", '+Piano practice@2027-01-10T16:00'),
  // Pointing back at the calendar: today's Team call is at 09:30.
  c('january', 'team call again tmrw same time as today', '+Team call@2027-01-07T09:30'),
  c('january', 'dinner with parents on saturday at 7:30pm', '+Dinner with parents@2027-01-09T19:30'),
  // Pointing back at an earlier message: Friday is empty, so 18:00 is free.
  c('january', ["what's on friday?", 'ok put gym in at 6pm then'], '+Gym@2027-01-08T18:00'),
  // Slang: "tomoz" is tomorrow.
  c('january', 'gym tomoz 7pm', '+Gym@2027-01-07T19:00'),

  // ── Cancellations (15) ─────────────────────────────────────────────────────────────────────────────────────────
  c('january', 'cancel physio on monday', '-Physio@2027-01-11T17:00'),
  // Only one appointment has "piano" in it.
  c('january', 'cancel piano', '-Piano lesson@2027-01-14T16:00'),
  c('january', 'scrap parkrun this wk', '-Parkrun@2027-01-09T09:00'),
  c('january', "can't make lunch w priya tmrw, cancel it pls", '-Lunch with Priya@2027-01-07T12:30'),
  c('january', "delete today's physio", '-Physio@2027-01-06T10:15'),
  c('january', 'take the team dinner out', '-Team dinner@2027-01-12T19:00'),
  // The only appointment at 09:30 is the Team call.
  c('january', 'cancel the 9:30 call', '-Team call@2027-01-06T09:30'),
  // The only appointment at 10:15 is today's Physio.
  c('january', 'get rid of the 10:15 one', '-Physio@2027-01-06T10:15'),
  // Pointing back: Monday holds only the Physio at 17:00.
  c('january', ['whats on monday', 'bin it'], '-Physio@2027-01-11T17:00'),
  c('january', 'cancel the thing on tuesday evening', '-Team dinner@2027-01-12T19:00'),
  // A correction narrows "physio" to one appointment.
  c('january', 'cancel physio... no wait, just the one on monday', '-Physio@2027-01-11T17:00'),
  c('january', 'cancel monday physio + book gym sat 3pm', '-Physio@2027-01-11T17:00', '+Gym@2027-01-09T15:00'),
  c('january', 'Please cancel my lunch with Priya on Thursday 7th.', '-Lunch with Priya@2027-01-07T12:30'),
  c('january', 'remove team call', '-Team call@2027-01-06T09:30'),
  c('january', "nix tuesday's dinner", '-Team dinner@2027-01-12T19:00'),

  // ── Moves (10) ───────────────────────────────────────────────────────────────────────────────────────────────────
  // A move keeps the appointment's length.
  c(
    'january',
    'move lunch with priya to 1pm',
    '-Lunch with Priya@2027-01-07T12:30',
    '+Lunch with Priya@2027-01-07T13:00/60',
  ),
  c('january', "push monday's physio back an hour", '-Physio@2027-01-11T17:00', '+Physio@2027-01-11T18:00/45'),
  c('january', 'can piano be 3pm instead', '-Piano lesson@2027-01-14T16:00', '+Piano lesson@2027-01-14T15:00/60'),
  c('january', 'move parkrun to sunday same time', '-Parkrun@2027-01-09T09:00', '+Parkrun@2027-01-10T09:00/60'),
  c('january', 'shift the team call to 11:30', '-Team call@2027-01-06T09:30', '+Team call@2027-01-06T11:30'),
  c(
    'january',
    'reschedule team dinner to wednesday 13th same time',
    '-Team dinner@2027-01-12T19:00',
    '+Team dinner@2027-01-13T19:00/150',
  ),
  c('january', "move today's physio to 2pm", '-Physio@2027-01-06T10:15', '+Physio@2027-01-06T14:00/45'),
  // "it" points back at the lunch named in the first message; the time stays 12:30.
  c(
    'january',
    ["when's my lunch with priya", 'can we do it friday instead'],
    '-Lunch with Priya@2027-01-07T12:30',
    '+Lunch with Priya@2027-01-08T12:30/60',
  ),
  c('january', 'bring piano forward a day', '-Piano lesson@2027-01-14T16:00', '+Piano lesson@2027-01-13T16:00/60'),
  c(
    'january',
    "parkrun's moved to 9:30 this week, pls update",
    '-Parkrun@2027-01-09T09:00',
    '+Parkrun@2027-01-09T09:30/60',
  ),

  // ── Questions (20) ───────────────────────────────────────────────────────────────────────────────────────────────
  q('january', 'whats on today', 'Team call', '09:30', 'Physio', '10:15'),
  // The next Physio is today's at 10:15, not Monday's.
  q('january', "when's my next physio?", 'Physio', '10:15'),
  q('january', 'am i free tmrw at 1', 'Lunch with Priya'),
  q('january', "what day's the team dinner again", 'Tuesday', '19:00'),
  q('january', 'parkrun sat what time', 'Parkrun', '09:00'),
  q('january', 'first thing tomorrow?', 'Lunch with Priya', '12:30'),
  q('january', 'anything on this weekend?', 'Parkrun'),
  // This week (Wed 6 – Sun 10): today has two appointments, no other day more than one.
  q('january', 'whats my busiest day this week', 'Wednesday'),
  q('january', 'what time does the team dinner finish', '21:30'),
  q('january', 'is 4pm on the 14th free?', 'Piano lesson'),
  q('january', 'rest of today pls', 'Team call', 'Physio'),
  q('january', 'When am I seeing Priya?', 'Lunch with Priya', '12:30'),
  q('january', "what's on next week", 'Physio', 'Team dinner', 'Piano lesson'),
  q('january', 'how many physios have i got booked', '10:15', '17:00'),
  q('january', 'what have i got monday', 'Physio', '17:00'),
  q('january', "what's on the 12th", 'Team dinner', '19:00'),
  // "team call", not the Team dinner that shares a word.
  { ...q('january', "when's the team call", 'Team call', '09:30'), never: ['19:00'] },
  q('january', 'Do I have anything on Saturday the 9th?', 'Parkrun', '09:00'),
  // A booking, then a question about the day it went into.
  {
    ...c('january', ['book haircut sat 2pm', 'so what does saturday look like now'], '+Haircut@2027-01-09T14:00'),
    mentions: ['Parkrun', 'Haircut'],
  },
  q('january', 'when does the piano lesson end', '17:00'),

  // ── Traps and asks (20) ──────────────────────────────────────────────────────────────────────────────────────────
  // Two Physios (today and Monday): ask which.
  c('january', 'cancel physio', 'same'),
  c('january', 'move physio to 4pm', 'same'),
  // Team call or Team dinner: ask which.
  c('january', 'cancel the team thing', 'same'),
  // 07:30 today is already past (now 08:00).
  c('january', 'book dentist 7:30 this morning', 'same'),
  // Midnight is outside house hours, and is not 12:00.
  { ...c('january', 'book a call with mum at midnight tomorrow', 'same'), never: ['12:00'] },
  // 06:00 is before house hours.
  c('january', 'gym fri 6am', 'same'),
  // Clashes with Lunch with Priya (12:30–13:30).
  c('january', 'dentist tmrw 1pm', 'same'),
  // Clashes with Parkrun (09:00–10:00).
  c('january', 'book haircut sat 9:30', 'same'),
  // A take-back in the same line.
  c('january', 'dentist tmrw at 3. actually no, leave it', 'same'),
  // There is no 31 February.
  c('january', 'book gym 31 feb 10am', 'same'),
  // No time and no title: ask.
  c('january', 'book something for tomorrow', 'same'),
  // "next thursday" on a Wednesday: tomorrow (7th) or the 14th; ask.
  c('january', 'piano practice next thursday 6pm', 'same'),
  // Friday is the 8th and the 9th is a Saturday: ask which.
  c('january', 'book dentist friday the 9th at 11', 'same'),
  // Several appointments, destructive: ask first.
  c('january', 'delete everything next week', 'same'),
  // Not a request yet.
  c('january', 'might need the dentist friday, not sure yet', 'same'),
  // Conditional: nothing to do now.
  c('january', 'if it rains cancel parkrun', 'same'),
  // 22:45 for half an hour ends at 23:15, past house hours.
  c('january', 'book the vet 22:45 for half an hour', 'same'),
  // Tuesday 19:00 is the Team dinner (19:00–21:30).
  c('january', 'move piano to tuesday 7pm', 'same'),
  // There is no dentist to cancel.
  c('january', 'cancel dentist', 'same'),
  // A quoted line from someone else is not the person's request.
  c('january', "my boss wrote 'cancel the team call' lol", 'same'),
];
