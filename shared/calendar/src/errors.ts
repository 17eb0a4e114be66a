import { hostname } from 'node:os';
import { quoteText, showPath } from './untrusted-text.ts';

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

/** Who a lock file names, as far as a waiting process could read it. */
export interface LockHolderInfo {
  readonly pid: number;
  readonly host: string;
}

function describeHolder(lockFile: string, holder: LockHolderInfo | 'unknown' | undefined): string {
  const lock = showPath(lockFile);
  if (holder === undefined) return `another process: try again`;
  if (holder === 'unknown') {
    return `a lock file that names no process (${lock}): delete it if no program is using the calendar`;
  }
  if (holder.host !== hostname()) {
    return `process ${holder.pid} on host ${quoteText(holder.host)}: try again, or delete ${lock} if no program on that host is using the calendar`;
  }
  return `process ${holder.pid}, which is still running: try again when it is done, or delete ${lock} if that process is not a program using the calendar`;
}

/**
 * Another process held the calendar's lock for longer than we were willing to wait. A running holder is waited
 * for however long it takes, so this names it and says when deleting the lock by hand is safe.
 */
export class CalendarLockError extends CalendarFileError {
  override readonly name = 'CalendarLockError';
  readonly lockFile: string;
  /** The process id written in the lock, when it could be read. */
  readonly holderPid?: number;
  /** The host written in the lock, when it could be read. */
  readonly holderHost?: string;

  constructor(file: string, lockFile: string, waitedMs: number, holder?: LockHolderInfo | 'unknown') {
    super(
      'locked',
      file,
      `Calendar file ${showPath(file)} is locked (waited ${Math.round(waitedMs / 1000)} s) by ${describeHolder(lockFile, holder)}. The calendar was not changed.`,
    );
    this.lockFile = lockFile;
    if (typeof holder === 'object') {
      this.holderPid = holder.pid;
      this.holderHost = holder.host;
    }
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
