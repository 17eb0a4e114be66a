import { chooseCandidate } from './reply-extraction/choose-candidate.ts';
import { head, type JsonParseError, type JsonParseErrorKind } from './reply-extraction/describe-problem.ts';
import { findCandidates } from './reply-extraction/find-candidates.ts';
import { REPAIR_LIMITS, type ReadBudget } from './reply-extraction/read-candidate.ts';
import { findAnswerStart } from './reply-extraction/reasoning.ts';

export type { JsonParseError, JsonParseErrorKind } from './reply-extraction/describe-problem.ts';

/** Either the parsed value or the reason there is none. */
export type JsonParseResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: JsonParseError };

/** How to choose when a reply holds several JSON values. */
export interface JsonParseOptions {
  /**
   * Says whether a value is a usable reply, for example that it passes the reply's schema. When a reply holds several
   * objects (a draft and a final answer), one it accepts is preferred; without it, the last valid one is taken.
   */
  readonly accept?: (value: unknown) => boolean;
}

/** A reading and the characters it visited, which stay proportional to the reply's length (see the tests). */
export interface MeasuredParse {
  readonly result: JsonParseResult;
  readonly work: number;
}

/**
 * Finds the JSON object in a model's reply and parses it. Models think aloud first (`<think>…</think>`), wrap JSON in
 * code fences, put prose around it, and make small slips (trailing commas, single or curly quotes, bare keys, comments,
 * raw line breaks); this skips the reasoning, finds the object and mends the slips without changing a character of
 * any value. It never throws, whatever the input, and takes time linear in the reply's length: a reply is untrusted,
 * so failure is a value, with a message that tells the model what to fix.
 */
export function parseJSONFromString(reply: unknown, options: JsonParseOptions = {}): JsonParseResult {
  return measureParse(reply, options).result;
}

/** {@link parseJSONFromString}, also counting the characters it visited. */
export function measureParse(reply: unknown, options: JsonParseOptions = {}): MeasuredParse {
  const budget: ReadBudget = {
    work: 0,
    repairLeft: REPAIR_LIMITS.totalCharacters,
    repairCallsLeft: REPAIR_LIMITS.calls,
  };
  let result: JsonParseResult;
  // Every failed JSON.parse builds an error; without stack traces that costs a third as much, and only messages are used.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    result = readReply(reply, options, budget);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    result = failure('invalid', `The reply could not be read as JSON (${reason}).`);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return { result, work: budget.work };
}

// #region parse-json-from-string
/** The steps of reading a reply. `budget` counts the characters visited and bounds what repair may cost. */
function readReply(reply: unknown, options: JsonParseOptions, budget: ReadBudget): JsonParseResult {
  if (typeof reply !== 'string' || reply.trim() === '') {
    return failure(
      'empty',
      'The reply was empty. Reply with one JSON object, for example {"action":"answer","response":"…"}.',
    );
  }
  const text = reply.replace(/^\uFEFF/, '');
  budget.work += text.length;
  const whole = tryParse(text); // valid JSON as it stands: nothing to find or mend
  if (whole.ok) return whole;

  const answer = findAnswerStart(text); // skip <think>…</think> and its kin
  const found = findCandidates(text, answer.start); // every top-level {…} (or [{…}]) after it, in one pass
  budget.work += text.length + found.work;
  if (found.candidates.length === 0) return noJson(text.slice(answer.start), answer.reasoned);
  const choice = chooseCandidate(text, found.candidates, options.accept, budget); // parse, repair, choose
  return choice.ok ? { ok: true, value: choice.value } : { ok: false, error: choice.problem };
}
// #endregion parse-json-from-string

function noJson(answer: string, reasoned: boolean): JsonParseResult {
  const start = head(answer.trimStart(), 0, 40);
  return reasoned
    ? failure(
        'no-json',
        `The reply had no JSON object after its reasoning; it went on: "${start}". After reasoning, reply with only a JSON object.`,
      )
    : failure('no-json', `The reply contained no JSON object. It began: "${start}". Reply with only a JSON object.`);
}

function tryParse(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return failure('invalid', 'not JSON');
  }
}

function failure(kind: JsonParseErrorKind, message: string): JsonParseResult {
  return { ok: false, error: { kind, message } };
}
