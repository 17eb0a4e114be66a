/**
 * Text from a file or a setting, made safe to quote in a message: nothing in it can drive a terminal, break the
 * message onto a second line, or reorder what is printed around it ("Trojan Source").
 */

/** Controls (C0, DEL, C1), line and paragraph separators, bidi embeddings, overrides and isolates, lone surrogates. */
const UNSAFE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

function escapeCharacter(character: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  return named[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** `text` with every unsafe character written as an escape (`\u001b`, `\n`); everything else as it is. */
function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escapeCharacter);
}

/** A path to show in a message: unchanged when it is ordinary, with unsafe characters escaped when it is not. */
export function showPath(path: string): string {
  return escapeUnsafe(path);
}

/**
 * Untrusted text quoted for a message: in double quotes, unsafe characters escaped, and cut to `maxLength`
 * characters with the full length said, so a 1 MB id cannot flood the terminal.
 */
export function quoteText(text: string, maxLength = 40): string {
  const characters = [...text];
  const shown = characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}…` : text;
  const note = characters.length > maxLength ? ` (${characters.length} characters)` : '';
  return `"${escapeUnsafe(shown).replace(/"/g, '\\"')}"${note}`;
}

/** Characters a title may not keep: controls other than spaces, and bidi embeddings, overrides and isolates. */
const TITLE_UNSAFE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** A title with unsafe characters removed and any lone surrogate replaced, so the file holds only printable text. */
export function stripUnsafe(text: string): string {
  return text.replace(/\p{Cs}/gu, '\ufffd').replace(TITLE_UNSAFE, '');
}

/** Any value from a caller or a model, shown for a message: text quoted as {@link quoteText}, the rest as short JSON. */
export function showValue(value: unknown, maxLength = 40): string {
  if (typeof value === 'string') return quoteText(value, maxLength);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = typeof value;
  }
  const characters = [...text];
  return escapeUnsafe(characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}…` : text);
}
