import { startInTerminal } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

const MISTAKES: { mistake: string; env: Record<string, string>; args: string[]; says: string }[] = [
  { mistake: 'a mistyped provider', env: { LLM_PROVIDER: 'gemni' }, args: [], says: 'Unknown provider "gemni"' },
  { mistake: 'a timeout of 0', env: {}, args: ['--timeout', '0'], says: '--timeout must be from 1 to 3600' },
  { mistake: 'a missing key', env: {}, args: ['--provider', 'gemini'], says: 'The gemini provider needs an API key' },
];

describe('part 1 in a real terminal: a start-up error', () => {
  it.each(MISTAKES)(
    '$mistake: prints one line and exits with code 2, without waiting for a key',
    async ({ env, args, says }) => {
      const session = startInTerminal(main, { env, args });
      expect(await session.exited, 'the part should end by itself after the error').toBe(2);
      expect(session.output).toContain(`error: ${says}`);
    },
  );
});
