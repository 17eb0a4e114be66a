import { fixedClock } from '@scheduling-agent/clock';
import type { JsonSchema } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from './offline-model.ts';
import { appointment, listed, nextReply, oneToolSchema, person, toolResults } from './planning-fixtures.ts';

const TOOLS = ['checkAvailability', 'scheduleAppointment', 'deleteAppointment', 'listAppointments'];
// Monday 23 November 2026, 08:30 in London.
const model = createOfflineModel({ clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London') });

async function reply(
  text: string,
  responseSchema: JsonSchema,
  systemInstruction = '',
): Promise<Record<string, unknown>> {
  const response = await model.generate({ systemInstruction, messages: [person(text)], responseSchema });
  return JSON.parse(response.text);
}

/** A reply schema reshaped to be portable: one object at the root, the choices as enums, no typeless subschemas. */
const portableSchema: JsonSchema = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['answer', 'tool', 'tools'] },
    response: { type: 'string' },
    tool: { type: 'string', enum: TOOLS },
    parameters: { type: 'object', properties: { date: { type: 'string' } } },
    calls: {
      type: 'array',
      items: { type: 'object', properties: { tool: { type: 'string', enum: TOOLS }, parameters: { type: 'object' } } },
    },
  },
  required: ['action'],
};

describe('what the stand-in reads from the request, with no vocabulary passed in', () => {
  it('finds the actions and tools wherever the schema names them', async () => {
    expect(await reply('is tomorrow at 10am free?', portableSchema)).toEqual({
      action: 'tool',
      tool: 'checkAvailability',
      parameters: { start: '2026-11-24T10:00' },
    });
  });

  it('with one tool per message and no results coming back, books at once (the calendar refuses a taken time)', async () => {
    expect(await reply('book a haircut tomorrow at 3pm', oneToolSchema)).toMatchObject({
      action: 'tool',
      tool: 'scheduleAppointment',
      parameters: { start: '2026-11-24T15:00', title: 'Haircut' },
    });
  });

  it('with one tool per message, never cancels a named appointment by its time alone', async () => {
    const named = await reply('cancel the birthday party tomorrow at 2pm', oneToolSchema);
    expect(named).toMatchObject({ action: 'answer' });
    expect(String(named.response)).toMatch(/cannot check which appointment is the birthday party/);
    expect(await reply('cancel all my appointments tomorrow', oneToolSchema)).toMatchObject({ action: 'answer' });
    expect(await reply('move my haircut tomorrow to 5pm', oneToolSchema)).toMatchObject({ action: 'answer' });
  });

  it('answers honestly on a last step that leaves no tools, instead of claiming not to understand', async () => {
    const lastStep = { type: 'object', properties: { action: { enum: ['answer'] }, response: { type: 'string' } } };
    const answer = await reply('book a haircut tomorrow at 3pm', lastStep, 'This is your last step for this message.');
    expect(answer.action).toBe('answer');
    expect(String(answer.response)).toMatch(/^I ran out of steps.*Nothing is done yet.*check whether Tue 24 Nov 15:00/);
  });

  it('asks which day rather than take a time alone as today, when booking or cancelling', async () => {
    expect(await reply('book a haircut at 3pm', oneToolSchema)).toMatchObject({ action: 'answer' });
    expect(await nextReply([person('cancel my 4pm')])).toMatchObject({ action: 'answer' });
  });

  it('reads tool results in the tagged shape too', async () => {
    const days = { date: '2026-11-24' };
    const haircut = appointment('apt_hair01', '2026-11-24T16:00', '2026-11-24T16:30', 'Haircut');
    const request = person('cancel my haircut tomorrow');
    const tagged = {
      type: 'result',
      call: { tool: 'listAppointments', parameters: days },
      result: listed('2026-11-24', [haircut]),
    };
    expect(await nextReply([request, toolResults(tagged)])).toEqual({
      action: 'tool',
      tool: 'deleteAppointment',
      parameters: { id: 'apt_hair01' },
    });
  });

  it('cancels nothing whose title does not match the time given, and says what is there', async () => {
    const days = { date: '2026-11-24' };
    const dentist = appointment('apt_dent01', '2026-11-24T14:00', '2026-11-24T14:30', 'Dentist');
    const party = appointment('apt_part01', '2026-11-24T18:00', '2026-11-24T20:00', 'Birthday party');
    const request = person('delete the birthday party tomorrow at 2 pm');
    const results = toolResults({
      tool: 'listAppointments',
      parameters: days,
      ok: true,
      result: listed('2026-11-24', [dentist, party]),
    });
    const answer = await nextReply([request, results]);
    expect(answer.action).toBe('answer');
    expect(String(answer.response)).toMatch(/^I found no birthday party at 14:00/);
  });
});
