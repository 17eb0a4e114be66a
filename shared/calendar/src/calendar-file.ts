import { CalendarFileError } from './errors.ts';
import { formatMinutes } from './format.ts';
import { jsonErrorLine } from './json-error-line.ts';
import { isViolation, parseStart } from './rules.ts';
import type { Appointment } from './types.ts';
import { quoteText, showPath } from './untrusted-text.ts';

/** The only file format this code reads and writes. A file with another version is refused, never rewritten. */
export const CALENDAR_FILE_VERSION = 1;

const NOT_CHANGED = 'it was not changed.';
const TOP_LEVEL_KEYS = new Set(['version', 'idsIssued', 'appointments', 'done']);
const DONE_KEYS = new Set(['key', 'action', 'appointment']);

/** The most requests a calendar remembers by key: a replay comes minutes after its first try, not thousands later. */
export const MAX_DONE_REQUESTS = 500;

/** What an idempotency key may be: printable ASCII without spaces, short enough to store with every booking. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const APPOINTMENT_KEYS = new Set(['id', 'start', 'end', 'title', 'createdAt']);

/** Appointments by start time, then id, so the file and every list read in time order. */
function sortAppointments(appointments: readonly Appointment[]): Appointment[] {
  return [...appointments].sort((first, second) =>
    first.start === second.start ? first.id.localeCompare(second.id) : first.start.localeCompare(second.start),
  );
}

/**
 * What a calendar file holds: the appointments, and how many ids it has handed out. New ids are derived from that
 * count, which only grows, so an id is never handed out twice, even after its appointment is cancelled and the same
 * time is booked again at the same (pinned) instant.
 */
export interface CalendarContents {
  readonly appointments: Appointment[];
  readonly idsIssued: number;
  /** The requests carried out with an idempotency key, oldest first, so a repeated one finds what it did. */
  readonly done?: DoneRequest[];
}

// #region done-request
/**
 * A booking or cancellation made with an idempotency key, as the file keeps it (`"done": [...]`, the newest
 * {@link MAX_DONE_REQUESTS}). A request that comes again with the same key is answered from here instead of being
 * carried out twice: a replayed booking finds its own earlier booking, not a clash with it.
 */
export interface DoneRequest {
  readonly key: string;
  readonly action: 'book' | 'cancel';
  readonly appointment: Appointment;
}
// #endregion done-request

/**
 * The file's text: pretty-printed JSON a person can read and edit, sorted by start, ending in a newline. The count
 * of ids handed out is written once there is one.
 */
export function serializeCalendar(
  appointments: readonly Appointment[],
  idsIssued = 0,
  done: readonly DoneRequest[] = [],
): string {
  const entries = sortAppointments(appointments).map(plainAppointment);
  const count = idsIssued > 0 ? { idsIssued } : {};
  const requests =
    done.length > 0
      ? {
          done: done
            .slice(-MAX_DONE_REQUESTS)
            .map(({ key, action, appointment }) => ({ key, action, appointment: plainAppointment(appointment) })),
        }
      : {};
  return `${JSON.stringify({ version: CALENDAR_FILE_VERSION, ...count, appointments: entries, ...requests }, null, 2)}\n`;
}

function plainAppointment({ id, start, end, title, createdAt }: Appointment): Appointment {
  return title === undefined ? { id, start, end, createdAt } : { id, start, end, title, createdAt };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one entry and returns it with its times written the standard way; a string says what is wrong. */
function readAppointment(entry: unknown): Appointment | string {
  if (!isRecord(entry)) return 'it is not an object';
  const unknown = Object.keys(entry).find((key) => !APPOINTMENT_KEYS.has(key));
  if (unknown !== undefined) return `it has a field ${quoteText(unknown)} that appointments do not have`;
  const { id, start, end, title, createdAt } = entry;
  if (typeof id !== 'string' || !/^\S{1,64}$/.test(id)) return '"id" must be a short text without spaces';
  const from = parseStart(start);
  const to = parseStart(end);
  if (isViolation(from)) return `"start" must be a date and time like 2026-11-23T10:00`;
  if (isViolation(to)) return `"end" must be a date and time like 2026-11-23T10:30`;
  if (to <= from) return '"end" must be after "start"';
  if (title !== undefined && typeof title !== 'string') return '"title" must be text';
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) {
    return '"createdAt" must be an ISO instant like 2026-11-20T08:15:00.000Z';
  }
  const times = { id, start: formatMinutes(from), end: formatMinutes(to) };
  return title === undefined ? { ...times, createdAt } : { ...times, title, createdAt };
}

function readAppointments(list: unknown[], file: string): Appointment[] {
  const seen = new Set<string>();
  return list.map((entry, index) => {
    const result = readAppointment(entry);
    const problem = typeof result === 'string' ? result : seen.has(result.id) ? 'its id is used twice' : null;
    if (problem !== null) {
      const id = isRecord(entry) && typeof entry.id === 'string' ? ` (id ${quoteText(entry.id)})` : '';
      throw new CalendarFileError(
        'bad-appointment',
        file,
        `Calendar file ${showPath(file)} has a bad appointment at appointments[${index}]${id}: ${problem}. Fix or remove that entry; ${NOT_CHANGED}`,
      );
    }
    seen.add((result as Appointment).id);
    return result as Appointment;
  });
}

/**
 * Reads the text of a calendar file into appointments sorted by start. Anything damaged or foreign (not JSON, another
 * shape or version, a bad entry) throws a {@link CalendarFileError} that names the file and the fix.
 */
export function parseCalendarFile(text: string, file: string): Appointment[] {
  return parseCalendarContents(text, file).appointments;
}

/** As {@link parseCalendarFile}, with the count of ids handed out (0 for a file that does not say). */
export function parseCalendarContents(text: string, file: string): CalendarContents {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') {
    throw new CalendarFileError(
      'empty',
      file,
      `Calendar file ${showPath(file)} is empty: delete it to start an empty calendar, or restore it from a backup; ${NOT_CHANGED}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new CalendarFileError(
      'not-json',
      file,
      `Calendar file ${showPath(file)} is not valid JSON (line ${jsonErrorLine(content, error)}): fix or move it; ${NOT_CHANGED}`,
      { cause: error },
    );
  }
  if (isRecord(data) && typeof data.version === 'number' && data.version !== CALENDAR_FILE_VERSION) {
    throw new CalendarFileError(
      'unknown-version',
      file,
      `Calendar file ${showPath(file)} has version ${data.version}, but this program reads version ${CALENDAR_FILE_VERSION}: use a program that knows it, or choose another file; ${NOT_CHANGED}`,
    );
  }
  const extra = isRecord(data) ? Object.keys(data).find((key) => !TOP_LEVEL_KEYS.has(key)) : undefined;
  if (!isRecord(data) || data.version !== CALENDAR_FILE_VERSION || !Array.isArray(data.appointments) || extra) {
    throw new CalendarFileError(
      'not-a-calendar',
      file,
      `Calendar file ${showPath(file)} is not a calendar (expected {"version": 1, "appointments": [...]}${extra ? `, and nothing like ${quoteText(extra)}` : ''}): fix or move it, or choose another file; ${NOT_CHANGED}`,
    );
  }
  const { idsIssued = 0 } = data;
  if (typeof idsIssued !== 'number' || !Number.isSafeInteger(idsIssued) || idsIssued < 0) {
    throw new CalendarFileError(
      'not-a-calendar',
      file,
      `Calendar file ${showPath(file)} has "idsIssued" ${quoteText(JSON.stringify(idsIssued) ?? '')}, which must be a whole number of 0 or more: fix or remove it; ${NOT_CHANGED}`,
    );
  }
  const appointments = sortAppointments(readAppointments(data.appointments, file));
  return data.done === undefined
    ? { appointments, idsIssued }
    : { appointments, idsIssued, done: readDone(data.done, file) };
}

/** The `done` list: anything malformed is refused like a bad appointment, and nothing is changed. */
function readDone(list: unknown, file: string): DoneRequest[] {
  const refuse = (where: string, problem: string) =>
    new CalendarFileError(
      'not-a-calendar',
      file,
      `Calendar file ${showPath(file)} has a bad ${where}: ${problem}. Fix or remove it; ${NOT_CHANGED}`,
    );
  if (!Array.isArray(list)) throw refuse('"done"', 'it must be a list');
  return list.map((entry, index) => {
    const where = `done[${index}]`;
    if (!isRecord(entry) || Object.keys(entry).some((key) => !DONE_KEYS.has(key)))
      throw refuse(where, 'it must be {"key", "action", "appointment"}');
    const { key, action, appointment } = entry;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw refuse(where, '"key" must be a short text');
    if (action !== 'book' && action !== 'cancel') throw refuse(where, '"action" must be "book" or "cancel"');
    const read = readAppointment(appointment);
    if (typeof read === 'string') throw refuse(where, read);
    return { key, action, appointment: read };
  });
}
