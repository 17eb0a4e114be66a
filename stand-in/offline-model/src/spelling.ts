/**
 * Misspelt weekdays and months ("wendsday", "thrusday", "novmber"), written out only when one reading is certain: the
 * word is not a name itself, is close to exactly one name (at most two letters off, a swap counting as one), and is
 * long enough that two slips still leave most of the name. A word near two names, or near none, is left as typed, and
 * asked about like any word nothing accounts for.
 */
const NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Real words close to a name: never a slip for one. */
const WORDS = new Set(['sundae', 'sundaes', 'octopus', 'someday', 'mondays', 'fridays', 'sundays', 'saturdays']);

/** The weekday or month a word is a slip for, or null when it is one already, is a word, or could be more than one. */
export function correctedDayName(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 5 || NAMES.includes(lower) || WORDS.has(lower)) return null;
  // A plural ("fridays") or a name with a suffix is read elsewhere, not corrected here.
  if (NAMES.some((name) => lower.startsWith(name))) return null;
  const allowed = lower.length >= 7 ? 2 : 1;
  const near = NAMES.filter((name) => editDistance(lower, name) <= allowed);
  return near.length === 1 ? near[0]! : null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours, each one. */
function editDistance(first: string, second: string): number {
  const rows = Array.from({ length: first.length + 1 }, (_, i) =>
    Array.from({ length: second.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= first.length; i++) {
    for (let j = 1; j <= second.length; j++) {
      const cost = first[i - 1] === second[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && first[i - 1] === second[j - 2] && first[i - 2] === second[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[first.length]![second.length]!;
}

/** The words that come before a day word to say which one ("next Friday", "before Friday", "the last Friday"). */
const DAY_MODIFIERS = ['next', 'this', 'last', 'first', 'before', 'after', 'until'];
/** Real words one letter from one of those: never a slip for one. */
const NOT_A_SLIP = new Set(
  [
    'text nest neat news nets sext newt exit near new net',
    'his thus thin tis',
    'past fast cast vast mast list lost lust lest least blast lash lass east',
    'fist firs',
    'alter aster rafter',
  ]
    .join(' ')
    .split(' '),
);
const DAY_WORD = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|week|wk|wks|month|year|weekend)$/;

/**
 * A slip for a word that says which day is meant, right before a day word ("neext friday", "thsi friday", "bfore
 * friday", "lst friday", "nxet wk"): the day turns on that word, so it is returned to be asked about, never swallowed
 * into a title. Null when there is none.
 */
export function slipBeforeADay(text: string): string | null {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const [index, word] of words.entries()) {
    const following = words[index + 1];
    if (!following || !DAY_WORD.test(following) || DAY_MODIFIERS.includes(word) || NOT_A_SLIP.has(word)) continue;
    const near = DAY_MODIFIERS.some((modifier) => editDistance(word, modifier) === 1);
    if (word.length >= 3 && near) return `${word} ${following}`;
  }
  return null;
}
