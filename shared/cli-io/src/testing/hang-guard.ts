/**
 * How long a test waits for one event (a line printed, a file written, a process gone) before it calls the wait a
 * hang, kills what it started and fails with what was printed. A guard, not a speed limit: on a busy machine an event
 * can take minutes, and tests hold there. Speed is measured, not asserted, by `npm run bench`.
 */
export const HANG_GUARD_MS = 5 * 60_000;
