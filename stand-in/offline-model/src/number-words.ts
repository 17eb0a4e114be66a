import { MOVE_WORDS } from './request-words.ts';

const UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  'forty five': 45,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const WORD = Object.keys(UNITS)
  .sort((first, second) => second.length - first.length)
  .join('|');
/** Words after which a spelled-out number is a time or a length: "ten am", "two hours", "ten thirty". */
const AFTER = String.raw`\s*(?:[ap]\.?m\b|o'?clock|hours?|hrs?|minutes?|mins?|days?|weeks?|thirty|fifteen|forty|in the|tonight|this)`;
/** Words before which a spelled-out number is a time or a length: "at ten", "from two to four", "for ninety". */
const BEFORE = String.raw`\b(?:at|for|in|from|to|until|till|by|between|and|around|about|past|after)\s+`;

/**
 * Writes the spelled-out numbers of times and lengths as digits, so one reader handles both: "ten am" → "10 am",
 * "half past two" → "2:30", "quarter to three" → "2:45", "ten thirty" → "10:30", "for ninety minutes" → "for 90
 * minutes". Numbers in other words ("the first one", "one meeting") are left alone.
 */
export function digitsForNumberWords(text: string): string {
  let result = minutesToTheHour(spokenYears(text))
    .replace(new RegExp(`\\b(${WORD})[ -](thirty|fifteen|forty-five|forty five)\\b`, 'gi'), (_, hour, minute) => {
      return `${UNITS[hour.toLowerCase()]}:${UNITS[minute.toLowerCase()]}`;
    })
    .replace(new RegExp(`\\b(${WORD})(?=${AFTER})`, 'gi'), (word) => String(UNITS[word.toLowerCase()]))
    .replace(new RegExp(`(${BEFORE})(${WORD})\\b`, 'gi'), (_, before, word) => {
      return `${before}${UNITS[word.toLowerCase()]}`;
    });
  result = result
    .replace(/\bhalf (?:past|after) (\d{1,2})\b/gi, (_, hour) => `${hour}:30`)
    .replace(/\bquarter (?:past|after) (\d{1,2})\b/gi, (_, hour) => `${hour}:15`)
    .replace(/\bquarter (?:to|before|of) (\d{1,2})\b/gi, (_, hour) => `${(Number(hour) + 11) % 12 || 12}:45`)
    .replace(/\b(\d{1,2}) ?o'?clock\b/gi, '$1:00');
  return result;
}

const MINUTES_BEFORE: Readonly<Record<string, number>> = { five: 5, ten: 10, twenty: 20, 'twenty-five': 25 };
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/**
 * "at ten to eleven", "at 25 to 4", "at twenty of three": after "at", minutes before an hour. Without "at" ("ten to
 * eleven", "move it to ten to three") it may as well be a range from one hour to the other, so it is left as said and
 * asked about (see `findUnreadPart`).
 */
const AT_MINUTES_TO = new RegExp(
  `\\bat (five|ten|twenty[- ]five|twenty|5|10|20|25)[- ](?:minutes )?(?:to|till|til|of)[- ](${HOUR_WORDS.join('|')}|1[0-2]|[1-9])(?![:.]\\d)(?=\\b|[ap]\\.?m\\b)`,
  'gi',
);

/** "ten past three", "5 past 10": minutes after an hour, which nothing else reads two ways. */
const MINUTES_PAST = new RegExp(
  `\\b(five|ten|twenty[- ]five|twenty|5|10|20|25)[- ](?:minutes )?past[- ](${HOUR_WORDS.join('|')}|1[0-2]|[1-9])(?![:.]\\d)(?=\\b|[ap]\\.?m\\b)`,
  'gi',
);

/**
 * "at ten to eleven" as "at 10:50", so the time reader sees the time said, not a range from 10 to 11; "ten past
 * three" as "3:10", not 10 o'clock.
 */
function minutesToTheHour(text: string): string {
  const minutesOf = (words: string) => MINUTES_BEFORE[words.toLowerCase().replace(' ', '-')] ?? Number(words);
  const hourOf = (words: string) => HOUR_WORDS.indexOf(words.toLowerCase()) + 1 || Number(words);
  // In a move, "the meeting at 10 to 3pm" may be the 10:00 meeting going to 15:00: left as said, and asked about.
  const minutesTo = MOVE_WORDS.test(text)
    ? text
    : text.replace(AT_MINUTES_TO, (_, minutes: string, hour: string) => {
        return `at ${(hourOf(hour) + 11) % 12 || 12}:${60 - minutesOf(minutes)}`;
      });
  return minutesTo.replace(MINUTES_PAST, (_, minutes: string, hour: string) => {
    return `${hourOf(hour)}:${String(minutesOf(minutes)).padStart(2, '0')}`;
  });
}

const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const BELOW_HUNDRED = `(?:(?:${TENS.join('|')})(?:[ -](?:${ONES.join('|')}))?|${TEENS.join('|')}|${ONES.join('|')})`;
/** A year said in words: "twenty seventeen", "nineteen ninety-nine", "two thousand and five", "twenty oh five". */
export const SPOKEN_YEAR_WORDS = `(?:(?:nineteen|twenty)[ -](?:oh[ -](?:${ONES.join('|')})|${BELOW_HUNDRED})|two thousand(?:(?: and)?[ -]${BELOW_HUNDRED})?)`;
/** "March 5th, twenty seventeen", "5 March nineteen ninety-nine": a year said in words, right after a day and month. */
const SPOKEN_YEAR = new RegExp(
  `(?<=\\b(?:${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}),?\\s+)${SPOKEN_YEAR_WORDS}\\b`,
  'gi',
);

/** Spoken years as digits, so the year a sentence states is read, never dropped for this year's. */
function spokenYears(text: string): string {
  return text.replace(SPOKEN_YEAR, (year) => String(yearOf(year.toLowerCase())));
}

function yearOf(words: string): number {
  const thousand = /^two thousand(?: and)?[ -]?(.*)$/.exec(words);
  if (thousand) return 2000 + belowHundred(thousand[1] ?? '');
  const [century, rest] = [words.slice(0, words.search(/[ -]/)), words.slice(words.search(/[ -]/) + 1)];
  return (century === 'nineteen' ? 1900 : 2000) + belowHundred(rest.replace(/^oh[ -]/, ''));
}

function belowHundred(words: string): number {
  const [first = '', second] = words.split(/[ -]/);
  if (TEENS.includes(first)) return 10 + TEENS.indexOf(first);
  if (ONES.includes(first)) return ONES.indexOf(first) + 1;
  if (TENS.includes(first)) return 10 * (TENS.indexOf(first) + 2) + (second ? ONES.indexOf(second) + 1 : 0);
  return 0;
}
