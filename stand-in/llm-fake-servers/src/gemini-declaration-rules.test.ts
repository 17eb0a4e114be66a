import { describe, expect, it } from 'vitest';
import { checkGeminiDeclarations } from './gemini-declaration-rules.ts';

/** A request declaring one function with the given fields beside its name. */
const declaring = (fields: Record<string, unknown>) => ({
  contents: [{ role: 'user', parts: [{ text: 'hi' }] }],
  tools: [{ functionDeclarations: [{ name: 'f', description: 'F.', ...fields }] }],
});

const refusal = (fields: Record<string, unknown>) => {
  const response = checkGeminiDeclarations(declaring(fields));
  return response === undefined ? undefined : { status: response.status, body: JSON.stringify(response.body) };
};

const OBJECT = { type: 'object', properties: { when: { type: 'string' } }, required: ['when'] };

describe('the fake Gemini server refuses the function declarations Gemini refuses', () => {
  it('takes a plain object schema either way', () => {
    expect(refusal({ parameters: OBJECT })).toBeUndefined();
    expect(refusal({ parametersJsonSchema: { ...OBJECT, additionalProperties: false } })).toBeUndefined();
  });

  it('parameters: names every key its Schema does not have, at every depth, and a list of types', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { when: { type: ['string', 'null'] }, kind: { const: 'x' } },
      additionalProperties: false,
    };
    const refused = refusal({ parameters: schema });
    expect(refused?.status).toBe(400);
    expect(refused?.body).toContain(`Unknown name \\"$schema\\" at 'tools[0].function_declarations[0].parameters'`);
    expect(refused?.body).toContain(`Unknown name \\"additionalProperties\\"`);
    expect(refused?.body).toContain(
      `Unknown name \\"const\\" at 'tools[0].function_declarations[0].parameters.properties[1].value'`,
    );
    expect(refused?.body).toContain('Proto field is not repeating, cannot start list');
  });

  it('parametersJsonSchema: an object, never beside parameters, with $refs that stand alone and resolve', () => {
    expect(refusal({ parametersJsonSchema: { type: 'string' } })?.body).toContain('must describe an object');
    expect(refusal({ parameters: OBJECT, parametersJsonSchema: OBJECT })?.body).toContain('mutually exclusive');
    const defs = { Repeat: { type: 'object', properties: { every: { type: 'integer' } } } };
    const withRef = (repeat: unknown) => ({
      parametersJsonSchema: { type: 'object', properties: { repeat }, $defs: defs },
    });
    expect(refusal(withRef({ $ref: '#/$defs/Repeat', description: 'How often.' }))).toBeUndefined();
    expect(refusal(withRef({ $ref: '#/$defs/Repeat', type: 'object' }))?.body).toContain(
      "$ref 'Repeat' was set alongside unsupported fields",
    );
    expect(refusal(withRef({ anyOf: [{ type: 'null' }, { $ref: '#/$defs/Missing' }] }))?.body).toContain(
      'reference to undefined schema at properties.repeat.anyOf.1',
    );
  });
});
