import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Cases in the style of a fifth outside try (267 sentences through Parts 3 and 4 on a fortnight's calendar, Monday 23
 * November 2026): a day read from a typo or a misspelt weekday, "the last Friday of the month" read as a past day,
 * questions about the calendar answered with today's date, slang, and two requests in one line. Written here, not
 * copied from that try, before the rules that read them were changed. Asking is never wrong here; acting on a
 * misreading is, and a question whose case lists `mentions` is right only when the answer says them. A later outside
 * try of the same issue (the `outside-7` calendar) added "which day is X" beyond the coming fortnight, a day cleared in
 * loose words answered "nothing to cancel", and midnight stated as 12:00; its sentences and ones in their style are
 * here too, each written before the rule that reads it, and `never` lists what their answers stated that is not so.
 */

/** A typo or a misspelt weekday next to a date word: read only when one reading is certain, else asked. */
const TYPOS_BY_A_DAY: readonly CorpusCase[] = [
  c('monday', 'book physio nxt tuesday at 11am', '+Physio@2026-12-01T11:00'),
  c('monday', 'book a massage neext friday at 3pm'),
  c('monday', 'book a massage nexy week on friday at 3pm'),
  c('monday', 'book a haircut on wendsday at 3pm', '+Haircut@2026-11-25T15:00'),
  c('monday', 'book the vet on thrusday at 9am', '+Vet@2026-11-26T09:00'),
  c('monday', 'cancel the drinks on fridy', '-Drinks@2026-11-27T17:30'),
  q('monday', 'what have I got on tuesdy?', 'Dentist', 'Haircut'),
  q('monday', 'anything on wednseday?', 'Yoga'),
  c('monday', 'book coffee tomorow at 11:30am', '+Coffee@2026-11-24T11:30'),
];

/** "The last Friday of the month", "the first Monday of December", "Tuesday the first": a day ahead, or asked. */
const NTH_DAYS: readonly CorpusCase[] = [
  q('monday', 'is the last friday of the month free at 10am?', '27 Nov'),
  c('monday', 'book a review on the last thursday of the month at 3pm', '+Review@2026-11-26T15:00'),
  q('monday', "what's on the first monday of december?", '7 Dec'),
  c('monday', 'book lunch on tuesday the first at noon', '+Lunch@2026-12-01T12:00'),
  c(
    'monday',
    'book a planning session on the second wednesday of december at 10am',
    '+Planning session@2026-12-09T10:00',
  ),
  c('monday', 'book a review on the first monday of the month at 3pm'),
  c('monday', 'book drinks on the last saturday of november at 8pm', '+Drinks@2026-11-28T20:00'),
];

/** Questions the calendar answers: never today's date alone. */
const CALENDAR_QUESTIONS: readonly CorpusCase[] = [
  q('monday', 'when is my first appointment tomorrow?', 'Team meeting', '10:00'),
  q('monday', "what's my first thing on wednesday?", 'Yoga', '07:30'),
  q('monday', 'what else have I got today?', 'Lunch with Sam', 'Project review'),
  q('monday', 'anything left for me today?', 'Project review'),
  q('monday', 'which day is busiest this week?', '24 Nov'),
  q('monday', 'what day is the call with Alex?', '26 Nov'),
  q('monday', 'which day is my doctor appointment?', '1 Dec'),
  q('monday', 'is 2pm tomorrow taken?', 'Dentist'),
  q('monday', 'is thursday at 11 free?', 'Call with Alex'),
  // A later try: "which day is X" looked two weeks ahead only, and answered as if X were not booked at all.
  { ...q('outside-7', 'which day is my budget meeting', 'Budget meeting', '16 Dec'), never: ['found no'] },
  { ...q('outside-7', 'when is the quarterly review?', 'Quarterly review', '12 Jan 2027'), never: ['found no'] },
  q('outside-7', "what day's my flu jab", 'Flu jab', '19 Nov', 'past'),
  q('outside-7', 'when is my tax appointment?', 'found no', 'in your calendar'),
];

/** Questions no tool answers: a plain "I can't answer that yet", never today's date passed off as an answer. */
const CANNOT_ANSWER: readonly CorpusCase[] = [
  q('monday', 'who is coming to the birthday party?', "can't answer"),
  q('monday', 'how long does it take to get to the dentist?', "can't answer"),
];

/** Slang and shorthand, read when certain. */
const SLANG: readonly CorpusCase[] = [
  c('monday', 'pls book gym tmrw 7am', '+Gym@2026-11-24T07:00'),
  c('monday', 'can u put yoga in for thurs at 7pm', '+Yoga@2026-11-26T19:00'),
  c('monday', 'scrap drinks on fri', '-Drinks@2026-11-27T17:30'),
  c('monday', 'bin the haircut tmrw', '-Haircut@2026-11-24T16:00'),
  c('monday', 'pop a run in wed 6pm', '+Run@2026-11-25T18:00'),
  c('monday', 'ditch the project review today', '-Project review@2026-11-23T16:00'),
];

/** Two requests in one line: done one after the other when each is read whole. */
const TWO_REQUESTS: readonly CorpusCase[] = [
  c(
    'monday',
    'book gym tomorrow at 7am and cancel the haircut tomorrow',
    '+Gym@2026-11-24T07:00',
    '-Haircut@2026-11-24T16:00',
  ),
  c(
    'monday',
    'cancel the drinks on friday and book dinner on friday at 7pm',
    '-Drinks@2026-11-27T17:30',
    '+Dinner@2026-11-27T19:00',
  ),
  c(
    'monday',
    'book a run on wednesday at 6pm, then a swim on thursday at 6pm',
    '+Run@2026-11-25T18:00',
    '+Swim@2026-11-26T18:00',
  ),
  c('monday', 'book gym tomorrow at 7am and maybe cancel the haircut', '+Gym@2026-11-24T07:00'),
  c('monday', 'book gym tomorrow at 7am and cancel the thing after', '+Gym@2026-11-24T07:00'),
];

/**
 * A day's appointments cancelled in loose words ("all my stuff"): each put to the person, never "nothing to cancel".
 * Since more than one is asked about once first (`regression-stray-articles-nicknames-clearing.ts`), the "yes" that
 * answers that question was added to these cases.
 */
const CLEARING_A_DAY: readonly CorpusCase[] = [
  c('monday', ['cancel all my stuff on friday', 'yes'], '-Dentist@2026-11-27T09:00', '-Drinks@2026-11-27T17:30'),
  c(
    'outside-7',
    ['clear all my things on friday', 'yes'],
    '-Physio@2026-11-27T09:00',
    '-Lunch with Sam@2026-11-27T12:30',
    '-Drinks@2026-11-27T17:30',
  ),
  c('monday', ['cancel all my plans for wednesday', 'yes'], '-Yoga@2026-11-25T07:30', '-Meeting@2026-11-25T13:30'),
  { ...q('monday', 'cancel all my piano lessons on friday', 'Dentist', 'Drinks'), never: ['nothing to cancel'] },
];

/** Midnight, which it does not read: asked about, and no hour stated for it (it is 00:00, never 12:00). */
const MIDNIGHT: readonly CorpusCase[] = [
  { ...c('monday', 'book a taxi tonight at midnight'), never: ['12:00'] },
  { ...c('monday', 'book a taxi at 12 midnight on friday'), never: ['12:00'] },
  { ...c('monday', 'book a call tomorrow at midnight'), never: ['12:00', '00:00'] },
  { ...c('monday', 'book a party friday from 10pm to midnight'), never: ['12:00'] },
];

/** This set by kind. */
export const REGRESSION_WRONG_DAYS_AND_NON_ANSWERS: Readonly<Record<string, readonly CorpusCase[]>> = {
  'typos by a day': TYPOS_BY_A_DAY,
  'the nth day of a month': NTH_DAYS,
  'questions the calendar answers': CALENDAR_QUESTIONS,
  "questions it can't answer": CANNOT_ANSWER,
  'slang and shorthand': SLANG,
  'two requests in a line': TWO_REQUESTS,
  'a day cleared, said loosely': CLEARING_A_DAY,
  'midnight, no hour stated': MIDNIGHT,
};
