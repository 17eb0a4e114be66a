import { describe, expect, it } from 'vitest';
import { clockFromEnv, fixedClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('pins time with AGENT_NOW', () => {
    expect(clockFromEnv({ AGENT_NOW: '2026-11-23T08:30:00Z' }).now().toISOString()).toBe('2026-11-23T08:30:00.000Z');
  });

  it('refuses an AGENT_NOW that is not an instant, saying the format', () => {
    expect(() => clockFromEnv({ AGENT_NOW: 'tomorrow' })).toThrow(/ISO instant such as 2026-11-23T08:30:00Z/);
  });

  it('uses the system clock otherwise', () => {
    const before = Date.now();
    expect(clockFromEnv({}).now().getTime()).toBeGreaterThanOrEqual(before);
  });

  it('refuses an unknown time zone', () => {
    expect(() => systemClock('Mars/Olympus')).toThrow(/Unknown time zone "Mars\/Olympus"/);
    expect(() => fixedClock('2026-01-01T00:00:00Z', 'Nowhere')).toThrow(/IANA name/);
  });
});
