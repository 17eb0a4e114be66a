import type { ChatMessage } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import {
  answerOnlySchema,
  appointment,
  assistant,
  booked,
  failed,
  feedback,
  free,
  listed,
  nextReply,
  person,
  ran,
  taken,
  toolAction,
  toolResults,
} from './planning-fixtures.ts';

const book = person('book a haircut tomorrow at 2pm');
const check = { start: '2026-11-24T14:00' };
const checkedFree = toolResults(ran('checkAvailability', check, free('2026-11-24T14:00', '2026-11-24T14:30')));
const scheduleHaircut = toolAction('scheduleAppointment', { ...check, title: 'Haircut' });
const dentist = appointment('apt_dent01', '2026-11-24T14:00', '2026-11-24T15:00', 'Dentist');

describe('planning: the last step', () => {
  it('sums up what was done and what is missing when only an answer is allowed', async () => {
    const reply = await nextReply([book, checkedFree], answerOnlySchema);
    expect(reply).toEqual({
      action: 'answer',
      response:
        'I ran out of steps before I could finish. So far: Tue 24 Nov 14:00–14:30 is free. ' +
        'Still to do: book Haircut at Tue 24 Nov 14:00.',
    });
  });

  it('answers as usual when the plan is finished anyway', async () => {
    const busy = toolResults(
      ran('checkAvailability', check, taken('2026-11-24T14:00', '2026-11-24T14:30', [dentist], [])),
    );
    expect((await nextReply([book, busy], answerOnlySchema)).response).toMatch(/^I did not book it\. /);
  });
});

describe('planning: recovering from bad replies', () => {
  it('makes the same next step again after feedback on an unusable reply', async () => {
    expect(await nextReply([book, assistant('Sure! I will book it.'), feedback()])).toEqual(
      toolAction('checkAvailability', check),
    );
    const midway = [book, assistant(toolAction('checkAvailability', check)), checkedFree];
    expect(await nextReply([...midway, assistant('{"action": "tool", "tool": '), feedback()])).toEqual(scheduleHaircut);
  });

  it('is not misled by garbage, or by other calls, in the assistant messages', async () => {
    const history = [
      book,
      assistant('{"action":"tool","tool":"deleteAppointment","parameters":{"id":"apt_zzzzzz"}}'),
      checkedFree,
      assistant('\u0000 not json at all ]]]'),
    ];
    expect(await nextReply(history)).toEqual(scheduleHaircut);
  });

  it('answers chat again after feedback, instead of reading the feedback as a message', async () => {
    const reply = await nextReply([person('hello'), assistant('oops'), feedback()]);
    expect(reply.response).toMatch(/^Hello! I am the offline stand-in/);
  });
});

describe('planning: tool errors', () => {
  it('explains a call that failed instead of repeating it', async () => {
    const broken = toolResults(
      failed('checkAvailability', check, 'checkAvailability failed: the calendar file is damaged.'),
    );
    expect((await nextReply([book, broken])).response).toBe(
      'I could not check whether that time is free: checkAvailability failed: the calendar file is damaged.',
    );
  });

  it('retries once with the right call after a wrong one failed, then gives up', async () => {
    const wrong = failed('scheduleAppointment', {}, 'Invalid parameters for scheduleAppointment: start is missing.');
    expect(await nextReply([book, checkedFree, toolResults(wrong)])).toEqual(scheduleHaircut);
    const twice = [book, checkedFree, toolResults(wrong), toolResults({ ...wrong, parameters: { title: 'x' } })];
    expect((await nextReply(twice)).response).toBe(
      'I could not book it: Invalid parameters for scheduleAppointment: start is missing.',
    );
  });

  it('never throws on results of the wrong shape', async () => {
    const odd: ChatMessage[] = [
      person('Tool results:\nnot json'),
      person('Tool results:\n{"tool":"checkAvailability"}'),
      person('Tool results:\n[null, 3, "x", {"tool": 5}, {"tool":"checkAvailability","parameters":"2pm","ok":true}]'),
      toolResults(ran('checkAvailability', check, 'free')),
      toolResults(ran('checkAvailability', check, { available: 'yes', suggestions: [1, null] })),
      toolResults(ran('listAppointments', { date: '2026-11-24' }, { appointments: [{ id: 1 }, null] })),
    ];
    for (const message of odd) {
      for (const start of [book, person('what do I have tomorrow?'), person('move my haircut tomorrow to 4pm')]) {
        const reply = await nextReply([start, message]);
        expect(['tool', 'tools', 'answer']).toContain(reply.action);
      }
    }
  });
});

describe('planning: earlier turns', () => {
  it('plans only from the results after the latest message', async () => {
    const earlier = [book, checkedFree, assistant({ action: 'answer', response: 'Booked.' })];
    expect(await nextReply([...earlier, person('is 10am tomorrow free?')])).toEqual(
      toolAction('checkAvailability', { start: '2026-11-24T10:00' }),
    );
  });

  it('is not confused by a Part 2 history, where tool results were only recorded', async () => {
    const part2: ChatMessage[] = [
      book,
      assistant(scheduleHaircut),
      person(`Tool result for scheduleAppointment (shown to the person): ${JSON.stringify(booked(dentist))}`),
      person("what's on tomorrow?"),
    ];
    expect(await nextReply(part2)).toEqual(toolAction('listAppointments', { date: '2026-11-24' }));
  });

  it('takes up an offered time by its order or its time, and asks which when "yes" could be any of them', async () => {
    const busy = taken('2026-11-24T14:00', '2026-11-24T14:30', [dentist], ['2026-11-24T15:00', '2026-11-24T13:30']);
    const offered = [
      book,
      toolResults(ran('checkAvailability', check, busy)),
      assistant({ action: 'answer', response: '…' }),
    ];
    const first = { start: '2026-11-24T15:00', title: 'Haircut' };
    expect((await nextReply([...offered, person('yes please')])).response).toBe(
      'Which one: Tue 24 Nov 15:00 or Tue 24 Nov 13:30? Say "the first one" or its time, such as "book 15:00".',
    );
    expect(await nextReply([...offered, person('the first one')])).toEqual(toolAction('scheduleAppointment', first));
    expect(await nextReply([...offered, person('the second one')])).toEqual(
      toolAction('scheduleAppointment', { start: '2026-11-24T13:30', title: 'Haircut' }),
    );
    expect(await nextReply([...offered, person('book 13:30 then')])).toMatchObject({
      parameters: { start: '2026-11-24T13:30' },
    });
    const haircut = appointment('apt_hair01', '2026-11-24T15:00', '2026-11-24T15:30', 'Haircut');
    const done = [...offered, person('the first one'), toolResults(ran('scheduleAppointment', first, booked(haircut)))];
    expect((await nextReply(done)).response).toBe('Booked Tue 24 Nov 15:00–15:30 Haircut (apt_hair01).');
    expect((await nextReply([...offered, person('no thanks')])).response).toBe('OK, I left your calendar as it is.');
  });

  it('reports results it has no plan for', async () => {
    const results = toolResults(ran('listAppointments', { date: '2026-11-24' }, listed('2026-11-24', [dentist])));
    expect((await nextReply([person('tell me a joke'), results])).response).toMatch(/^Here is what the tools said:\n/);
  });
});
