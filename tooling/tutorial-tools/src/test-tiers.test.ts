import { describe, expect, inject, it } from 'vitest';
import { END_TO_END_FILES, endToEndIncluded, switchedOn } from '../../../vitest.tiers.ts';

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

  it('ran with the exclusion the switches it was started with call for', () => {
    // The main process's own decision, handed over before the setup file cleared CI and E2E from this worker: the
    // switches it read and the exclusion list it ran with. In CI (CI=1) the end-to-end tier must not be excluded.
    const { switches, exclude } = inject('tiers');
    const label = `CI=${switches.CI ?? '(unset)'} E2E=${switches.E2E ?? '(unset)'}`;
    expect(exclude.includes(END_TO_END_FILES), label).toBe(!endToEndIncluded(switches));
    expect(exclude, 'only *.e2e.test.ts files are left out of a quick run').not.toContain('**/*.test.ts');
  });
});
