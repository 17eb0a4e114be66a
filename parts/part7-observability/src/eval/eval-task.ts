// #region eval-task
/**
 * One task of the eval: the calendar it starts from, what the person says, how the person answers each approval
 * question, and what must be true afterwards. Every check reads what happened (the calendar file, the calls put to
 * the person), never only the words of the answer.
 */
export interface EvalTask {
  /** Short and unique, in kebab case: what `--json` and the table call it. */
  readonly id: string;
  readonly kind: TaskKind;
  /** One message, or several in one conversation (a question answered, then the request). */
  readonly say: string | readonly string[];
  /** The calendar before, as `Title@2026-11-24T10:00/30` (minutes); without it, {@link STANDARD_CALENDAR}. */
  readonly calendar?: readonly string[];
  /** How the person answers every approval question: `yes` (the default) or `no`. */
  readonly approvals?: 'yes' | 'no';
  readonly expect: Expectation;
}

/** What a task is about: every kind is graded by the same checks; `--only KIND` runs one kind. */
export type TaskKind = 'book' | 'move' | 'cancel' | 'question' | 'ask' | 'refuse';

/** What must be true when the task's last message has been answered. */
interface Expectation {
  /**
   * How the calendar changed: `+Title@2026-11-24T10:00/60` booked (length in minutes, 30 if left out),
   * `-Title@2026-11-24T14:00` cancelled. None: the calendar must be exactly as before.
   */
  readonly changes?: readonly string[];
  /**
   * The appointments whose cancellation must be put to the person, as `Title@start`, and no others. Left out: the
   * ones `changes` cancels (a task whose person says no lists here what was asked and kept).
   */
  readonly cancelAsked?: readonly string[];
  /**
   * Bookings that must be put to the person, as `Title@start` (a task whose person says no to one: nothing changes,
   * but the question must have been asked). Left out, bookings asked are not checked.
   */
  readonly bookingAsked?: readonly string[];
  /** What the answer must state, each found without regard to case; a time `HH:MM` may also be said as `2pm`. */
  readonly mentions?: readonly string[];
  /** The answer must put a question back to the person (it could not act on the request as said). */
  readonly asksBack?: boolean;
}
// #endregion eval-task

/** An appointment as the eval compares them: title (may be empty), start and end, local wall-clock `YYYY-MM-DDTHH:MM`. */
export interface Slot {
  readonly title: string;
  readonly start: string;
  readonly end: string;
}

/**
 * The calendar most tasks start from, on the eval's Monday (23 November 2026, 08:30 in London): two appointments at
 * nearby times, two with one title on different days, and a title that shares a word with another.
 */
export const STANDARD_CALENDAR: readonly string[] = [
  'Standup@2026-11-23T09:30/15',
  'Lunch with Sam@2026-11-23T12:30/60',
  'Team meeting@2026-11-24T10:00/60',
  'Dentist@2026-11-24T14:00/30',
  'Haircut@2026-11-24T16:00/30',
  'Meeting@2026-11-25T13:30/60',
  'Call with Alex@2026-11-26T11:00/30',
  'Dentist@2026-11-27T09:00/30',
];

/** `Title@2026-11-24T10:00/30` as a slot; throws, naming the text, when it is not that shape. */
export function parseSlot(text: string): Slot {
  const match = /^(.*)@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?:\/(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not an appointment of the form Title@2026-11-24T10:00/30: "${text}"`);
  const [, title = '', start = ''] = match;
  return { title, start, end: addMinutes(start, Number(match[3] ?? 30)) };
}

/** The calendar a task expects afterwards: `before` with its changes made. Throws on a change that cannot be made. */
export function expectedAfter(before: readonly Slot[], changes: readonly string[] = []): Slot[] {
  let slots = [...before];
  for (const change of changes) {
    const slot = parseSlot(change.slice(1));
    if (change.startsWith('+')) {
      slots.push(slot);
      continue;
    }
    if (!change.startsWith('-')) throw new Error(`A change starts with + or -: "${change}"`);
    const index = slots.findIndex((other) => other.start === slot.start && sameTitle(other.title, slot.title));
    if (index < 0) throw new Error(`The task cancels something its calendar does not have: "${change}"`);
    slots = slots.filter((_, other) => other !== index);
  }
  return slots;
}

/** The calendar as one comparable string: sorted, titles compared without regard to case. */
export function canonical(slots: readonly Slot[]): string {
  return slots
    .map((slot) => `${slot.start}–${slot.end} ${slot.title.toLowerCase()}`)
    .sort()
    .join('; ');
}

/** True when both name one appointment: the same start, end and title (case aside). */
export function sameSlot(first: Slot, second: Slot): boolean {
  return first.start === second.start && first.end === second.end && sameTitle(first.title, second.title);
}

function sameTitle(first: string, second: string): boolean {
  return first.toLowerCase() === second.toLowerCase();
}

function addMinutes(start: string, minutes: number): string {
  return new Date(Date.parse(`${start}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}
