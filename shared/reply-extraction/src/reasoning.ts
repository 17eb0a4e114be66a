/**
 * Reasoning that local reasoning models write into the text when the server leaves it there: `<think>…</think>`
 * (Qwen3, QwQ, DeepSeek-R1 and its distills), `<thinking>`, `<reasoning>`, `<reflection>`, `<thought>`, `<analysis>`,
 * `<seed:think>` (Seed-OSS), `<|begin_of_thought|>…<|end_of_thought|>`, and gpt-oss's harmony channels, whose answer
 * follows `<|channel|>final<|message|>`.
 */
const OPENING_TAG =
  '<(?:think|thinking|reasoning|reflection|thought|analysis|seed:think)\\s*>|<\\|begin_of_thought\\|>|(?:<\\|start\\|>assistant)?<\\|channel\\|>analysis<\\|message\\|>';
const CLOSING_TAG =
  '<\\/(?:think|thinking|reasoning|reflection|thought|analysis|seed:think)\\s*>|<\\|end_of_thought\\|>|<\\|channel\\|>final<\\|message\\|>';

/** Either tag, the opening one captured: every attempt starts with a literal `<`, so a search is linear. */
const ANY_TAG = new RegExp(`(${OPENING_TAG})|(?:${CLOSING_TAG})`, 'gi');
const CLOSING = new RegExp(CLOSING_TAG, 'gi');

/** A reasoning tag found in the text. */
export interface ReasoningTag {
  readonly opening: boolean;
  readonly start: number;
  readonly end: number;
}

/** The first reasoning tag, opening or closing, at or after `from`, or null. */
export function nextReasoningTag(text: string, from: number): ReasoningTag | null {
  ANY_TAG.lastIndex = from;
  const match = ANY_TAG.exec(text);
  if (!match) return null;
  return { opening: match[1] !== undefined, start: match.index, end: ANY_TAG.lastIndex };
}

/** The index just after the first closing tag at or after `from`, or -1 when the reasoning never closes. */
export function reasoningEnd(text: string, from: number): number {
  CLOSING.lastIndex = from;
  return CLOSING.exec(text) ? CLOSING.lastIndex : -1;
}
