import { PORTABLE_KEYWORDS } from './portable-schema.ts';
import type { JsonSchema } from './types.ts';

/**
 * The part of a reply schema that is sent to a provider. A reply schema may carry, beside its object root, an
 * `anyOf` of complete alternatives (one per action) that our own validator checks; OpenAI refuses `anyOf` at the
 * root, so providers send the object without it. Anything else is sent as it is.
 */
export function toWireSchema(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object' || !('anyOf' in schema)) return schema;
  const { anyOf: _checkedLocally, ...wire } = schema;
  return wire;
}

/**
 * A copy of a tool's parameter schema with what some server would refuse taken out: keywords outside the portable
 * set, and `anyOf` alternatives that have no type (`{"required": ["date"]}`). The model is then constrained by what
 * is left, and the registry still checks the tool's full schema before the tool runs.
 */
export function toPortableSchema(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!PORTABLE_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties' && isRecord(value)) {
      copy.properties = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, isRecord(child) ? toPortableSchema(child) : child]),
      );
    } else if (keyword === 'items' && isRecord(value)) {
      copy.items = toPortableSchema(value);
    } else if (keyword === 'anyOf' && Array.isArray(value)) {
      const typed = value.filter((child) => isRecord(child) && ('type' in child || 'anyOf' in child));
      if (typed.length > 0 && !(schema.type === 'object' && 'properties' in schema)) {
        copy.anyOf = typed.map((child) => toPortableSchema(child as JsonSchema));
      }
    } else {
      copy[keyword] = value;
    }
  }
  return copy;
}

/** Keywords OpenAI's strict mode accepts (structured outputs, "Supported properties"). */
const STRICT_KEYWORDS = new Set([
  'type',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'format',
  'pattern',
]);

/**
 * True when OpenAI's `strict: true` accepts the schema: every object closed (`additionalProperties: false`) with all
 * its properties required, and only keywords strict mode supports. Optional parameters make a schema non-strict.
 */
export function isStrictSchema(schema: JsonSchema): boolean {
  if (schema.type !== 'object') return false;
  return strictNode(schema);
}

function strictNode(node: unknown): boolean {
  if (!isRecord(node)) return false;
  if (Object.keys(node).some((keyword) => !STRICT_KEYWORDS.has(keyword))) return false;
  if (node.type === 'object') {
    const properties = isRecord(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    if (node.additionalProperties !== false) return false;
    if (Object.keys(properties).some((name) => !required.has(name))) return false;
    if (!Object.values(properties).every(strictNode)) return false;
  }
  if (node.items !== undefined && !strictNode(node.items)) return false;
  if (Array.isArray(node.anyOf) && !node.anyOf.every(strictNode)) return false;
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
