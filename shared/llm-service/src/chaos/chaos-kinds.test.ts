import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.ts';
import { CHAOS_KINDS, isChaosKind, parseChaosRate } from './chaos-kinds.ts';

describe('parseChaosRate', () => {
  it.each([
    ['0.3', 0.3],
    ['30%', 0.3],
    ['0', 0],
    ['1', 1],
    ['0%', 0],
    ['100%', 1],
    ['.5', 0.5],
    [' 12.5 % ', 0.125],
  ])('reads %j as %d', (text, rate) => {
    expect(parseChaosRate(text)).toBeCloseTo(rate, 10);
  });

  it.each(['1.5', '150%', '-0.1', '-5%', 'abc', '', '0.3.1', 'NaN', 'Infinity'])(
    'rejects %j with a ConfigurationError that says what to type',
    (text) => {
      expect(() => parseChaosRate(text)).toThrow(ConfigurationError);
      expect(() => parseChaosRate(text)).toThrow(/from 0 to 1 \(0\.3\) or a percentage from 0% to 100% \(30%\)/);
    },
  );

  it('suggests a percentage for a whole number that looks like one', () => {
    expect(() => parseChaosRate('30')).toThrow(/did you mean 30%\?/);
  });
});

describe('CHAOS_KINDS', () => {
  it('lists each kind once, and isChaosKind knows them', () => {
    expect(new Set(CHAOS_KINDS).size).toBe(CHAOS_KINDS.length);
    expect(CHAOS_KINDS.every(isChaosKind)).toBe(true);
    expect(isChaosKind('gremlins')).toBe(false);
  });
});
