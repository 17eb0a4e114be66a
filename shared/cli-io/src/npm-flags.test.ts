import { describe, expect, it } from 'vitest';
import { refuseFlagsTakenByNpm } from './npm-flags.ts';

const OPTIONS = { yes: { type: 'boolean' }, 'max-iterations': { type: 'string' } };

describe('refuseFlagsTakenByNpm', () => {
  it('names the flags npm kept and says to put -- before them', () => {
    expect(() =>
      refuseFlagsTakenByNpm(OPTIONS, {
        npm_config_yes: 'true',
        npm_config_max_iterations: 'true',
        npm_lifecycle_event: 'part3',
      }),
    ).toThrow(
      "npm took --yes --max-iterations as its own option: put -- before the part's options (npm run part3 -- --yes --max-iterations).",
    );
  });

  it('ignores settings from an .npmrc that switch nothing on, and other npm settings', () => {
    expect(() => refuseFlagsTakenByNpm(OPTIONS, { npm_config_yes: '', npm_config_cache: '/x' })).not.toThrow();
    expect(() => refuseFlagsTakenByNpm(OPTIONS, { npm_config_yes: 'false' })).not.toThrow();
  });
});
