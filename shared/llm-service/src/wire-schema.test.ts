import { describe, expect, it } from 'vitest';
import { checkPortableSchema } from './portable-schema.ts';
import { isStrictSchema, toPortableSchema, toWireSchema } from './wire-schema.ts';

const answer = {
  type: 'object',
  properties: { action: { type: 'string', enum: ['answer'] }, response: { type: 'string' } },
  required: ['action', 'response'],
  additionalProperties: false,
};

describe('toWireSchema', () => {
  it('sends the object and keeps the alternatives beside it for local checking only', () => {
    const schema = { ...answer, required: ['action'], anyOf: [answer] };
    const wire = toWireSchema(schema);
    expect(wire).not.toHaveProperty('anyOf');
    expect(wire.properties).toBe(answer.properties);
    expect(schema).toHaveProperty('anyOf');
    expect(checkPortableSchema(wire)).toEqual([]);
  });

  it('leaves any other schema as it is', () => {
    expect(toWireSchema(answer)).toBe(answer);
  });
});

describe('toPortableSchema', () => {
  it('drops typeless alternatives and keywords some server refuses, keeping the rest', () => {
    const schema = {
      type: 'object',
      properties: { date: { type: 'string', pattern: '^\\d' }, id: { type: 'string' } },
      anyOf: [{ required: ['date'] }, { required: ['id'] }],
      additionalProperties: false,
    };
    expect(toPortableSchema(schema)).toEqual({
      type: 'object',
      properties: { date: { type: 'string' }, id: { type: 'string' } },
      additionalProperties: false,
    });
    expect(checkPortableSchema(toPortableSchema(schema))).toEqual([]);
  });
});

describe('isStrictSchema', () => {
  it("is true when OpenAI's strict mode accepts the schema: closed objects, every property required", () => {
    expect(isStrictSchema(answer)).toBe(true);
  });

  it('is false with an optional property, an open object or a keyword strict mode refuses', () => {
    expect(isStrictSchema({ ...answer, required: ['action'] })).toBe(false);
    expect(isStrictSchema({ ...answer, additionalProperties: true })).toBe(false);
    const limited = { ...answer, properties: { ...answer.properties, response: { type: 'string', maxLength: 9 } } };
    expect(isStrictSchema(limited)).toBe(false);
    expect(isStrictSchema({ type: 'string' })).toBe(false);
  });
});
