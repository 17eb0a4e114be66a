import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newCalendarFile, runPart } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const session = (calendar: string, input: string) => runPart(main, { input, args: ['--calendar', calendar] });

describe('memory across sessions (offline model)', () => {
  it('uses a fact stated in an earlier session after a restart, and forgets it on /forget', () => {
    const calendar = newCalendarFile();
    expect(session(calendar, 'my dentist is Dr Patel\n').stdout).toContain('agent> Noted: your dentist is Dr Patel.');
    const later = session(calendar, 'who is my dentist?\n');
    expect(later.stdout).toContain('agent> Your dentist is Dr Patel (you told me earlier).');

    const forgot = session(calendar, '/forget\nwho is my dentist?\n');
    expect(forgot.stdout).toContain('Forgot every fact and the conversation; both were deleted from disk.');
    expect(forgot.stdout).not.toContain('Dr Patel (you told me earlier)');
  });

  it('keeps a fact given with /remember after the conversation is reset, and lists it in /history', () => {
    const calendar = newCalendarFile();
    const first = session(calendar, '/remember my dentist is Dr Patel\n/reset\n');
    expect(first.stdout).toContain('Remembered, for this and later conversations.');
    // A preference is kept but not followed by the stand-in: it says so where the person relies on it.
    expect(first.stdout).toContain(
      'The offline stand-in only recalls facts like "my dentist is Dr Patel"; it does not follow preferences such as "I never book before 10". A real model reads every fact.',
    );
    const later = session(calendar, '/history\nwho is my dentist?\n/forget 1\n/history\n');
    expect(later.stdout).toContain('Facts kept for later conversations:\n  1. my dentist is Dr Patel');
    expect(later.stdout).toContain('agent> Your dentist is Dr Patel (you told me earlier).');
    expect(later.stdout).toContain('Forgot: "my dentist is Dr Patel".');
    expect(later.stdout).toContain('No facts are kept (/remember adds one).');
    expect(existsSync(join(calendar, '..', 'calendar.memory.json'))).toBe(true);
  });

  it('takes a forgotten fact out of what the model is sent, not only out of the list, and says so in /history', () => {
    const calendar = newCalendarFile();
    const first = session(calendar, '/remember my dentist is Dr Patel\nwho is my dentist?\n');
    expect(first.stdout).toContain('agent> Your dentist is Dr Patel (you told me earlier).');
    // The positive control: before /forget, the conversation sent to the model holds the fact.
    expect(session(calendar, '/history\n').stdout).toContain('Your dentist is Dr Patel');
    const forgot = session(calendar, '/forget 1\n/history\n');
    expect(forgot.stdout).toContain(
      'Forgot: "my dentist is Dr Patel". 1 earlier turn that said it is no longer sent to the model (the run log keeps them: /forget alone deletes it).',
    );
    const after = forgot.stdout.slice(forgot.stdout.indexOf('/forget alone deletes it).') + 30);
    expect(after).not.toContain('Patel');
    expect(after).toContain('(A turn was removed here: the person asked to forget something said in it.)');
    expect(after).toContain('Turns that said a forgotten fact show as notes above: the model is not sent them.');
    expect(session(calendar, 'who is my dentist?\n').stdout).not.toContain('Dr Patel');
  });
});
