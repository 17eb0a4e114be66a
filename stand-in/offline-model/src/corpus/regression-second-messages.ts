import { type CorpusCase, c } from './corpus-case.ts';

/**
 * A second message that leans on the first: "the middle one" of a day just listed, "book a call then" after a free
 * slot was found, "actually make it 1:30" and "wait no, forget it" after a booking just made. The first sentence of
 * each group moved here from held-out round 9 or 10 (their wrong answers) when the rules were changed for them; the
 * rest are written in their style before the change, with the ones that must not act: nothing listed or booked just
 * before, two appointments with no middle, no time to take up. Asking is never wrong here; acting on a guess is.
 */

/** "The middle one" of the appointments the last answer listed: only when there are three, never "I found no …". */
const THE_MIDDLE_ONE: readonly CorpusCase[] = [
  c('outside-7', ['what have I got friday?', 'cancel the middle one'], '-Lunch with Sam@2026-11-27T12:30'),
  c('monday', ["what's on today?", 'cancel the middle one'], '-Lunch with Sam@2026-11-23T12:30'),
  // Two appointments have no middle one; four have two.
  c('monday', ['what have I got wednesday?', 'cancel the middle one'], 'same'),
  c('monday', ["what's on tuesday?", 'cancel the middle one'], 'same'),
  // Nothing listed before.
  c('outside-7', 'cancel the middle one', 'same'),
];

/** "Book a call then" after the person found the slot free: that slot, with that title; no title, no booking. */
const BOOK_IT_THEN: readonly CorpusCase[] = [
  c('friday', ['am i free mon at 3?', 'great, book a call then'], '+Call@2026-11-30T15:00'),
  c('monday', ['is thursday at 3pm free?', 'ok book a call with mum then'], '+Call with mum@2026-11-26T15:00'),
  // No title, as "book it" after a free slot in `cases-moving.ts`: booked untitled, never titled "One".
  c('friday', ['am i free mon at 3?', 'great, book one then'], '+@2026-11-30T15:00'),
  // No time was asked about: nothing to take up.
  c('friday', ["what's on monday?", 'great, book a call then'], 'same'),
  // The slot asked about is taken: nothing to take up.
  c('friday', ['am i free mon at 10?', 'great, book a call then'], 'same'),
];

/** "Actually make it 1:30" right after a booking: the booking just made moves; after a question there is none. */
const MAKE_IT: readonly CorpusCase[] = [
  c('friday', ['book lunch with dad tmrw at 1', 'actually make it 1:30'], '+Lunch with dad@2026-11-28T13:30'),
  c('friday', ['book a haircut tmrw at 3pm', 'actually make it 4'], '+Haircut@2026-11-28T16:00'),
  // 11:00 on Saturday is the brunch: the haircut stays where it was booked.
  c('friday', ['book a haircut tmrw at 2pm', 'actually make it 11'], '+Haircut@2026-11-28T14:00'),
  c('friday', ['book gym sunday at 9am', 'actually make it saturday'], '+Gym@2026-11-28T09:00'),
  c('friday', ["what's on monday?", 'make it 2'], 'same'),
  c('friday', ['am i free mon at 3?', 'actually make it 4'], 'same'),
];

/** "Wait no, forget it" right after a booking: the booking just made is put to the person to cancel, nothing else. */
const FORGET_IT: readonly CorpusCase[] = [
  c('friday', ['book a massage sunday 4pm', 'wait no, forget it'], 'same'),
  c('monday', ['book a haircut thursday at 2pm', 'actually forget it'], 'same'),
  c('friday', ['wait no, forget it'], 'same'),
  c('friday', ["what's on monday?", 'forget it'], 'same'),
  c('friday', ['book a massage sunday 4pm', 'thanks'], '+Massage@2026-11-29T16:00'),
];

/** The regression sets of this file, by kind. */
export const REGRESSION_SECOND_MESSAGES: Readonly<Record<string, readonly CorpusCase[]>> = {
  'the middle one': THE_MIDDLE_ONE,
  'book it then': BOOK_IT_THEN,
  'make it (a time) just after': MAKE_IT,
  'forget it just after': FORGET_IT,
};
