/**
 * Reply shapes that cost the most to read, each built at a given size in characters: a curly quote then `\”` repeated
 * (50 s at 200 KB in an earlier reader), curly apostrophes after a key (minutes at 16 KB for `jsonrepair`, which an
 * earlier reader used), shapes that are quadratic for a repairer or for a parser that rescans, many actions, reasoning
 * that never closes, and deep nesting. Shared by the linear-time test and the bench (`npm run bench`).
 */
export const WORST_SHAPES: Readonly<Record<string, (size: number) => string>> = {
  'curly quote then \\” repeated': (size) => `{“${repeat('\\”', size - 2)}`,
  'curly apostrophes after a key': (size) => `{"action":"answer","response":${repeat('‘a', size - 31)}}`,
  'curly apostrophes in a string': (size) => `{"action":"answer","response":"${repeat('‘a’ ', size - 33)}",}`,
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
  'different actions, repeated': (size) => numbered((index) => `{"action":"answer","response":"${index}"} `, size),
  'the same action, repeated': (size) => repeat('Again: {"action":"answer","response":"Hi"} ', size),
  'reasoning never closed': (size) => `<think>${repeat('{"action":"tool","tool":"deleteAppointment"} ', size - 7)}`,
  'answer then closing tags': (size) => repeat('{"action":"answer","response":"x"}</think>', size),
  'missing colons after keys': (size) => `{${numbered((index) => `"k${index}" "v" `, size - 2)}}`,
  'missing commas in a list': (size) => `{"a":[${repeat('1 ', size - 8)}]}`,
  'bare words as values': (size) => `{"a": ${repeat('TRUE ', size - 7)}}`,
  'reasoning tags repeated': (size) => repeat('<think></think>', size),
  'closing tags inside a value': (size) => `Sure! {"a":"${repeat('</think> ', size - 12)}"}`,
  'a quote then a long run of spaces': (size) => `{"a":"x"${repeat(' ', size - 12)}y"}`,
  'backslashes in an unclosed string': (size) => `{"a":"${repeat('\\', size - 6)}`,
  'unclosed block comments': (size) => `{"a":1, ${repeat('/*', size)}`,
  'bare key run': (size) => `{${repeat('a', size - 1)}`,
};

/** Pieces numbered 0, 1, 2… joined until the text is `size` characters long (cut to size). */
function numbered(piece: (index: number) => string, size: number): string {
  const pieces: string[] = [];
  let length = 0;
  for (let index = 0; length < size; index++) {
    pieces.push(piece(index));
    length += pieces.at(-1)!.length;
  }
  return pieces.join('').slice(0, Math.max(0, size));
}

/** `piece` repeated until the text is `size` characters long (cut to size). */
function repeat(piece: string, size: number): string {
  return piece.repeat(Math.ceil(Math.max(0, size) / piece.length)).slice(0, Math.max(0, size));
}
