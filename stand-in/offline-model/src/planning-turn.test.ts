import { describe, expect, it } from 'vitest';
import { assistant, declined, failed, feedback, person, ran, toolResults } from './planning-fixtures.ts';
import { outcomeOf, readTurn } from './planning-turn.ts';

describe('readTurn', () => {
  it("finds the person's latest message, the results after it, and the turn before", () => {
    const turn = readTurn([
      person('is 10am free?'),
      assistant('{"action":"tool"}'),
      toolResults(ran('checkAvailability', { start: '2026-11-24T10:00' }, { available: true })),
      assistant({ action: 'answer', response: 'Yes.' }),
      person('book it'),
      assistant('garbage'),
      feedback(),
      toolResults(failed('scheduleAppointment', {}, 'date is missing'), declined('deleteAppointment', { id: 'apt_a' })),
    ]);
    expect(turn?.request).toBe('book it');
    expect(turn?.resumed).toBe(true);
    expect(turn?.records.map((record) => [record.tool, record.ok, record.declined])).toEqual([
      ['scheduleAppointment', false, false],
      ['deleteAppointment', false, true],
    ]);
    expect(turn?.previous?.request).toBe('is 10am free?');
    expect(turn?.previous?.records).toHaveLength(1);
  });

  it('skips results it cannot read, and returns null before the person has spoken', () => {
    const turn = readTurn([person('hi'), person('Tool results:\n{oops'), person('Tool results:\n[1, {"tool": 2}]')]);
    expect(turn).toMatchObject({ request: 'hi', records: [], resumed: true });
    expect(readTurn([assistant('hello'), feedback()])).toBeNull();
  });
});

describe('outcomeOf', () => {
  const call = { tool: 'checkAvailability', parameters: { start: '2026-11-24T10:00', durationMinutes: 30 } };

  it('matches a call whatever the order of its parameters', () => {
    const record = {
      ...call,
      parameters: { durationMinutes: 30, start: '2026-11-24T10:00' },
      ok: true,
      result: {},
      declined: false,
    };
    expect(outcomeOf([record], call)).toEqual({ status: 'done', result: {} });
    expect(outcomeOf([], call)).toEqual({ status: 'pending' });
  });

  it('reports failures and declines, and stops retrying a tool after two failures', () => {
    const failure = { ...call, ok: false, error: 'broken', declined: false };
    expect(outcomeOf([failure], call)).toEqual({ status: 'failed', error: 'broken' });
    expect(outcomeOf([{ ...failure, declined: true }], call)).toEqual({ status: 'declined' });
    const other = { ...failure, parameters: {} };
    expect(outcomeOf([other], call)).toEqual({ status: 'pending' });
    expect(outcomeOf([other, other], call)).toEqual({ status: 'failed', error: 'broken' });
  });
});
