import { describe, expect, it } from 'vitest';
import {
  appointment,
  assistant,
  cancelled,
  declined,
  listed,
  nextReply,
  person,
  ran,
  toolAction,
  toolResults,
} from './planning-fixtures.ts';

const haircut = appointment('apt_hair01', '2026-11-24T14:00', '2026-11-24T14:30', 'Haircut');
const dentist = appointment('apt_dent01', '2026-11-24T10:00', '2026-11-24T11:00', 'Dentist');

describe('planning: list', () => {
  it('lists one day, then answers with each appointment on its own line', async () => {
    const request = person("what's on my calendar next Monday?");
    const monday = { date: '2026-11-30' };
    expect(await nextReply([request])).toEqual(toolAction('listAppointments', monday));
    const gym = appointment('apt_gym001', '2026-11-30T09:00', '2026-11-30T10:00', 'Gym');
    const call = appointment('apt_call01', '2026-11-30T15:00', '2026-11-30T15:30');
    const history = [request, toolResults(ran('listAppointments', monday, listed('2026-11-30', [gym, call])))];
    expect((await nextReply(history)).response).toBe(
      'You have 2 appointments for Monday, 30 November 2026:\n' +
        '- Mon 30 Nov 09:00–10:00 Gym (apt_gym001)\n' +
        '- Mon 30 Nov 15:00–15:30 (apt_call01)',
    );
  });

  it('lists two days named in one message with one tools action', async () => {
    const request = person('what do I have tomorrow and on Friday?');
    const tomorrow = { date: '2026-11-24' };
    const friday = { date: '2026-11-27' };
    expect(await nextReply([request])).toEqual({
      action: 'tools',
      calls: [
        { tool: 'listAppointments', parameters: tomorrow },
        { tool: 'listAppointments', parameters: friday },
      ],
    });
    const results = toolResults(
      ran('listAppointments', tomorrow, listed('2026-11-24', [haircut])),
      ran('listAppointments', friday, listed('2026-11-27', [])),
    );
    expect((await nextReply([request, results])).response).toBe(
      'You have 1 appointment for Tuesday, 24 November 2026:\n- Tue 24 Nov 14:00–14:30 Haircut (apt_hair01)\n' +
        'Nothing booked for Friday, 27 November 2026.',
    );
  });
});

describe('planning: cancel a whole day', () => {
  const friday = { date: '2026-11-27' };
  const physio = appointment('apt_phys01', '2026-11-27T09:00', '2026-11-27T09:30', 'Physio');
  const drinks = appointment('apt_drin01', '2026-11-27T17:30', '2026-11-27T19:00', 'Drinks');
  const results = toolResults(ran('listAppointments', friday, listed('2026-11-27', [physio, drinks])));

  it('reads "all my stuff" as every appointment that day, asks once by name, and on "yes" cancels each by id', async () => {
    const request = person('cancel all my stuff on Friday');
    expect(await nextReply([request])).toEqual(toolAction('listAppointments', friday));
    const asked = await nextReply([request, results]);
    expect(asked.action).toBe('answer');
    expect(String(asked.response)).toMatch(
      /^That would cancel 2 appointments on Friday, 27 November 2026:\n.*Physio.*\n.*Drinks/,
    );
    expect(String(asked.response)).toContain('Shall I cancel all 2?');
    const yes = [request, results, assistant(asked), person('yes')];
    expect(await nextReply(yes)).toEqual(toolAction('listAppointments', friday));
    expect(await nextReply([...yes, results])).toEqual({
      action: 'tools',
      calls: [
        { tool: 'deleteAppointment', parameters: { id: 'apt_phys01' } },
        { tool: 'deleteAppointment', parameters: { id: 'apt_drin01' } },
      ],
    });
  });

  it('takes "no" to that question as no, and a "yes" as yes only for the appointments it named', async () => {
    const request = person('cancel all my stuff on Friday');
    const question = assistant({ action: 'answer', response: 'That would cancel 2 appointments …' });
    expect((await nextReply([request, results, question, person('no thanks')])).response).toBe(
      'OK, I have not cancelled anything on Friday, 27 November 2026.',
    );
    // Between the question and the "yes", a third appointment was booked: the question is asked again.
    const tea = appointment('apt_tea001', '2026-11-27T16:00', '2026-11-27T16:30', 'Tea');
    const three = toolResults(ran('listAppointments', friday, listed('2026-11-27', [physio, tea, drinks])));
    const again = await nextReply([request, results, question, person('yes'), three]);
    expect(String(again.response)).toMatch(/^That would cancel 3 appointments on Friday/);
  });

  it('puts one appointment to the person without asking first: one delete is asked about by the loop', async () => {
    const one = toolResults(ran('listAppointments', friday, listed('2026-11-27', [physio])));
    expect(await nextReply([person('cancel all my stuff on Friday'), one])).toEqual(
      toolAction('deleteAppointment', { id: 'apt_phys01' }),
    );
  });

  it('names what the day holds when nothing fits, never "nothing to cancel"', async () => {
    expect((await nextReply([person('cancel all my piano lessons on Friday'), results])).response).toBe(
      'I found no piano lessons on Friday, 27 November 2026. You have: Fri 27 Nov 09:00–09:30 Physio (apt_phys01); ' +
        'Fri 27 Nov 17:30–19:00 Drinks (apt_drin01). So I have not changed anything.',
    );
  });
});

describe('planning: cancel', () => {
  it('cancels by time or by id directly', async () => {
    expect(await nextReply([person('cancel my 10am tomorrow')])).toEqual(
      toolAction('deleteAppointment', { start: '2026-11-24T10:00' }),
    );
    expect(await nextReply([person('cancel apt_AB12cd please')])).toEqual(
      toolAction('deleteAppointment', { id: 'apt_ab12cd' }),
    );
  });

  it('answers from the result, or says it left things alone when the person declined', async () => {
    const request = person('cancel my 10am tomorrow');
    const parameters = { start: '2026-11-24T10:00' };
    const done = [request, toolResults(ran('deleteAppointment', parameters, cancelled(dentist)))];
    expect((await nextReply(done)).response).toBe('Cancelled Tue 24 Nov 10:00–11:00 Dentist (apt_dent01).');
    const refused = [request, toolResults(declined('deleteAppointment', parameters))];
    expect((await nextReply(refused)).response).toBe('OK, I left it as it is.');
  });

  it('says when nothing starts at that time, naming what covers it', async () => {
    const parameters = { start: '2026-11-24T10:30' };
    const notFound = {
      ok: false,
      reason: 'not-found',
      message: 'No appointment starts at 2026-11-24T10:30.',
      candidates: [dentist],
    };
    const history = [person('cancel my 10:30 tomorrow'), toolResults(ran('deleteAppointment', parameters, notFound))];
    expect((await nextReply(history)).response).toBe(
      'I could not cancel it: No appointment starts at 2026-11-24T10:30. Near that time: Tue 24 Nov 10:00–11:00 Dentist (apt_dent01).',
    );
  });

  it('cancels by title: lists the day, finds the haircut, deletes it by id', async () => {
    const request = person('cancel my haircut tomorrow');
    const day = { date: '2026-11-24' };
    expect(await nextReply([request])).toEqual(toolAction('listAppointments', day));
    const afterList = [
      request,
      assistant(toolAction('listAppointments', day)),
      toolResults(ran('listAppointments', day, listed('2026-11-24', [dentist, haircut]))),
    ];
    expect(await nextReply(afterList)).toEqual(toolAction('deleteAppointment', { id: 'apt_hair01' }));
    const afterDelete = [...afterList, toolResults(ran('deleteAppointment', { id: 'apt_hair01' }, cancelled(haircut)))];
    expect((await nextReply(afterDelete)).response).toBe('Cancelled Tue 24 Nov 14:00–14:30 Haircut (apt_hair01).');
  });

  it('reads a certain nickname ("teeth") as the one title it stands for, and asks when it fits two', async () => {
    const day = { date: '2026-11-24' };
    const list = (items: Parameters<typeof listed>[1]) =>
      toolResults(ran('listAppointments', day, listed('2026-11-24', items)));
    const request = person('cancel my teeth appointment tomorrow');
    expect(await nextReply([request, list([dentist, haircut])])).toEqual(
      toolAction('deleteAppointment', { id: 'apt_dent01' }),
    );
    const later = appointment('apt_dent02', '2026-11-24T16:00', '2026-11-24T16:30', 'Dentist');
    expect((await nextReply([request, list([dentist, later])])).response).toMatch(/^Which one: the Dentist at/);
    // "doctor" may be a GP, a dentist or a vet: not a nickname, so it is never read as the Dentist.
    expect((await nextReply([person('cancel my doctor appointment tomorrow'), list([dentist])])).response).toMatch(
      /^I found no doctor on Tuesday/,
    );
  });

  it('says what is on that day when nothing has that title', async () => {
    const day = { date: '2026-11-24' };
    const history = [
      person('cancel my massage tomorrow'),
      toolResults(ran('listAppointments', day, listed('2026-11-24', [dentist]))),
    ];
    expect((await nextReply(history)).response).toBe(
      'I found no massage on Tuesday, 24 November 2026. You have: Tue 24 Nov 10:00–11:00 Dentist (apt_dent01).',
    );
  });

  it('looks two weeks ahead when no day is named, and asks which when several match', async () => {
    const request = person('cancel my haircut');
    const weeks = { date: '2026-11-23', endDate: '2026-12-06' };
    expect(await nextReply([request])).toEqual(toolAction('listAppointments', weeks));
    const later = appointment('apt_hair02', '2026-12-01T09:00', '2026-12-01T09:30', 'Haircut');
    const history = [request, toolResults(ran('listAppointments', weeks, listed('2026-11-23', [haircut, later])))];
    expect((await nextReply(history)).response).toMatch(
      /^Which one: the Haircut at .*apt_hair01.* or the Haircut at Tue 1 Dec 09:00 \(apt_hair02\)\?/,
    );
  });
});
