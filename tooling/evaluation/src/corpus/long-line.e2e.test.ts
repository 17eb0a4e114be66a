import { EXIT_CODES } from '@scheduling-agent/cli-io';
import { describe, expect, it } from 'vitest';
import { startPart } from '../robustness/run-part.ts';

const TWO_MEGABYTES = 2 * 1024 * 1024;

describe('a pasted line megabytes long, with the offline stand-in', () => {
  it('gets one sentence, and SIGTERM still ends the program while such a line is read', async () => {
    const part = startPart('part3-loop', ['--provider', 'offline']);
    await part.waitForOutput('Type a message', 60_000);

    part.child.stdin.write(`book ${'a'.repeat(TWO_MEGABYTES)}\n`);
    await part.waitForOutput('characters long and I read at most 500, so I have not read it.', 60_000);

    // A second one, with SIGTERM sent while it is still being read: the program ends as it does when idle.
    part.child.stdin.write(`book ${'a'.repeat(TWO_MEGABYTES)}\n`);
    part.child.kill('SIGTERM');
    const run = await part.exited;
    expect(run.signal, 'the program had to be killed: it ignored SIGTERM').toBeNull();
    expect(run.code, run.stderr).toBe(EXIT_CODES.terminated);
  });
});
