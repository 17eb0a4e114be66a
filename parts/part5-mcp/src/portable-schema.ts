import { checkPortableSchema, type JsonSchema } from '@scheduling-agent/llm-service';

/** A server's schema made portable, or why it cannot be. */
export type PortableResult = { ok: true; schema: JsonSchema } | { ok: false; problems: string[] };

/** How deep references are followed: further, a schema is more likely a trick than a tool. */
const MAX_DEPTH = 12;

// #region make-portable
/**
 * Rewrites a schema a server generated (Zod's, say: `$schema`, `$defs` with `$ref`, nullable as `anyOf` with
 * `{"type": "null"}`, `const`, `default`; an array with no `items`, an `enum` with no `type`) into the subset every
 * provider accepts for a tool's parameters, then checks it with Part 4's rules, except that an object may stay
 * free-form. What cannot be rewritten keeps the tool from the model, with the reason; the server still checks every
 * call against its own schema.
 */
export function makePortable(schema: unknown): PortableResult {
  try {
    const root = isObject(schema) ? schema : {};
    const definitions = { ...asObject(root.definitions), ...asObject(root.$defs) };
    const portable = rewrite(root, definitions, 0);
    const problems = checkPortableSchema(portable, { toolParameters: true });
    return problems.length === 0 ? { ok: true, schema: portable } : { ok: false, problems };
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
}
// #endregion make-portable

function rewrite(node: JsonSchema, definitions: Record<string, unknown>, depth: number): JsonSchema {
  if (depth > MAX_DEPTH) throw new Error(`nested more than ${MAX_DEPTH} deep (or a reference to itself)`);
  if (typeof node.$ref === 'string') {
    const name = /^#\/(?:\$defs|definitions)\/([^/]+)$/.exec(node.$ref)?.[1];
    const target = name === undefined ? undefined : definitions[name];
    if (!isObject(target)) throw new Error(`a reference it cannot resolve: ${node.$ref}`);
    const { $ref: _, ...beside } = node;
    return rewrite({ ...target, ...beside }, definitions, depth + 1);
  }
  const { $schema, $id, $defs, definitions: _d, $comment, examples, default: fallback, const: only, ...rest } = node;
  const out: JsonSchema = { ...rest };
  if (only !== undefined) {
    out.enum = [only];
    out.type ??= typeof only === 'number' ? 'number' : typeof only === 'boolean' ? 'boolean' : 'string';
  }
  if (fallback !== undefined) out.description = joinText(out.description, `Default: ${JSON.stringify(fallback)}.`);
  if (Array.isArray(out.oneOf)) {
    out.anyOf = out.oneOf;
    delete out.oneOf;
  }
  if (Array.isArray(out.type)) out.type = out.type.find((type) => type !== 'null') ?? 'string';
  if (out.type === undefined && Array.isArray(out.enum)) out.type = typeOfValues(out.enum);
  if (Array.isArray(out.anyOf)) {
    // Nullable (`anyOf: [T, {"type": "null"}]`) becomes T: leaving a value out says "none" in every provider.
    const kept = (out.anyOf as JsonSchema[]).filter((branch) => !(isObject(branch) && branch.type === 'null'));
    if (kept.length === 1) {
      delete out.anyOf;
      return rewrite({ ...kept[0], ...out }, definitions, depth + 1);
    }
    out.anyOf = kept.map((branch) => rewrite(branch, definitions, depth + 1));
  }
  if (isObject(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, child]) => [name, rewrite(asObject(child), definitions, depth + 1)]),
    );
  }
  // An object the server left free-form (no properties: "filters", "metadata") stays free-form, as every provider
  // accepts it outside strict mode; one with properties is closed, so a field the model invents is refused here.
  if (out.type === 'object' && isObject(out.properties) && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  if (isObject(out.items)) out.items = rewrite(out.items, definitions, depth + 1);
  // OpenAI refuses an array with no items even outside strict mode, with HTTP 400 "Invalid schema for function …:
  // array schema missing items" (code invalid_function_parameters, as reported in
  // https://github.com/streamnative/streamnative-mcp-server/issues/26; its guide to the schemas it takes is
  // https://platform.openai.com/docs/guides/structured-outputs, "Supported schemas"). Any item the server's schema
  // allowed stays allowed, each branch typed for llama.cpp's converter. Set after the rewrite above, which would drop
  // the null branch.
  if (out.type === 'array' && out.items === undefined) out.items = structuredClone(ANY_ITEM);
  return out;
}

/** Any JSON value that is not an array; an item may be null, as any member of a list the server left open may be. */
const ANY_SCALAR_OR_OBJECT: JsonSchema[] = ['string', 'number', 'boolean', 'object', 'null'].map((type) => ({ type }));

/**
 * What an array with no `items` may hold: any JSON value, down to a list of lists (each array needs its own `items`,
 * and a schema with no `$ref` cannot say "any depth"). A `{"type": "null"}` branch of `anyOf` is in every target's
 * subset: OpenAI's "Supported schemas" (https://platform.openai.com/docs/guides/structured-outputs) list anyOf and
 * write a field that may be empty as a union with null (its "All fields must be required" section, cited so in
 * https://github.com/cocoindex-io/cocoindex/pull/213); Gemini's `parametersJsonSchema` takes JSON Schema
 * (https://ai.google.dev/api/caching#FunctionDeclaration), and Gemini accepts that branch where it refuses a type
 * list (aoci-spec/aoci-code#61, on its OpenAI-compatible endpoint); llama.cpp's converter has a rule for `null`
 * (common/json-schema-to-grammar.cpp, as its Python original's `PRIMITIVE_RULES` give `"null": '"null" space'`).
 */
const ANY_ITEM: JsonSchema = {
  anyOf: [...ANY_SCALAR_OR_OBJECT, { type: 'array', items: { anyOf: ANY_SCALAR_OR_OBJECT } }],
};

/** The one JSON type of an enum's values (`integer` if all are whole numbers), or undefined when they mix. */
function typeOfValues(values: unknown[]): string | undefined {
  const types = new Set(
    values.map((value) => (Number.isInteger(value) ? 'integer' : value === null ? 'null' : typeof value)),
  );
  const [only] = types;
  return types.size === 1 && ['string', 'integer', 'number', 'boolean'].includes(only!) ? only : undefined;
}

function joinText(text: unknown, more: string): string {
  return typeof text === 'string' && text !== '' ? `${text} ${more}` : more;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: unknown): JsonSchema {
  return isObject(value) ? value : {};
}
