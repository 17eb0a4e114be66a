/**
 * One request of the stand-in's corpus: the clock and calendar it starts from, what the person types (one message, or
 * several in one conversation), and what the calendar must be afterwards.
 */
export interface CorpusCase {
  /** Which pinned day and calendar it starts from; see `CLOCKS` in `calendars.ts`. */
  readonly on: ClockName;
  readonly say: string | readonly string[];
  /**
   * `same` when the calendar must not change (a question, or a request the stand-in should ask about or decline), else
   * the changes: `+Title@2026-11-24T10:00/60` books (the title may be empty, the length defaults to 30), and
   * `-Title@2026-11-24T14:00` cancels the appointment with that title at that start.
   */
  readonly expect: 'same' | readonly string[];
  /**
   * What the last answer must say, each compared without regard to case (`'Dentist'`, `'10:00'`): a question answered
   * with something beside the point is not `right`, however polite.
   */
  readonly mentions?: readonly string[];
  /**
   * What the last answer must not say, compared without regard to case: a reading that is not so ('12:00' for
   * midnight, '18 December' for "the 18th" just gone). An answer that says it is `wrong`, however careful the rest.
   */
  readonly never?: readonly string[];
}

/** The pinned days the corpus runs on. */
export type ClockName =
  | 'monday'
  | 'friday'
  | 'month-end'
  | 'year-end'
  | 'outside'
  | 'outside-3'
  | 'outside-7'
  | 'sunday'
  | 'january';

/** A short way to write a case: `c('monday', 'book …', '+Dentist@2026-11-24T10:00')`. */
export function c(on: ClockName, say: string | readonly string[], ...expect: readonly string[]): CorpusCase {
  return { on, say, expect: expect.length === 0 || (expect.length === 1 && expect[0] === 'same') ? 'same' : expect };
}

/**
 * A question that must change nothing and whose answer must mention each of `mentions`:
 * `q('monday', 'when is my first appointment tomorrow?', 'Dentist', '10:00')`.
 */
export function q(on: ClockName, say: string | readonly string[], ...mentions: readonly string[]): CorpusCase {
  return { on, say, expect: 'same', mentions };
}

/** An appointment as the corpus compares them: its title (may be empty), start and end. */
export interface Slot {
  readonly title: string;
  readonly start: string;
  readonly end: string;
}

/** The calendar a case expects afterwards: `before` with the case's changes applied. Throws on a malformed change. */
export function expectedAfter(before: readonly Slot[], expect: CorpusCase['expect']): Slot[] {
  if (expect === 'same') return [...before];
  let slots = [...before];
  for (const change of expect) {
    const match = /^([+-])(.*)@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?:\/(\d+))?$/.exec(change);
    if (!match) throw new Error(`Malformed change in the corpus: ${change}`);
    const [, sign, title, start] = match as unknown as [string, string, string, string];
    if (sign === '+') {
      slots.push({ title, start: start, end: addMinutes(start, Number(match[4] ?? 30)) });
      continue;
    }
    const index = slots.findIndex((slot) => slot.start === start && sameTitle(slot.title, title));
    if (index < 0) throw new Error(`The corpus cancels something that is not in the calendar: ${change}`);
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

function sameTitle(first: string, second: string): boolean {
  return first.toLowerCase() === second.toLowerCase();
}

function addMinutes(start: string, minutes: number): string {
  return new Date(Date.parse(`${start}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}
