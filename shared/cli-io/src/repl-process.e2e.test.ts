import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository root, where `tsx` can be resolved from. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('./fixtures/echo-repl.ts', import.meta.url));

/** Runs the echo REPL in a real Node process with `input` piped to it. */
function runEchoRepl(input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('a REPL process with piped input', () => {
  it('answers both lines and exits with 0 at the end of input', async () => {
    const { code, stdout, stderr } = await runEchoRepl('hello\nwhat is the date tomorrow?\n');
    expect(stderr).toBe('');
    expect(stdout).toBe('you> hello\necho: hello\nyou> what is the date tomorrow?\necho: what is the date tomorrow?\n');
    expect(code).toBe(0);
  });
});
