import { head, type Problem } from './describe-problem.ts';
import type { Candidate } from './find-candidates.ts';

/** Inside a string: an unescaped quote, nothing or only spaces, and another quote, as between two strings. */
const TWO_STRINGS_IN_ONE = /(?<!\\)"\s*"/;

/**
 * Whether the lenient scan read a string that JSON would read as two or more (`["a" "b"]` as `a" "b`): a quote
 * inside a string with only spaces before the next quote closes one string and opens another, so keeping it whole
 * would merge two values. Only strings opened with a double quote; `"say "hi" now"` is not this shape.
 */
export function mergesStrings(text: string, candidate: Candidate): boolean {
  return candidate.strings.some(
    ([start, end]) => text[start] === '"' && TWO_STRINGS_IN_ONE.test(text.slice(start + 1, end - 1)),
  );
}

/** The problem sent back for quotes inside a string that could end it: the model escapes them, nothing is guessed. */
export function unescapedQuotes(text: string, candidate: Candidate): Problem {
  const [start] = candidate.strings.find(
    ([first, end]) => text[first] === '"' && TWO_STRINGS_IN_ONE.test(text.slice(first + 1, end - 1)),
  )!;
  return {
    kind: 'invalid',
    message:
      `A string in the reply's JSON holds quotes that are not escaped: "${head(text, start, 40)}" could be one ` +
      'string or several. Write a quote inside a string as \\", and separate strings with commas.',
  };
}
