/** One booked appointment, exactly as it is stored in the calendar file. */
export interface Appointment {
  /** Short and readable: `apt_` and six base-36 characters, e.g. `apt_x1y2z3`. */
  readonly id: string;
  /** Local wall-clock start, `2026-11-23T10:00`, in the calendar clock's time zone. */
  readonly start: string;
  /** Local wall-clock end (exclusive), `2026-11-23T10:30`. */
  readonly end: string;
  /** What it is for, e.g. `Dentist`; absent when none was given. */
  readonly title?: string;
  /** When it was booked: an ISO instant such as `2026-11-20T08:15:00.000Z`. */
  readonly createdAt: string;
}

/**
 * When appointments may be booked. `days` are weekday numbers (0 Sunday to 6 Saturday); `start` and `end` are
 * `HH:MM` times of day (`end` may be `24:00`). An appointment must start and end inside them on the same day.
 */
export interface WorkingHours {
  readonly days: readonly number[];
  readonly start: string;
  readonly end: string;
}

/** Why a time cannot be booked. Each one comes with a `message` that says what to do instead. */
export type BookingFailureReason =
  | 'invalid-start'
  | 'invalid-duration'
  | 'invalid-title'
  | 'past'
  | 'outside-working-hours'
  | 'busy'
  | 'key-reused';

/** The answer to {@link Calendar.check}: whether a time is free, and if not, why and what is free nearby. */
export interface CheckResult {
  readonly available: boolean;
  /** The start as understood (`2026-11-23T10:00`), or the text as given when it could not be read. */
  readonly start: string;
  /** The end (`2026-11-23T10:30`), or null when the start or duration could not be read. */
  readonly end: string | null;
  /** Present only when `available` is false. */
  readonly reason?: BookingFailureReason;
  /** One or two sentences for a person or a model. */
  readonly message: string;
  /** Booked appointments that overlap the requested time. */
  readonly conflicts: Appointment[];
  /** Up to three free start times of the same duration, nearest first; empty when the time is available. */
  readonly suggestions: string[];
}

/** What {@link Calendar.book} takes. `durationMinutes` defaults to the calendar's default (30). */
export interface BookRequest {
  readonly start: string;
  readonly durationMinutes?: number;
  readonly title?: string;
  /**
   * Names this request, so that sending it again (after a crash, a lost answer) finds the booking it made instead of
   * making a second one. The calendar keeps it with the booking (see `DoneRequest`).
   */
  readonly idempotencyKey?: string;
}

/** The outcome of {@link Calendar.book}: the new appointment, or why not and what is free instead. */
export type BookResult =
  | {
      readonly ok: true;
      readonly appointment: Appointment;
      readonly message: string;
      /** True when the idempotency key had been seen: this is the booking the earlier request made. */
      readonly replayed?: true;
    }
  | {
      readonly ok: false;
      readonly reason: BookingFailureReason;
      readonly message: string;
      readonly conflicts: Appointment[];
      readonly suggestions: string[];
    };

/**
 * What {@link Calendar.cancel} takes: an appointment id, or the exact time an appointment starts. With `expect` (what
 * a person was asked about), the appointment is cancelled only if it still has that start, end and title.
 */
export type CancelRequest =
  | { readonly id: string; readonly expect?: ExpectedAppointment; readonly idempotencyKey?: string }
  | { readonly start: string; readonly expect?: ExpectedAppointment; readonly idempotencyKey?: string };

/** What an appointment must still be for a cancel to go ahead: the start, end and title a person was shown. */
export type ExpectedAppointment = Pick<Appointment, 'start' | 'end' | 'title'>;

/**
 * Why an appointment could not be cancelled (or found, by {@link Calendar.find}); `changed` means it is no longer what
 * the person was shown, `mismatch` that the request gave an id and a start that name different times.
 */
export type CancelFailureReason =
  | 'invalid-request'
  | 'invalid-start'
  | 'not-found'
  | 'ambiguous'
  | 'mismatch'
  | 'past'
  | 'changed'
  | 'key-reused';

/**
 * The outcome of {@link Calendar.cancel}. On failure, `candidates` lists appointments the request may have meant
 * (those covering the given time, or several starting at it) so the caller can retry with an id.
 */
export type CancelResult =
  | {
      readonly ok: true;
      readonly appointment: Appointment;
      readonly message: string;
      /** True when the idempotency key had been seen: the earlier request cancelled it. */
      readonly replayed?: true;
    }
  | {
      readonly ok: false;
      readonly reason: CancelFailureReason;
      readonly message: string;
      readonly candidates: Appointment[];
    };

/** What {@link Calendar.find} takes: an id, an exact start, or both (then they must name the same appointment). */
export interface FindRequest {
  readonly id?: string | undefined;
  readonly start?: string | undefined;
}

/**
 * The outcome of {@link Calendar.find}: the one appointment a cancel would remove, or the very refusal
 * {@link Calendar.cancel} would give, so a caller that looks before it asks refuses in the calendar's own words.
 */
export type FindResult =
  | { readonly ok: true; readonly appointment: Appointment }
  | Extract<CancelResult, { readonly ok: false }>;

/** What {@link Calendar.list} takes: days as `YYYY-MM-DD`, `to` inclusive and defaulting to `from`. */
export interface ListRequest {
  readonly from: string;
  readonly to?: string;
}

/** The outcome of {@link Calendar.list}: the appointments that overlap the days, by start time. */
export type ListResult =
  | { readonly ok: true; readonly from: string; readonly to: string; readonly appointments: Appointment[] }
  | { readonly ok: false; readonly reason: 'invalid-date' | 'invalid-range'; readonly message: string };

/**
 * A calendar backed by one JSON file. Every call reads the file afresh, so several processes can share it;
 * `book` and `cancel` hold a lock while they read, change and write it.
 */
export interface Calendar {
  /** The absolute path of the calendar file. */
  readonly file: string;
  readonly workingHours: WorkingHours;
  readonly defaultDurationMinutes: number;
  /** Whether `start` (for `durationMinutes`) could be booked now, and if not, why and what is free nearby. */
  check(start: string, durationMinutes?: number): Promise<CheckResult>;
  /** Books the time if every rule allows it; otherwise returns why not, without changing the file. */
  book(request: BookRequest): Promise<BookResult>;
  /** Cancels by id, or by the exact start time of an appointment. */
  cancel(request: CancelRequest): Promise<CancelResult>;
  /**
   * The appointment `cancel` would remove for this request, found by the same rules, without changing anything: for
   * a caller that asks the person first. Until the cancel (which looks again under the lock), it is only a look.
   */
  find(request: FindRequest): Promise<FindResult>;
  /** The appointments overlapping the given days, sorted by start. */
  list(request: ListRequest): Promise<ListResult>;
  /** The appointment with this id, if there is one. */
  get(id: string): Promise<Appointment | undefined>;
  /** What an earlier request with this idempotency key did, if the calendar still remembers it. */
  earlier(idempotencyKey: string): Promise<{ action: 'book' | 'cancel'; appointment: Appointment } | undefined>;
}
