import { head, type Problem } from './describe-problem.ts';
import type { Token } from './tokens.ts';

/** What reading the tokens gave: a value, or why there is none (null: a slip it does not mend, for the caller to describe). */
export type Mended =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: Problem | null };

interface ObjectFrame {
  readonly type: 'object';
  readonly value: Record<string, unknown>;
  key: string;
  quotedKey: boolean;
  state: 'first' | 'after-comma' | 'colon' | 'value' | 'after';
}
interface ArrayFrame {
  readonly type: 'array';
  readonly value: unknown[];
  state: 'first' | 'after-comma' | 'after';
}
type Step = 'done' | 'close' | 'value' | 'invalid';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const KEYWORDS: Readonly<Record<string, unknown>> = {
  true: true,
  false: false,
  null: null,
  True: true,
  False: false,
  None: null,
};
const BARE_KEY = /^[\p{L}\p{N}_$-]+$/u;

/**
 * Reads the tokens of one complete value, mending slips of punctuation and nothing else: a missing or trailing comma,
 * a missing colon after a quoted key, a bare key (`{action: …}`), Python's `True`, `False` and `None`. Strings arrive
 * decoded, so no value can change. A bare word where a value belongs (`TRUE`, `New York`, `007`) and a key named
 * twice are problems, because reading them means guessing. One pass with an explicit stack: depth costs no recursion.
 */
export function mendTokens(text: string, tokens: readonly Token[]): Mended {
  const stack: (ObjectFrame | ArrayFrame)[] = [];
  let root: { value: unknown } | null = null;
  const deliver = (value: unknown): Problem | null => {
    const frame = stack.at(-1);
    if (!frame) root = { value };
    else if (frame.type === 'array') frame.value.push(value);
    else if (Object.hasOwn(frame.value, frame.key)) return namedTwice(frame.key);
    // defineProperty, as JSON.parse does, so that a key such as `__proto__` stays an ordinary field.
    else Object.defineProperty(frame.value, frame.key, { value, enumerable: true, writable: true, configurable: true });
    if (frame) frame.state = 'after';
    return null;
  };
  for (const token of tokens) {
    const frame = stack.at(-1);
    const step: Step = root
      ? 'invalid'
      : !frame
        ? 'value'
        : frame.type === 'object'
          ? inObject(frame, token)
          : inArray(frame, token);
    let problem: Problem | null = null;
    if (step === 'invalid') return { ok: false, problem: null };
    if (step === 'close') problem = deliver(stack.pop()!.value);
    else if (step === 'value' && token.type === '{') {
      stack.push({ type: 'object', value: {}, key: '', quotedKey: false, state: 'first' });
    } else if (step === 'value' && token.type === '[') stack.push({ type: 'array', value: [], state: 'first' });
    else if (step === 'value') {
      const read = scalar(text, token);
      problem = 'problem' in read ? read.problem : deliver(read.value);
    }
    if (problem) return { ok: false, problem };
  }
  return root ? { ok: true, value: (root as { value: unknown }).value } : { ok: false, problem: null };
}

/** What a token means inside an object: handled here, the object closed, a value to read, or out of place. */
function inObject(frame: ObjectFrame, token: Token): Step {
  const { state } = frame;
  if (state === 'colon') {
    if (token.type === ':') frame.state = 'value';
    // A quoted key followed by a value is missing only its colon: `{"action" "answer"}`.
    else if (frame.quotedKey && startsValue(token)) return 'value';
    else return 'invalid';
    return 'done';
  }
  if (state === 'value') return startsValue(token) ? 'value' : 'invalid';
  if (token.type === '}') return 'close';
  if (token.type === ',' && state === 'after') frame.state = 'after-comma';
  // After a value, a key with no comma before it is a missing comma: `{"a":1 "b":2}`.
  else if (token.type === 'string' || (token.type === 'word' && BARE_KEY.test(token.text))) {
    frame.key = token.type === 'string' ? token.value : token.text;
    frame.quotedKey = token.type === 'string';
    frame.state = 'colon';
  } else return 'invalid';
  return 'done';
}

/** What a token means inside a list: a trailing comma and a missing comma are mended, as in an object. */
function inArray(frame: ArrayFrame, token: Token): Step {
  if (token.type === ']') return 'close';
  if (token.type === ',' && frame.state === 'after') {
    frame.state = 'after-comma';
    return 'done';
  }
  return startsValue(token) ? 'value' : 'invalid';
}

function startsValue(token: Token): boolean {
  return token.type === 'string' || token.type === 'word' || token.type === '{' || token.type === '[';
}

/** A string's value, or a bare word read as a number or keyword; anything else would be a guess. */
function scalar(text: string, token: Token): { value: unknown } | { problem: Problem } {
  if (token.type === 'string') return { value: token.value };
  const word = token.type === 'word' ? token.text : token.type;
  if (NUMBER.test(word)) return { value: Number(word) };
  if (Object.hasOwn(KEYWORDS, word)) return { value: KEYWORDS[word] };
  return {
    problem: {
      kind: 'invalid',
      message:
        `A value in the reply's JSON is not one JSON knows: "${head(text, token.at, 24)}". Write text in double ` +
        'quotes, and numbers, true, false and null as JSON does.',
    },
  };
}

function namedTwice(key: string): Problem {
  return {
    kind: 'invalid',
    message: `The reply's JSON names the field "${key.slice(0, 40)}" twice. Write each field once.`,
  };
}
