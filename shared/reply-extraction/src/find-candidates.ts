import { nextReasoningTag, type ReasoningTag, reasoningEnd } from './reasoning.ts';
import { type ScannedValue, scanValue, skipSpace } from './scan-value.ts';

/** A value found in a reply, with how it sits among its neighbours. */
export interface Candidate extends ScannedValue {
  /** JSON follows right after it (`{"a":1}, "b":2}` or `{…}, {…}`): closed too early, or one of several values. */
  readonly continued: boolean;
  /** It is the value after such a comma: part of the same run of values. */
  readonly chained: boolean;
}

/** More values than a reply with one action, its examples and a note could hold: such a reply is refused unread. */
export const MAX_VALUES = 16;

/** The candidates outside reasoning, what the search learned about reasoning, and the characters it visited. */
export interface FoundCandidates {
  readonly candidates: readonly Candidate[];
  /** The reply held reasoning (a closed block, or text before a lone closing tag). */
  readonly reasoned: boolean;
  /** Where a reasoning block that never closes opens, or -1: nothing after it is read. */
  readonly unclosedReasoning: number;
  /** The index after the last reasoning skipped (0 when there was none). */
  readonly afterReasoning: number;
  readonly work: number;
}

/**
 * Finds every top-level JSON value outside reasoning, left to right, in one pass. A value starts at a `{` that opens
 * something JSON-like (a quote, a `key:`, a comment or `}`), or at a `[` that opens a list of objects; prose braces
 * such as `{maybe}` or `{{name}}` are not starts. After a value the search goes on past its end, so nested objects
 * are never taken for replies of their own, a tag quoted inside a value is never taken for reasoning, and no
 * character is scanned twice. Reasoning outside values is skipped wherever it sits: a closed block, and the prose
 * before a lone closing tag (DeepSeek-R1's template puts `<think>` in the prompt, so the reply holds only
 * `</think>`), whose values are still counted. A block that never closes ends the search, as does a value that runs to the end of the text, and
 * more than {@link MAX_VALUES} values with no reasoning after them.
 */
export function findCandidates(text: string): FoundCandidates {
  const candidates: Candidate[] = [];
  const search: Search = { position: 0, work: 0, reasoned: false, unclosedReasoning: -1, afterReasoning: 0 };
  let chainStart = -1;
  let start = -2; // the next value start found so far, kept while it lies ahead (-2: not searched yet)
  let tag: ReasoningTag | null | undefined; // the next reasoning tag found so far, kept while it lies ahead
  while (search.position < text.length) {
    if (start !== -1 && start < search.position) {
      start = nextStart(text, search.position);
      search.work += (start === -1 ? text.length : start) - search.position;
    }
    if (tag === undefined || (tag !== null && tag.start < search.position))
      tag = nextReasoningTag(text, search.position);
    // Past the limit with no reasoning ahead to forget them, more values change nothing: the reply is refused anyway.
    if (tag === null && candidates.length > MAX_VALUES) break;
    if (tag && (start === -1 || tag.start < start)) {
      if (!skipReasoning(text, tag, search)) break;
      continue;
    }
    if (start === -1) break;
    const scanned = scanWithStringsRetried(text, start);
    search.work += 2 * (scanned.end - start);
    const after = scanned.ending.type === 'closed' ? continuation(text, scanned.end) : -1;
    candidates.push({ ...scanned, continued: after !== -1, chained: start === chainStart });
    chainStart = after;
    search.position = scanned.end;
  }
  const { reasoned, unclosedReasoning, afterReasoning, work } = search;
  return { candidates, reasoned, unclosedReasoning, afterReasoning, work };
}

interface Search {
  position: number;
  work: number;
  reasoned: boolean;
  unclosedReasoning: number;
  afterReasoning: number;
}

/**
 * Moves the search past a reasoning tag: past its block when it opens one, or past a lone closing tag. False when the block never closes, which ends the search.
 */
function skipReasoning(text: string, tag: ReasoningTag, search: Search): boolean {
  search.reasoned = true;
  if (!tag.opening) {
    // The values before a lone closing tag are kept: whether the text before it was reasoning (DeepSeek-R1's template)
    // or the model's answer, with an example after the tag, cannot be told apart, so an action there that differs from
    // the one after it makes the reply go back rather than be chosen between.
    search.position = search.afterReasoning = tag.end;
    return true;
  }
  const end = reasoningEnd(text, tag.end);
  search.work += (end === -1 ? text.length : end) - tag.start;
  if (end === -1) {
    search.unclosedReasoning = tag.start;
    return false;
  }
  search.position = search.afterReasoning = end;
  return true;
}

/**
 * Scans the value at `start`; when a string in it never ends, scans once more with JSON's own rule for where a string
 * ends, in case a quote that looked like part of the text was a real closing quote (`{"b" 1}`). The second reading is
 * kept only if it finds the value's end.
 */
function scanWithStringsRetried(text: string, start: number): ScannedValue {
  const scanned = scanValue(text, start);
  if (scanned.ending.type !== 'unclosed-string') return scanned;
  const strict = scanValue(text, start, true);
  return strict.ending.type === 'closed' || strict.ending.type === 'mismatched' ? strict : scanned;
}

/** The index of the next value start at or after `from`, or -1. */
function nextStart(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const character = text[index];
    if ((character === '{' && opensObject(text, index)) || (character === '[' && opensList(text, index))) return index;
  }
  return -1;
}

const KEY_CHARACTER = /[\p{L}\p{N}_$-]/u;
const QUOTES = new Set(['"', "'", '“', '‘']);

/** `{` followed by a quote, `}`, a comment, or a bare `key:`. */
function opensObject(text: string, open: number): boolean {
  let index = skipSpace(text, open + 1);
  const first = text[index];
  if (first === undefined) return false;
  if (QUOTES.has(first) || first === '}') return true;
  if (first === '/' && (text[index + 1] === '/' || text[index + 1] === '*')) return true;
  while (index < text.length && KEY_CHARACTER.test(text[index]!)) index++;
  return index > open + 1 && text[skipSpace(text, index)] === ':';
}

/** `[` followed by `{`: a list of objects, which must be reported whole rather than read as its first element. */
function opensList(text: string, open: number): boolean {
  const next = skipSpace(text, open + 1);
  return text[next] === '{' && opensObject(text, next);
}

/**
 * Where JSON continues right after a closed value: a closing bracket, or a comma or colon followed by a quote or an
 * opening bracket. Returns the index of what follows (so a chained `{` can be recognised), or -1.
 */
function continuation(text: string, end: number): number {
  const next = skipSpace(text, end);
  const character = text[next];
  if (character === '}' || character === ']') return next;
  if (character !== ',' && character !== ':') return -1;
  const after = skipSpace(text, next + 1);
  return QUOTES.has(text[after] ?? '') || text[after] === '{' || text[after] === '[' ? after : -1;
}
