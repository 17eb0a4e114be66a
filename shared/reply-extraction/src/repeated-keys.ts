/** A string in valid JSON followed by a colon: a key, since a string value is followed by `,`, `}` or `]`. */
const KEY = /"(?:[^"\\]|\\.)*"(?=\s*:)/g;

/**
 * Whether valid JSON names a key twice in one object (`{"start":"10:00","start":"11:00"}`): `JSON.parse` keeps the
 * last silently, so the reply is read again by the mender, which reports it. Found by counting: the keys written in
 * `source` against the keys the parsed `value` holds. Linear in both.
 */
export function hasRepeatedKey(source: string, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  let written = 0;
  for (const _ of source.matchAll(KEY)) written++;
  let kept = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) stack.push(...item);
    else {
      const entries = Object.values(item);
      kept += entries.length;
      stack.push(...entries);
    }
  }
  return written !== kept;
}
