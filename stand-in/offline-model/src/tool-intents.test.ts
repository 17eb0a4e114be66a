import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from './offline-model.ts';
import { findTitle } from './titles.ts';

const toolBranch = (name: string) => ({
  type: 'object',
  properties: { action: { enum: ['tool'] }, tool: { enum: [name] }, parameters: { type: 'object' } },
});
const schema = {
  anyOf: [
    { type: 'object', properties: { action: { enum: ['answer'] }, response: { type: 'string' } } },
    ...['checkAvailability', 'scheduleAppointment', 'deleteAppointment', 'listAppointments'].map(toolBranch),
  ],
};

// Monday 23 November 2026, 08:30 in London.
const model = createOfflineModel({
  clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London'),
});

async function reply(text: string, responseSchema: Record<string, unknown> = schema): Promise<unknown> {
  const response = await model.generate({ systemInstruction: '', messages: [{ role: 'user', text }], responseSchema });
  return JSON.parse(response.text);
}

describe('offline model, tool intents', () => {
  it.each([
    ['can I get a slot at 3pm on Friday?', 'checkAvailability', { start: '2026-11-27T15:00' }],
    ['is tomorrow at 10am free?', 'checkAvailability', { start: '2026-11-24T10:00' }],
    [
      'book a dentist appointment tomorrow at 10am for an hour',
      'scheduleAppointment',
      { start: '2026-11-24T10:00', title: 'Dentist', durationMinutes: 60 },
    ],
    ['book a haircut tomorrow at 2pm', 'scheduleAppointment', { start: '2026-11-24T14:00', title: 'Haircut' }],
    ['book 10am tomorrow if it is free', 'checkAvailability', { start: '2026-11-24T10:00' }],
    ['cancel my 10am tomorrow', 'deleteAppointment', { start: '2026-11-24T10:00' }],
    ['please delete apt_ab12cd', 'deleteAppointment', { id: 'apt_ab12cd' }],
    ["what's on my calendar next Monday?", 'listAppointments', { date: '2026-11-30' }],
    ['show my appointments this week', 'listAppointments', { date: '2026-11-23', endDate: '2026-11-29' }],
    ['what do I have today?', 'listAppointments', { date: '2026-11-23' }],
  ])('%s → %s', async (text, tool, parameters) => {
    expect(await reply(text)).toEqual({ action: 'tool', tool, parameters });
  });

  it('asks for what is missing instead of guessing', async () => {
    expect(await reply('book a haircut tomorrow')).toEqual({
      action: 'answer',
      response:
        'I understood: book "Haircut" on Tuesday, 24 November 2026. What time? For example: "book a haircut tomorrow at 2pm" or "book "Lunch with Sam" on Friday at 1pm for an hour".',
    });
  });

  it('offers no tool the schema does not list', async () => {
    const answerOnly = { type: 'object', properties: { action: { enum: ['answer'] } } };
    expect(await reply('book a haircut tomorrow at 2pm', answerOnly)).toMatchObject({ action: 'answer' });
  });
});

describe('findTitle', () => {
  it.each([
    ['book a dentist appointment tomorrow at 10am', 'Dentist'],
    ['schedule a call with Sam on Friday at 3pm', 'Call with Sam'],
    ['book tomorrow at 10am', null],
    ['book an appointment at 9', null],
  ])('%s → %s', (text, title) => {
    expect(findTitle(text)).toBe(title);
  });
});
