import { legacyGrammarProblems } from '@scheduling-agent/llm-fake-servers';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './errors.ts';
import { assertPortableSchema, checkPortableSchema } from './portable-schema.ts';

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  additionalProperties: false,
  ...extra,
});

/** A parameter pair written as an anyOf of required lists, as a "start or id" choice would be. */
const DELETE_BY_DATE_OR_ID = object(
  { date: { type: 'string' }, id: { type: 'string' } },
  { anyOf: [{ required: ['date'] }, { required: ['id'] }] },
);

describe('checkPortableSchema', () => {
  it('accepts the shapes every provider handles: typed fields, enums, bounds, nested objects, arrays, anyOf', () => {
    const schema = object(
      {
        date: { type: 'string', format: 'date-time', description: 'Start.' },
        title: { type: 'string', maxLength: 100 },
        minutes: { type: 'integer', minimum: 5, maximum: 480 },
        kind: { type: 'string', enum: ['a', 'b'] },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
        place: object({ room: { type: 'string' } }, { required: ['room'] }),
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
      { required: ['date'] },
    );
    expect(checkPortableSchema(schema)).toEqual([]);
  });

  it('requires an object at the root, as OpenAI does', () => {
    expect(checkPortableSchema({ type: 'string' })).toEqual([
      'the root must be {"type": "object"} (OpenAI refuses anything else)',
    ]);
  });

  it('refuses anyOf at the root, and names each typeless alternative the way llama.cpp fails on it', () => {
    const problems = checkPortableSchema(DELETE_BY_DATE_OR_ID);
    expect(problems).toContain('"anyOf" at the root: OpenAI requires a plain object at the root');
    expect(problems).toContain(
      'at anyOf[0] has no "type" (llama.cpp\'s converter, inside Ollama, refuses it: "Unrecognized schema")',
    );
    // The emulation of llama.cpp's pre-2026 converter in the fake servers agrees.
    expect(legacyGrammarProblems(DELETE_BY_DATE_OR_ID)).toEqual([
      'Unrecognized schema: {"required":["date"]}',
      'Unrecognized schema: {"required":["id"]}',
    ]);
  });

  it('refuses a subschema without a type', () => {
    expect(checkPortableSchema(object({ note: { description: 'Anything.' } }))).toEqual([
      'at properties.note has no "type" (llama.cpp\'s converter, inside Ollama, refuses it: "Unrecognized schema")',
    ]);
  });

  it('refuses keywords some server refuses, saying why', () => {
    const schema = object({
      code: { type: 'string', pattern: '^[A-Z]+$' },
      mode: { type: 'string', const: 'x' },
      size: { type: 'integer', default: 3 },
      pick: { oneOf: [{ type: 'string' }] },
    });
    const problems = checkPortableSchema(schema);
    expect(problems).toContain(
      '"pattern" at properties.code: Ollama refuses regular expressions ("invalid JSON schema in format"); check the text in the tool instead',
    );
    expect(problems.some((problem) => problem.startsWith('"const" at properties.mode'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('"default" at properties.size: OpenAI refuses it'))).toBe(
      true,
    );
    expect(problems.some((problem) => problem.startsWith('"oneOf" at properties.pick'))).toBe(true);
  });

  it('refuses open objects: OpenAI requires properties and additionalProperties false', () => {
    expect(checkPortableSchema(object({ extra: { type: 'object' } }))).toEqual([
      'the object at properties.extra needs "properties" and "additionalProperties": false (OpenAI)',
    ]);
    expect(checkPortableSchema({ type: 'object', properties: {} })).toHaveLength(1);
  });

  it('accepts only the formats Gemini documents and llama.cpp turns into a grammar', () => {
    expect(checkPortableSchema(object({ when: { type: 'string', format: 'date' } }))).toEqual([]);
    expect(checkPortableSchema(object({ mail: { type: 'string', format: 'email' } }))).toEqual([
      'format "email" at properties.mail: only date, time and date-time are understood everywhere',
    ]);
  });
});

describe('checkPortableSchema on an array with no items (Part 4 tools too)', () => {
  it('refuses it, quoting OpenAI, which refuses every request that declares it', () => {
    const problems = checkPortableSchema(object({ tags: { type: 'array' } }));
    expect(problems).toEqual([
      'the array at properties.tags has no "items" (OpenAI refuses it: "array schema missing items")',
    ]);
  });
});

describe("checkPortableSchema for a tool's parameters", () => {
  it('accepts a free-form object, any format and exclusive bounds, which non-strict function calling takes', () => {
    const schema = object({
      filters: { type: 'object' },
      link: { type: 'string', format: 'uri' },
      count: { type: 'integer', exclusiveMinimum: 0 },
    });
    expect(checkPortableSchema(schema, { toolParameters: true })).toEqual([]);
    expect(checkPortableSchema(schema)).toHaveLength(3);
  });
});

describe('assertPortableSchema', () => {
  it('throws one line naming the tool and the first problem', () => {
    const check = () =>
      assertPortableSchema(DELETE_BY_DATE_OR_ID, 'tool deleteAppointment (tools/deleteAppointment.ts)');
    expect(check).toThrow(ConfigurationError);
    expect(check).toThrow(
      /^tool deleteAppointment \(tools\/deleteAppointment\.ts\): its parameters would be refused by some model servers: "anyOf" at the root: .* \(and 2 more\)\. See "Portable schemas" in docs\/real-models\.md\.$/,
    );
  });

  it('is quiet for a portable schema', () => {
    expect(() => assertPortableSchema(object({ date: { type: 'string' } }), 'tool x')).not.toThrow();
  });
});
