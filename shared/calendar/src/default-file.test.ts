import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarFileFrom, DEFAULT_CALENDAR_FILE } from './default-file.ts';

describe('calendarFileFrom: which calendar file a part opens', () => {
  it('takes --calendar over CALENDAR_FILE over the default, and counts an empty CALENDAR_FILE as unset', () => {
    expect(calendarFileFrom('/tmp/a.json', { CALENDAR_FILE: '/tmp/b.json' })).toBe('/tmp/a.json');
    expect(calendarFileFrom(undefined, { CALENDAR_FILE: '/tmp/b.json' })).toBe('/tmp/b.json');
    expect(calendarFileFrom(undefined, { CALENDAR_FILE: '' })).toBe(DEFAULT_CALENDAR_FILE);
    expect(calendarFileFrom(undefined, {})).toBe(DEFAULT_CALENDAR_FILE);
  });

  it('reads a leading ~ as the home folder, as a shell does, from the flag and from .env alike', () => {
    expect(calendarFileFrom('~/cal.json', {})).toBe(join(homedir(), 'cal.json'));
    expect(calendarFileFrom(undefined, { CALENDAR_FILE: '~/cals/work.json' })).toBe(join(homedir(), 'cals/work.json'));
    expect(calendarFileFrom('notes/~/cal.json', {})).toBe('notes/~/cal.json');
  });

  it('refuses in one line what a shell would not expand: ~name', () => {
    expect(() => calendarFileFrom(undefined, { CALENDAR_FILE: '~bob/cal.json' })).toThrow(
      'CALENDAR_FILE "~bob/cal.json" starts with ~name, which only a shell expands: write the full path.',
    );
  });

  it('refuses an empty --calendar instead of quietly using the default file', () => {
    expect(() => calendarFileFrom('', { CALENDAR_FILE: '/tmp/b.json' })).toThrow(
      '--calendar needs the path of a calendar file, and it was empty.',
    );
  });

  it('refuses a path holding a line break, which would split the banner line', () => {
    expect(() => calendarFileFrom('/tmp/a\nCalendar: /tmp/fake.json', {})).toThrow(
      '--calendar "/tmp/a\\nCalendar: /tmp/fake.json" holds a line break or control character: choose a plain path.',
    );
  });
});
