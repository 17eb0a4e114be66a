import type { PrimitiveSchemaDefinition } from '@modelcontextprotocol/sdk/types.js';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { createValidator, type JsonSchema, redact } from '@scheduling-agent/llm-service';

/** A value a form field may hold (the spec's `ElicitResult.content` values). */
export type FieldValue = string | number | boolean | string[];

/** What one line typed for a field means: a value, or a reason to ask again. */
export type Reading =
  | { readonly ok: true; readonly value: FieldValue }
  | { readonly ok: false; readonly reason: string };

/**
 * Every shape the spec allows a field, read loosely: the SDK has already checked the request against its schema for
 * `PrimitiveSchemaDefinition`, which drops any other keyword (so no nesting, no `pattern`).
 */
type Field = Partial<{
  type: string;
  title: string;
  description: string;
  format: string;
  default: FieldValue;
  enum: string[];
  enumNames: string[];
  oneOf: { const: string; title: string }[];
  items: { enum?: string[]; anyOf?: { const: string; title: string }[] };
}>;

/** Server text for one line: control sequences removed, secrets hidden, whitespace folded, cut to `max` characters. */
export function oneLine(text: string, max = 200): string {
  const line = redact(sanitizeForTerminal(text)).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The values a choice field offers, each with its label: titled `oneOf`/`anyOf`, legacy `enumNames`, or the value. */
function choicesOf(schema: PrimitiveSchemaDefinition): { value: string; label: string }[] | undefined {
  const field = schema as Field;
  const titled = field.oneOf ?? field.items?.anyOf;
  if (titled) return titled.map((option) => ({ value: option.const, label: option.title }));
  const values = field.enum ?? field.items?.enum;
  return values?.map((value, index) => ({ value, label: field.enumNames?.[index] ?? value }));
}

const FORMATS: Record<string, { hint: string; test: (text: string) => boolean }> = {
  email: { hint: 'an email address', test: (text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) },
  uri: { hint: 'a URL', test: (text) => /^[a-z][a-z0-9+.-]*:/i.test(text) && URL.canParse(text) },
  date: { hint: 'a date, YYYY-MM-DD', test: (text) => isDate(text, /^\d{4}-\d{2}-\d{2}$/) },
  'date-time': {
    hint: 'a date and time, YYYY-MM-DDTHH:MM:SSZ',
    test: (text) => isDate(text, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i),
  },
};

/** A date in the shape given that is also a real day (not 2026-02-30). */
function isDate(text: string, shape: RegExp): boolean {
  const day = text.slice(0, 10);
  return shape.test(text) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** What to type, in a few words: the kind of value, its choices, or its format. */
export function hintFor(schema: PrimitiveSchemaDefinition): string {
  const field = schema as Field;
  const choices = choicesOf(schema);
  if (choices) {
    const listed = choices.slice(0, 20).map(({ label }, index) => `${index + 1} ${oneLine(label, 40)}`);
    if (choices.length > 20) listed.push(`and ${choices.length - 20} more`);
    return `${field.type === 'array' ? 'any of, with commas' : 'one of'}: ${listed.join(', ')}`;
  }
  if (field.type === 'boolean') return 'y/n';
  if (field.type === 'integer') return 'a whole number';
  if (field.type === 'number') return 'a number';
  return FORMATS[field.format ?? '']?.hint ?? 'text';
}

/** A value as the person reads it: `yes`/`no` for a boolean, a list with commas, a cut line for text. */
export function showValue(value: FieldValue): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return oneLine(Array.isArray(value) ? value.join(', ') : String(value), 60);
}

/** Reads a line typed for a field (not empty: the form decides what Enter means), and checks it against the field. */
export function readAnswer(schema: PrimitiveSchemaDefinition, text: string, name: string): Reading {
  const reading = parse(schema, text.trim());
  return reading.ok ? check(schema, reading.value, name) : reading;
}

/** Checks a value (typed, or the field's default) against the field's schema, with a reason a person can read. */
export function check(schema: PrimitiveSchemaDefinition, value: FieldValue, name: string): Reading {
  const { format, ...rest } = schema as Field;
  if (format && typeof value === 'string' && FORMATS[format] && !FORMATS[format].test(value)) {
    return { ok: false, reason: `${name} must be ${FORMATS[format].hint}` };
  }
  // ajv, as everywhere here, but without `format`: it knows none of the four without a plug-in, and says so.
  const checked = createValidator(rest as JsonSchema, { subject: name })(value);
  return checked.ok ? { ok: true, value } : { ok: false, reason: checked.errors[0] ?? `${name} is not valid` };
}

function parse(schema: PrimitiveSchemaDefinition, text: string): Reading {
  const choices = choicesOf(schema);
  // A choice by its value or label first, so that a value such as "2" is never taken for the second choice.
  const pick = (word: string) =>
    choices?.find(({ value, label }) => [value, label].some((each) => each.toLowerCase() === word.toLowerCase()))
      ?.value ?? (/^\d+$/.test(word) ? choices?.[Number(word) - 1]?.value : undefined);
  if (choices && schema.type === 'array') {
    const words = text.split(',').map((word) => word.trim());
    const unknown = words.find((word) => pick(word) === undefined);
    if (unknown !== undefined) return { ok: false, reason: `"${oneLine(unknown, 40)}" is not one of the choices` };
    return { ok: true, value: [...new Set(words.map((word) => pick(word) as string))] };
  }
  if (choices) {
    const value = pick(text);
    return value === undefined ? { ok: false, reason: 'type the number or the name of a choice' } : { ok: true, value };
  }
  if (schema.type === 'boolean') {
    if (/^(y|yes|true)$/i.test(text)) return { ok: true, value: true };
    if (/^(n|no|false)$/i.test(text)) return { ok: true, value: false };
    return { ok: false, reason: 'answer y or n' };
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    // Number('') and Number('0x1f') are numbers too: only a written decimal number is taken.
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return { ok: false, reason: `type ${hintFor(schema)}` };
    return { ok: true, value: Number(text) };
  }
  return { ok: true, value: text };
}
