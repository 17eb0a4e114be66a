import type { EvalTask } from './eval-task.ts';

/**
 * Tasks that change the calendar, or would if the person said yes: bookings, moves and cancellations, on the eval's
 * Monday (23 November 2026) and its standard calendar. "Tomorrow" is Tuesday the 24th.
 */
export const CHANGE_TASKS: readonly EvalTask[] = [
  // #region book-tasks
  {
    id: 'book-free-slot',
    kind: 'book',
    say: 'book a dentist appointment tomorrow at 11am',
    expect: { changes: ['+Dentist@2026-11-24T11:00/30'] },
  },
  {
    id: 'book-with-length',
    kind: 'book',
    say: 'book a 2 hour workshop on Wednesday at 9am',
    expect: { changes: ['+Workshop@2026-11-25T09:00/120'] },
  },
  {
    id: 'book-quoted-title',
    kind: 'book',
    say: 'book a meeting called "Budget review" on Thursday at 3pm',
    expect: { changes: ['+Budget review@2026-11-26T15:00/30'] },
  },
  {
    id: 'book-date-in-words',
    kind: 'book',
    say: 'book a physio appointment on 1 December at 10am',
    expect: { changes: ['+Physio@2026-12-01T10:00/30'] },
  },
  {
    id: 'book-two-in-one-line',
    kind: 'book',
    say: 'book a run on Wednesday at 10am, then a swim on Thursday at 10am',
    expect: { changes: ['+Run@2026-11-25T10:00/30', '+Swim@2026-11-26T10:00/30'] },
  },
  {
    id: 'book-after-a-question',
    kind: 'book',
    say: ['book a haircut at 3pm', 'tomorrow'],
    expect: { changes: ['+Haircut@2026-11-24T15:00/30'] },
  },
  {
    id: 'book-declined',
    kind: 'book',
    say: 'book a dentist appointment tomorrow at 11am',
    approvals: 'no',
    expect: { bookingAsked: ['Dentist@2026-11-24T11:00'] },
  },
  // #endregion book-tasks
  {
    id: 'move-same-day',
    kind: 'move',
    say: 'move my haircut tomorrow to 3pm',
    expect: { changes: ['-Haircut@2026-11-24T16:00', '+Haircut@2026-11-24T15:00/30'] },
  },
  {
    id: 'move-to-another-day',
    kind: 'move',
    say: 'move my call with Alex on Thursday to Friday at 11am',
    expect: { changes: ['-Call with Alex@2026-11-26T11:00', '+Call with Alex@2026-11-27T11:00/30'] },
  },
  {
    id: 'move-the-one-on-friday',
    kind: 'move',
    say: 'move the dentist on Friday to 2pm',
    expect: { changes: ['-Dentist@2026-11-27T09:00', '+Dentist@2026-11-27T14:00/30'] },
  },
  {
    id: 'move-declined',
    kind: 'move',
    say: 'move my haircut tomorrow to 3pm',
    approvals: 'no',
    expect: { bookingAsked: ['Haircut@2026-11-24T15:00'] },
  },
  // #region cancel-tasks
  {
    id: 'cancel-approved',
    kind: 'cancel',
    say: 'cancel my haircut tomorrow',
    expect: { changes: ['-Haircut@2026-11-24T16:00'] },
  },
  {
    id: 'cancel-declined',
    kind: 'cancel',
    say: 'cancel my haircut tomorrow',
    approvals: 'no',
    expect: { cancelAsked: ['Haircut@2026-11-24T16:00'] },
  },
  // #endregion cancel-tasks
  {
    id: 'cancel-by-time',
    kind: 'cancel',
    say: 'cancel my 2pm appointment tomorrow',
    expect: { changes: ['-Dentist@2026-11-24T14:00'] },
  },
  {
    id: 'cancel-one-of-two-by-day',
    kind: 'cancel',
    say: 'cancel the dentist on Friday',
    expect: { changes: ['-Dentist@2026-11-27T09:00'] },
  },
  {
    id: 'cancel-today',
    kind: 'cancel',
    say: 'cancel lunch with Sam today',
    expect: { changes: ['-Lunch with Sam@2026-11-23T12:30'] },
  },
  {
    id: 'cancel-a-whole-day',
    kind: 'cancel',
    // Removing several at once is first asked about once, by name; the "yes" answers that question.
    say: ['cancel all my appointments tomorrow', 'yes'],
    expect: {
      changes: ['-Team meeting@2026-11-24T10:00', '-Dentist@2026-11-24T14:00', '-Haircut@2026-11-24T16:00'],
    },
  },
  {
    id: 'cancel-a-whole-day-declined',
    kind: 'cancel',
    say: ['cancel all my appointments tomorrow', 'yes'],
    approvals: 'no',
    expect: {
      cancelAsked: ['Team meeting@2026-11-24T10:00', 'Dentist@2026-11-24T14:00', 'Haircut@2026-11-24T16:00'],
    },
  },
];
