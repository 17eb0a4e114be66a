import { describe, expect, it } from 'vitest';
import { parseJSONFromString } from './parse-json-from-string.ts';

const answer = { action: 'answer', response: 'Hi' };

describe('parseJSONFromString', () => {
  it('parses plain JSON', () => {
    expect(parseJSONFromString('{"action":"answer","response":"Hi"}')).toEqual({ ok: true, value: answer });
  });

  it('finds JSON inside a code fence', () => {
    expect(parseJSONFromString('```json\n{"action":"answer","response":"Hi"}\n```')).toEqual({
      ok: true,
      value: answer,
    });
  });

  it('finds JSON with prose before and after', () => {
    const reply = 'Sure! Here is my reply:\n{"action":"answer","response":"Hi"}\nLet me know.';
    expect(parseJSONFromString(reply)).toEqual({ ok: true, value: answer });
  });

  it('keeps braces inside strings', () => {
    const reply = 'x {"action":"answer","response":"use {braces} and \\"quotes\\""} y';
    expect(parseJSONFromString(reply)).toEqual({
      ok: true,
      value: { action: 'answer', response: 'use {braces} and "quotes"' },
    });
  });

  it('mends trailing commas, single quotes, smart quotes and bare keys', () => {
    for (const reply of [
      '{"action":"answer","response":"Hi",}',
      "{'action':'answer','response':'Hi'}",
      '{“action”: “answer”, “response”: “Hi”}',
      '{action: "answer", response: "Hi"}',
    ]) {
      expect(parseJSONFromString(reply), reply).toEqual({ ok: true, value: answer });
    }
  });

  it('does not alter valid JSON that contains an apostrophe', () => {
    expect(parseJSONFromString('{"response":"it\'s fine, {ok}"}')).toEqual({
      ok: true,
      value: { response: "it's fine, {ok}" },
    });
  });

  it('reports an empty reply', () => {
    for (const reply of ['', '   \n', undefined, null, 42]) {
      const result = parseJSONFromString(reply);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('empty');
    }
  });

  it('reports prose with no JSON, quoting its start', () => {
    const result = parseJSONFromString('I think tomorrow is Monday.');
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-json' } });
    if (!result.ok) expect(result.error.message).toContain('I think tomorrow is Monday.');
  });

  it('reports truncated JSON', () => {
    const result = parseJSONFromString('{"action":"answer","response":"Tomorrow is');
    expect(result).toMatchObject({ ok: false, error: { kind: 'truncated' } });
  });

  it('mends a missing colon', () => {
    expect(parseJSONFromString('{"action" "answer"}')).toEqual({ ok: true, value: { action: 'answer' } });
  });

  it('reports JSON it cannot mend, with the parser reason', () => {
    const result = parseJSONFromString('{"action": 1 2}');
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (!result.ok) expect(result.error.message).toMatch(/not valid/);
  });

  it('never throws, whatever the input', () => {
    const samples = [
      '{',
      '}',
      '{{{{',
      '"',
      '```',
      '```json\n',
      '{"a":"\\',
      '\u0000{\u0000}',
      '{'.repeat(10_000),
      '[1,2',
    ];
    let seed = 7;
    for (let round = 0; round < 500; round++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const length = seed % 40;
      let text = '';
      for (let index = 0; index < length; index++) text += '{}[]",:\' ab1\\`\n'[(seed + index * 7) % 16];
      samples.push(text);
    }
    for (const sample of samples) expect(() => parseJSONFromString(sample)).not.toThrow();
  });
});

describe('parseJSONFromString repairs', () => {
  it('keeps apostrophes when only a trailing comma needed mending', () => {
    expect(parseJSONFromString('Here: {"response":"it\'s booked",}')).toEqual({
      ok: true,
      value: { response: "it's booked" },
    });
  });
});

describe('parseJSONFromString leaves string contents alone while mending', () => {
  it('keeps curly quotes inside a string when only a trailing comma needed mending', () => {
    expect(parseJSONFromString('{"response":"She said “yes”, I’ll book it",}')).toEqual({
      ok: true,
      value: { response: 'She said “yes”, I’ll book it' },
    });
  });

  it('keeps curly apostrophes inside a single-quoted string', () => {
    expect(parseJSONFromString("{'action':'answer','response':'I’ll book it'}")).toEqual({
      ok: true,
      value: { action: 'answer', response: 'I’ll book it' },
    });
  });

  it('does not quote words that look like keys inside a string', () => {
    expect(parseJSONFromString("{'response':'Booked, note: bring your card'}")).toEqual({
      ok: true,
      value: { response: 'Booked, note: bring your card' },
    });
  });
});

describe('parseJSONFromString never picks one of several actions', () => {
  const remove = '{"action":"tool","tool":"deleteAppointment","parameters":{"appointmentId":"apt_1"}}';

  it('takes the one action, whatever other objects stand beside it (positive control)', () => {
    const reply = 'Answer: {"action":"answer","response":"A"} Note: {"note":"x"}';
    expect(parseJSONFromString(reply)).toEqual({ ok: true, value: { action: 'answer', response: 'A' } });
  });

  it('reports two different actions, whichever comes first, is valid as written, or needed mending', () => {
    for (const reply of [
      `For example: ${remove}\nMy reply: {'action': 'answer', 'response': 'Which one?'}`,
      `{"action":"answer","response":"Next time you can send this yourself:"}\nExample: ${remove}`,
      '{"action":"answer","response":"Hi"} (format: {\'action\': \'answer\',})',
    ]) {
      const result = parseJSONFromString(reply);
      expect(result, reply).toMatchObject({ ok: false, error: { kind: 'several' } });
      if (!result.ok) expect(result.error.message).toMatch(/held 2 different actions.*exactly one/);
    }
  });

  it('counts an action written twice once', () => {
    const reply = `${remove}\n\`\`\`json\n${remove}\n\`\`\``;
    expect(parseJSONFromString(reply)).toEqual({ ok: true, value: JSON.parse(remove) });
  });

  it('counts an action it cannot read as one of the actions', () => {
    const reply = `${remove} or maybe {"action": "answer", "response": TRUE}`;
    expect(parseJSONFromString(reply)).toMatchObject({ ok: false, error: { kind: 'several' } });
  });

  it('reports a reply of more values than one action and its examples could hold, without reading them', () => {
    const many = 'Again: {"action":"answer","response":"Hi"} '.repeat(17);
    expect(parseJSONFromString(many)).toMatchObject({ ok: false, error: { kind: 'several' } });
    const sixteen = 'Again: {"action":"answer","response":"Hi"} '.repeat(16);
    expect(parseJSONFromString(sixteen)).toEqual({ ok: true, value: { action: 'answer', response: 'Hi' } });
  });

  it('reports several values when none is an action', () => {
    expect(parseJSONFromString('{"a":1} and {"b":2}')).toMatchObject({ ok: false, error: { kind: 'several' } });
  });

  it('reports a cut-off or broken object even when a complete one stands beside it', () => {
    const cut = 'Draft: {"action":"answer","response":"A"} Final: {"action":"answer","response":"The meet';
    expect(parseJSONFromString(cut)).toMatchObject({ ok: false, error: { kind: 'truncated' } });
    const wrongBracket = '{"calls":[1, 2} Sorry, I meant: {"calls":[1, 2]}';
    expect(parseJSONFromString(wrongBracket)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });
});

describe('parseJSONFromString skips reasoning wherever it sits, and never reads inside it', () => {
  it('reports a reasoning block that never closes, even with an action in it', () => {
    const reply = '<think>Plan: maybe {"action":"tool","tool":"deleteAppointment","parameters":{"appointmentId":"a"}}';
    const result = parseJSONFromString(reply);
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-json' } });
    if (!result.ok) expect(result.error.message).toMatch(/reasoning never ends/);
  });

  it('skips reasoning after the answer, and keeps the answer before an unclosed block', () => {
    const call = '{"action":"tool","tool":"checkAvailability","parameters":{"date":"2026-11-24"}}';
    for (const after of ['<think>Format reminder: {"action":"answer","response":"…"}</think>', '<think>Or {"a":1}']) {
      expect(parseJSONFromString(`${call}\n${after}`), after).toEqual({ ok: true, value: JSON.parse(call) });
    }
  });

  it('keeps a closing tag quoted in an answer that has no reasoning', () => {
    const reply = 'Sure! {"action":"answer","response":"Models end reasoning with </think>."}';
    expect(parseJSONFromString(reply)).toEqual({
      ok: true,
      value: { action: 'answer', response: 'Models end reasoning with </think>.' },
    });
  });

  it('keeps a closing tag that is part of the answer’s text', () => {
    const reply = '<think>plan</think>{"action":"answer","response":"The </think> tag ends reasoning."}';
    expect(parseJSONFromString(reply)).toEqual({
      ok: true,
      value: { action: 'answer', response: 'The </think> tag ends reasoning.' },
    });
  });
});

describe('parseJSONFromString tells the model what is really wrong', () => {
  it('asks for \\n and \\t when raw line breaks are what broke the JSON', () => {
    const result = parseJSONFromString('{"response":"line 1\nline 2" 1 2}');
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (!result.ok) expect(result.error.message).toContain('as \\n and \\t');
  });

  it('does not call an object with a wrong bracket or a missing quote "cut off"', () => {
    for (const reply of ['{"calls":[1, 2}', '{"action":"answer","response":"Hi}']) {
      const result = parseJSONFromString(reply);
      expect(result, reply).toMatchObject({ ok: false, error: { kind: 'invalid' } });
      if (!result.ok) expect(result.error.message, reply).not.toMatch(/cut off/);
    }
  });
});

describe('parseJSONFromString reports a value it cannot read without changing it', () => {
  it('mends punctuation around values it reads as written (positive control)', () => {
    expect(parseJSONFromString('{"a": True, "b": None, "c": -1.5e3 "d": [1 2,],}')).toEqual({
      ok: true,
      value: { a: true, b: null, c: -1500, d: [1, 2] },
    });
  });

  it.each([
    ['an escape JSON does not know', '{"action":"answer","response":"Saved to C:\\Users\\ana\\Desktop",}', /\\U/],
    ['a keyword JSON does not know', '{"action":"answer","response":"x","urgent":TRUE}', /"TRUE/],
    ['a bare word', '{"city": New York}', /"New York/],
    ['a number JSON does not know', '{"count": 007,}', /"007/],
    ['undefined', '{"action": "answer", "response": undefined}', /"undefined/],
    ['an ellipsis in a list', '{"ids": [1, 2, ...]}', /"\.\.\./],
    ['a field with no value', '{"action": "answer", "response": }', /not valid/],
    ['a field named twice', '{"action": "tool", "action": "answer",}', /"action" twice/],
  ])('%s', (_, reply, message) => {
    const result = parseJSONFromString(reply);
    expect(result, reply).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (!result.ok) expect(result.error.message, reply).toMatch(message);
  });
});
