import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Held-out round 12's wrong answers (issue 35) and sentences written in their style before the rules changed: a bare
 * hour both of whose readings fall in house hours, "next Monday" said the day before a Monday, a weekday said on that
 * very weekday, and a second message that changes the booking just made ("make that an hour", "actually 8pm") or
 * takes it back ("actually no, leave it"). The last sentence of each group moved here from round 12. Asking is never
 * wrong here; acting on a guess is.
 */

/** "at 8": 08:00 and 20:00 are both in house hours (07:00 to 23:00), so it is asked; one reading, or a word, decides. */
const BARE_HOURS: readonly CorpusCase[] = [
  c('sunday', 'book a call with dad at 9 tomorrow', 'same'),
  c('monday', 'book yoga thursday at 8', 'same'),
  c('friday', 'book a massage on tuesday at 10', 'same'),
  // Only one reading fits the house hours, or a word says which half of the day.
  c('sunday', 'book a haircut tomorrow at 3', '+Haircut@2026-12-14T15:00'),
  c('monday', 'book a call wednesday at 11', '+Call@2026-11-25T11:00'),
  c('sunday', 'book dinner with jo tuesday at 8', '+Dinner with Jo@2026-12-15T20:00'),
  c('sunday', 'book breakfast with sam tuesday at 8', '+Breakfast with Sam@2026-12-15T08:00'),
  c('sunday', 'book a run tomorrow at 9 in the morning', '+Run@2026-12-14T09:00'),
  c('sunday', 'book a swim tuesday at 9pm', '+Swim@2026-12-15T21:00'),
  c('sunday', 'book a call with mum at 8 tmrw', 'same'),
];

/** "next Monday" said on a Sunday: tomorrow, or the Monday of the week after? Asked; "Monday" alone is tomorrow. */
const NEXT_DAY_TOMORROW: readonly CorpusCase[] = [
  c('sunday', 'book a massage next monday at 3pm', 'same'),
  c('sunday', 'book yoga for next mon at 6pm', 'same'),
  c('sunday', 'book a massage monday at 3pm', '+Massage@2026-12-14T15:00'),
  c('sunday', 'book a massage next tuesday at 3pm', '+Massage@2026-12-15T15:00'),
  c('sunday', 'book physio next monday 2pm', 'same'),
];

/** "Sunday" said on a Sunday: today, or a week today? Asked; "today" and "next Sunday" say which. */
const TODAYS_WEEKDAY: readonly CorpusCase[] = [
  c('sunday', 'book a walk sunday 2pm', 'same'),
  c('sunday', 'book a swim on sunday at 4pm', 'same'),
  c('sunday', 'book a walk today at 2pm', '+Walk@2026-12-13T14:00'),
  c('sunday', 'book a walk next sunday at 2pm', '+Walk@2026-12-20T14:00'),
  c('sunday', 'book gym sunday 10am', 'same'),
];

/** "Make that an hour" right after a booking: the booking just made gets that length, if the time stays free. */
const MAKE_THAT_LONGER: readonly CorpusCase[] = [
  c('sunday', ['book a massage tomorrow at 4pm', 'make that 45 minutes'], '+Massage@2026-12-14T16:00/45'),
  c('friday', ['book a call with mum sunday at 5pm', 'make it an hour'], '+Call with mum@2026-11-29T17:00/60'),
  c('monday', ['book physio thursday at 3pm', 'actually make that 90 mins'], '+Physio@2026-11-26T15:00/90'),
  // 09:00 to 11:00 on Monday runs into the Team meeting at 10:00: the walk keeps its half hour.
  c('sunday', ['book a walk tomorrow at 9am', 'make that 2 hours'], '+Walk@2026-12-14T09:00'),
  c('sunday', ["what's on tomorrow?", 'make that an hour'], 'same'),
  c('sunday', ['book gym tmrw 7pm', 'make that an hour'], '+Gym@2026-12-14T19:00/60'),
];

/** "Actually 8pm" right after a booking: the booking just made moves there; a bare or taken time leaves it be. */
const ACTUALLY_A_TIME: readonly CorpusCase[] = [
  c('sunday', ['book a massage tomorrow at 4pm', 'actually 5pm'], '+Massage@2026-12-14T17:00'),
  c('friday', ['book a haircut tmrw at 3pm', 'sorry, 4:30pm'], '+Haircut@2026-11-28T16:30'),
  c('monday', ['book a call thursday at 2pm', 'actually thursday at 3pm'], '+Call@2026-11-26T15:00'),
  // 10:00 on Monday is the Team meeting; a bare 9 could be 09:00 or 21:00.
  c('sunday', ['book a walk tomorrow at 9am', 'actually 10am'], '+Walk@2026-12-14T09:00'),
  c('sunday', ['book a massage tomorrow at 4pm', 'actually 9'], '+Massage@2026-12-14T16:00'),
  c('sunday', ["what's on tomorrow?", 'actually 5pm'], 'same'),
  c('sunday', ['book gym tmrw 7pm', 'actually 8pm'], '+Gym@2026-12-14T20:00'),
];

/** "Actually no, leave it" right after a booking: the booking just made is put to the person to take back. */
const LEAVE_IT: readonly CorpusCase[] = [
  c('sunday', ['book a massage tomorrow at 4pm', 'actually no, leave it'], 'same'),
  c('friday', ['book a call with mum sunday at 5pm', 'no, leave it'], 'same'),
  c('monday', ['book physio thursday at 3pm', 'actually no, scrap that'], 'same'),
  c('sunday', ['book a massage tomorrow at 4pm', 'great, thanks'], '+Massage@2026-12-14T16:00'),
  c('sunday', ['book a haircut tmrw 2pm', 'actually no, leave it'], 'same'),
];

/** The regression sets of this file, by kind. */
export const REGRESSION_SECOND_CHANGES_AND_AMBIGUOUS_DAYS: Readonly<Record<string, readonly CorpusCase[]>> = {
  'a bare hour both halves of the day allow': BARE_HOURS,
  '"next Monday" said on a Sunday': NEXT_DAY_TOMORROW,
  "today's weekday by name": TODAYS_WEEKDAY,
  'make that (a length) just after': MAKE_THAT_LONGER,
  'actually (a time) just after': ACTUALLY_A_TIME,
  'actually no, leave it just after': LEAVE_IT,
};
