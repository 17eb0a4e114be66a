/**
 * Reply shapes that cost the most to read, each built at a given size in characters: the one from issue 11 that took
 * 50 s at 200 KB, shapes that are quadratic for `jsonrepair` or for a parser that rescans, and deep nesting. Shared by
 * the linear-time test and the bench (`npm run bench`).
 */
export const WORST_SHAPES: Readonly<Record<string, (size: number) => string>> = {
  'curly quote then \\” repeated (issue 11)': (size) => `{“${repeat('\\”', size - 2)}`,
  'unescaped quotes in a value': (size) => `{"a":"${repeat('x"', size - 7)}}`,
  'single-quoted value of escaped quotes': (size) => `{'a':'${repeat("x\\'", size - 7)}'}`,
  'quotes only after a key': (size) => `{"a":${repeat('"', size - 5)}`,
  'opening braces only': (size) => repeat('{', size),
  'list of objects, never closed': (size) => repeat('[{"a":', size),
  'deep nesting with a trailing comma': (size) => {
    const depth = Math.floor((size - 2) / 6);
    return `${repeat('{"a":', depth * 5)}1,${repeat('}', depth)}`;
  },
  'drafts needing repair, repeated': (size) => repeat("Draft: {'a': 1,} ", size),
  'objects chained by commas': (size) => repeat('{"a":1}, ', size),
  'reasoning tags repeated': (size) => repeat('<think></think>', size),
  'closing tags inside a value': (size) => `Sure! {"a":"${repeat('</think> ', size - 12)}"}`,
  'a quote then a long run of spaces': (size) => `{"a":"x"${repeat(' ', size - 12)}y"}`,
  'backslashes in an unclosed string': (size) => `{"a":"${repeat('\\', size - 6)}`,
  'unclosed block comments': (size) => `{"a":1, ${repeat('/*', size)}`,
  'bare key run': (size) => `{${repeat('a', size - 1)}`,
};

/** `piece` repeated until the text is `size` characters long (cut to size). */
function repeat(piece: string, size: number): string {
  return piece.repeat(Math.ceil(Math.max(0, size) / piece.length)).slice(0, Math.max(0, size));
}
