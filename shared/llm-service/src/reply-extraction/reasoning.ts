import { findCandidates } from './find-candidates.ts';

/** Where the answer begins in a reply that may open with reasoning. */
export interface AnswerStart {
  /** Index of the first character after the reasoning (0 when there is none). */
  readonly start: number;
  /** The reply opened with reasoning (closed or not). */
  readonly reasoned: boolean;
}

/**
 * Reasoning blocks that local reasoning models write before their answer when the server leaves them in the text:
 * `<think>…</think>` (Qwen3, QwQ, DeepSeek-R1 and its distills), `<thinking>`, `<reasoning>`, `<reflection>`,
 * `<thought>`, `<analysis>`, `<seed:think>` (Seed-OSS), `<|begin_of_thought|>…<|end_of_thought|>`, and gpt-oss's
 * harmony channels, whose answer follows `<|channel|>final<|message|>`.
 */
const OPENING =
  /\s*(?:<(?:think|thinking|reasoning|reflection|thought|analysis|seed:think)\s*>|<\|begin_of_thought\|>|(?:<\|start\|>assistant)?<\|channel\|>analysis<\|message\|>)/iy;
const CLOSING =
  /<\/(?:think|thinking|reasoning|reflection|thought|analysis|seed:think)\s*>|<\|end_of_thought\|>|<\|channel\|>final<\|message\|>/gi;

/**
 * Finds where the answer starts, so that an object drafted while reasoning is never taken for the answer. Reasoning
 * counts only before the answer: blocks at the start of the reply, one after another; or, when the reply does not
 * start with JSON, text ending in a closing tag with no opening one (DeepSeek-R1's template puts `<think>` in the
 * prompt, so the reply holds only `</think>`), unless that tag sits inside a JSON value. A block that never closes
 * runs to the end, and the search for JSON then starts after its opening tag. Each regular expression runs once per
 * block from where the last one stopped, and the check for a tag inside a value scans the text once: linear.
 */
export function findAnswerStart(text: string): AnswerStart {
  let start = 0;
  let reasoned = false;
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') return { start, reasoned };
  for (;;) {
    OPENING.lastIndex = start;
    const opening = OPENING.exec(text);
    const searchFrom = opening ? OPENING.lastIndex : start;
    if (!opening && reasoned) break;
    CLOSING.lastIndex = searchFrom;
    const closing = CLOSING.exec(text);
    if (!closing) return opening ? { start: searchFrom, reasoned: true } : { start, reasoned };
    if (!opening && insideValue(text, closing.index)) return { start: 0, reasoned: false };
    start = CLOSING.lastIndex;
    reasoned = true;
  }
  return { start, reasoned };
}

/** Whether `index` lies inside a JSON value of the text: a closing tag quoted in the answer is not reasoning's end. */
function insideValue(text: string, index: number): boolean {
  return findCandidates(text).candidates.some((candidate) => candidate.start < index && index < candidate.end);
}
