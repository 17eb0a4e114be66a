import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 8's three wrong answers, copied here when the rules were changed for them (`held-out.ts` leaves them
 * out of the round), each with sentences written in its style, including ones that must not act. Mostly on the
 * `outside-3` clock and calendar: Monday 23 November 2026, 08:30 in London; Meeting Mon 23 11:00, Dentist Tue 24 10:00,
 * Haircut Tue 24 14:00, Team standup Wed 25 09:00, Lunch with Sam Thu 26 12:00, Party Fri 27 15:00.
 */

/** A slip of two articles in a row ("book a the walk"): neither is the title's. Three, or no name after, is asked. */
const STRAY_ARTICLES: readonly CorpusCase[] = [
  c('outside-3', 'book a the walk sat 11am', '+Walk@2026-11-28T11:00'),
  c('outside-3', 'book the a massage fri 2pm', '+Massage@2026-11-27T14:00'),
  c('outside-3', 'book an the eye test wed 10am', '+Eye test@2026-11-25T10:00'),
  c('outside-3', 'book a walk with the dog sat 11am', '+Walk with the dog@2026-11-28T11:00'),
  c('outside-3', 'book a the a walk sat 11am', 'same'),
  c('outside-3', 'book a the sat 11am', 'same'),
];

/**
 * A nickname that can mean one kind of appointment only ("teeth" for the dentist), acted on only when exactly one
 * appointment fits; a nickname that is not certain ("doctor" for the dentist) is asked about, and so is part of a
 * title ("hair" for "Haircut", as "cancel the hair tomorrow" in `regression-weeks-on-and-days-in-titles.ts` wants).
 */
const CERTAIN_NICKNAMES: readonly CorpusCase[] = [
  c('outside-3', 'scrap the teeth appointment', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'cancel my tooth appointment', '-Dentist@2026-11-24T10:00'),
  c('outside-3', 'cancel the hair appointment tomorrow', 'same'),
  c('outside-3', 'cancel my doctor appointment', 'same'),
  c('outside-3', 'cancel the teeth cleaning', 'same'),
  c('outside-3', 'cancel the hair appointment on friday', 'same'),
  // Two dentist appointments on this calendar (Tuesday and Friday): which one is for the person to say.
  c('monday', 'cancel the teeth appointment', 'same'),
];

/**
 * Clearing a day that holds more than one appointment asks once, naming each, before any is put to the person; a
 * "yes" then puts each one to the person. One appointment, none, or a whole week are as before.
 */
const CLEARING_CONFIRMED: readonly CorpusCase[] = [
  // Removing several at once wants a confirmation.
  c('outside-3', 'cancel everything tomorrow', 'same'),
  q('outside-3', 'clear my calendar tomorrow', 'Dentist', 'Haircut'),
  c('outside-3', ['cancel everything tomorrow', 'yes'], '-Dentist@2026-11-24T10:00', '-Haircut@2026-11-24T14:00'),
  c('monday', ['cancel all my stuff on friday', 'yes please'], '-Dentist@2026-11-27T09:00', '-Drinks@2026-11-27T17:30'),
  c('outside-3', ['cancel everything tomorrow', 'no'], 'same'),
  c('outside-3', ['cancel everything tomorrow', 'thanks'], 'same'),
  c('outside-3', ['what is on tomorrow?', 'yes'], 'same'),
  c('outside-3', 'cancel everything on wednesday', '-Team standup@2026-11-25T09:00'),
  c('outside-3', 'cancel everything on saturday', 'same'),
  c('outside-3', 'cancel everything next week', 'same'),
];

/** The regression sets of this file, by kind. */
export const REGRESSION_STRAY_ARTICLES_NICKNAMES_CLEARING: Readonly<Record<string, readonly CorpusCase[]>> = {
  'two articles in a row': STRAY_ARTICLES,
  'certain nicknames': CERTAIN_NICKNAMES,
  'clearing a day, confirmed': CLEARING_CONFIRMED,
};
