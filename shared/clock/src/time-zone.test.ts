import { describe, expect, it } from 'vitest';
import { clockFromEnv } from './clock.ts';
import { timeZoneFromEnv } from './time-zone.ts';

describe('timeZoneFromEnv', () => {
  it('uses an IANA name as it is, with or without the leading colon, and says nothing', () => {
    expect(timeZoneFromEnv({ TZ: 'Europe/Berlin' })).toEqual({ timeZone: 'Europe/Berlin' });
    expect(timeZoneFromEnv({ TZ: ':Asia/Kolkata' })).toEqual({ timeZone: 'Asia/Kolkata' });
  });

  it('reads an empty TZ as UTC, as POSIX does, and says so instead of refusing to start', () => {
    const chosen = timeZoneFromEnv({ TZ: '' });
    expect(chosen.timeZone).toBe('UTC');
    expect(chosen.notice).toMatch(/^TZ is set but empty, which means UTC; using UTC: set TZ to an IANA name/);
  });

  it('maps a whole-hour POSIX rule to the same fixed offset, and says which zone it used', () => {
    expect(timeZoneFromEnv({ TZ: '<+05>-5' })).toEqual({
      timeZone: 'Etc/GMT-5',
      notice: 'TZ="<+05>-5" is a POSIX rule; using Etc/GMT-5 (UTC+05:00, no daylight saving).',
    });
    expect(timeZoneFromEnv({ TZ: 'UTC0' }).timeZone).toBe('UTC');
  });

  it('refuses a POSIX rule it cannot represent (half an hour) rather than silently using UTC', () => {
    expect(() => timeZoneFromEnv({ TZ: '<+0530>-5:30' })).toThrow(
      'TZ="<+0530>-5:30" is a POSIX rule for UTC+05:30, which this program cannot use: set TZ to an IANA name such as Europe/Berlin or Asia/Kolkata',
    );
  });

  it('refuses a name it does not know, quoting it safely', () => {
    expect(() => timeZoneFromEnv({ TZ: 'Mars/Olympus' })).toThrow(
      /^TZ="Mars\/Olympus" is not a time zone this program knows/,
    );
    expect(() => timeZoneFromEnv({ TZ: 'x\u001b[2J' })).toThrow('TZ="x\\u001b[2J" is not');
  });
});

describe('clockFromEnv and the time zone', () => {
  it('tells the caller which zone it used and why, once, when TZ was not usable as written', () => {
    const notices: string[] = [];
    const clock = clockFromEnv({ TZ: '', AGENT_NOW: '2026-11-23T08:30:00Z' }, (notice) => notices.push(notice));
    expect(clock.timeZone).toBe('UTC');
    expect(notices).toHaveLength(1);
    clockFromEnv({ TZ: 'Europe/London' }, (notice) => notices.push(notice));
    expect(notices).toHaveLength(1);
  });
});
