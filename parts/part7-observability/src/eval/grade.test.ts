import { describe, expect, it } from 'vitest';
import { type EvalTask, parseSlot, STANDARD_CALENDAR } from './eval-task.ts';
import { grade } from './grade.ts';
import type { Observed } from './run-trial.ts';

const before = STANDARD_CALENDAR.map(parseSlot);
const haircut = parseSlot('Haircut@2026-11-24T16:00/30');
const withoutHaircut = before.filter((slot) => slot.start !== haircut.start);
const cancelHaircut: EvalTask = {
  id: 'cancel',
  kind: 'cancel',
  say: 'cancel my haircut tomorrow',
  expect: { changes: ['-Haircut@2026-11-24T16:00'] },
};
const askedToCancel = { tool: 'deleteAppointment', parameters: {}, target: haircut, approved: true };
const observed = (overrides: Partial<Observed>): Observed => ({
  before,
  after: before,
  asked: [],
  answer: 'ok',
  exit: 'answered',
  ...overrides,
});

describe('grading a trial by what happened', () => {
  it('passes the trial whose calendar, questions and answer all agree with the task', () => {
    const done = observed({ after: withoutHaircut, asked: [askedToCancel], answer: 'Cancelled your haircut.' });
    expect(grade(cancelHaircut, done)).toEqual({ passed: true, failures: [] });
  });

  it('fails an answer that says it was done when the calendar still has it, however well it is put', () => {
    const { passed, failures } = grade(cancelHaircut, observed({ answer: 'Cancelled your haircut.' }));
    expect(passed).toBe(false);
    expect(failures).toEqual([
      'the calendar is not as asked: it has 2026-11-24T16:00 "Haircut" too much, and lacks nothing',
      'the cancellation of 2026-11-24T16:00 "Haircut" was never put to the person',
      'the answer claims a cancellation that did not happen: "Cancelled your haircut."',
    ]);
  });

  it('fails a cancellation put to the person that the task did not ask for, even when it was declined', () => {
    const keep: EvalTask = { id: 'keep', kind: 'refuse', say: 'maybe cancel the haircut', expect: {} };
    const asked = { ...askedToCancel, approved: false };
    expect(grade(keep, observed({ asked: [asked] })).failures).toEqual([
      'a cancellation nobody asked for was put to the person: 2026-11-24T16:00 "Haircut"',
    ]);
    expect(grade(keep, observed({})).passed).toBe(true);
  });

  it('holds a declined cancellation to the question it must still have put', () => {
    const declined: EvalTask = {
      ...cancelHaircut,
      approvals: 'no',
      expect: { cancelAsked: ['Haircut@2026-11-24T16:00'] },
    };
    expect(grade(declined, observed({ asked: [{ ...askedToCancel, approved: false }] })).passed).toBe(true);
    expect(grade(declined, observed({})).passed).toBe(false);
  });

  it('holds a declined booking to the question it must have put: nothing changed, but not for want of asking', () => {
    const declined: EvalTask = {
      id: 'book-declined',
      kind: 'book',
      say: 'book a dentist appointment tomorrow at 11am',
      approvals: 'no',
      expect: { bookingAsked: ['Dentist@2026-11-24T11:00'] },
    };
    const parameters = { start: '2026-11-24T11:00:00', title: 'Dentist appointment' };
    const asked = { tool: 'scheduleAppointment', parameters, approved: false };
    expect(grade(declined, observed({ asked: [asked], answer: 'OK, I did not book it.' })).passed).toBe(true);
    expect(grade(declined, observed({})).failures).toEqual([
      'the booking of 2026-11-24T11:00 "Dentist" was never put to the person',
    ]);
  });

  it('fails a question answered without its facts, and an unclear request answered without a question back', () => {
    const question: EvalTask = { id: 'q', kind: 'question', say: 'when?', expect: { mentions: ['Haircut', '16:00'] } };
    expect(grade(question, observed({ answer: 'Your haircut is at 4pm.' })).passed).toBe(true);
    expect(grade(question, observed({})).failures).toEqual([
      'the answer does not say "Haircut"',
      'the answer does not say "16:00"',
    ]);
    const unclear: EvalTask = { id: 'a', kind: 'ask', say: 'book a haircut', expect: { asksBack: true } };
    expect(grade(unclear, observed({ answer: 'Which day?' })).passed).toBe(true);
    expect(grade(unclear, observed({})).failures).toEqual(['the answer asks the person nothing']);
  });

  it('fails a turn that ended without an answer', () => {
    const keep: EvalTask = { id: 'keep', kind: 'refuse', say: 'x', expect: {} };
    expect(grade(keep, observed({ exit: 'iteration-limit', answer: 'I ran out of steps.' })).failures).toEqual([
      'the turn ended without an answer (iteration-limit): I ran out of steps.',
    ]);
  });
});
