import { resolve } from 'node:path';
import { type Clock, localNow, toMinutes } from '@scheduling-agent/clock';
import { type DoneRequest, IDEMPOTENCY_KEY } from './calendar-file.ts';
import { chooseAppointmentToCancel } from './cancel.ts';
import { CalendarConfigError } from './errors.ts';
import { type EvaluationContext, evaluateSlot } from './evaluate.ts';
import { resolveTarget } from './file-target.ts';
import { describeAppointment } from './format.ts';
import { newAppointmentId } from './ids.ts';
import { selectDays } from './list.ts';
import { type LockOptions, withFileLock } from './lock.ts';
import { isViolation, MAX_DURATION_MINUTES, normalizeTitle, parseDuration, parseStart, slotOf } from './rules.ts';
import { readCalendar, readCalendarContents, writeCalendar } from './store.ts';
import type {
  Appointment,
  BookRequest,
  BookResult,
  Calendar,
  CancelRequest,
  CancelResult,
  WorkingHours,
} from './types.ts';
import { type OpeningTimes, resolveWorkingHours } from './working-hours.ts';

/** How to open a calendar: where its file is, what time it is, and the house rules. */
export interface CalendarOptions {
  /** The JSON file; created (with its directory) on the first booking. Relative paths are resolved now. */
  readonly file: string;
  /** Where "now" and the time zone come from; use `fixedClock` in tests. */
  readonly clock: Clock;
  /** Defaults to Monday–Friday 09:00–17:00; give only the parts that differ. */
  readonly workingHours?: Partial<WorkingHours>;
  /** Used when a request gives no duration. Default 30. */
  readonly defaultDurationMinutes?: number;
  /** How long to wait for another process's lock. */
  readonly lock?: LockOptions;
}

/** The default appointment length, in minutes. */
export const DEFAULT_DURATION_MINUTES = 30;

function checkDefaultDuration(minutes: number): number {
  if (Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_DURATION_MINUTES) return minutes;
  throw new CalendarConfigError(
    'defaultDurationMinutes',
    `defaultDurationMinutes must be a whole number of minutes from 1 to ${MAX_DURATION_MINUTES}; got ${minutes}.`,
  );
}

/** What every operation needs: the resolved file, the clock, and the checked house rules. */
interface Setup {
  readonly file: string;
  readonly clock: Clock;
  readonly times: OpeningTimes;
  readonly defaultDurationMinutes: number;
  readonly lock: LockOptions | undefined;
}

/** Now on the calendar's wall clock, in minutes (see `toMinutes`). */
function nowOf(setup: Setup): number {
  return toMinutes(localNow(setup.clock));
}

function contextOf(setup: Setup, appointments: readonly Appointment[]): EvaluationContext {
  const { times, defaultDurationMinutes } = setup;
  return { appointments, now: nowOf(setup), times, defaultDurationMinutes };
}

/**
 * Checks the title first (no lock needed), then re-reads, re-checks and writes under the lock. A symbolic link is
 * followed first, so the lock and the write are the target's.
 */
async function book(setup: Setup, request: BookRequest): Promise<BookResult> {
  const { start, durationMinutes, title: rawTitle, idempotencyKey: key } = request ?? {};
  const title = normalizeTitle(rawTitle);
  if (isViolation(title)) return { ok: false, ...title, conflicts: [], suggestions: [] };
  const file = await resolveTarget(setup.file);
  return withFileLock(
    file,
    async (lease) => {
      const { appointments, idsIssued, done = [] } = await readCalendarContents(file);
      const earlier = findDone(done, key, 'book');
      if (earlier && !sameBooking(setup, { start, durationMinutes, title }, earlier.appointment)) {
        return { ok: false, ...keyReused(earlier), conflicts: [], suggestions: [] };
      }
      if (earlier) {
        const message = `Already booked ${describeAppointment(earlier.appointment)} (this request was carried out before).`;
        return { ok: true, appointment: earlier.appointment, message, replayed: true };
      }
      const result = evaluateSlot(start, durationMinutes, contextOf(setup, appointments));
      if (!result.available || result.end === null) {
        const { reason, message, conflicts, suggestions } = result;
        return { ok: false, reason: reason!, message, conflicts, suggestions };
      }
      const createdAt = setup.clock.now().toISOString();
      const taken = new Set(appointments.map((existing) => existing.id));
      const issued = newAppointmentId(taken, `${result.start}|${createdAt}`, idsIssued);
      const appointment: Appointment = {
        id: issued.id,
        start: result.start,
        end: result.end,
        ...(title === undefined ? {} : { title }),
        createdAt,
      };
      const remembered = key === undefined ? done : [...done, { key, action: 'book' as const, appointment }];
      await writeCalendar(file, [...appointments, appointment], lease, issued.idsIssued, remembered);
      return { ok: true, appointment, message: `Booked ${describeAppointment(appointment)}.` };
    },
    setup.lock,
  );
}

/**
 * Re-reads, chooses and removes under the lock. A request that names what the person was shown (`expect`) cancels
 * only if the appointment still has that start, end and title at this moment.
 */
async function cancel(setup: Setup, request: CancelRequest): Promise<CancelResult> {
  const file = await resolveTarget(setup.file);
  return withFileLock(
    file,
    async (lease) => {
      const { appointments, idsIssued, done = [] } = await readCalendarContents(file);
      const key = request?.idempotencyKey;
      const earlier = findDone(done, key, 'cancel');
      if (earlier && !namesAppointment(request, earlier.appointment)) {
        return { ok: false, ...keyReused(earlier), candidates: [] };
      }
      if (earlier) {
        const message = `Already cancelled ${describeAppointment(earlier.appointment)} (this request was carried out before).`;
        return { ok: true, appointment: earlier.appointment, message, replayed: true };
      }
      const choice = chooseAppointmentToCancel(request, appointments, nowOf(setup));
      if (!choice.ok) return choice;
      const { appointment } = choice;
      const kept = appointments.filter((existing) => existing !== appointment);
      const remembered = key === undefined ? done : [...done, { key, action: 'cancel' as const, appointment }];
      await writeCalendar(file, kept, lease, idsIssued, remembered);
      return { ok: true, appointment, message: `Cancelled ${describeAppointment(appointment)}.` };
    },
    setup.lock,
  );
}

/**
 * Opens the calendar stored in `options.file`. Nothing is read yet: every call reads the file afresh, so several
 * processes can share one calendar, and `book` and `cancel` change it under a lock with an atomic write. Throws
 * {@link CalendarConfigError} for unusable options; the calls throw `CalendarFileError` for a damaged file.
 */
export function openCalendar(options: CalendarOptions): Calendar {
  const times = resolveWorkingHours(options.workingHours);
  const setup: Setup = {
    file: resolve(options.file),
    clock: options.clock,
    times,
    defaultDurationMinutes: checkDefaultDuration(options.defaultDurationMinutes ?? DEFAULT_DURATION_MINUTES),
    lock: options.lock,
  };
  const read = async (): Promise<Appointment[]> => readCalendar(await resolveTarget(setup.file));
  return {
    file: setup.file,
    workingHours: times.hours,
    defaultDurationMinutes: setup.defaultDurationMinutes,
    check: async (start, durationMinutes) => evaluateSlot(start, durationMinutes, contextOf(setup, await read())),
    book: (request) => book(setup, request),
    cancel: (request) => cancel(setup, request),
    find: async (request) => chooseAppointmentToCancel(request, await read(), nowOf(setup)),
    list: async (request) => selectDays(request, await read()),
    get: async (id) => (await read()).find((appointment) => appointment.id === id),
    earlier: async (key) => {
      const { done = [] } = await readCalendarContents(await resolveTarget(setup.file));
      const found = done.findLast((request) => request.key === key);
      return found && { action: found.action, appointment: found.appointment };
    },
  };
}

// #region same-request
/**
 * Whether a booking request asks for what the earlier one under its key booked: the same start, length and title.
 * A key names one request, so the same key with other arguments is not a replay, and never gets the old answer.
 */
function sameBooking(
  setup: Setup,
  request: { start: unknown; durationMinutes: unknown; title: string | undefined },
  booked: Appointment,
): boolean {
  const start = parseStart(request.start);
  const duration = parseDuration(request.durationMinutes, setup.defaultDurationMinutes);
  const slot = slotOf(booked);
  return start === slot.start && duration === slot.end - slot.start && request.title === booked.title;
}

/** Whether a cancel request names the appointment the earlier one under its key cancelled: by its id, or its start. */
export function namesAppointment(request: unknown, cancelled: Appointment): boolean {
  const { id, start } = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>;
  if (id !== undefined && id !== cancelled.id) return false;
  return start === undefined || parseStart(start) === slotOf(cancelled).start;
}

/** The refusal of a key sent again with other arguments: nothing is done, and the caller learns why. */
function keyReused(earlier: DoneRequest): { reason: 'key-reused'; message: string } {
  const what = `${earlier.action === 'book' ? 'booked' : 'cancelled'} ${describeAppointment(earlier.appointment)}`;
  const message = `Nothing was done: this request's idempotency key was already used by a different request (it ${what}). A new request needs a new key.`;
  return { reason: 'key-reused', message };
}
// #endregion same-request

/**
 * The request already carried out under this key, if any. Looked up under the lock, before the rules: a replayed
 * booking must find its own booking, not be refused as a clash with it.
 */
function findDone(done: readonly DoneRequest[], key: string | undefined, action: DoneRequest['action']) {
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new TypeError('An idempotency key is 1 to 200 printable characters.');
  return done.findLast((request) => request.key === key && request.action === action);
}
