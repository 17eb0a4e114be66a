import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Every sentence of a third outside try (287 sentences on the `outside-3` calendar) that made the stand-in act on a
 * misreading, in Part 3 and Part 4 alike, and a few variants of each kind; the rules were then changed to read them, so
 * this is a regression set. The clock is Monday 23 November 2026, 08:30 in London. The tools book one appointment at a
 * time, for one stated day and hour: a repeat, a count, a window ("before 11am", "next week"), an hour its part of the
 * day contradicts, a condition or an unusable length must be asked about. Asking is never wrong here; acting on a
 * misreading is. A few sentences that state everything are here too, so a rule that asks about them all shows up as
 * fewer right answers, never as a pass.
 */

/** "every", "each", "daily", "weekly": a repeat the tools cannot book. */
const REPEATS: readonly CorpusCase[] = [
  c('outside-3', 'book a meeting every monday at 10am'),
  c('outside-3', 'book a meeting every day next week at 9am'),
  c('outside-3', 'book a meeting each day this week at 3pm'),
  c('outside-3', 'book a meeting daily at 9am'),
  c('outside-3', 'book a weekly standup on mondays at 9am'),
  c('outside-3', 'book a meeting each monday at 10am'),
  c('outside-3', 'schedule a call every friday at 4pm'),
  c('outside-3', 'book a meeting every other day at 9am'),
  c('outside-3', 'book a meeting on thursday at 10am every week'),
  c('outside-3', 'book a gym session weekly on friday at 7pm'),
  c('outside-3', 'book a call every weekday at 8am'),
  c('outside-3', 'book a meeting tomorrow at 3pm and every week after that'),
  c('outside-3', 'book a daily standup tomorrow at 9am'),
  c('outside-3', 'move the dentist to every friday at 10am'),
  c('outside-3', 'repeat the dentist every week'),
];

/** "between 2 and 3pm": one meeting from 2 to 3 only when certain; a window to fit something into is asked about. */
const BETWEEN: readonly CorpusCase[] = [
  c('outside-3', 'book a meeting tomorrow between 2 and 3pm', '+Meeting@2026-11-24T14:00/60'),
  c('outside-3', 'book a meeting tomorrow between 10 and 11am', '+Meeting@2026-11-24T10:00/60'),
  c('outside-3', 'book a meeting tomorrow between 3pm and 4pm', '+Meeting@2026-11-24T15:00/60'),
  c('outside-3', 'book a meeting on thursday between 2 and 4pm', '+Meeting@2026-11-26T14:00/120'),
  c('outside-3', 'book a meeting tomorrow between 2pm and 3', '+Meeting@2026-11-24T14:00/60'),
  c('outside-3', 'book a call on friday from 10 to 11am', '+Call@2026-11-27T10:00/60'),
  c('outside-3', 'book a meeting tomorrow between 9 and 5'),
  c('outside-3', 'book a meeting sometime between 2 and 4pm tomorrow'),
  c('outside-3', 'book a 30 minute meeting tomorrow between 2 and 4pm'),
  c('outside-3', 'move the dentist to between 2 and 3pm'),
];

/** "before 11am", "after 3pm", "by 3pm": a window, not an hour. */
const BEFORE_AFTER: readonly CorpusCase[] = [
  c('outside-3', 'book a meeting tomorrow before 11am'),
  c('outside-3', 'book a meeting tomorrow after 3pm'),
  c('outside-3', 'book a meeting on thursday after 2pm'),
  c('outside-3', 'book a call tomorrow no later than 5pm'),
  c('outside-3', 'book a meeting tomorrow by 3pm'),
  c('outside-3', 'book a meeting on friday from 3pm onwards'),
  c('outside-3', 'book a meeting on wednesday not before 10am'),
  c('outside-3', 'move the dentist to after 3pm'),
  c('outside-3', 'move the haircut to before noon'),
  c('outside-3', 'move the dentist to tomorrow after 4pm'),
];

/** "next week" with no day: which day is the person's to say. */
const NEXT_WEEK: readonly CorpusCase[] = [
  c('outside-3', 'book a meeting next week at 10am'),
  c('outside-3', 'book a meeting sometime next week at 3pm'),
  c('outside-3', 'book a meeting early next week'),
  c('outside-3', 'book a call next week at 2pm for an hour'),
  c('outside-3', 'schedule lunch next week at 1pm'),
  c('outside-3', 'reschedule the dentist for next week'),
  c('outside-3', 'move the dentist to next week'),
  c('outside-3', 'move the haircut to next week at 3pm'),
  c('outside-3', 'cancel the haircut next week'),
  c('outside-3', 'clear next week'),
  c('outside-3', 'book a meeting next week on wednesday at 3pm', '+Meeting@2026-12-02T15:00'),
  c('outside-3', 'book a meeting on wednesday next week at 3pm', '+Meeting@2026-12-02T15:00'),
];

/** "two meetings": a count the tools cannot book in one call. */
const COUNTS: readonly CorpusCase[] = [
  c('outside-3', 'book two meetings tomorrow at 3pm'),
  c('outside-3', 'book 2 meetings tomorrow at 3pm'),
  c('outside-3', 'book three calls on friday at 10am'),
  c('outside-3', 'schedule a couple of meetings tomorrow at 4pm'),
  c('outside-3', 'book a few meetings on thursday at 2pm'),
  c('outside-3', 'book two haircuts on friday at 11am'),
  c('outside-3', 'book 3 slots tomorrow at 9am'),
];

/** A part of the day the hour contradicts, and a few where it agrees. */
const PART_OF_DAY: readonly CorpusCase[] = [
  c('outside-3', 'book a meeting tonight at 4'),
  c('outside-3', 'book a meeting tomorrow night at 4'),
  c('outside-3', 'book a meeting tomorrow evening at 4'),
  c('outside-3', 'book a meeting tomorrow morning at 3'),
  c('outside-3', 'book a meeting this evening at 2'),
  c('outside-3', 'book a meeting tomorrow afternoon at 9'),
  c('outside-3', 'book a meeting tomorrow morning at 4pm'),
  c('outside-3', 'book a call tonight at 11am'),
  c('outside-3', 'move the dentist to tomorrow evening at 3'),
  c('outside-3', 'book a meeting tonight at 8', '+Meeting@2026-11-23T20:00'),
  c('outside-3', 'book a meeting tomorrow evening at 7', '+Meeting@2026-11-24T19:00'),
  c('outside-3', 'book a meeting tomorrow afternoon at 3', '+Meeting@2026-11-24T15:00'),
];

/** "if that's free", "unless", "in case": a condition the stand-in cannot weigh. */
const CONDITIONS: readonly CorpusCase[] = [
  c('outside-3', "move the dentist to 11am if that's free"),
  c('outside-3', "move the dentist to 11am if it's free"),
  c('outside-3', "book a meeting tomorrow at 3pm if I'm free"),
  c('outside-3', 'cancel the haircut if it rains'),
  c('outside-3', 'if the dentist is free, book a checkup tomorrow at 11am'),
  c('outside-3', 'move the dentist to 11am, or cancel it if not free'),
  c('outside-3', "book a meeting tomorrow at 3pm unless I'm busy"),
  c('outside-3', 'cancel the party in case it rains'),
  c('outside-3', "move the haircut to 4pm provided it's free"),
  c('outside-3', "assuming it's free, book a meeting tomorrow at 3pm"),
  c('outside-3', 'move the dentist to 11am when it is free'),
];

/** A length under five minutes: no appointment to book. */
const TOO_SHORT: readonly CorpusCase[] = [
  c('outside-3', 'book a meeting tomorrow at 2pm for 0 minutes'),
  c('outside-3', 'book a meeting on thursday at 3pm for 0 minutes'),
  c('outside-3', 'book a meeting on thursday at 3pm for zero minutes'),
  c('outside-3', 'book a meeting on thursday at 3pm for 1 minute'),
  c('outside-3', 'book a meeting on thursday at 3pm for 2 minutes'),
  c('outside-3', 'book a meeting on thursday at 3pm for 0 hours'),
  c('outside-3', 'book a 0 minute meeting on thursday at 3pm'),
  c('outside-3', 'book a meeting on thursday at 3pm for 10 minutes', '+Meeting@2026-11-26T15:00/10'),
];

/** This set by kind. */
export const REGRESSION_WINDOWS_REPEATS_COUNTS: Readonly<Record<string, readonly CorpusCase[]>> = {
  repeats: REPEATS,
  'between two hours': BETWEEN,
  'before, after, by': BEFORE_AFTER,
  'next week, no day': NEXT_WEEK,
  'a count': COUNTS,
  'part of the day against the hour': PART_OF_DAY,
  conditions: CONDITIONS,
  'too short': TOO_SHORT,
};
