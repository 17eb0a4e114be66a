/** Why a reply could not be read as JSON. */
export type JsonParseErrorKind = 'empty' | 'no-json' | 'truncated' | 'invalid';

/** A reply that is not JSON, described so that a learner can read it and a model can act on it. */
export interface JsonParseError {
  readonly kind: JsonParseErrorKind;
  readonly message: string;
}

/** Either the parsed value or the reason there is none. */
export type JsonParseResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: JsonParseError };

// #region parse-json-from-string
/**
 * Finds the JSON object in a model's reply and parses it. Models wrap JSON in code fences, put prose around it, and
 * make small slips (trailing commas, single quotes, smart quotes, unquoted keys); this tolerates those. It never
 * throws, whatever the input: a reply is untrusted, so failure is a value.
 */
export function parseJSONFromString(reply: unknown): JsonParseResult {
  try {
    if (typeof reply !== 'string' || reply.trim() === '') {
      return failure(
        'empty',
        'The reply was empty. Reply with one JSON object, for example {"action":"answer","response":"…"}.',
      );
    }
    const text = reply.replace(/^\uFEFF/, '').trim();
    const direct = tryParse(text);
    if (direct.ok) return direct;

    const candidate = extractObject(unfence(text));
    if (candidate === null) {
      return failure(
        'no-json',
        `The reply contained no JSON object. It began: "${preview(text)}". Reply with only a JSON object.`,
      );
    }
    if (candidate.truncated) {
      return failure(
        'truncated',
        `The JSON object was cut off before its end: "${preview(candidate.text, 60, true)}". Reply with the complete object.`,
      );
    }
    const parsed = tryParse(candidate.text);
    if (parsed.ok) return parsed;
    const repaired = repair(candidate.text);
    if (repaired.ok) return repaired;
    return failure(
      'invalid',
      `The reply's JSON is not valid: ${parsed.reason}. Use double quotes around keys and strings and no trailing commas.`,
    );
  } catch (error) {
    return failure(
      'invalid',
      `The reply could not be read as JSON (${error instanceof Error ? error.message : 'unknown error'}).`,
    );
  }
}
// #endregion parse-json-from-string

type Attempt = { ok: true; value: unknown } | { ok: false; reason: string };

function tryParse(text: string): Attempt {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function failure(kind: JsonParseErrorKind, message: string): JsonParseResult {
  return { ok: false, error: { kind, message } };
}

/** The inside of the first ``` fence, if there is one (closed or not). */
function unfence(text: string): string {
  const fence = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)(?:```|$)/.exec(text);
  return fence?.[1]?.includes('{') ? fence[1] : text;
}

/** The first balanced `{…}` in the text, scanning strings properly; `truncated` when it never closes. */
function extractObject(text: string): { text: string; truncated: boolean } | null {
  const start = text.indexOf('{');
  if (start === -1) return null;
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (quote) {
      if (character === '\\') index++;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '{' || character === '[') {
      depth++;
    } else if (character === '}' || character === ']') {
      depth--;
      if (depth === 0) return { text: text.slice(start, index + 1), truncated: false };
    }
  }
  return { text: text.slice(start), truncated: true };
}

const STRING_TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/** Applies `mend` to the text between string literals only, so a repair never edits what the model wrote inside one. */
function outsideStrings(text: string, mend: (code: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(STRING_TOKEN)) {
    result += mend(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + mend(text.slice(last));
}

const dropTrailingCommas = (text: string) => outsideStrings(text, (code) => code.replace(/,(\s*[}\]])/g, '$1'));
const quoteBareKeys = (text: string) =>
  outsideStrings(text, (code) => code.replace(/([{,]\s*)([A-Za-z_$][\w$]*)(\s*:)/g, '$1"$2"$3'));
const doubleQuoteStrings = (text: string) =>
  text.replace(STRING_TOKEN, (token) =>
    token.startsWith("'") ? JSON.stringify(token.slice(1, -1).replace(/\\'/g, "'")) : token,
  );
const straightenQuotes = (text: string) => text.replace(/[\u201C\u201D]/g, '"').replace(/[\u2018\u2019]/g, "'");

/**
 * Mends the usual small slips, one at a time, least invasive first, stopping as soon as the text parses. Repairs
 * leave string contents alone; curly quotes are straightened only as a last resort, for a reply that uses them as
 * its quotes. Only used when strict parsing failed, so valid JSON is never altered.
 */
function repair(text: string): Attempt {
  const steps = [dropTrailingCommas, quoteBareKeys, doubleQuoteStrings];
  for (const start of [text, straightenQuotes(text)]) {
    let current = start;
    for (const mend of steps) {
      current = mend(current);
      const attempt = tryParse(current);
      if (attempt.ok) return attempt;
    }
  }
  return { ok: false, reason: 'unrepairable' };
}

function preview(text: string, length = 40, fromEnd = false): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= length) return flat;
  return fromEnd ? `…${flat.slice(-length)}` : `${flat.slice(0, length)}…`;
}
