const secrets = new Set<string>();

/** The shortest piece of a key hidden when a cut leaves only part of it (shorter pieces say nothing about a key). */
const SHORTEST_PIECE = 4;

/** Matches a key's beginning just before an ellipsis, or its end just after one: what a cut leaves of it. */
let piecesAtCuts: RegExp | undefined;

/**
 * Remembers a secret (an API key) so that {@link redact} can blank it out. Every provider registers its key as soon
 * as it reads it; the terminal and the trace pass everything they print through `redact`.
 */
export function registerSecret(secret: string | undefined): void {
  if (secret && secret.length >= SHORTEST_PIECE && !secrets.has(secret)) {
    secrets.add(secret);
    piecesAtCuts = undefined;
  }
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every beginning and end of every key, longest first, beside the ellipsis (`…` or `...`) a cut leaves. */
function cutPiecesPattern(): RegExp {
  const beginnings: string[] = [];
  const ends: string[] = [];
  for (const secret of secrets) {
    for (let length = secret.length - 1; length >= SHORTEST_PIECE; length--) {
      beginnings.push(escapeForPattern(secret.slice(0, length)));
      ends.push(escapeForPattern(secret.slice(-length)));
    }
  }
  // A key of the shortest length has no shorter piece to look for: an empty pattern would match at every ellipsis.
  if (beginnings.length === 0) return /(?!)/g;
  const byLength = (first: string, second: string) => second.length - first.length;
  const before = beginnings.sort(byLength).join('|');
  const after = ends.sort(byLength).join('|');
  return new RegExp(`(?:${before})(?=…|\\.\\.\\.)|(?<=…|\\.\\.\\.)(?:${after})`, 'g');
}

/**
 * The text with every registered secret replaced by `[redacted]`. As a safeguard for text that was cut before it
 * reached here (a cut should come after redacting: see {@link sliceRedacted}), a key's first or last characters
 * beside an ellipsis are blanked too.
 */
export function redact(text: string): string {
  if (secrets.size === 0) return text;
  let result = text;
  for (const secret of secrets) result = result.split(secret).join('[redacted]');
  piecesAtCuts ??= cutPiecesPattern();
  return result.replace(piecesAtCuts, '[redacted]');
}

// #region redact-value
/**
 * A JSON value with {@link redact} applied to every string in it, names of fields included, at any depth: for what
 * leaves the screen (a record written to disk, a tool's arguments sent to a server), where a key must be hidden just
 * as it is in print. Returns the value itself when nothing in it changed.
 */
export function redactValue<T>(value: T): T {
  if (secrets.size === 0) return value;
  return redactDeep(value) as T;
}
// #endregion redact-value

function redactDeep(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map(redactDeep);
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  let changed = false;
  const entries = Object.entries(value).map(([name, item]) => {
    const entry = [redact(name), redactDeep(item)] as const;
    changed ||= entry[0] !== name || entry[1] !== item;
    return entry;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * `text.slice(start, end)`, redacted, where a key that straddles either edge is blanked whole rather than cut into a
 * piece that `redact` could no longer recognise. Use it, or redact first, wherever text is shortened.
 */
export function sliceRedacted(text: string, start = 0, end = text.length): string {
  let from = Math.max(0, start);
  let to = Math.min(text.length, end);
  for (const secret of secrets) {
    let at = text.indexOf(secret, Math.max(0, from - secret.length + 1));
    while (at !== -1 && at < to) {
      from = Math.min(from, at);
      to = Math.max(to, at + secret.length);
      at = text.indexOf(secret, at + 1);
    }
  }
  return redact(text.slice(from, to));
}

/** The length of the longest registered secret (0 when none is), so text printed in pieces can hold back a tail. */
export function longestSecretLength(): number {
  let longest = 0;
  for (const secret of secrets) longest = Math.max(longest, secret.length);
  return longest;
}
