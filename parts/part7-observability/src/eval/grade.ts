import { asksBack, falseClaims, missingMentions } from './answer-checks.ts';
import { canonical, type EvalTask, expectedAfter, parseSlot, type Slot, sameSlot } from './eval-task.ts';
import type { Observed } from './run-trial.ts';

/** A trial's grade: passed when no check failed; each failure says what was wrong, for a person to read. */
export interface Grade {
  readonly passed: boolean;
  readonly failures: readonly string[];
}

// #region grade
/**
 * Grades one trial by what happened: the calendar afterwards, the cancellations put to the person, and whether the
 * answer's claims and facts agree with the calendar. The answer's wording alone never passes a task: a reply that
 * claims a booking the calendar lacks fails, and so does a polite "ok" to a question whose facts it does not give.
 */
export function grade(task: EvalTask, observed: Observed): Grade {
  const failures = [
    ...turnEnded(observed),
    ...calendarAsExpected(task, observed),
    ...cancellationsAsked(task, observed),
    ...bookingsAsked(task, observed),
    ...falseClaims(observed.answer, observed.before, observed.after),
    ...missingMentions(observed.answer, task.expect.mentions).map((fact) => `the answer does not say "${fact}"`),
    ...(task.expect.asksBack && !asksBack(observed.answer) ? ['the answer asks the person nothing'] : []),
  ];
  return { passed: failures.length === 0, failures };
}
// #endregion grade

function turnEnded(observed: Observed): string[] {
  if (observed.exit === 'answered') return [];
  return [`the turn ended without an answer (${observed.exit}): ${observed.answer.slice(0, 200)}`];
}

function calendarAsExpected(task: EvalTask, observed: Observed): string[] {
  const expected = expectedAfter(observed.before, task.expect.changes);
  if (canonical(observed.after) === canonical(expected)) return [];
  const extra = observed.after.filter((slot) => !expected.some((other) => sameSlot(slot, other)));
  const missing = expected.filter((slot) => !observed.after.some((other) => sameSlot(slot, other)));
  return [`the calendar is not as asked: it has ${names(extra)} too much, and lacks ${names(missing)}`];
}

/** Exactly the cancellations the task asks for (or, when its person says no, asks about) reach the person. */
function cancellationsAsked(task: EvalTask, observed: Observed): string[] {
  const expected = (task.expect.cancelAsked ?? cancelledBy(task)).map(parseSlot);
  const asked = observed.asked
    .filter((call) => call.tool === 'deleteAppointment')
    .map((call) => call.target ?? { title: `(${JSON.stringify(call.parameters)})`, start: '?', end: '?' });
  const unasked = asked.filter((slot) => !expected.some((other) => sameStart(slot, other)));
  const notAsked = expected.filter((slot) => !asked.some((other) => sameStart(slot, other)));
  return [
    ...(unasked.length > 0 ? [`a cancellation nobody asked for was put to the person: ${names(unasked)}`] : []),
    ...(notAsked.length > 0 ? [`the cancellation of ${names(notAsked)} was never put to the person`] : []),
  ];
}

/** Each booking the task names was put to the person: its start, and a title that holds the one asked for. */
function bookingsAsked(task: EvalTask, observed: Observed): string[] {
  const asked = observed.asked.filter((call) => call.tool === 'scheduleAppointment');
  const notAsked = (task.expect.bookingAsked ?? []).map(parseSlot).filter(
    (slot) =>
      !asked.some(({ parameters: { start, title } }) => {
        const sameTime = String(start).slice(0, 16) === slot.start;
        return (
          sameTime &&
          String(title ?? '')
            .toLowerCase()
            .includes(slot.title.toLowerCase())
        );
      }),
  );
  return notAsked.length > 0 ? [`the booking of ${names(notAsked)} was never put to the person`] : [];
}

function cancelledBy(task: EvalTask): string[] {
  return (task.expect.changes ?? []).filter((change) => change.startsWith('-')).map((change) => change.slice(1));
}

/** A cancellation is named by title and start; its length does not matter here. */
function sameStart(first: Slot, second: Slot): boolean {
  return first.start === second.start && first.title.toLowerCase() === second.title.toLowerCase();
}

function names(slots: readonly Slot[]): string {
  return slots.map((slot) => `${slot.start} "${slot.title}"`).join(', ') || 'nothing';
}
