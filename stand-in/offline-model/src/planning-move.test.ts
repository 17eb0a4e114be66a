import type { ChatMessage } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import {
  appointment,
  assistant,
  booked,
  cancelled,
  declined,
  listed,
  nextReply,
  person,
  ran,
  taken,
  toolAction,
  toolResults,
} from './planning-fixtures.ts';

const request = person('move my haircut tomorrow to 4pm');
const day = { date: '2026-11-24' };
const haircut = appointment('apt_hair01', '2026-11-24T14:00', '2026-11-24T14:45', 'Haircut');
const dentist = appointment('apt_dent01', '2026-11-24T16:00', '2026-11-24T17:00', 'Dentist');
const moved = appointment('apt_hair02', '2026-11-24T16:00', '2026-11-24T16:45', 'Haircut');
const check = { start: '2026-11-24T16:00', durationMinutes: 45 };
const rebook = { start: '2026-11-24T16:00', title: 'Haircut', durationMinutes: 45 };

/** The history after each step of the move, each step's call echoed as the assistant's reply. */
function after(...steps: [string, Record<string, unknown>, unknown][]): ChatMessage[] {
  return [
    request,
    ...steps.flatMap(([tool, parameters, result]) => [
      assistant(toolAction(tool, parameters)),
      toolResults(ran(tool, parameters, result)),
    ]),
  ];
}
const listStep: [string, Record<string, unknown>, unknown] = ['listAppointments', day, listed('2026-11-24', [haircut])];
const bookStep: [string, Record<string, unknown>, unknown] = ['scheduleAppointment', rebook, booked(moved)];

describe('planning: reschedule', () => {
  it('lists, books the new time, then cancels the old one and answers, one step at a time', async () => {
    expect(await nextReply([request])).toEqual(toolAction('listAppointments', day));
    expect(await nextReply(after(listStep))).toEqual(toolAction('scheduleAppointment', rebook));
    expect(await nextReply(after(listStep, bookStep))).toEqual(toolAction('deleteAppointment', { id: 'apt_hair01' }));
    const done = after(listStep, bookStep, ['deleteAppointment', { id: 'apt_hair01' }, cancelled(haircut)]);
    expect(await nextReply(done)).toEqual({
      action: 'answer',
      response: 'Moved your haircut from Tue 24 Nov 14:00–14:45 to Tue 24 Nov 16:00–16:45 (now apt_hair02).',
    });
  });

  it('finds the appointment by its old time: "move my 10am tomorrow to 3pm"', async () => {
    const ten = appointment('apt_ten001', '2026-11-24T10:00', '2026-11-24T10:30');
    const history = [
      person('move my 10am tomorrow to 3pm'),
      toolResults(ran('listAppointments', day, listed('2026-11-24', [haircut, ten]))),
    ];
    expect(await nextReply(history)).toEqual(
      toolAction('scheduleAppointment', { start: '2026-11-24T15:00', durationMinutes: 30 }),
    );
  });

  it('goes to another day when the new time names one', async () => {
    const history = [
      person('reschedule my haircut tomorrow to Friday at 11am'),
      toolResults(ran('listAppointments', day, listed('2026-11-24', [haircut]))),
    ];
    expect(await nextReply(history)).toEqual(
      toolAction('scheduleAppointment', { start: '2026-11-27T11:00', title: 'Haircut', durationMinutes: 45 }),
    );
  });

  it('offers other times and cancels nothing when the new time is taken', async () => {
    const refused = {
      ok: false,
      reason: 'busy',
      message: 'Tue 24 Nov 16:00–16:45 is taken: it overlaps Tue 24 Nov 16:00–17:00 Dentist (apt_dent01).',
      conflicts: [dentist],
      suggestions: ['2026-11-24T17:00'],
    };
    const reply = await nextReply(after(listStep, ['scheduleAppointment', rebook, refused]));
    expect(reply.action).toBe('answer');
    expect(reply.response).toMatch(/^I did not move your haircut\. Tue 24 Nov 16:00–16:45 is taken: .*Dentist/);
    expect(reply.response).toMatch(/Free times nearby: Tue 24 Nov 17:00\. Shall I move it to one of those\?$/);
  });

  it('takes up an offered time for the move on "yes"', async () => {
    const busy = taken('2026-11-24T16:00', '2026-11-24T16:45', [dentist], ['2026-11-24T17:00']);
    const offered = [
      ...after(listStep, ['checkAvailability', check, busy]),
      assistant({ action: 'answer', response: '…' }),
    ];
    expect(await nextReply([...offered, person('yes, move it')])).toEqual(
      toolAction('scheduleAppointment', { start: '2026-11-24T17:00', title: 'Haircut', durationMinutes: 45 }),
    );
  });

  it('says plainly that both are booked when the person declines cancelling the old one', async () => {
    const history = [...after(listStep, bookStep), toolResults(declined('deleteAppointment', { id: 'apt_hair01' }))];
    expect((await nextReply(history)).response).toBe(
      'You kept Tue 24 Nov 14:00–14:45, so your haircut is now booked twice: Tue 24 Nov 14:00–14:45 and ' +
        'Tue 24 Nov 16:00–16:45 (apt_hair02). Say "cancel apt_hair02" to undo the new one.',
    );
  });

  it('says what is on that day when there is no such appointment', async () => {
    const history = [request, toolResults(ran('listAppointments', day, listed('2026-11-24', [dentist])))];
    expect((await nextReply(history)).response).toBe(
      'I found no haircut on Tuesday, 24 November 2026. You have: Tue 24 Nov 16:00–17:00 Dentist (apt_dent01).',
    );
  });
});

describe("planning: a move by less than the appointment's length", () => {
  const later = { start: '2026-11-24T14:15', durationMinutes: 45 };
  const laterBooking = { start: '2026-11-24T14:15', title: 'Haircut', durationMinutes: 45 };
  const overlapsItself = taken('2026-11-24T14:15', '2026-11-24T15:00', [haircut], ['2026-11-24T15:00']);
  const shift = person('move my haircut tomorrow to 2:15pm');
  const listedDay = toolResults(ran('listAppointments', day, listed('2026-11-24', [haircut])));
  const checked = toolResults(ran('checkAvailability', later, overlapsItself));
  const deleted = toolResults(ran('deleteAppointment', { id: 'apt_hair01' }, cancelled(haircut)));

  it('checks first, and does not count the appointment itself as being in the way', async () => {
    expect(await nextReply([shift, listedDay])).toEqual(toolAction('checkAvailability', later));
    expect(await nextReply([shift, listedDay, checked])).toEqual(toolAction('deleteAppointment', { id: 'apt_hair01' }));
    expect(await nextReply([shift, listedDay, checked, deleted])).toEqual(
      toolAction('scheduleAppointment', laterBooking),
    );
  });

  it('changes nothing when the person declines the delete', async () => {
    const history = [shift, listedDay, checked, toolResults(declined('deleteAppointment', { id: 'apt_hair01' }))];
    expect((await nextReply(history)).response).toBe(
      'OK, nothing changed: your haircut stays at Tue 24 Nov 14:00–14:45.',
    );
  });

  it('puts the appointment back when the new booking fails after the delete', async () => {
    const refused = { ok: false, reason: 'busy', message: 'It was just taken.', conflicts: [], suggestions: [] };
    const failedBooking = [
      shift,
      listedDay,
      checked,
      deleted,
      toolResults(ran('scheduleAppointment', laterBooking, refused)),
    ];
    const restore = { start: '2026-11-24T14:00', title: 'Haircut', durationMinutes: 45 };
    expect(await nextReply(failedBooking)).toEqual(toolAction('scheduleAppointment', restore));
    const restored = [...failedBooking, toolResults(ran('scheduleAppointment', restore, booked(haircut)))];
    expect((await nextReply(restored)).response).toBe(
      'I could not book Tue 24 Nov 14:15: It was just taken. So I put your haircut back at Tue 24 Nov 14:00–14:45.',
    );
  });

  it('asks for the new time when there is none', async () => {
    expect((await nextReply([person('reschedule my haircut')])).response).toBe(
      'I understood: move "haircut". What new time? For example: "move the haircut tomorrow to 4pm" or "move my 10am on Friday to 11am".',
    );
  });
});
