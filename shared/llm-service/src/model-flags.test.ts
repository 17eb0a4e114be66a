import { describe, expect, it } from 'vitest';
import { modelOptionsFromFlags } from './model-flags.ts';

describe('modelOptionsFromFlags', () => {
  it('passes provider, model and timeout through', () => {
    expect(modelOptionsFromFlags({ provider: 'gemini', model: 'm', timeout: '5' })).toEqual({
      provider: 'gemini',
      model: 'm',
      timeoutSeconds: 5,
    });
  });

  it('refuses a timeout that is not a positive number', () => {
    expect(() => modelOptionsFromFlags({ timeout: 'soon' })).toThrow(/--timeout must be a positive number/);
    expect(() => modelOptionsFromFlags({ timeout: '0' })).toThrow(/--timeout/);
  });

  it('reads --chaos as a share or a percentage, with a seed', () => {
    expect(modelOptionsFromFlags({ chaos: '30%' })).toEqual({ chaos: { rate: 0.3, seed: 1 } });
    expect(modelOptionsFromFlags({ chaos: '0.5', 'chaos-seed': '7' })).toEqual({ chaos: { rate: 0.5, seed: 7 } });
    expect(() => modelOptionsFromFlags({ chaos: '2' })).toThrow(/0 to 1/);
    expect(() => modelOptionsFromFlags({ chaos: '0.1', 'chaos-seed': 'x' })).toThrow(/--chaos-seed/);
  });
});
