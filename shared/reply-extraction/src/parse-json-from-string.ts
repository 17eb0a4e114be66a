import { chooseCandidate } from './choose-candidate.ts';
import { head, type JsonParseError, type JsonParseErrorKind } from './describe-problem.ts';
import { type FoundCandidates, findCandidates } from './find-candidates.ts';
import type { ReadBudget } from './read-candidate.ts';
import { hasRepeatedKey } from './repeated-keys.ts';

export type { JsonParseError, JsonParseErrorKind } from './describe-problem.ts';

/** Either the parsed value or the reason there is none. */
export type JsonParseResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: JsonParseError };

/** A reading and the characters it visited, which stay proportional to the reply's length (see the tests). */
export interface MeasuredParse {
  readonly result: JsonParseResult;
  readonly work: number;
}

/**
 * Finds the one JSON action in a model's reply and parses it. Models think aloud (`<think>…</think>`), wrap JSON in
 * code fences, put prose, examples and drafts around it, and make small slips (trailing commas, single or curly
 * quotes, bare keys, comments, raw line breaks); this skips the reasoning, finds the objects, mends the slips without
 * changing any value, and reports a reply that holds two different actions rather than pick one. It never throws,
 * whatever the input, and takes time linear in the reply's length: a reply is untrusted, so failure is a value, with
 * a message that tells the model what to fix.
 */
export function parseJSONFromString(reply: unknown): JsonParseResult {
  return measureParse(reply).result;
}

/** {@link parseJSONFromString}, also counting the characters it visited. */
export function measureParse(reply: unknown): MeasuredParse {
  const budget: ReadBudget = { work: 0 };
  let result: JsonParseResult;
  // Every failed JSON.parse builds an error; without stack traces that costs a third as much, and only messages are used.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    result = readReply(reply, budget);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    result = failure('invalid', `The reply could not be read as JSON (${reason}).`);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return { result, work: budget.work };
}

// #region parse-json-from-string
/** The steps of reading a reply. `budget` counts the characters visited. */
function readReply(reply: unknown, budget: ReadBudget): JsonParseResult {
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

  // Every top-level {…} (or [{…}]) outside reasoning (<think>…</think> and its kin), in one pass.
  const found = findCandidates(text);
  budget.work += found.work;
  if (found.candidates.length === 0) return noJson(text, found);
  const choice = chooseCandidate(text, found.candidates, budget); // read each, mend slips, never pick one of two
  return choice.ok ? { ok: true, value: choice.value } : { ok: false, error: choice.problem };
}
// #endregion parse-json-from-string

function noJson(text: string, found: FoundCandidates): JsonParseResult {
  if (found.unclosedReasoning !== -1) {
    return failure(
      'no-json',
      `The reply's reasoning never ends: "${head(text, found.unclosedReasoning, 40)}" has no closing tag, so it holds ` +
        'no answer. Close the reasoning, then reply with one JSON object.',
    );
  }
  const start = head(text.slice(found.afterReasoning).trimStart(), 0, 40);
  return found.reasoned
    ? failure(
        'no-json',
        `The reply had no JSON object after its reasoning; it went on: "${start}". After reasoning, reply with only a JSON object.`,
      )
    : failure('no-json', `The reply contained no JSON object. It began: "${start}". Reply with only a JSON object.`);
}

/** Valid JSON as it stands, unless it names a key twice: `JSON.parse` keeps the last silently, the mender reports it. */
function tryParse(text: string): JsonParseResult {
  try {
    const value = JSON.parse(text);
    return hasRepeatedKey(text, value) ? failure('invalid', 'a key named twice') : { ok: true, value };
  } catch {
    return failure('invalid', 'not JSON');
  }
}

function failure(kind: JsonParseErrorKind, message: string): JsonParseResult {
  return { ok: false, error: { kind, message } };
}
