/**
 * File and configuration failures: the few things that are not the caller's data but the machine's setup. Rule
 * violations (a busy slot, a time in the past) are never errors; they come back as results.
 */

/** What went wrong with the calendar file, for code that wants to react to one case. */
export type CalendarFileProblem =
  | 'unreadable'
  | 'empty'
  | 'not-json'
  | 'not-a-calendar'
  | 'unknown-version'
  | 'bad-appointment'
  | 'unwritable'
  | 'locked';

/**
 * The calendar file could not be read, is damaged or foreign, or could not be written. A file that was refused is
 * never changed; the message names the file and says how to fix it.
 */
export class CalendarFileError extends Error {
  override readonly name: string = 'CalendarFileError';
  readonly file: string;
  readonly problem: CalendarFileProblem;

  constructor(problem: CalendarFileProblem, file: string, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.problem = problem;
    this.file = file;
  }
}

/** Another process held the calendar's lock for longer than we were willing to wait. */
export class CalendarLockError extends CalendarFileError {
  override readonly name = 'CalendarLockError';
  readonly lockFile: string;
  /** The process id written in the lock, when it could be read. */
  readonly holderPid?: number;

  constructor(file: string, lockFile: string, waitedMs: number, holderPid?: number) {
    const holder = holderPid === undefined ? 'another process' : `process ${holderPid}`;
    super(
      'locked',
      file,
      `Calendar file ${file} is locked by ${holder} (waited ${Math.round(waitedMs / 1000)} s): ` +
        `try again, or delete ${lockFile} if that process is no longer running. The calendar was not changed.`,
    );
    this.lockFile = lockFile;
    if (holderPid !== undefined) this.holderPid = holderPid;
  }
}

/** `openCalendar` was given options it cannot use, such as working hours that end before they start. */
export class CalendarConfigError extends Error {
  override readonly name = 'CalendarConfigError';
  /** The option that is wrong, e.g. `workingHours.start`. */
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}
