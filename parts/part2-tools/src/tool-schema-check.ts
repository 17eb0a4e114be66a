/** The types a JSON Schema knows. */
const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];

/** JSON Schema keywords a tool's parameters may plausibly hold, to tell a misspelling from a real keyword. */
const KEYWORDS = [
  'type',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'oneOf',
  'allOf',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'format',
  'pattern',
  'const',
  'default',
];

/**
 * The mistakes in a tool's parameter schema that no server or validator would name clearly: a `type` that is not a
 * JSON type, a misspelt keyword (which a validator ignores), and a `required` name missing from `properties` (a tool
 * nobody could ever call). One problem per mistake, each with its fix.
 */
export function schemaMistakes(node: unknown, where: string): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  const schema = node as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof schema.type === 'string' && !JSON_TYPES.includes(schema.type)) {
    problems.push(`${where} has type "${schema.type}": use one of ${JSON_TYPES.slice(0, -1).join(', ')}`);
  }
  for (const key of Object.keys(schema)) {
    const meant = KEYWORDS.includes(key) ? undefined : KEYWORDS.find((keyword) => isTypo(key, keyword));
    if (meant) problems.push(`${where} has "${key}", which is not a JSON Schema keyword: write "${meant}"`);
  }
  const properties = typeof schema.properties === 'object' && schema.properties !== null ? schema.properties : {};
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) {
      if (!Object.hasOwn(properties, String(name))) {
        problems.push(
          `${where} requires "${String(name)}", which is not in its "properties": add it there or fix the spelling`,
        );
      }
    }
  }
  for (const [name, child] of Object.entries(properties))
    problems.push(...schemaMistakes(child, `parameter "${name}"`));
  if (schema.items !== undefined) problems.push(...schemaMistakes(schema.items, `the items of ${where}`));
  return problems;
}

/** Whether `word` looks like a slip of the keyboard for `keyword`: a different case, or at most two edits away. */
function isTypo(word: string, keyword: string): boolean {
  if (word.toLowerCase() === keyword.toLowerCase()) return true;
  return Math.abs(word.length - keyword.length) <= 2 && keyword.length > 4 && editDistance(word, keyword) <= 2;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
