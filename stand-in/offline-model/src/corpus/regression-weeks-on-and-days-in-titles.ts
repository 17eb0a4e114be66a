import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Sentences that made the stand-in act on a misreading when it was tried from outside (a day a week on, either day,
 * spoken years, a day inside a title), with a few variants of each kind; the rules were then changed to read them, so
 * this is a regression set. They run on the `outside` calendar, the one they were tried on. Asking is never wrong here;
 * acting on a misreading is.
 */

/** "Tuesday week" and "tomorrow week": a day a week after the named one. */
const WEEK_AFTER: readonly CorpusCase[] = [
  c('outside', 'cancel the haircut Tuesday week', '-Haircut@2026-12-01T10:00'),
  c('outside', 'cancel the party tomorrow week'),
  c('outside', 'cancel the haircut on Tuesday week', '-Haircut@2026-12-01T10:00'),
  c('outside', 'cancel the haircut tomorrow week', '-Haircut@2026-12-01T10:00'),
  c('outside', 'cancel the dentist Tuesday week'),
];

/** Two days joined by "or": which one is not said. */
const EITHER_DAY: readonly CorpusCase[] = [
  c('outside', 'cancel everything tomorrow or Wednesday'),
  c('outside', 'delete everything on Tuesday or Wednesday'),
  c('outside', 'cancel the dentist tomorrow or Wednesday'),
  c('outside', 'clear my calendar tomorrow or Thursday'),
];

/** Years said in words. */
const SPOKEN_YEARS: readonly CorpusCase[] = [
  c('outside', 'cancel the party on 24 November nineteen ninety nine'),
  c('outside', 'book a haircut on 3 December nineteen ninety nine at 10am'),
  c('outside', 'cancel the dentist on 24 November two thousand and five'),
  c('outside', 'book lunch on 2 December nineteen ninety-nine at 1pm'),
  c('outside', 'book a haircut on 3 December twenty twenty seven at 10am', '+Haircut@2027-12-03T10:00'),
];

/** More date words than one date. */
const EXTRA_DATE_WORDS: readonly CorpusCase[] = [
  c('outside', 'cancel the dentist tomorrow next week'),
  c('outside', 'cancel the haircut tomorrow or the day after'),
  c('outside', 'move the party tomorrow to 3pm Tuesday week', '-Party@2026-11-24T14:00', '+Party@2026-12-01T15:00/120'),
  c('outside', 'cancel the team meeting tomorrow next Friday'),
  c('outside', 'book a haircut tomorrow next week at 10am'),
  c('outside', 'move the dentist tomorrow to Wednesday or Thursday at 9am'),
];

/** A day inside a quoted or called title is part of the title, not the date. */
const DAYS_IN_TITLES: readonly CorpusCase[] = [
  c('outside', 'book "Friday review" on Wednesday at 10am', '+Friday review@2026-11-25T10:00'),
  c('outside', "book 'Friday drinks' on Wednesday at 3pm", '+Friday drinks@2026-11-25T15:00'),
  c('outside', 'book "Tuesday catch-up" on Thursday at 3pm', '+Tuesday catch-up@2026-11-26T15:00'),
  c('outside', 'book "Lunch tomorrow" on Friday at 1pm', '+Lunch tomorrow@2026-11-27T13:00'),
  c('outside', 'book "Board meeting Monday" on Wednesday at 11am', '+Board meeting Monday@2026-11-25T11:00'),
  c('outside', 'book a meeting called Monday review on Wednesday at 10am', '+Monday review@2026-11-25T10:00'),
  c('outside', 'book "Next Tuesday prep" on Friday at 9am', '+Next Tuesday prep@2026-11-27T09:00'),
  c('outside', 'book a call named Friday wrap-up on Thursday at 4pm', '+Friday wrap-up@2026-11-26T16:00'),
];

/** Relative dates: a week from today, the week after next, a day "week", and the hedged or doubled ones. */
const RELATIVE_DATES: readonly CorpusCase[] = [
  c('outside', 'book a haircut a week today at 10am', '+Haircut@2026-11-30T10:00'),
  c('outside', 'book a haircut the week after next on Monday at 10am', '+Haircut@2026-12-07T10:00'),
  c('outside', 'book a haircut on Friday week at 10am', '+Haircut@2026-12-04T10:00'),
  c('outside', 'book a haircut Tuesday week at 1pm', '+Haircut@2026-12-01T13:00'),
  c('outside', 'book a haircut tomorrow at 1pm next week'),
  c('outside', 'book a haircut at 1pm tomorrow or Wednesday'),
  c('outside', 'book a haircut tomorrow or so at 1pm'),
  c('outside', 'book a dentist a week tomorrow at 9am', '+Dentist@2026-12-01T09:00'),
  c('outside', 'book a haircut Thursday or so at 2pm'),
];

/** Questions about a day, answered in the chat. */
const DAY_QUESTIONS: readonly CorpusCase[] = [
  c('outside', 'what day is a week today?'),
  c('outside', 'what day is Tuesday week?'),
  c('outside', 'what is the date a week tomorrow?'),
];

/** A title that holds a whole request, and a title said only in part. */
const TITLES: readonly CorpusCase[] = [
  c(
    'outside',
    'book a session called "book a haircut tomorrow at 10am" on Thursday at 11am',
    '+book a haircut tomorrow at 10am@2026-11-26T11:00',
  ),
  c(
    'outside',
    'book a meeting called "cancel everything on Friday" on Thursday at 2pm',
    '+cancel everything on Friday@2026-11-26T14:00',
  ),
  c('outside', 'cancel my meeting tomorrow'),
  c('outside', 'cancel the meeting tomorrow'),
  c('outside', 'move my meeting tomorrow to 3pm'),
  c('outside', 'cancel the hair tomorrow'),
];

/** This set by kind. */
export const REGRESSION_WEEKS_ON_AND_DAYS_IN_TITLES: Readonly<Record<string, readonly CorpusCase[]>> = {
  'a day a week on': WEEK_AFTER,
  'either day': EITHER_DAY,
  'spoken years': SPOKEN_YEARS,
  'extra date words': EXTRA_DATE_WORDS,
  'days in titles': DAYS_IN_TITLES,
  'relative dates': RELATIVE_DATES,
  'questions about a day': DAY_QUESTIONS,
  'titles holding a request, titles in part': TITLES,
};
