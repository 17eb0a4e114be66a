import type { Random } from './random.ts';

/**
 * Corruptions of the text as a whole: what a model does when it forgets it is in JSON mode, gets cut off, or has
 * nothing to say. Each returns the corrupted text, or null when it does not apply to this reply.
 */
export type TextCorruption = (text: string, random: Random) => string | null;

const OPENINGS = ['Sure! Here is my reply:', "Of course. Here's the JSON you asked for:", 'Let me check that for you.'];
const CLOSINGS = ['Let me know if you need anything else.', 'I hope this helps!', 'Anything else I can do?'];
const PROSE_ONLY = [
  'Sure, I can help with that.',
  'Let me check your calendar and get back to you.',
  "I'm sorry, I didn't quite catch that. Could you rephrase?",
];

/** Wraps the reply in a Markdown code fence, as chat-tuned models love to do. */
export const codeFence: TextCorruption = (text) => `\`\`\`json\n${text}\n\`\`\``;

/** Puts a friendly sentence before and after the JSON. */
export const proseAround: TextCorruption = (text, random) =>
  `${random.pick(OPENINGS)}\n\n${text}\n\n${random.pick(CLOSINGS)}`;

/** Writes the JSON with single quotes, JavaScript style; apostrophes inside strings are escaped as `\'`. */
export const singleQuotes: TextCorruption = (text) => {
  const value = tryParse(text);
  return value.ok ? toSingleQuoted(value.value) : text.replaceAll('"', "'");
};

/** Leaves a comma after the last member of the object. */
export const trailingComma: TextCorruption = (text) => {
  const value = tryParse(text);
  const json = value.ok ? JSON.stringify(value.value) : text;
  const end = json.lastIndexOf('}');
  return end === -1 ? null : `${json.slice(0, end)},${json.slice(end)}`;
};

/** Cuts the reply somewhere in its middle, as when the model hits its output-token limit. */
export const truncated: TextCorruption = (text, random) => {
  const trimmed = text.trim();
  const cut = Math.floor(trimmed.length * (0.25 + 0.5 * random.next()));
  return trimmed.slice(0, Math.min(trimmed.length - 1, Math.max(1, cut)));
};

/** Answers in plain prose with no JSON at all. */
export const proseOnly: TextCorruption = (_text, random) => random.pick(PROSE_ONLY);

/** Says nothing. */
export const empty: TextCorruption = () => '';

/** JSON text for a value, with single quotes around every key and string. */
function toSingleQuoted(value: unknown): string {
  if (typeof value === 'string') return `'${value.replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(toSingleQuoted).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(([key, member]) => `${toSingleQuoted(key)}: ${toSingleQuoted(member)}`);
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** `JSON.parse` as a value, so corruptions can fall back to plain text when the reply is not JSON. */
export function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
