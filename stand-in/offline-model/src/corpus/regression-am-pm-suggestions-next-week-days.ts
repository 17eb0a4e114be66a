import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Cases in the style of an outside try of issue 35 (Monday 7 December 2026; the corpus clocks are Monday 23 November,
 * so next week's Tuesday is 1 December and tomorrow is 24 November). Written here, not copied from that try, before
 * the rules that read them were changed.
 */

/** A bare hour before more words: the am/pm question suggests the hour with am or pm after it, not after the next word. */
const AM_PM_SUGGESTIONS: readonly CorpusCase[] = [
  {
    ...c('monday', 'book a meeting at 8 on friday'),
    mentions: ['at 8am on friday', 'at 8pm on friday'],
    never: ['onam', 'onpm'],
  },
  {
    ...c('monday', 'book a call at 9 on thursday'),
    mentions: ['at 9am on thursday', 'at 9pm on thursday'],
    never: ['onam'],
  },
  { ...c('monday', 'book gym at 7 next friday'), never: ['nextam', 'nextpm'] },
  { ...c('monday', 'book a run at 6 this friday'), mentions: ['at 6am this friday'], never: ['thisam', 'thispm'] },
];

/**
 * "next wk tues", "next week tuesday", "tuesday next week": next week's Tuesday, never tomorrow; one day, so booked. With
 * another day beside it ("tomorrow next week tuesday"), asked.
 */
const NEXT_WEEK_DAYS: readonly CorpusCase[] = [
  { ...c('outside-3', 'physio next wk tues 10am'), never: ['24 November'] },
  c('outside-3', 'book physio next week tuesday at 10am', '+Physio@2026-12-01T10:00'),
  c('outside-3', 'book physio tuesday next week at 10am', '+Physio@2026-12-01T10:00'),
  c('outside-3', 'book physio next wk on wed at 3pm', '+Physio@2026-12-02T15:00'),
  c('outside-3', 'book physio thurs next wk at 3pm', '+Physio@2026-12-03T15:00'),
  { ...c('outside-3', 'book physio tomorrow next week tuesday at 3pm'), never: ['24 November'] },
];

/** Sets of cases by kind, wired into `regression.ts`. */
export const REGRESSION_AM_PM_SUGGESTIONS_NEXT_WEEK_DAYS: Readonly<Record<string, readonly CorpusCase[]>> = {
  'am/pm suggestions': AM_PM_SUGGESTIONS,
  'next week days': NEXT_WEEK_DAYS,
};
