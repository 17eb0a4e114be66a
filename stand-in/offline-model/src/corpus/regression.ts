import type { CorpusCase } from './corpus-case.ts';
import { REGRESSION_AM_PM_SUGGESTIONS_NEXT_WEEK_DAYS } from './regression-am-pm-suggestions-next-week-days.ts';
import { REGRESSION_ARTICLES_OF_DATES } from './regression-articles-of-dates.ts';
import { REGRESSION_DATES_BARE_ANSWERS_ECHOES } from './regression-dates-bare-answers-echoes.ts';
import { REGRESSION_DAYS_AFTER_NEXT } from './regression-days-after-next.ts';
import { REGRESSION_HEDGES_AND_DATASET_STYLES } from './regression-hedges-and-dataset-styles.ts';
import { REGRESSION_HELD_OUT_ROUND_3 } from './regression-held-out-round-3.ts';
import { REGRESSION_MONTH_NAMES_CORRECTIONS_TAKE_BACKS } from './regression-month-names-corrections-take-backs.ts';
import { REGRESSION_PAST_DATES_AND_FOLLOW_UPS } from './regression-past-dates-and-follow-ups.ts';
import { REGRESSION_SECOND_CHANGES_AND_AMBIGUOUS_DAYS } from './regression-second-changes-and-ambiguous-days.ts';
import { REGRESSION_SECOND_MESSAGES } from './regression-second-messages.ts';
import { REGRESSION_STRAY_ARTICLES_NICKNAMES_CLEARING } from './regression-stray-articles-nicknames-clearing.ts';
import { REGRESSION_TITLES_CLAIMS_SHORTHAND } from './regression-titles-claims-shorthand.ts';
import { REGRESSION_WEEKS_ON_AND_DAYS_IN_TITLES } from './regression-weeks-on-and-days-in-titles.ts';
import { REGRESSION_WINDOWS_REPEATS_COUNTS } from './regression-windows-repeats-counts.ts';
import { REGRESSION_WRONG_DAYS_AND_NON_ANSWERS } from './regression-wrong-days-and-non-answers.ts';

/**
 * Every regression set by kind: sentences from reports and outside tries that the rules were changed to read. They
 * guard against a rule change undoing an earlier fix; they do not measure sentences nobody tuned the rules for (that is
 * the held-out set's job, `held-out.ts`).
 */
export const REGRESSION: Readonly<Record<string, readonly CorpusCase[]>> = {
  ...REGRESSION_HEDGES_AND_DATASET_STYLES,
  ...REGRESSION_DATES_BARE_ANSWERS_ECHOES,
  ...REGRESSION_WEEKS_ON_AND_DAYS_IN_TITLES,
  ...REGRESSION_DAYS_AFTER_NEXT,
  ...REGRESSION_WINDOWS_REPEATS_COUNTS,
  ...REGRESSION_TITLES_CLAIMS_SHORTHAND,
  ...REGRESSION_WRONG_DAYS_AND_NON_ANSWERS,
  ...REGRESSION_HELD_OUT_ROUND_3,
  ...REGRESSION_PAST_DATES_AND_FOLLOW_UPS,
  ...REGRESSION_ARTICLES_OF_DATES,
  ...REGRESSION_STRAY_ARTICLES_NICKNAMES_CLEARING,
  ...REGRESSION_SECOND_MESSAGES,
  ...REGRESSION_MONTH_NAMES_CORRECTIONS_TAKE_BACKS,
  ...REGRESSION_SECOND_CHANGES_AND_AMBIGUOUS_DAYS,
  ...REGRESSION_AM_PM_SUGGESTIONS_NEXT_WEEK_DAYS,
};

/** Every regression case as one list. */
export const REGRESSION_CASES: readonly CorpusCase[] = Object.values(REGRESSION).flat();
