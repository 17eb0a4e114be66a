import { type CorpusCase, c, q } from './corpus-case.ts';

/**
 * Held-out round 11's wrong answers, the first case of each group, copied here when the rules were changed for them
 * (`held-out.ts` leaves them out of the round), each with sentences written in its style before the change, including
 * ones that must not act. Round 11's sixth, "cancel the gym" then "no wait, keep it", was wrong because the corpus
 * said no to the first message's approval question for the person and counted that question against the stand-in;
 * the corpus now lets a conversation's next message answer such a question, as the line typed after it does at a
 * terminal (`tooling/evaluation/src/corpus/run-corpus.ts`), so it moved here too, with sentences like it.
 * Mostly on the `month-end` clock and calendar: Monday 30 November 2026, 08:30 in London; Meeting Mon 30 10:00, Gym
 * Mon 30 18:00, Doctor Tue 1 December 11:00, Dentist Tue 1 14:00, Team lunch Wed 2 12:00.
 */

/** "book car service december 3": a month name before the day number belongs to the date, not the title. */
const MONTH_NAMES_AFTER_TITLES: readonly CorpusCase[] = [
  c('month-end', 'book car service december 3 at 8:30am', '+Car service@2026-12-03T08:30'),
  c('month-end', 'book vet december 4 at 10am', '+Vet@2026-12-04T10:00'),
  c('month-end', 'book boiler check dec 7th at 8am', '+Boiler check@2026-12-07T08:00'),
  c('friday', 'book eye test december 2 at 9:30am', '+Eye test@2026-12-02T09:30'),
  c('monday', 'book bike repair november 26 at 3pm', '+Bike repair@2026-11-26T15:00'),
  // A month name with no day after it names no date: the title keeps it, as the person wrote it.
  c('month-end', 'book december planning on the 3rd at 2pm', '+December planning@2026-12-03T14:00'),
  // A month and no day: no date to book on, so asked.
  c('month-end', 'book car wash december at 9am', 'same'),
];

/** "dr": how "doctor" is written short, one reading only, so it finds the Doctor when exactly one is booked. */
const DR_FOR_DOCTOR: readonly CorpusCase[] = [
  c('month-end', 'cancel the dr', '-Doctor@2026-12-01T11:00'),
  c('month-end', 'cancel my dr appointment', '-Doctor@2026-12-01T11:00'),
  c('friday', 'cancel the dr on tuesday', '-Doctor@2026-12-01T11:00'),
  c('month-end', 'move the dr to 3pm', '-Doctor@2026-12-01T11:00', '+Doctor@2026-12-01T15:00'),
  q('month-end', 'when is the dr?', 'Doctor', '11:00'),
  // No doctor booked: nothing to cancel, and "drinks" is not a doctor.
  c('outside-3', 'cancel the dr', 'same'),
  c('monday', 'cancel the drinks', '-Drinks@2026-11-27T17:30'),
];

/**
 * "sorry I meant 10" right after a booking: the corrected time (or day) is taken up as "actually make it 10" is
 * (`regression-second-messages.ts`); a correction that names no time or day, or one after no booking, is asked about.
 */
const CORRECTED_JUST_AFTER: readonly CorpusCase[] = [
  c('month-end', ['book physio on the 3rd at 9', 'sorry I meant 10'], '+Physio@2026-12-03T10:00'),
  c('month-end', ['book a haircut friday at 2', 'sorry i meant 3'], '+Haircut@2026-12-04T15:00'),
  c('friday', ['book yoga tomorrow at 9am', 'oops, I meant 10am'], '+Yoga@2026-11-28T10:00'),
  c('monday', ['book a massage thursday at 4pm', 'no, i mean 5pm'], '+Massage@2026-11-26T17:00'),
  c('month-end', ['book the vet on the 3rd at 10', 'sorry I meant the 4th'], '+Vet@2026-12-04T10:00'),
  // 11:00 on Saturday is the brunch: the haircut stays where it was booked.
  c('friday', ['book a haircut tomorrow at 2pm', 'sorry I meant 11'], '+Haircut@2026-11-28T14:00'),
  c('month-end', ['book physio on the 3rd at 9', 'sorry i meant the other one'], '+Physio@2026-12-03T09:00'),
  c('month-end', ["what's on thursday?", 'sorry I meant 10'], 'same'),
];

/**
 * "actually no, leave it" right after a booking takes it back: the booking just made is put to the person to cancel,
 * as "wait no, forget it" is. "ok, leave it" with no "no" may as well mean keep it, so the booking stays. The same
 * words in one message with the request are a request not to, so nothing is done.
 */
const TAKEN_BACK: readonly CorpusCase[] = [
  c('month-end', ['book lunch with dad friday 1pm', 'actually no, leave it'], 'same'),
  c('month-end', ['book a haircut thursday 3pm', 'actually no, leave it'], 'same'),
  c('friday', ['book a swim sunday at 10am', 'no wait, scratch that'], 'same'),
  c('monday', ['book coffee with jo wednesday at 11', 'hmm no, never mind'], 'same'),
  c('friday', ['book a swim sunday at 10am', 'ok, leave it there'], '+Swim@2026-11-29T10:00'),
  c('month-end', ["what's on wednesday?", 'actually no, leave it'], 'same'),
  c('month-end', 'book a haircut thursday 3pm,actually no, leave it', 'same'),
  c('month-end', 'cancel the meeting, no wait, keep it', 'same'),
  c('friday', 'move the brunch to 1pm, scratch that', 'same'),
  // A positive control: the same request without the take-back acts.
  c('month-end', 'cancel the meeting', '-Meeting@2026-11-30T10:00'),
];

/**
 * "cancel the gym" and then "no wait, keep it": the approval question the first message rightly raises is answered
 * by the second, as at a terminal, so nothing is cancelled; a plain "yes" there cancels.
 */
const KEPT_AT_THE_QUESTION: readonly CorpusCase[] = [
  c('month-end', ['cancel the gym', 'no wait, keep it'], 'same'),
  c('month-end', ['cancel the meeting', 'hang on, no, keep it'], 'same'),
  c('monday', ['cancel my yoga', 'no'], 'same'),
  c('month-end', ['cancel the team lunch', 'yes'], '-Team lunch@2026-12-02T12:00'),
];

/** "what's left this month" on the month's last day: what is left of today, never tomorrow's appointments. */
const LEFT_THIS_MONTH: readonly CorpusCase[] = [
  {
    on: 'month-end',
    say: "what've I got left this month?",
    expect: 'same',
    mentions: ['Meeting', 'Gym'],
    never: ['Doctor', 'Dentist', 'Team lunch'],
  },
  { ...q('month-end', "what've you got left for me this month", 'Gym'), never: ['Dentist', 'Doctor'] },
  { ...q('month-end', "what's left this month", 'Meeting', 'Gym'), never: ['Doctor', 'Team lunch'] },
  { ...q('month-end', 'anything left this month?', 'Gym'), never: ['Doctor', 'Team lunch'] },
  { ...q('friday', 'what have I got left this month?', 'Brunch', 'Gym'), never: ['Doctor'] },
];

/** The regression sets of this file, by kind. */
export const REGRESSION_MONTH_NAMES_CORRECTIONS_TAKE_BACKS: Readonly<Record<string, readonly CorpusCase[]>> = {
  'month names after titles': MONTH_NAMES_AFTER_TITLES,
  'dr for doctor': DR_FOR_DOCTOR,
  'corrected just after': CORRECTED_JUST_AFTER,
  'taken back': TAKEN_BACK,
  'kept at the question': KEPT_AT_THE_QUESTION,
  "what's left this month": LEFT_THIS_MONTH,
};
