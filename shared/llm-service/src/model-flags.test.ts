import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './errors.ts';
import { modelOptionsFromFlags, parseChaosRate } from './model-flags.ts';

describe('modelOptionsFromFlags', () => {
  it('passes provider, model and timeout through', () => {
    expect(modelOptionsFromFlags({ provider: 'gemini', model: 'm', timeout: '5' })).toEqual({
      provider: 'gemini',
      model: 'm',
      timeoutSeconds: 5,
    });
  });

  it('rounds a timeout to milliseconds and refuses one outside 1 s to 1 hour in one line', () => {
    expect(modelOptionsFromFlags({ timeout: '16.1' })).toEqual({ timeoutSeconds: 16.1 });
    expect(modelOptionsFromFlags({ timeout: '1.00049' })).toEqual({ timeoutSeconds: 1 });
    for (const timeout of ['soon', '0', '', '1e7', '0.0001', '-5', 'Infinity']) {
      expect(() => modelOptionsFromFlags({ timeout }), timeout).toThrow(/^--timeout must be from 1 to 3600 seconds/);
    }
  });

  it('reads --chaos as a share or a percentage, with a seed', () => {
    expect(modelOptionsFromFlags({ chaos: '30%' })).toEqual({ chaos: { rate: 0.3, seed: 1 } });
    expect(modelOptionsFromFlags({ chaos: '0.5', 'chaos-seed': '7' })).toEqual({ chaos: { rate: 0.5, seed: 7 } });
    expect(() => modelOptionsFromFlags({ chaos: '2' })).toThrow(/0 to 1/);
    expect(() => modelOptionsFromFlags({ chaos: '0.1', 'chaos-seed': 'x' })).toThrow(/--chaos-seed/);
  });
});

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
