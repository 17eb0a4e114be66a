import { describeAppointment } from './planning-replies.ts';
import type { AppointmentView } from './planning-results.ts';
import { titleMatches } from './titles.ts';

/**
 * Words that place or count an appointment ("the last thing", "both") rather than name it. "The middle one" is read
 * only right after a list of three (`pointing-back.ts`); anywhere else it places one, so it is asked about.
 */
const PLACING = new Set(
  'first last next earliest latest second third middle other thing things both whatever'.split(' '),
);
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];

/**
 * When no title fits the subject a request names, but the words of it either share a word with a booked title ("teh
 * party", "dentist and haircut") or place an appointment instead of naming it ("the last thing"), saying "I found no
 * …" would tell a learner the party is not booked. This asks instead: what it read, the appointments it might mean,
 * and two phrasings it acts on. Null when the subject is a plain title nothing is called ("the gym"): then "I found no
 * gym" is true.
 */
export function unclearSubject(
  kind: 'cancel' | 'move',
  subject: string,
  when: string,
  booked: readonly AppointmentView[],
): string | null {
  // A title that fits, not found only at the time or part of the day asked: "I found no birthday party at 14:00" is true.
  if (booked.some((item) => titleMatches(subject, item.title))) return null;
  const words = wordsOf(subject);
  const sharing = booked.filter((item) =>
    wordsOf(item.title ?? '').some((word) => words.some((said) => said === word || abbreviates(said, word))),
  );
  if (sharing.length === 0 && !words.some((word) => PLACING.has(word))) return null;
  const meant = sharing.length > 0 ? sharing : booked;
  const offer =
    meant.length === 0
      ? 'Nothing is booked then.'
      : `${sharing.length > 0 ? 'Do you mean' : 'You have:'} ${meant.map(describeAppointment).join(sharing.length > 0 ? ' or ' : '; ')}${sharing.length > 0 ? '?' : '.'}`;
  const example = meant[0];
  const to = kind === 'move' ? ' to 4pm' : '';
  const phrasings = example
    ? `"${kind} the ${(example.title ?? 'appointment').toLowerCase()} on ${dayOf(example.start)}${to}" or "${kind} ${example.id}${to}"`
    : `"${kind} the haircut tomorrow${to}" or "${kind} my 4pm tomorrow${to}"`;
  return (
    `I understood: ${kind} "${subject}" ${when}. I could not tell which appointment that means, so I have not changed ` +
    `anything. ${offer} I ${kind} one appointment at a time, named by its title, time or id, such as ${phrasings}.`
  );
}

/**
 * True when a short word could be written for a longer one ("mtg" for "meeting", "appt" for "appointment"): the same
 * first letter, and every letter of it found in the longer word in order.
 */
function abbreviates(short: string, word: string): boolean {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  let at = 0;
  for (const letter of word) if (letter === short[at]) at++;
  return at === short.length;
}

/** `24 November` from `2026-11-24T10:00`. */
function dayOf(start: string): string {
  return `${Number(start.slice(8, 10))} ${MONTHS[Number(start.slice(5, 7)) - 1]}`;
}
