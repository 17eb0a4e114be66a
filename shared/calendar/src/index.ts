/**
 * `@scheduling-agent/calendar`: appointments in a JSON file a person can read, with the booking rules (no overlaps,
 * not in the past, working hours), nearby free times, atomic writes and a lock so several processes can share it.
 * Start with {@link openCalendar}.
 */

export { type AppendLock, openAppendLock } from './append-lock.ts';
export { type CalendarOptions, DEFAULT_DURATION_MINUTES, namesAppointment, openCalendar } from './calendar.ts';
export {
  CALENDAR_FILE_VERSION,
  type DoneRequest,
  IDEMPOTENCY_KEY,
  MAX_DONE_REQUESTS,
  parseCalendarFile,
  serializeCalendar,
} from './calendar-file.ts';
export { calendarFileFrom, DEFAULT_CALENDAR_FILE } from './default-file.ts';
export {
  CalendarConfigError,
  CalendarFileError,
  type CalendarFileProblem,
  CalendarLockError,
  type LockHolderInfo,
} from './errors.ts';
export { readRegularFile } from './file-target.ts';
export { describeAppointment, describeDateTime, describeTimeRange } from './format.ts';
export { type LockLease, type LockOptions, lockFileOf, withFileLock } from './lock.ts';
export { openAndReadCalendar } from './open-and-read.ts';
export { MAX_DURATION_MINUTES, MAX_TITLE_LENGTH } from './rules.ts';
export { LockLostError, readCalendarContents, writeFileAtomically } from './store.ts';
export { type OwnedFile, trustAdvice, untrustedBecause } from './trusted-file.ts';
export type {
  Appointment,
  BookingFailureReason,
  BookRequest,
  BookResult,
  Calendar,
  CancelFailureReason,
  CancelRequest,
  CancelResult,
  CheckResult,
  ExpectedAppointment,
  FindRequest,
  FindResult,
  ListRequest,
  ListResult,
  WorkingHours,
} from './types.ts';
export { DEFAULT_WORKING_HOURS } from './working-hours.ts';
