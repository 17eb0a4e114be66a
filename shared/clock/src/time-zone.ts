/** The time zone a program runs in, and, when it is not simply the one asked for, a sentence saying why. */
export interface ChosenTimeZone {
  /** An IANA name `Intl` accepts, e.g. `Europe/Berlin`. */
  readonly timeZone: string;
  /** Set when `TZ` was not used as written: which zone is used instead, and how to choose another. */
  readonly notice?: string;
}

/** Whether `Intl` (and so every formatter here) accepts this zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Untrusted text for a message: control and bidi-override characters escaped, at most 40 characters. */
function quote(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(shown).replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** A POSIX rule with a fixed offset and no daylight saving, such as `<+0530>-5:30`, `IST-5:30` or `EST5`. */
const POSIX_FIXED = /^(?:<[+\-\w]+>|[A-Za-z]{3,})([+-]?)(\d{1,2})(?::(\d{2}))?$/;

const HINT = 'set TZ to an IANA name such as Europe/Berlin or Asia/Kolkata, or unset it to use the system’s zone';

/**
 * A POSIX `TZ` rule Node does not read (it silently uses UTC for them). A whole-hour fixed offset becomes the
 * matching `Etc/GMT±N` zone (POSIX and `Etc/GMT` share the inverted sign: `EST5` is `Etc/GMT+5`, five hours behind
 * UTC); any other offset has no IANA zone Node 20 accepts, so it is refused rather than read as UTC.
 */
function fromPosixRule(tz: string): ChosenTimeZone {
  const match = POSIX_FIXED.exec(tz);
  if (!match) {
    throw new RangeError(`TZ=${quote(tz)} is not a time zone this program knows: ${HINT}.`);
  }
  const [, sign = '', hours = '0', minutes = '00'] = match;
  const east = sign === '-';
  const offset = `UTC${east ? '+' : '-'}${hours.padStart(2, '0')}:${minutes}`;
  if (minutes !== '00' || Number(hours) > 12) {
    throw new RangeError(`TZ=${quote(tz)} is a POSIX rule for ${offset}, which this program cannot use: ${HINT}.`);
  }
  const timeZone = Number(hours) === 0 ? 'UTC' : `Etc/GMT${east ? '-' : '+'}${Number(hours)}`;
  return { timeZone, notice: `TZ=${quote(tz)} is a POSIX rule; using ${timeZone} (${offset}, no daylight saving).` };
}

/**
 * The zone from `TZ`, said out loud when it is not what was written: unset means the system's zone; empty means
 * UTC (as POSIX says); an IANA name (optionally after `:`) is used as it is; a fixed-offset POSIX rule is mapped
 * when it can be. Anything else throws a `RangeError` that says how to fix it, rather than silently becoming UTC.
 */
export function timeZoneFromEnv(env: NodeJS.ProcessEnv = process.env): ChosenTimeZone {
  const tz = env.TZ;
  if (tz === undefined) {
    const system = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (system && isKnownTimeZone(system)) return { timeZone: system };
    return { timeZone: 'UTC', notice: `The system’s time zone could not be read; using UTC: ${HINT}.` };
  }
  if (tz.trim() === '') return { timeZone: 'UTC', notice: `TZ is set but empty, which means UTC; using UTC: ${HINT}.` };
  const name = tz.startsWith(':') ? tz.slice(1) : tz;
  if (isKnownTimeZone(name)) return { timeZone: name };
  return fromPosixRule(name);
}
