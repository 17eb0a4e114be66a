/**
 * What the Gemini API refuses in the function declarations of a request, so the fake refuses it too:
 * - `parameters` is Gemini's own `Schema`, "a select subset of an OpenAPI 3.0 schema object" whose fields are listed in
 *   https://ai.google.dev/api/caching#Schema. Any other key is a protobuf field it does not have, refused with HTTP 400
 *   `Invalid JSON payload received. Unknown name "$schema" at 'tools[0].function_declarations[0].parameters': Cannot
 *   find field.` (seen in the wild for `$schema`, `additionalProperties`, `const` and `propertyNames`, e.g.
 *   router-for-me/CLIProxyAPI#97, nanbingxyz/5ire#42, zed-extensions/mcp-server-brave-search#12); `$ref` and `$defs`
 *   are not in it either, and a type list such as `["string", "null"]` is refused as `Proto field is not repeating,
 *   cannot start list` (voocel/litellm#9).
 * - `parametersJsonSchema` takes JSON Schema, but "the schema must describe an object where the properties are the
 *   parameters to the function", and it "is mutually exclusive with `parameters`" (FunctionDeclaration,
 *   https://ai.google.dev/api/caching#FunctionDeclaration); the wording of those two refusals is the fake's. In it, a
 *   `$ref` may have only `description` and `default` beside it ("If a schema node has $ref set, then only description
 *   and default can be set alongside it", anomalyco/opencode#12295), and must point at a definition the schema has
 *   ("reference to undefined schema at properties.target_object.anyOf.1", google-gemini/gemini-cli#13326).
 */
import { geminiError } from './gemini-replies.ts';
import type { ScriptedResponse } from './scripted-response.ts';

/** The fields of Gemini's `Schema` (https://ai.google.dev/api/caching#Schema). */
const SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);

type Declaration = { name?: string; parameters?: unknown; parametersJsonSchema?: unknown };

/** Gemini's refusal of this body's function declarations, or `undefined` when it would take them. */
export function checkGeminiDeclarations(body: unknown): ScriptedResponse | undefined {
  const tools = ((body as { tools?: { functionDeclarations?: Declaration[] }[] } | undefined)?.tools ?? []) as {
    functionDeclarations?: Declaration[];
  }[];
  const problems: string[] = [];
  for (const [toolIndex, tool] of tools.entries()) {
    for (const [index, declaration] of (tool.functionDeclarations ?? []).entries()) {
      const at = `tools[${toolIndex}].function_declarations[${index}]`;
      if (declaration.parameters !== undefined && declaration.parametersJsonSchema !== undefined) {
        problems.push(`${at}: parameters and parameters_json_schema are mutually exclusive; set only one.`);
      }
      if (declaration.parameters !== undefined)
        problems.push(...unknownNames(declaration.parameters, `${at}.parameters`));
      const jsonSchema = declaration.parametersJsonSchema as Record<string, unknown> | undefined;
      if (jsonSchema !== undefined && jsonSchema.type !== 'object') {
        problems.push(`${at}.parameters_json_schema: the schema must describe an object (type "object").`);
      }
      if (jsonSchema !== undefined) problems.push(...badReferences(jsonSchema, jsonSchema, ''));
    }
  }
  return problems.length === 0 ? undefined : geminiError(400, problems.join('\n'), 'INVALID_ARGUMENT');
}

/** Every key of a `Schema` (and of the schemas inside it) that Gemini's `Schema` does not have, in its words. */
function unknownNames(schema: unknown, at: string, depth = 0): string[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || depth > 30) return [];
  const problems: string[] = [];
  const record = schema as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!SCHEMA_FIELDS.has(key)) {
      problems.push(`Invalid JSON payload received. Unknown name "${key}" at '${at}': Cannot find field.`);
    }
  }
  if (Array.isArray(record.type)) {
    problems.push(
      `Invalid JSON payload received. Unknown name "type" at '${at}': Proto field is not repeating, cannot start list.`,
    );
  }
  const properties = record.properties;
  if (typeof properties === 'object' && properties !== null) {
    Object.values(properties).forEach((value, index) => {
      problems.push(...unknownNames(value, `${at}.properties[${index}].value`, depth + 1));
    });
  }
  problems.push(...unknownNames(record.items, `${at}.items`, depth + 1));
  if (Array.isArray(record.anyOf)) {
    record.anyOf.forEach((value, index) => {
      problems.push(...unknownNames(value, `${at}.any_of[${index}]`, depth + 1));
    });
  }
  return problems;
}

/** `$ref`s in a JSON Schema that Gemini refuses: with other keys beside them, or pointing at nothing. */
function badReferences(node: unknown, root: Record<string, unknown>, path: string, depth = 0): string[] {
  if (typeof node !== 'object' || node === null || depth > 30) return [];
  if (Array.isArray(node))
    return node.flatMap((item, index) => badReferences(item, root, `${path}.${index}`, depth + 1));
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof record.$ref === 'string') {
    const name = record.$ref.split('/').at(-1) ?? '';
    const beside = Object.keys(record).filter((key) => !['$ref', 'description', 'default'].includes(key));
    if (beside.length > 0) {
      problems.push(
        `$ref '${name}' was set alongside unsupported fields. If a schema node has $ref set, then only description and default can be set alongside it.`,
      );
    }
    if (resolve(root, record.$ref) === undefined) {
      problems.push(`reference to undefined schema at ${path.slice(1) || '(root)'}`);
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== '$ref') problems.push(...badReferences(value, root, `${path}.${key}`, depth + 1));
  }
  return problems;
}

/** What a same-document pointer (`#/$defs/Name`) points at, or undefined. */
function resolve(root: Record<string, unknown>, pointer: string): unknown {
  if (!pointer.startsWith('#')) return undefined;
  let at: unknown = root;
  for (const step of pointer.slice(1).split('/').filter(Boolean)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return at;
}
