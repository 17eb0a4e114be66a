import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isUsageError, startupErrorLines, UsageError } from './startup-error.ts';

const upper = (text: string) => text.toUpperCase();

function parseError(args: string[]): unknown {
  try {
    parseArgs({ args, options: { yes: { type: 'boolean' }, calendar: { type: 'string' } } });
  } catch (error) {
    return error;
  }
  throw new Error(`parseArgs accepted ${args.join(' ')}`);
}

describe('startupErrorLines', () => {
  it('points to --help after a command-line mistake: a UsageError, or parseArgs refusing a flag', () => {
    expect(startupErrorLines(new UsageError('--max-steps must be a whole number'), (text) => text)).toEqual([
      'error: --max-steps must be a whole number',
      'Run with --help for usage.',
    ]);
    for (const error of [parseError(['--colour']), parseError(['--calendar'])]) {
      expect(isUsageError(error)).toBe(true);
      expect(startupErrorLines(error, (text) => text).at(-1)).toBe('Run with --help for usage.');
    }
  });

  it('knows a flag error by its name, so a package that cannot import UsageError can still say so', () => {
    class FlagValueError extends Error {
      override readonly name = 'UsageError';
    }
    expect(isUsageError(new FlagValueError('--timeout must be from 1 to 3600 seconds'))).toBe(true);
  });

  it('says only why for anything else (a damaged file, a missing key): --help would send the person the wrong way', () => {
    const damaged = new Error('The calendar file /tmp/c.json is not valid JSON: nothing was changed.');
    expect(startupErrorLines(damaged, (text) => text)).toEqual([
      'error: The calendar file /tmp/c.json is not valid JSON: nothing was changed.',
    ]);
    expect(isUsageError(new TypeError('x'))).toBe(false);
    expect(isUsageError('--max-steps')).toBe(false);
    expect(startupErrorLines('a thrown string', (text) => text)).toEqual(['error: a thrown string']);
    // A field name read from a damaged file can hold a line break; the reason stays one line.
    const broken = new Error('line 3 is damaged: ex\ntra is not an allowed field.\r\n');
    expect(startupErrorLines(broken, (text) => text)).toEqual([
      'error: line 3 is damaged: ex tra is not an allowed field. ',
    ]);
  });

  it('takes secrets out and keeps terminal controls from acting', () => {
    const [line] = startupErrorLines(new Error('key sk-secret \u001b[2Jgone'), (text) =>
      text.replace('sk-secret', '***'),
    );
    expect(line).toContain('key ***');
    expect(line).not.toContain('\u001b');
    expect(startupErrorLines(new UsageError('abc'), upper)[0]).toBe('error: ABC');
  });
});
