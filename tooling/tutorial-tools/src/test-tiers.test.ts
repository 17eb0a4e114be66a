import { describe, expect, it } from 'vitest';
import config from '../../../vitest.shared.ts';
import { endToEndIncluded, switchedOn } from '../../../vitest.tiers.ts';

describe('the two tiers of the suite', () => {
  it('runs the end-to-end tier in CI and with E2E, and leaves it out of a learner’s plain run', () => {
    expect(endToEndIncluded({})).toBe(false);
    expect(endToEndIncluded({ CI: '1' })).toBe(true);
    expect(endToEndIncluded({ CI: 'true' })).toBe(true);
    expect(endToEndIncluded({ E2E: '1' })).toBe(true);
    expect(endToEndIncluded({ CI: '0', E2E: 'false' })).toBe(false);
    expect(endToEndIncluded({ CI: '' })).toBe(false);
  });

  it('reads a switch the way a shell user means it', () => {
    for (const on of ['1', 'true', 'TRUE', 'yes', 'anything']) expect(switchedOn(on), on).toBe(true);
    for (const off of [undefined, '', ' ', '0', 'false', 'no', 'No']) expect(switchedOn(off), String(off)).toBe(false);
  });

  it('excludes only *.e2e.test.ts files, and only when the end-to-end tier is off', () => {
    // This run's own configuration: the shared one, read with whatever CI/E2E this run has.
    const exclude = config.test?.exclude ?? [];
    const withE2E = exclude.includes('**/*.e2e.test.ts');
    expect(withE2E).toBe(!endToEndIncluded(process.env));
    expect(exclude.filter((pattern) => pattern !== '**/*.e2e.test.ts')).not.toContain('**/*.test.ts');
  });
});
