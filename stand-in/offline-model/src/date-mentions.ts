import * as chrono from 'chrono-node/en';
import { prepare } from './prepare-text.ts';

const REFERENCE = new Date(2026, 0, 5, 12, 0);
const WEEKDAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)';
const DAY = `(?:today|tonight|tomorrow|yesterday|${WEEKDAY})`;
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/;
/**
 * Every way of naming a day the readers know, longest first, each read as one mention: "Tuesday week" is one day,
 * "tomorrow next week" two.
 */
const MENTIONS: readonly RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  new RegExp(`(?:\\b${WEEKDAY},? )?\\b(?:on )?the \\d{1,2}(?:st|nd|rd|th)\\b(?: of (?:this|next) month\\b)?`, 'g'),
  new RegExp(`\\b(?:an?|\\d{1,3}) (?:days?|weeks?) (?:from|after|before) (?:now|${DAY})\\b`, 'g'),
  new RegExp(`\\b(?:${DAY} week|a week (?:on )?${DAY})\\b`, 'g'),
  /\b(?:the )?day (?:after|before)(?: (?:tomorrow|yesterday))?\b/g,
  /\bin (?:\d{1,3}|a) (?:days?|weeks?)\b/g,
  new RegExp(
    `\\b(?:the )?week after next(?:,? on)? ${WEEKDAY}\\b|\\b(?:on )?${WEEKDAY},? (?:of |in )?the week after next\\b`,
    'g',
  ),
  /\b(?:the )?week after next\b/g,
  new RegExp(`\\bnext week(?:,? on)? ${WEEKDAY}\\b|\\b(?:on )?${WEEKDAY},? (?:of |in )?next week\\b`, 'g'),
  new RegExp(`\\b(?:(?:next|this|coming|last|past|previous) )?${DAY}\\b`, 'g'),
  /\b(?:next|this|last) (?:week|month|year)\b/g,
];

/**
 * The phrases of a sentence that each name a day, in order, with a title given outright left out. A weekday beside
 * the date it falls on ("Monday 30 November") counts once (a clash between the two is asked about elsewhere).
 * Used to ask when one request names more days than one change can have: "tomorrow or Wednesday", "tomorrow next
 * week".
 */
export function dayMentions(sentence: string): string[] {
  let text = prepare(sentence);
  const found: { index: number; phrase: string }[] = [];
  const take = (index: number, phrase: string) => {
    found.push({ index, phrase: phrase.trim() });
    text = `${text.slice(0, index)}${' '.repeat(phrase.length)}${text.slice(index + phrase.length)}`;
  };
  for (const result of chrono.parse(text, REFERENCE)) {
    if (result.start.isCertain('day') && result.start.isCertain('month') && MONTH.test(result.text)) {
      const before = new RegExp(`\\b${WEEKDAY},? (?:the )?$`).exec(text.slice(0, result.index));
      const index = before ? before.index : result.index;
      take(index, text.slice(index, result.index + result.text.length));
    }
  }
  for (const pattern of MENTIONS) {
    for (const match of [...text.matchAll(pattern)]) take(match.index, match[0]);
  }
  return found.sort((first, second) => first.index - second.index).map(({ phrase }) => phrase);
}
