import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Every sentence of a second outside try (552 new sentences on the `outside` calendar) that made the stand-in act on
 * a misreading (a day after next, after this, a day "next", minutes to the hour, a request trailing off), the ones it
 * misread but happened not to act on, and a few variants of each kind. The rules were then changed to read them, so this
 * is a regression set. The clock is Monday 23 November 2026, so "Wednesday after next" may be 2 or 9 December, never 25
 * November: asking is never wrong here; acting on a misreading is.
 */

/** "X after next", "the week after next on X": a day further on than this week's, by one reading or another. */
const AFTER_NEXT: readonly CorpusCase[] = [
  c('outside', 'schedule a dentist check Wednesday after next at 10am'),
  c('outside', 'book yoga on the Thursday after next at 7pm'),
  c('outside', 'book a dentist check Thursday after next at 10am'),
  c('outside', 'book a dentist check Monday after next at 10am'),
  c('outside', 'book a dentist check on the Friday after next at 11am'),
  c('outside', 'book a haircut on Tuesday after next at 2pm'),
  c('outside', 'book a haircut Friday after next at 2pm'),
  c('outside', 'move the party to Wednesday after next at 10am'),
  c('outside', 'move the dentist to Monday after next at 10am'),
  c('outside', 'move the haircut on Tuesday to the Thursday after next at 11am'),
  c('outside', 'cancel the haircut Tuesday after next'),
  c('outside', 'cancel the haircut on the Tuesday after next'),
  c('outside', 'cancel my 10am Tuesday after next'),
  c('outside', 'delete everything on the Tuesday after next'),
  c('outside', 'what do I have on Tuesday after next?'),
  c('outside', 'book a dentist check the week after next on Tuesday at 11am', '+Dentist check@2026-12-08T11:00'),
  c('outside', 'cancel the haircut the week after next on Tuesday'),
];

/** "X after this (one)" and "the following X". */
const AFTER_THIS: readonly CorpusCase[] = [
  c('outside', 'book a haircut the Thursday after this one at 2pm'),
  c('outside', 'book a haircut on Wednesday after this at 2pm'),
  c('outside', 'book a dentist check the following Wednesday at 10am'),
  c('outside', 'book lunch on the Friday after this one at 1pm'),
  c('outside', 'cancel the haircut the Tuesday after this one'),
  c('outside', 'cancel the haircut the following Tuesday'),
  c('outside', 'move the party to the following Friday at 10am'),
  c('outside', 'move the dentist to Thursday after this at 9am'),
  c('outside', 'what is on the following Tuesday?'),
];

/** "Tuesday next": this week's Tuesday to some, next week's to others. */
const DAY_NEXT: readonly CorpusCase[] = [
  c('outside', 'book a dentist check on Thursday next at 11am'),
  c('outside', 'book a dentist check Tuesday next at 11am'),
  c('outside', 'book a haircut on Wednesday next at 2pm'),
  c('outside', 'cancel the party Tuesday next'),
  c('outside', 'cancel the haircut on Tuesday next'),
  c('outside', 'move the dentist to Friday next at 10am'),
  c('outside', 'what have I got on Tuesday next?'),
];

/** "ten to eleven", "25 to 4": minutes before an hour, not a range from one hour to another. */
const MINUTES_TO: readonly CorpusCase[] = [
  c('outside', 'book a haircut on Thursday at ten to eleven', '+Haircut@2026-11-26T10:50'),
  c('outside', 'book a haircut on Thursday at 10 to 3', '+Haircut@2026-11-26T14:50'),
  c('outside', 'book a haircut on Thursday at twenty to four', '+Haircut@2026-11-26T15:40'),
  c('outside', 'book a haircut on Thursday at five to three', '+Haircut@2026-11-26T14:55'),
  c('outside', 'book a haircut on Thursday at 5 to 3', '+Haircut@2026-11-26T14:55'),
  c('outside', 'book a haircut on Thursday at 25 to 4', '+Haircut@2026-11-26T15:35'),
  c('outside', 'move the party to ten to three', '-Party@2026-11-24T14:00', '+Party@2026-11-24T14:50/120'),
  c('outside', 'move the dentist to twenty to five tomorrow', '-Dentist@2026-11-24T16:00', '+Dentist@2026-11-24T16:40'),
  c('outside', 'cancel my ten to eleven tomorrow'),
  c('outside', 'book a call on Friday at 10 to 12', '+Call@2026-11-27T11:50'),
];

/** A command ending in a question mark or trailing off: not a clear request. */
const NOT_CLEAR: readonly CorpusCase[] = [
  c('outside', 'cancel the party tomorrow?'),
  c('outside', 'cancel the party tomorrow...'),
  c('outside', 'cancel the party tomorrow…'),
  c('outside', 'cancel the party tomorrow ?'),
  c('outside', 'delete everything tomorrow?'),
  c('outside', 'cancel the haircut Tuesday week?'),
  c('outside', 'book a haircut on Thursday at 2pm?'),
  c('outside', 'book a haircut on Thursday at 2pm...'),
  c('outside', 'move the dentist to Friday at 10am?'),
  c('outside', 'move the dentist to Friday at 10am...'),
  c('outside', 'could you cancel the party tomorrow?', '-Party@2026-11-24T14:00'),
];

/** This set by kind. */
export const REGRESSION_DAYS_AFTER_NEXT: Readonly<Record<string, readonly CorpusCase[]>> = {
  'a day after next': AFTER_NEXT,
  'after this, the following': AFTER_THIS,
  'a day "next"': DAY_NEXT,
  'minutes to the hour': MINUTES_TO,
  'questions and trailing off': NOT_CLEAR,
};
