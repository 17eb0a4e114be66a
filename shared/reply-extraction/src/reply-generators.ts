/** Seeded generators of model replies with the slips models make, shared by the property tests. */

/** The slips a model makes around and inside its JSON, each on or off. */
export interface Slips {
  readonly singleQuotes: boolean;
  readonly trailingCommas: boolean;
  readonly python: boolean;
  readonly rawLineBreaks: boolean;
  readonly comments: boolean;
  readonly prose: boolean;
  readonly fence: boolean;
  readonly think: boolean;
}

/** A small seeded generator (mulberry32), so that a failure names a seed that reproduces it. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'a', 'Z', '7', ' ', ' ', '"', "'", '\\', '\\n', '“', '”', '‘', '’', '{', '}', '[', ']', '\n', '\t', 'é', '😀', ':',
  ',', '#', '/', '*', '`', '```', '", "', "', '", '" }', 'True', '\\u00e9', '<', '>',
]; // biome-ignore format: one piece per entry reads best as a table

export function randomText(random: () => number): string {
  let text = '';
  const length = Math.floor(random() * 24);
  for (let index = 0; index < length; index++) text += PIECES[Math.floor(random() * PIECES.length)];
  return text;
}

/** Writes `value` as a model with these slips would: the same values, other punctuation. */
export function render(value: unknown, slips: Slips): string {
  if (typeof value === 'string') return renderString(value, slips);
  if (value === null) return slips.python ? 'None' : 'null';
  if (typeof value === 'boolean') return slips.python ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') return String(value);
  const trailing = slips.trailingCommas ? ',' : '';
  if (Array.isArray(value)) return `[${value.map((item) => render(item, slips)).join(', ')}${trailing}]`;
  const comment = slips.comments ? ' // a note\n /* another */ ' : '';
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${renderString(key, slips)}: ${render(item, slips)}`,
  );
  return `{${comment}${entries.join(',\n  ')}${trailing}}`;
}

function renderString(text: string, slips: Slips): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  const inside = escaped.replace(/\\u[0-9a-fA-F]{4}|\\.|'/g, (token) => {
    if (slips.rawLineBreaks && (token === '\\n' || token === '\\t')) return token === '\\n' ? '\n' : '\t';
    if (!slips.singleQuotes) return token;
    if (token === '\\"') return '"';
    return token === "'" ? "\\'" : token;
  });
  return slips.singleQuotes ? `'${inside}'` : `"${inside}"`;
}

export function wrap(json: string, draft: string, slips: Slips): string {
  let reply = slips.fence ? `\`\`\`json\n${json}\n\`\`\`` : json;
  if (slips.prose) reply = `Sure! Here's what I'll send:\n${reply}\nLet me know if that's right.`;
  if (slips.think) reply = `<think>\nThe person wants this. Draft: ${draft}\nI'll go with it.\n</think>\n\n${reply}`;
  return reply;
}

/** Random slips: each on or off, at the rates a test of many seeds needs to meet every mix. */
export function randomSlips(random: () => number): Slips {
  return {
    singleQuotes: random() < 0.5,
    trailingCommas: random() < 0.5,
    python: random() < 0.3,
    rawLineBreaks: random() < 0.3,
    comments: random() < 0.3,
    prose: random() < 0.5,
    fence: random() < 0.5,
    think: random() < 0.3,
  };
}
