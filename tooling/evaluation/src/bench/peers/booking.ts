import type { BookRequest, Calendar, CheckResult } from '@scheduling-agent/calendar';

/** What the person asks at every turn of the benchmark's conversation. */
export const BOOKING_REQUEST = 'book a dentist appointment tomorrow at 10am';
/** The time every turn checks and books, and its title. */
export const BOOKING_START = '2026-11-24T10:00';
export const BOOKING_TITLE = 'Dentist';
/** The model's last word in every turn. */
export const BOOKING_ANSWER = 'Booked: Dentist on Tuesday 24 November at 10:00.';

/** The three model calls of one booking: check the time, book it, answer. */
type BookingStep = 'check' | 'book' | 'answer';
const STEPS: readonly BookingStep[] = ['check', 'book', 'answer'];

/** The step a scripted model plays at its `call`-th call (from 0): the booking's three steps, over and over. */
export function bookingStepAt(call: number): BookingStep {
  return STEPS[call % STEPS.length]!;
}

/** What `checkAvailability` answers in every loop measured: free, as a small calendar would say. */
export const CHECK_RESULT: CheckResult = {
  available: true,
  start: BOOKING_START,
  end: '2026-11-24T10:30',
  message: 'Tuesday 24 November 10:00–10:30 is free.',
  conflicts: [],
  suggestions: [],
};

/** What a booking answers in every loop measured. */
export const BOOK_RESULT = {
  ok: true as const,
  appointment: {
    id: 'apt_000001',
    start: BOOKING_START,
    end: '2026-11-24T10:30',
    title: BOOKING_TITLE,
    createdAt: '2026-11-23T08:30:00.000Z',
  },
  message: 'Booked Dentist on Tuesday 24 November 10:00–10:30.',
};

/** Counts the bookings a loop's tools made, so a turn can prove it booked. */
export interface BookingCounter {
  bookings: number;
}

/**
 * A calendar that answers at once with {@link CHECK_RESULT} and {@link BOOK_RESULT} and counts bookings: the tools'
 * own work is as trivial in our parts as in the peers' loops, so what is measured is the loop.
 */
export function trivialCalendar(counter: BookingCounter): Calendar {
  const refuse = () => Promise.reject(new Error('not used by the booking benchmark'));
  return {
    file: '/dev/null',
    workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    defaultDurationMinutes: 30,
    check: async (_start: string) => CHECK_RESULT,
    book: async (_request: BookRequest) => {
      counter.bookings += 1;
      return BOOK_RESULT;
    },
    cancel: refuse,
    find: refuse,
    list: refuse,
    get: async () => undefined,
    earlier: async () => undefined,
  };
}

/** How one turn of the booking went: model calls made, bookings made, and the last text. */
interface BookingTurn {
  readonly steps: number;
  readonly bookings: number;
  readonly answer: string;
}

/**
 * One agent loop holding one conversation: each {@link BookingConversation.send} is a turn of the three-step
 * booking, on top of every earlier turn's history.
 */
export interface BookingConversation {
  readonly name: string;
  send(): Promise<BookingTurn>;
  /** Forgets the conversation, so the next turn is a first turn again, on a loop already set up and warm. */
  reset(): void | Promise<void>;
  close(): Promise<void>;
}

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };

/** A copy of one of our `as const` tool schemas that the peers' types accept (they want mutable arrays). */
export function mutableSchema<T>(schema: T): Mutable<T> {
  return structuredClone(schema) as Mutable<T>;
}
