/**
 * Where "now" comes from. Everything that needs the current date takes a `Clock`, so tests and the offline model can
 * pin time and time zone instead of depending on the machine.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The IANA time zone that wall-clock times are read in, e.g. `Europe/Berlin`. */
  readonly timeZone: string;
}

/** The machine's time zone as Node sees it (it honours `TZ`). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The real clock, in the given time zone (default: the machine's, so `TZ` is respected). */
export function systemClock(timeZone: string = localTimeZone()): Clock {
  assertTimeZone(timeZone);
  return { now: () => new Date(), timeZone };
}

/** A clock stopped at one instant, for tests and reproducible transcripts. */
export function fixedClock(instant: string | Date, timeZone = 'UTC'): Clock {
  assertTimeZone(timeZone);
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new RangeError(`fixedClock: not a valid instant: ${String(instant)}`);
  return { now: () => new Date(at), timeZone };
}

function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}": use an IANA name such as Europe/Berlin or UTC.`);
  }
}

/**
 * The clock a program should use: pinned to the instant in `AGENT_NOW` when it is set (reproducible transcripts and
 * end-to-end tests), otherwise the system clock. Either way in the machine's time zone, so `TZ` is respected.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  const pinned = env.AGENT_NOW;
  if (!pinned) return systemClock();
  if (Number.isNaN(new Date(pinned).getTime())) {
    throw new RangeError(`AGENT_NOW must be an ISO instant such as 2026-11-23T08:30:00Z (got "${pinned}").`);
  }
  return fixedClock(pinned, localTimeZone());
}
