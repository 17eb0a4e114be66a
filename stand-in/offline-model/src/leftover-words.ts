import { withoutNthWeekdays } from './nth-weekday.ts';
import { TITLE_MARK } from './request-frame.ts';
import { BOOK_WORDS, CANCEL_WORDS, MOVE_WORDS } from './request-words.ts';

/** Ways of asking that add nothing to what is asked: "can you", "I'd like to", "please". */
const FILLER_PHRASES =
  /\b(?:can|could|would|will) you(?: please)?\b|\bin (?=for\b)|\bin$|\bi(?:'d| would) like(?: you)? to\b|\bi (?:want|need)(?: you)? to\b|\bi(?: have|'ve got| must) to\b|\bgo ahead and\b|\bfor me\b|\bthank(?:s| you)\b/gi;

/** "a call named …", "a dinner called …": the kind of appointment before a title given outright, not left over. */
const KIND_BEFORE_TITLE = new RegExp(String.raw`\b(?:a|an|the|my|new)\s+[\p{L}-]+\s+(?=${TITLE_MARK}\b)`, 'giu');

/** Words that say when or how long, or how a request is put, and never what to do: read or ignored, never left over. */
const ACCOUNTED = new Set(
  `a an the my our your me i i'm i've it its this that these those them one ones of to at on in for from by and or
  until till through between after before about around instead also too just now then please pls plz kindly ok okay so hey hi
  today tonight tomorrow yesterday day days week weeks weekend month year end fortnight hour hours hr hrs minute minutes min mins
  morning afternoon evening night noon midday am pm a.m p.m o'clock oclock half quarter past next this last coming rest remaining
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec st nd rd th
  calendar diary schedule agenda appointment appointments appt appts booking bookings event events meeting meetings slot slots
  entry entries session sessions plans all every everything each any anything whatever have got new time
  one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen
  nineteen twenty thirty forty fifty sixty seventy eighty ninety
  ${TITLE_MARK}`.split(/\s+/),
);

/**
 * The words of a request that nothing accounts for: not the action, not the appointment it names (`what`), not a
 * date, time or length, not a word of how it is asked. Empty when the whole sentence was read.
 */
export function leftoverWords(frame: string, what: string | null): string[] {
  const named = new Set(wordsOf(what ?? ''));
  const rest = withoutNthWeekdays(frame)
    .replace(/[’‘]/g, "'")
    .replace(FILLER_PHRASES, ' ')
    .replace(KIND_BEFORE_TITLE, ' ')
    .replace(new RegExp(MOVE_WORDS.source, 'gi'), ' ')
    .replace(new RegExp(CANCEL_WORDS.source, 'gi'), ' ')
    .replace(new RegExp(BOOK_WORDS.source, 'gi'), ' ');
  const accounted = (word: string) => word.split('-').every((part) => ACCOUNTED.has(part));
  return wordsOf(rest).filter((word) => !accounted(word) && !named.has(word) && !/\d/.test(word));
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'.:-]*/gu) ?? []).map((word) =>
    word.replace(/[.:'-]+$/, '').replace(/'s$/, ''),
  );
}
