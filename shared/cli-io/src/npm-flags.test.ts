import { describe, expect, it } from 'vitest';
import { refuseFlagsTakenByNpm } from './npm-flags.ts';

const OPTIONS = { yes: { type: 'boolean' }, 'max-steps': { type: 'string' } };

describe('refuseFlagsTakenByNpm', () => {
  it('names the flags npm kept and says to put -- before them', () => {
    expect(() =>
      refuseFlagsTakenByNpm(
        OPTIONS,
        {
          npm_config_yes: 'true',
          npm_config_max_steps: 'true',
          npm_lifecycle_event: 'part3',
        },
        [],
      ),
    ).toThrow(
      "npm took --yes --max-steps VALUE as its own option: put -- before the part's options (npm run part3 -- --yes --max-steps VALUE).",
    );
  });

  it('keeps the value typed after a flag, whether npm kept it (--flag=value) or passed it on (--flag value)', () => {
    expect(() =>
      refuseFlagsTakenByNpm(
        { ...OPTIONS, calendar: { type: 'string' } },
        { npm_config_max_steps: '3', npm_config_calendar: 'true', npm_lifecycle_event: 'part3' },
        ['/tmp/my calendar.json'],
      ),
    ).toThrow(
      "npm took --max-steps 3 --calendar '/tmp/my calendar.json' as its own option: put -- before the part's options (npm run part3 -- --max-steps 3 --calendar '/tmp/my calendar.json').",
    );
  });

  it('ignores settings from an .npmrc that switch nothing on, and other npm settings', () => {
    expect(() => refuseFlagsTakenByNpm(OPTIONS, { npm_config_yes: '', npm_config_cache: '/x' })).not.toThrow();
    expect(() => refuseFlagsTakenByNpm(OPTIONS, { npm_config_yes: 'false' })).not.toThrow();
  });
});
