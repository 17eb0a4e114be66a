/** OSC, DCS, SOS, PM and APC strings: an opener, a body, then BEL or ST (`ESC \` or the 8-bit `\x9c`). */
const STRING_SEQUENCE = /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)/g;
/** CSI sequences such as colours (`ESC [ 31 m`) and cursor moves, in their 7-bit and 8-bit forms. */
const CONTROL_SEQUENCE = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]/g;
/** The remaining two- and three-byte escapes, such as `ESC c` (reset the terminal) or `ESC ( B`. */
const ESCAPE_SEQUENCE = /\x1b[ -/]*[0-~]/g;
/** C0 controls except tab and newline, DEL, and the C1 controls. */
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
/**
 * Bidi embedding and override characters (U+202A to U+202E), which can make printed text read in another order than
 * it is stored ("Trojan Source"). Right-to-left text shows correctly without them, and the marks and isolates stay.
 */
const BIDI_OVERRIDE = /[\u202a-\u202e]/g;

/**
 * The text with every terminal escape sequence (colours, cursor moves, window titles, hyperlinks) and every control
 * character except newline and tab removed, so that text from a model, a file or the user can be printed without
 * driving the terminal. Windows line ends become `\n`; emoji and right-to-left scripts are kept as they are.
 */
export function sanitizeForTerminal(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .replace(STRING_SEQUENCE, '')
    .replace(CONTROL_SEQUENCE, '')
    .replace(ESCAPE_SEQUENCE, '')
    .replace(CONTROL_CHARACTER, '')
    .replace(BIDI_OVERRIDE, '');
}

/**
 * Invisible format characters (zero-width space and non-joiner, word joiner, soft hyphen, byte-order mark, bidi
 * marks and isolates, tags): they take no room on screen, so they would let a long text pass for a short one. The
 * zero-width joiner stays, because it holds emoji such as 👨‍👩‍👧 together, and is counted with the character before it.
 */
const INVISIBLE = /(?!\u200d)\p{Cf}/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Untrusted text (a title from a file, a value from a model) for one line of output, in double quotes so it cannot
 * pass for the program's own words: sanitized, then redacted, then cut to `maxVisible` characters as they appear on
 * screen (a letter with its accents, or an emoji, is one; invisible characters are dropped), in that order, so a cut
 * can leave neither escape residue nor part of a key.
 */
export function quoteVisible(
  text: string,
  options: { readonly maxVisible: number; readonly redact?: (text: string) => string },
): string {
  const line = sanitizeForTerminal(text).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const clean = options.redact ? options.redact(line) : line;
  const pieces = Array.from(graphemes.segment(clean), ({ segment }) => segment);
  const shown = pieces.length > options.maxVisible ? `${pieces.slice(0, options.maxVisible - 1).join('')}…` : clean;
  return `"${shown.replace(/["\\]/g, '\\$&')}"`;
}
