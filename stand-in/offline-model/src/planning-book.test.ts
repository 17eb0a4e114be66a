import { describe, expect, it } from 'vitest';
import {
  appointment,
  assistant,
  booked,
  free,
  nextReply,
  oneToolSchema,
  person,
  ran,
  taken,
  toolAction,
  toolResults,
} from './planning-fixtures.ts';

const ask = person('book a haircut tomorrow at 2pm');
const check = { start: '2026-11-24T14:00' };
const book = { start: '2026-11-24T14:00', title: 'Haircut' };
const haircut = appointment('apt_hair01', '2026-11-24T14:00', '2026-11-24T14:30', 'Haircut');
const dentist = appointment('apt_dent01', '2026-11-24T14:00', '2026-11-24T15:00', 'Dentist');

describe('planning: book', () => {
  it('checks the time first', async () => {
    expect(await nextReply([ask])).toEqual(toolAction('checkAvailability', check));
  });

  it('passes the length on to the check and the booking', async () => {
    const request = person('book a dentist appointment tomorrow at 10am for an hour');
    const parameters = { start: '2026-11-24T10:00', durationMinutes: 60 };
    expect(await nextReply([request])).toEqual(toolAction('checkAvailability', parameters));
    const history = [
      request,
      assistant(toolAction('checkAvailability', parameters)),
      toolResults(ran('checkAvailability', parameters, free('2026-11-24T10:00', '2026-11-24T11:00'))),
    ];
    expect(await nextReply(history)).toEqual(toolAction('scheduleAppointment', { ...parameters, title: 'Dentist' }));
  });

  it('books when the time is free, then answers from the booking', async () => {
    const checked = [ask, assistant(toolAction('checkAvailability', check))];
    const freeResult = toolResults(ran('checkAvailability', check, free('2026-11-24T14:00', '2026-11-24T14:30')));
    expect(await nextReply([...checked, freeResult])).toEqual(toolAction('scheduleAppointment', book));
    const done = [...checked, freeResult, assistant(toolAction('scheduleAppointment', book))];
    const reply = await nextReply([...done, toolResults(ran('scheduleAppointment', book, booked(haircut)))]);
    expect(reply).toEqual({ action: 'answer', response: 'Booked Tue 24 Nov 14:00–14:30 Haircut (apt_hair01).' });
  });

  it('does not book a taken time: says why and offers the free times', async () => {
    const result = taken('2026-11-24T14:00', '2026-11-24T14:30', [dentist], ['2026-11-24T15:00', '2026-11-24T13:30']);
    const history = [
      ask,
      assistant(toolAction('checkAvailability', check)),
      toolResults(ran('checkAvailability', check, result)),
    ];
    const reply = await nextReply(history);
    expect(reply.action).toBe('answer');
    expect(reply.response).toBe(
      'I did not book it. Tue 24 Nov 14:00–14:30 is taken: it overlaps Tue 24 Nov 14:00–15:00 Dentist (apt_dent01). ' +
        'Free times nearby: 2026-11-24T15:00, 2026-11-24T13:30. Shall I book one of those?',
    );
  });

  it('answers with the calendar’s reason when the booking itself is refused', async () => {
    const refused = {
      ok: false,
      reason: 'busy',
      message: 'Just taken by someone else.',
      conflicts: [],
      suggestions: [],
    };
    const history = [
      ask,
      toolResults(ran('checkAvailability', check, free('2026-11-24T14:00', '2026-11-24T14:30'))),
      toolResults(ran('scheduleAppointment', book, refused)),
    ];
    expect((await nextReply(history)).response).toBe('I could not book it: Just taken by someone else.');
  });

  it('"book 10am tomorrow if it is free" checks, then books without a title', async () => {
    const request = person('book 10am tomorrow if it is free');
    const parameters = { start: '2026-11-24T10:00' };
    const history = [
      request,
      toolResults(ran('checkAvailability', parameters, free('2026-11-24T10:00', '2026-11-24T10:30'))),
    ];
    expect(await nextReply(history)).toEqual(toolAction('scheduleAppointment', parameters));
  });

  it('asks for what is missing instead of guessing', async () => {
    expect((await nextReply([person('book a haircut tomorrow')])).response).toBe(
      'I understood: book "Haircut" on Tuesday, 24 November 2026. What time? For example: "book a haircut tomorrow at 2pm" or "book "Lunch with Sam" on Friday at 1pm for an hour".',
    );
  });
});

describe('planning: check', () => {
  it('checks one time and answers from the result', async () => {
    const request = person('is tomorrow at 10am free?');
    const parameters = { start: '2026-11-24T10:00' };
    expect(await nextReply([request])).toEqual(toolAction('checkAvailability', parameters));
    const history = [
      request,
      toolResults(ran('checkAvailability', parameters, free('2026-11-24T10:00', '2026-11-24T10:30'))),
    ];
    expect((await nextReply(history)).response).toBe('Yes. Tue 24 Nov 10:00–10:30 is free. Shall I book it?');
  });

  it('understands "can I get a slot at 3pm on Friday?"', async () => {
    const reply = await nextReply([person('can I get a slot at 3pm on Friday?')]);
    expect(reply).toEqual(toolAction('checkAvailability', { start: '2026-11-27T15:00' }));
  });

  it('checks two times at once with one tools action, then answers both', async () => {
    const request = person('is 10am or 2pm tomorrow free?');
    const ten = { start: '2026-11-24T10:00' };
    const two = { start: '2026-11-24T14:00' };
    expect(await nextReply([request])).toEqual({
      action: 'tools',
      calls: [
        { tool: 'checkAvailability', parameters: ten },
        { tool: 'checkAvailability', parameters: two },
      ],
    });
    const result = toolResults(
      ran('checkAvailability', ten, free('2026-11-24T10:00', '2026-11-24T10:30')),
      ran('checkAvailability', two, taken('2026-11-24T14:00', '2026-11-24T14:30', [dentist], ['2026-11-24T15:00'])),
    );
    const reply = await nextReply([request, assistant('{"action":"tools","calls":[]}'), result]);
    expect(reply.response).toBe(
      'Tue 24 Nov 10:00–10:30 is free.\n' +
        'Tue 24 Nov 14:00–14:30 is taken: it overlaps Tue 24 Nov 14:00–15:00 Dentist (apt_dent01). ' +
        'Free times nearby: 2026-11-24T15:00.',
    );
  });

  it('makes the checks one at a time when the schema has no tools action', async () => {
    const request = person('is 10am or 2pm tomorrow free?');
    const ten = { start: '2026-11-24T10:00' };
    expect(await nextReply([request], oneToolSchema)).toEqual(toolAction('checkAvailability', ten));
    const history = [request, toolResults(ran('checkAvailability', ten, free('2026-11-24T10:00', '2026-11-24T10:30')))];
    expect(await nextReply(history, oneToolSchema)).toEqual(
      toolAction('checkAvailability', { start: '2026-11-24T14:00' }),
    );
  });
});
