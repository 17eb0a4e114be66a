import { type CorpusCase, canonical, expectedAfter, type Slot } from './corpus-case.ts';

/**
 * How one case went. `right`: the calendar is as asked and the answer is about the request. `asked`: nothing changed
 * and the answer is about the request (a question back, or a refusal that says what it understood). `no help`:
 * nothing changed and the answer is not about the request (a generic fallback). `wrong`: a destructive call the
 * request did not ask for reached the approval question, the calendar changed in a way not asked, or the answer
 * claims something that did not happen (including "I found no dentist" while the dentist the request names is booked,
 * and anything the case lists as `never` said).
 * A case that lists `mentions` is `right` only when the answer contains each; without them it is `no help`.
 */
export type Verdict = 'right' | 'asked' | 'no help' | 'wrong';

/** What a run of one case showed: the calendars, every approval question put, and the last answer. */
export interface Observed {
  readonly before: readonly Slot[];
  readonly after: readonly Slot[];
  readonly questions: readonly string[];
  readonly answer: string;
  /**
   * Appointments this conversation booked in an earlier message whose delete the person approved because the case's
   * calendar afterwards lacks them ("wait no, forget it"): putting those to the approval question was asked for.
   */
  readonly undone?: readonly Slot[];
}

/** A verdict and, when it is `wrong`, every reason. */
export interface Judgement {
  readonly verdict: Verdict;
  readonly reasons: readonly string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NEGATED = /\b(?:not|no|nothing|never|cannot|without|neither|nor)\b|n't\b/i;
const CLAIMS = [
  { kind: 'booking', words: /\b(?:booked|scheduled|added)\b/i },
  { kind: 'cancellation', words: /\b(?:cancell?ed|deleted|removed)\b/i },
  { kind: 'move', words: /\b(?:moved|rescheduled)\b/i },
] as const;
/** An answer's claim that nothing in the calendar matches: "I found no …", "There is nothing to cancel". */
const NOTHING_MATCHES =
  /\b(?:found no|find no|could not find|couldn't find|nothing to (?:cancel|move|delete)|no such)\b/i;
const FUNCTION_WORDS = new Set(
  "the and for you your my me can could would please what when which with are was were have has had this that there then from into onto about just also will shall should its it’s it's i'm i'd how any all one ones yes not sure did does".split(
    ' ',
  ),
);

/** Judges one case from what the person saw and what the calendar became; see {@link Verdict}. */
export function judge(corpusCase: CorpusCase, observed: Observed): Judgement {
  const expected = expectedAfter(observed.before, corpusCase.expect);
  const asked = observed.before.filter((slot) => !has(expected, slot));
  const undone = (observed.undone ?? []).filter((slot) => !has(expected, slot));
  const reasons = [
    ...observed.questions
      .filter((question) => ![...asked, ...undone].some((slot) => questionNames(question, slot)))
      .map((question) => `put a delete the request did not ask for to the approval question: ${question}`),
    ...unaskedChanges(observed, expected),
    ...falseClaims(observed, undone),
    ...falseNothingFound(observed, asked),
    ...falseReadings(corpusCase, observed.answer),
  ];
  if (reasons.length > 0) return { verdict: 'wrong', reasons };
  if (missingMentions(corpusCase, observed.answer).length > 0) return { verdict: 'no help', reasons };
  // A case that says what its answer must mention is about the request when the answer mentions it.
  const about = (corpusCase.mentions ?? []).length > 0 || isAbout(observed.answer, corpusCase.say);
  if (canonical(observed.after) === canonical(expected) && (corpusCase.expect !== 'same' || about)) {
    return { verdict: 'right', reasons };
  }
  return { verdict: about ? 'asked' : 'no help', reasons };
}

/** What the case says its answer must mention and the answer leaves out (compared without regard to case). */
export function missingMentions(corpusCase: CorpusCase, answer: string): string[] {
  const lower = answer.toLowerCase();
  return (corpusCase.mentions ?? []).filter((mention) => !lower.includes(mention.toLowerCase()));
}

/** True when an approval question names this appointment: its title, its day and month, and its start time. */
export function questionNames(question: string, slot: Slot): boolean {
  const day = `${Number(slot.start.slice(8, 10))} ${MONTHS[Number(slot.start.slice(5, 7)) - 1]}`;
  const lower = question.toLowerCase();
  return lower.includes(slot.title.toLowerCase()) && question.includes(day) && question.includes(slot.start.slice(11));
}

function unaskedChanges(observed: Observed, expected: readonly Slot[]): string[] {
  const after = canonical(observed.after);
  if (after === canonical(expected) || after === canonical(observed.before)) return [];
  const added = observed.after.filter((slot) => !has(observed.before, slot) && !has(expected, slot));
  const removed = observed.before.filter((slot) => !has(observed.after, slot) && has(expected, slot));
  const missing = expected.filter((slot) => !has(observed.after, slot));
  return [
    `the calendar changed in a way not asked: added ${names(added)}; removed ${names(removed)}; ` +
      `still missing ${names(missing)}`,
  ];
}

/** Sentences that say something was booked, cancelled or moved, when the calendar shows no such change. */
function falseClaims(observed: Observed, undone: readonly Slot[]): string[] {
  const added = observed.after.some((slot) => !has(observed.before, slot));
  // Something booked earlier in the conversation and then removed was cancelled, though `before` never held it.
  const removed = [...observed.before, ...undone].some((slot) => !has(observed.after, slot));
  const happened = { booking: added, cancellation: removed, move: added && removed };
  return sentencesOf(observed.answer).flatMap((sentence) =>
    CLAIMS.filter(({ kind, words }) => words.test(sentence) && !NEGATED.test(sentence) && !happened[kind]).map(
      ({ kind }) => `the answer claims a ${kind} that did not happen: ${sentence}`,
    ),
  );
}

/**
 * Sentences that say nothing matches while the appointment the request names (one the case cancels or moves) is still
 * in the calendar: a learner told "I found no dentist appt" would believe the dentist is not booked.
 */
function falseNothingFound(observed: Observed, asked: readonly Slot[]): string[] {
  if (!asked.some((slot) => has(observed.after, slot))) return [];
  return sentencesOf(observed.answer)
    .filter((sentence) => NOTHING_MATCHES.test(sentence))
    .map((sentence) => `the answer says nothing matches, but the calendar has what the request names: ${sentence}`);
}

/** What the case says is not so (its `never`) and the answer states anyway. */
function falseReadings(corpusCase: CorpusCase, answer: string): string[] {
  const lower = answer.toLowerCase();
  return (corpusCase.never ?? [])
    .filter((reading) => lower.includes(reading.toLowerCase()))
    .map((reading) => `the answer states what is not so: "${reading}"`);
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && !sentence.endsWith('?'));
}

/**
 * True when an answer is about the request: it shares a word of substance with what the person said, or names a day.
 * Example phrasings in quotes that the person did not say are left out, so a generic "For example: …" is not enough.
 */
export function isAbout(answer: string, say: CorpusCase['say']): boolean {
  const said = (typeof say === 'string' ? [say] : say).join(' ').toLowerCase();
  const own = answer.replace(/["“]([^"”]*)["”]/g, (quoted, inner: string) =>
    said.includes(inner.toLowerCase()) ? quoted : ' ',
  );
  if (/\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/.test(own)) return true;
  const saidWords = new Set(wordsOf(said));
  return wordsOf(own.toLowerCase()).some((word) => saidWords.has(word));
}

function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}'’]+/gu) ?? []).filter((word) => word.length >= 3 && !FUNCTION_WORDS.has(word));
}

function has(slots: readonly Slot[], slot: Slot): boolean {
  return slots.some(
    (other) =>
      other.start === slot.start && other.end === slot.end && other.title.toLowerCase() === slot.title.toLowerCase(),
  );
}

function names(slots: readonly Slot[]): string {
  return slots.map((slot) => `${slot.start} ${slot.title}`).join(', ') || 'nothing';
}
