import { sliceRedacted } from '@scheduling-agent/llm-service';
import type { Candidate } from './find-candidates.ts';

/** Why a reply could not be read as JSON; `several`: it held more than one action, and no rule may pick one. */
export type JsonParseErrorKind = 'empty' | 'no-json' | 'truncated' | 'invalid' | 'several';

/** A reply that is not JSON, described so that a learner can read it and a model can act on it. */
export interface JsonParseError {
  readonly kind: JsonParseErrorKind;
  readonly message: string;
}

/** What is wrong with a reply: the same shape as {@link JsonParseError}. */
export type Problem = JsonParseError;

const DEFAULT_HINT = 'Use double quotes around keys and strings and no trailing commas.';
const CONTROL_HINT = 'Write line breaks and tabs inside strings as \\n and \\t.';

/** Whether a candidate's structure is broken: cheap to ask, where {@link structuralProblem} writes the message. */
export function isBroken(candidate: Candidate): boolean {
  return candidate.ending.type !== 'closed' || candidate.continued || candidate.chained;
}

/**
 * What is wrong with a candidate's structure, said as it is, or null when its structure is whole. A value that runs
 * to the end of the reply is "truncated" only when that is what happened: a string that never closes in a reply that
 * ends with `}` lacks a quote; a `]` for a `{` is a wrong bracket; and JSON after a closed object was not cut off.
 */
export function structuralProblem(text: string, candidate: Candidate): Problem | null {
  const { ending } = candidate;
  if (ending.type === 'truncated' || (ending.type === 'unclosed-string' && !/[}\]]\s*$/.test(text.slice(-64)))) {
    return {
      kind: 'truncated',
      message: `The JSON object was cut off before its end: "${tail(text, candidate.end, candidate.start)}". Reply with the complete object.`,
    };
  }
  if (ending.type === 'unclosed-string') {
    return {
      kind: 'invalid',
      message:
        `A string in the reply's JSON never ends: "${head(text, ending.quoteAt, 40)}". A closing quote is missing, ` +
        'or a quote inside the text is not escaped as \\". Close every string with a double quote.',
    };
  }
  if (ending.type === 'mismatched') {
    return {
      kind: 'invalid',
      message:
        `The reply's JSON closes a ${ending.opener} with ${ending.closer}: "${tail(text, ending.at + 1, candidate.start)}". ` +
        'Close each [ with ] and each { with }; the object is otherwise complete.',
    };
  }
  if (candidate.continued || candidate.chained) {
    return {
      kind: 'invalid',
      message:
        `The reply's JSON goes on after its object closes: "${head(text, candidate.end - 1, 40)}". Either a } ` +
        'came too early or several values follow one another. Reply with one complete object.',
    };
  }
  return null;
}

/** Why a complete candidate is not JSON even after repair: the strict parser's reason and the matching advice. */
export function describeProblem(candidate: Candidate, reason: string): Problem {
  const control = /control character/i.test(reason);
  const hint = control ? CONTROL_HINT : candidate.rawControl ? `${DEFAULT_HINT} ${CONTROL_HINT}` : DEFAULT_HINT;
  return { kind: 'invalid', message: `The reply's JSON is not valid: ${reason}. ${hint}` };
}

/** Up to `length` characters from `start`, whitespace flattened, for quoting in a message; an API key is blanked. */
export function head(text: string, start: number, length = 40): string {
  const flat = sliceRedacted(text, start, start + length + 1).replace(/\s+/g, ' ');
  return flat.length <= length ? flat : `${flat.slice(0, length)}…`;
}

/** Up to 60 characters before `end` and not before `from`, whitespace flattened; an API key is blanked. */
function tail(text: string, end: number, from = 0, length = 60): string {
  const flat = sliceRedacted(text, Math.max(from, end - length - 1), end).replace(/\s+/g, ' ');
  return flat.length <= length ? flat : `…${flat.slice(-length)}`;
}
