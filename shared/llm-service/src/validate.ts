import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { sliceRedacted } from './redact.ts';
import type { JsonSchema } from './types.ts';

/** Either the value, now known to follow the schema, or readable reasons why not (each naming the field). */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly string[]; readonly message: string };

/** Checks an untrusted value (a parsed model reply, tool parameters) against a JSON Schema. */
export type Validator<T> = (value: unknown) => ValidationResult<T>;

// `format` is read as an annotation, as JSON Schema 2020-12 has it by default (section 7.2 of its validation
// vocabulary): Ajv checks no format without the ajv-formats plugin anyway, and would otherwise print "unknown format
// ignored" to the terminal for every MCP server tool that says `format: "uri"`.
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

// #region create-validator
/**
 * Compiles a JSON Schema into a validator with messages a learner can read and a model can act on, such as
 * `parameters.date must be a string (got number)`. For a schema that is a choice of shapes (`anyOf`), the branch
 * the value was aiming for is picked by its fixed fields (`action`, `tool`), so the message is about that branch
 * rather than a list of every way each alternative failed.
 */
export function createValidator<T>(schema: JsonSchema, options: { subject?: string } = {}): Validator<T> {
  const subject = options.subject ?? 'the reply';
  const validate = ajv.compile<T>(schema);
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : [];
  const branchValidators = branches.map((branch) => ajv.compile(branch));
  return (value) => {
    if (validate(value)) return { ok: true, value };
    const fromBranch = branches.length > 0 ? explainChoice(value, branches, branchValidators, subject) : [];
    // A branch may accept what the whole schema refuses (`anyOf` beside `properties`): then the schema's own errors.
    const errors = fromBranch.length > 0 ? fromBranch : describeErrors(validate, value, subject, ['anyOf'], schema);
    return { ok: false, errors, message: errors.join('; ') };
  };
}
// #endregion create-validator

function explainChoice(
  value: unknown,
  branches: JsonSchema[],
  validators: ValidateFunction[],
  subject: string,
): string[] {
  if (!isObject(value)) return [`${subject} must be a JSON object (got ${typeName(value)})`];
  const scored = branches.map((branch, index) => ({ index, ...matchFixedFields(branch, value) }));
  const best = Math.max(...scored.map((entry) => entry.matched));
  const leaders = scored.filter((entry) => entry.matched === best);
  const exact = mostFitting(
    leaders.filter((entry) => entry.mismatched === undefined),
    branches,
    value,
  );
  if (exact) return describeErrors(validators[exact.index]!, value, subject, [], branches[exact.index]!);
  const field = leaders[0]?.mismatched ?? 'action';
  const allowed = [...new Set(leaders.flatMap((entry) => fixedValues(branches[entry.index]!, field)))];
  return [`${field} must be one of: ${allowed.join(', ')} (got ${show(value[field])})`];
}

/** How many of a branch's single-value fields (`"action": {"enum": ["tool"]}`) the value matches, and the first miss. */
function matchFixedFields(
  branch: JsonSchema,
  value: Record<string, unknown>,
): { matched: number; mismatched?: string } {
  let matched = 0;
  for (const [field, allowed] of fixedFields(branch)) {
    if (!allowed.includes(value[field])) return { matched, mismatched: field };
    matched++;
  }
  return { matched };
}

/**
 * Of the branches the fixed fields leave in the running, the one whose required fields the value has most of: with no
 * fixed field to tell them apart (`{ command }` or `{ url }` in an MCP config), `{ "command": …, "bogus": 1 }` is
 * about the `command` branch, so its message is "bogus is not an allowed field", not "url is missing".
 */
function mostFitting<T extends { index: number }>(
  candidates: readonly T[],
  branches: readonly JsonSchema[],
  value: Record<string, unknown>,
): T | undefined {
  const present = (entry: T) => {
    const required = branches[entry.index]?.required;
    return Array.isArray(required) ? required.filter((field) => typeof field === 'string' && field in value).length : 0;
  };
  return candidates.reduce<T | undefined>(
    (best, entry) => (!best || present(entry) > present(best) ? entry : best),
    undefined,
  );
}

function fixedFields(branch: JsonSchema): Array<[string, unknown[]]> {
  const properties = isObject(branch.properties) ? branch.properties : {};
  return Object.entries(properties).flatMap(([field, property]) => {
    if (!isObject(property)) return [];
    if (Array.isArray(property.enum) && property.enum.length === 1) return [[field, property.enum]];
    if ('const' in property) return [[field, [property.const]]];
    return [];
  }) as Array<[string, unknown[]]>;
}

function fixedValues(branch: JsonSchema, field: string): unknown[] {
  return fixedFields(branch).find(([name]) => name === field)?.[1] ?? [];
}

function describeErrors(
  validate: ValidateFunction,
  value: unknown,
  subject: string,
  skip: readonly string[],
  schema: JsonSchema,
): string[] {
  validate(value);
  const { errors, messages } = focusChoices(validate.errors ?? [], value, schema);
  const relevant = errors.filter((error) => !skip.includes(error.keyword));
  return [...new Set([...messages, ...relevant.map((error) => describeError(error, value, subject))])];
}

/**
 * For a nested choice (`calls[].items.anyOf`, one alternative per tool), keeps only the errors of the alternative
 * the value was aiming for, picked by its fixed fields as at the top level; when none matches, one message lists
 * the allowed values instead of every alternative's complaints.
 */
function focusChoices(
  all: readonly ErrorObject[],
  value: unknown,
  schema: JsonSchema,
): { errors: ErrorObject[]; messages: string[] } {
  let errors = [...all];
  const messages: string[] = [];
  for (const choice of all.filter((error) => error.keyword === 'anyOf' && error.instancePath !== '')) {
    const branches = schemaAt(schema, choice.schemaPath);
    const instance = valueAt(value, choice.instancePath);
    if (!Array.isArray(branches) || !isObject(instance)) continue;
    const scored = branches.map((branch, index) => ({ index, ...matchFixedFields(branch as JsonSchema, instance) }));
    const best = Math.max(...scored.map((entry) => entry.matched));
    const exact = mostFitting(
      scored.filter((entry) => entry.matched === best && entry.mismatched === undefined),
      branches as JsonSchema[],
      instance,
    );
    const inChoice = (error: ErrorObject) => error === choice || error.schemaPath.startsWith(`${choice.schemaPath}/`);
    const keep = exact ? `${choice.schemaPath}/${exact.index}/` : undefined;
    errors = errors.filter((error) => !inChoice(error) || (keep !== undefined && error.schemaPath.startsWith(keep)));
    if (!exact) {
      const field = scored.find((entry) => entry.matched === best)?.mismatched ?? 'tool';
      const allowed = [...new Set(branches.flatMap((branch) => fixedValues(branch as JsonSchema, field)))];
      const path = choice.instancePath.split('/').slice(1).join('.');
      messages.push(`${path}.${field} must be one of: ${allowed.join(', ')} (got ${show(instance[field])})`);
    }
  }
  return { errors, messages };
}

/** The part of a schema a JSON pointer (`#/anyOf/2/properties/calls/items/anyOf`) names. */
function schemaAt(schema: JsonSchema, pointer: string): unknown {
  let current: unknown = schema;
  for (const key of pointer.replace(/^#/, '').split('/').slice(1)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

function describeError(error: ErrorObject, root: unknown, subject: string): string {
  const path = error.instancePath.split('/').slice(1).join('.');
  const field = path === '' ? subject : path;
  const params = error.params as Record<string, unknown>;
  const actual = valueAt(root, error.instancePath);
  switch (error.keyword) {
    case 'required':
      return `${join(path, String(params.missingProperty))} is missing`;
    case 'additionalProperties':
      return `${join(path, String(params.additionalProperty))} is not an allowed field`;
    case 'type':
      return `${field} must be ${article(String(params.type))} (got ${typeName(actual)})`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')} (got ${show(actual)})`;
    case 'const':
      return `${field} must be ${show(params.allowedValue)} (got ${show(actual)})`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

const join = (path: string, field: string): string => (path === '' ? field : `${path}.${field}`);
const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const show = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object'
    ? 'an object'
    : `${typeof value} ${sliceRedacted(JSON.stringify(value) ?? '', 0, 30)}`;
}

function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const key of pointer.split('/').slice(1)) {
    if (!isObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
