import { ConfigurationError } from './errors.ts';
import type { JsonSchema } from './types.ts';

// Each rule below comes from a provider's public documentation or source, so a schema that passes is one that
// Gemini's responseJsonSchema, OpenAI's structured outputs and llama.cpp's grammar converter (inside Ollama,
// LM Studio's GGUF path and llama-server) all accept:
// - Gemini: https://ai.google.dev/gemini-api/docs/structured-output (JSON Schema support: type, title, description,
//   properties, required, additionalProperties, items, prefixItems, minItems, maxItems, enum, format date-time/date/
//   time, minimum, maximum, anyOf, $ref).
// - OpenAI: https://platform.openai.com/docs/guides/structured-outputs ("Supported schemas": root objects must not be
//   anyOf and must be an object; additionalProperties: false must always be set; allOf, not, if/then/else,
//   dependentRequired are not supported).
// - llama.cpp: common/json-schema-to-grammar.cpp; before early 2026 a subschema with no type and no structure, such as
//   {"required":["date"]}, fails with "Unrecognized schema"; Ollama answers that with 500 "invalid JSON schema in
//   format", and Ollama 0.5 refused any `pattern` the same way (ollama/ollama#8185, #8325).

/** Keywords every target handles (or, for minLength/maxLength, ignores harmlessly while our validator checks them). */
export const PORTABLE_KEYWORDS: ReadonlySet<string> = new Set([
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
  'minLength',
  'maxLength',
  'format',
]);

/** Why a keyword is not portable, for the message; anything else outside the list gets a general reason. */
const REFUSED: Readonly<Record<string, string>> = {
  pattern: 'Ollama refuses regular expressions ("invalid JSON schema in format"); check the text in the tool instead',
  oneOf: 'OpenAI structured outputs do not support it; use anyOf',
  allOf: 'OpenAI structured outputs do not support it',
  not: 'OpenAI structured outputs do not support it',
  if: 'OpenAI structured outputs do not support it; check the condition in the tool instead',
  const: 'not every server supports it; use "enum" with one value',
  default: 'OpenAI refuses it ("\'default\' is not permitted"); say the default in the description',
  $ref: 'not every local server resolves references; write the schema out',
};

/** The formats Gemini documents and llama.cpp's converter turns into a grammar. */
const PORTABLE_FORMATS = new Set(['date', 'time', 'date-time']);

// A tool's parameters are declared without `strict` (function calling, not structured outputs), which every target
// reads more loosely than a reply schema:
// - OpenAI checks non-strict function parameters as JSON Schema; it refuses an array with no `items` even then
//   ("array schema missing items", code invalid_function_parameters: streamnative/streamnative-mcp-server#26,
//   sigoden/aichat#1049), but an open object (`{"type": "object"}`) is closed only by strict mode's rule
//   ("additionalProperties: false must always be set", https://platform.openai.com/docs/guides/structured-outputs).
// - Gemini takes them as `parametersJsonSchema`, JSON Schema ("The schema must describe an object where the
//   properties are the parameters", https://ai.google.dev/api/caching#FunctionDeclaration); since November 2025 it
//   reads unions, references and constraint keywords (https://typia.io/api/types/_samchon_openapi.IGeminiSchema.html).
// - llama.cpp's converter (common/json-schema-to-grammar.cpp) turns an object with no properties into any object,
//   reads exclusiveMinimum/exclusiveMaximum for integers, and writes a format it has no grammar for as a plain string.
/** Keywords a tool's parameters may carry besides {@link PORTABLE_KEYWORDS}. */
const TOOL_PARAMETER_KEYWORDS = new Set(['exclusiveMinimum', 'exclusiveMaximum']);

/** How strictly to check: a reply schema (the default) or a tool's parameters, which may be open objects. */
interface PortableSchemaOptions {
  /** The schema is a tool's parameters: objects may be free-form, any `format` and exclusive bounds are kept. */
  readonly toolParameters?: boolean;
}

/**
 * Checks that a JSON Schema (a tool's parameters, or a reply schema as sent) can be sent to every provider: an
 * object at the root with no anyOf beside it, a `type` on every subschema, closed objects, and only keywords every
 * target handles. Returns one readable problem per violation, each naming where it is; empty when portable.
 */
export function checkPortableSchema(schema: JsonSchema, options: PortableSchemaOptions = {}): string[] {
  const problems: string[] = [];
  if (schema.type !== 'object') problems.push('the root must be {"type": "object"} (OpenAI refuses anything else)');
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    if (keyword in schema) problems.push(`"${keyword}" at the root: OpenAI requires a plain object at the root`);
  }
  visit(schema, '', problems, options, true);
  return problems;
}

/**
 * Throws a {@link ConfigurationError} naming `subject` (e.g. `tool deleteAppointment (tools/deleteAppointment.ts)`)
 * and the first problem when the schema is not portable. For the tool registry, at load time.
 */
export function assertPortableSchema(schema: JsonSchema, subject: string): void {
  const problems = checkPortableSchema(schema);
  if (problems.length === 0) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new ConfigurationError(
    `${subject}: its parameters would be refused by some model servers: ${problems[0]}${more}. ` +
      'See "Portable schemas" in docs/real-models.md.',
  );
}

function visit(node: unknown, path: string, problems: string[], options: PortableSchemaOptions, isRoot = false): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    problems.push(`${where(path)} is not a schema object`);
    return;
  }
  const schema = node as JsonSchema;
  for (const keyword of Object.keys(schema)) {
    if (isRoot && ['anyOf', 'oneOf', 'allOf'].includes(keyword)) continue;
    if (!PORTABLE_KEYWORDS.has(keyword) && !(options.toolParameters && TOOL_PARAMETER_KEYWORDS.has(keyword))) {
      problems.push(`"${keyword}" ${where(path)}: ${REFUSED[keyword] ?? 'not every model server supports it'}`);
    }
  }
  if (!('type' in schema) && !(Array.isArray(schema.anyOf) && !isRoot)) {
    problems.push(
      `${where(path)} has no "type" (llama.cpp's converter, inside Ollama, refuses it: "Unrecognized schema")`,
    );
  }
  if (typeof schema.format === 'string' && !PORTABLE_FORMATS.has(schema.format) && !options.toolParameters) {
    problems.push(`format "${schema.format}" ${where(path)}: only date, time and date-time are understood everywhere`);
  }
  if (schema.type === 'array' && schema.items === undefined) {
    problems.push(`the array ${where(path)} has no "items" (OpenAI refuses it: "array schema missing items")`);
  }
  if (schema.type === 'object' && !options.toolParameters) {
    if (typeof schema.properties !== 'object' || schema.additionalProperties !== false) {
      problems.push(`the object ${where(path)} needs "properties" and "additionalProperties": false (OpenAI)`);
    }
  }
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    visit(child, `${path}properties.${name}.`, problems, options);
  }
  if (schema.items !== undefined) visit(schema.items, `${path}items.`, problems, options);
  const alternatives = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]) : [];
  alternatives.forEach((child, index) => {
    visit(child, `${path}anyOf[${index}].`, problems, options);
  });
}

function where(path: string): string {
  return path === '' ? 'at the root' : `at ${path.slice(0, -1)}`;
}
