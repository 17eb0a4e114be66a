import { BOOKING } from './cases-booking.ts';
import { CANCELLING } from './cases-cancelling.ts';
import { CANCELLING_MANY } from './cases-cancelling-many.ts';
import { DATES } from './cases-dates.ts';
import { FOLLOW_UPS, MOVING } from './cases-moving.ts';
import { PHRASINGS } from './cases-phrasings.ts';
import { QUESTIONS } from './cases-questions.ts';
import { TRAPS } from './cases-traps.ts';
import type { CorpusCase } from './corpus-case.ts';

/** Every request of the stand-in's corpus, by kind. */
export const CORPUS: Readonly<Record<string, readonly CorpusCase[]>> = {
  booking: BOOKING,
  dates: DATES,
  cancelling: CANCELLING,
  'cancelling several': CANCELLING_MANY,
  moving: MOVING,
  'follow-ups': FOLLOW_UPS,
  questions: QUESTIONS,
  traps: TRAPS,
  'other phrasings': PHRASINGS,
};

/** The whole corpus as one list. */
export const ALL_CASES: readonly CorpusCase[] = Object.values(CORPUS).flat();
