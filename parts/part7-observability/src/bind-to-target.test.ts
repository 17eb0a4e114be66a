import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { setup, tools } from '../test-fixtures/loop-setup.ts';

describe('a yes bound to the appointment it was given for', () => {
  it('names the appointment in the question, and refuses in the calendar’s own shape once it was replaced', async () => {
    const { calendar } = setup(new ScriptedToolModel([]));
    const haircut = await calendar.book({ start: '2026-11-24T16:00', title: 'Haircut' });
    if (!haircut.ok) throw new Error(haircut.message);
    const checked = tools.checkCall('deleteAppointment', { start: '2026-11-24T16:00' });
    if (!checked.ok) throw new Error('the call was refused');
    const asked = await tools.prepare(checked.call, {}, 'run.1/1/1/0');
    if (asked.type !== 'prepared' || !asked.target) throw new Error('the call was not bound to an appointment');
    expect(asked.question).toContain(`It would act on Tue 24 Nov 16:00–16:30 "Haircut" (${haircut.appointment.id}).`);

    // Another process replaces the haircut with another appointment at that time before the yes is acted on.
    await calendar.cancel({ id: haircut.appointment.id });
    const board = await calendar.book({ start: '2026-11-24T16:00', title: 'Board review' });
    if (!board.ok) throw new Error(board.message);
    const later = await tools.prepare(checked.call, {}, 'run.1/1/1/0', asked.target);
    // The model reads this as it reads the calendar's own refusal when the server finds the change under its lock.
    expect(later).toEqual({
      type: 'result',
      call: checked.call,
      result: {
        ok: false,
        reason: 'changed',
        message: expect.stringContaining(
          'deleteAppointment was not run: the appointment changed since the person was asked',
        ),
        candidates: [],
      },
    });
    expect(await calendar.get(board.appointment.id)).toEqual(board.appointment);
  });
});
