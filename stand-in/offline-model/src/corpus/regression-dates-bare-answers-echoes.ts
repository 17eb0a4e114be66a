import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Dates, ranges, years, bare answers and echoes; the rules that read them were written while watching this set, so it
 * is a regression set. Asking is never wrong here; acting on a misreading is.
 */

/** Dates given as "the 8th of this month", ranges to the end of a month, and years said in full. */
const DATES: readonly CorpusCase[] = [
  c('monday', 'what do I have on the 8th of this month?'),
  c('monday', 'book a dentist on the 28th of this month at 10am', '+Dentist@2026-11-28T10:00'),
  c('monday', 'cancel my appointment on the 27th of this month'),
  c('monday', 'book lunch on the 2nd of next month at 1pm', '+Lunch@2026-12-02T13:00'),
  c('monday', 'what have I got until the end of December?'),
  c('monday', 'list my appointments until the end of the month'),
  c('monday', 'show me everything from tomorrow until the end of December'),
  c('monday', 'cancel everything until the end of December'),
  c('month-end', 'what is on my calendar until the end of next month?'),
  c('monday', 'book a dentist on March 5th 2027 at 10am', '+Dentist@2027-03-05T10:00'),
  c('monday', 'book a dentist in 2027'),
  c('monday', 'book the review on 4 December 2027 at 3pm', '+Review@2027-12-04T15:00'),
  c('monday', 'book a dentist on March 5th in 2027 at 10am'),
  c('monday', 'what do I have on 2 December 2025?'),
  c('monday', 'book lunch on 1 December 2026 at 1pm', '+Lunch@2026-12-01T13:00'),
  c('monday', 'book a dentist in 2017 on March 5th at 10am'),
  c('year-end', 'book the dentist on 5 January 2026 at 10am'),
  c('year-end', 'what do I have on 4 January?'),
];

/** A bare answer to the stand-in's own question, as the Schema-Guided Dialogue dataset's users give them. */
const BARE_ANSWERS: readonly CorpusCase[] = [
  c('monday', ['book a dentist', 'March 5th.']),
  c('monday', ['book a dentist', 'March 5th at 10am.'], '+Dentist@2027-03-05T10:00'),
  c('monday', ['book a dentist tomorrow', '9am.'], '+Dentist@2026-11-24T09:00'),
  c('monday', ['book a haircut', 'Friday at 2pm.'], '+Haircut@2026-11-27T14:00'),
  c('monday', ['book a haircut', 'The 8th of this month.']),
  // The answer to "Which one?" picks one of the two dentists: cancelled (the loop asks first), since issue 35's sixth try.
  c('monday', ['cancel the dentist', 'the one on Friday.'], '-Dentist@2026-11-27T09:00'),
  c('monday', ['book a dentist', 'Never mind.']),
  c('monday', ['book a dentist tomorrow', 'delete everything']),
];

/** Past tense, hedges, reminders and titles that hold an action word: the answer echoes what was understood. */
const ECHOES: readonly CorpusCase[] = [
  c('monday', 'remind me to book a dentist tomorrow at 10am'),
  c('monday', 'I cancelled the haircut yesterday'),
  c('monday', 'I moved the team meeting to Wednesday'),
  c('monday', 'had I cancelled the haircut?'),
  c('monday', 'I think I cancelled the haircut'),
  c('monday', 'maybe move the haircut to 5pm'),
  c('monday', 'did I book "Book a dentist"?'),
  c('monday', 'I booked a dentist for Friday'),
  c('monday', 'I deleted the drinks on Friday, right?'),
  c('monday', 'book "Cancel the haircut" on Friday at 11am', '+Cancel the haircut@2026-11-27T11:00'),
];

/** This set by source. */
export const REGRESSION_DATES_BARE_ANSWERS_ECHOES: Readonly<Record<string, readonly CorpusCase[]>> = {
  'dates, ranges, years': DATES,
  'bare answers': BARE_ANSWERS,
  echoes: ECHOES,
};
