import { isKnownTimeZone, timeZoneFromEnv } from './time-zone.ts';

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

/** The machine's time zone, from `TZ` or the system (see {@link timeZoneFromEnv}); throws if `TZ` is unusable. */
export function localTimeZone(): string {
  return timeZoneFromEnv().timeZone;
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
  if (!isKnownTimeZone(timeZone)) {
    throw new RangeError(
      `Unknown time zone ${JSON.stringify(timeZone)}: use an IANA name such as Europe/Berlin or UTC.`,
    );
  }
}

/** Where a time-zone notice goes unless the caller says otherwise: one line on stderr, before the program starts. */
function printNotice(notice: string): void {
  process.stderr.write(`note: ${notice}\n`);
}

/**
 * The clock a program should use: pinned to the instant in `AGENT_NOW` when it is set (reproducible transcripts and
 * end-to-end tests), otherwise the system clock. Either way in the zone `TZ` names (see {@link timeZoneFromEnv});
 * when that is not `TZ` as written, `onNotice` hears which zone is used and why (by default, one line on stderr).
 */
export function clockFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  onNotice: (notice: string) => void = printNotice,
): Clock {
  const { timeZone, notice } = timeZoneFromEnv(env);
  const pinned = env.AGENT_NOW;
  if (pinned && Number.isNaN(new Date(pinned).getTime())) {
    const shown = JSON.stringify(pinned.length > 40 ? `${pinned.slice(0, 40)}…` : pinned);
    throw new RangeError(`AGENT_NOW must be an ISO instant such as 2026-11-23T08:30:00Z (got ${shown}).`);
  }
  if (notice !== undefined) onNotice(notice);
  return pinned ? fixedClock(pinned, timeZone) : systemClock(timeZone);
}
