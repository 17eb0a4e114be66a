import { describe, expect, it, vi } from 'vitest';
import { createValidator } from './validate.ts';

const answer = {
  type: 'object',
  properties: { action: { type: 'string', enum: ['answer'] }, response: { type: 'string' } },
  required: ['action', 'response'],
  additionalProperties: false,
};

const tool = (name: string, parameters: object) => ({
  type: 'object',
  properties: { action: { type: 'string', enum: ['tool'] }, tool: { type: 'string', enum: [name] }, parameters },
  required: ['action', 'tool', 'parameters'],
  additionalProperties: false,
});

const dateParameters = {
  type: 'object',
  properties: { date: { type: 'string' } },
  required: ['date'],
  additionalProperties: false,
};

describe('createValidator', () => {
  const validateAnswer = createValidator<{ action: 'answer'; response: string }>(answer);

  it('accepts a valid value', () => {
    expect(validateAnswer({ action: 'answer', response: 'hi' })).toEqual({
      ok: true,
      value: { action: 'answer', response: 'hi' },
    });
  });

  it('names the missing field', () => {
    expect(validateAnswer({ action: 'answer' })).toMatchObject({ ok: false, errors: ['response is missing'] });
  });

  it('names the wrong type and what was given', () => {
    expect(validateAnswer({ action: 'answer', response: 7 })).toMatchObject({
      ok: false,
      errors: ['response must be a string (got number 7)'],
    });
  });

  it('rejects extra fields by name', () => {
    expect(validateAnswer({ action: 'answer', response: 'x', mood: 'happy' })).toMatchObject({
      errors: ['mood is not an allowed field'],
    });
  });

  it('says what the action may be', () => {
    expect(validateAnswer({ action: 'reply', response: 'x' })).toMatchObject({
      errors: ['action must be one of: answer (got "reply")'],
    });
  });

  it('rejects a non-object reply', () => {
    expect(validateAnswer(['x'])).toMatchObject({ ok: false, errors: ['the reply must be an object (got an array)'] });
  });
});

describe('createValidator with a choice of shapes', () => {
  const validate = createValidator({
    anyOf: [answer, tool('checkAvailability', dateParameters), tool('deleteAppointment', dateParameters)],
  });

  it('explains the branch the value aimed at, with the field path', () => {
    const result = validate({ action: 'tool', tool: 'checkAvailability', parameters: { date: 20261123 } });
    expect(result).toMatchObject({ ok: false, errors: ['parameters.date must be a string (got number 20261123)'] });
  });

  it('lists the tool names for an unknown tool', () => {
    const result = validate({ action: 'tool', tool: 'bookFlight', parameters: {} });
    expect(result).toMatchObject({
      ok: false,
      errors: ['tool must be one of: checkAvailability, deleteAppointment (got "bookFlight")'],
    });
  });

  it('lists the actions for an unknown action', () => {
    expect(validate({ action: 'think' })).toMatchObject({
      errors: ['action must be one of: answer, tool (got "think")'],
    });
  });

  it('rejects a non-object', () => {
    expect(validate('hello')).toMatchObject({ errors: ['the reply must be a JSON object (got string "hello")'] });
  });
});

describe('createValidator with anyOf beside properties', () => {
  const validate = createValidator({
    type: 'object',
    properties: { date: { type: 'string' }, id: { type: 'string' } },
    anyOf: [{ required: ['date'] }, { required: ['id'] }],
    additionalProperties: false,
  });

  it('reports a wrong type even though a branch is satisfied', () => {
    expect(validate({ date: 5 })).toMatchObject({ ok: false, errors: ['date must be a string (got number 5)'] });
  });

  it('reports the first alternative when none is given', () => {
    expect(validate({})).toMatchObject({ ok: false, errors: ['date is missing'] });
  });
});

describe('createValidator and `format`', () => {
  it('reads a format as an annotation, without a word to the terminal', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const schema = { type: 'object', properties: { link: { type: 'string', format: 'uri' } } };
      const validate = createValidator(schema);
      expect(validate({ link: 'not a uri' }).ok).toBe(true);
      expect(validate({ link: 3 }).ok).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('createValidator with shapes no fixed field tells apart', () => {
  const stdio = {
    type: 'object',
    properties: { command: { type: 'string' }, args: { type: 'array', items: { type: 'string' } } },
    required: ['command'],
    additionalProperties: false,
  };
  const http = {
    type: 'object',
    properties: { url: { type: 'string' }, headers: { type: 'object' } },
    required: ['url'],
    additionalProperties: false,
  };

  it('explains the shape whose required fields the value has', () => {
    const validate = createValidator({ anyOf: [http, stdio] }, { subject: 'the server' });
    expect(validate({ command: 'node', bogus: 1 })).toMatchObject({ errors: ['bogus is not an allowed field'] });
    expect(validate({ url: 'http://x', bogus: 1 })).toMatchObject({ errors: ['bogus is not an allowed field'] });
  });

  it('does the same for a choice inside an object', () => {
    const validate = createValidator({
      type: 'object',
      properties: { servers: { type: 'object', additionalProperties: { anyOf: [http, stdio] } } },
    });
    expect(validate({ servers: { x: { command: 'node', bogus: 1 } } })).toMatchObject({
      errors: ['servers.x.bogus is not an allowed field'],
    });
  });
});
