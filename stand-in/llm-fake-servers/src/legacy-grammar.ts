/**
 * What llama.cpp's JSON-Schema-to-grammar converter refused before early 2026 (the one inside Ollama 0.5 to 0.29,
 * LM Studio's GGUF path and older llama-server builds), following the order of `visit` in
 * common/json-schema-to-grammar.cpp: a subschema it cannot place (no type, no structure, such as
 * `{"required":["date"]}`) is "Unrecognized schema". Newer builds accept such a subschema as "any value".
 */
export function legacyGrammarProblems(schema: unknown): string[] {
  const problems: string[] = [];
  visit(schema, problems);
  return problems;
}

const PRIMITIVES = new Set(['boolean', 'number', 'integer', 'string', 'null', 'array', 'object']);
const FORMATS = new Set(['date', 'time', 'date-time', 'uuid']);

function visit(node: unknown, problems: string[]): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const schema = node as Record<string, unknown>;
  const type = schema.type;
  const untypedOr = (...types: string[]) => type === undefined || types.includes(type as string);
  if ('$ref' in schema) return;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    for (const branch of (schema.oneOf ?? schema.anyOf) as unknown[]) visit(branch, problems);
    return;
  }
  if (Array.isArray(type)) return;
  if ('const' in schema || 'enum' in schema) return;
  if (
    untypedOr('object') &&
    ('properties' in schema || ('additionalProperties' in schema && schema.additionalProperties !== true))
  ) {
    for (const child of Object.values((schema.properties ?? {}) as Record<string, unknown>)) visit(child, problems);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, problems);
    return;
  }
  if (untypedOr('object', 'string') && Array.isArray(schema.allOf)) return;
  if (untypedOr('array') && ('items' in schema || 'prefixItems' in schema)) {
    const items = schema.items ?? schema.prefixItems;
    for (const item of Array.isArray(items) ? items : [items]) visit(item, problems);
    return;
  }
  if (untypedOr('string') && ('pattern' in schema || FORMATS.has(String(schema.format)))) return;
  if (Object.keys(schema).length === 0 || type === 'object') return;
  if (typeof type !== 'string' || !PRIMITIVES.has(type))
    problems.push(`Unrecognized schema: ${JSON.stringify(schema)}`);
}
