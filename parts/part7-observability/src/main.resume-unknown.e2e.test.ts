import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newCalendarFile, partEnvironment, REPO_ROOT, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { geminiStream, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const tsx = fileURLToPath(import.meta.resolve('tsx'));

/** A config with one server nobody here wrote: it ignores idempotency keys, and hangs on the first call it gets. */
function configFor(serverLog: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-config-')), 'mcp.json');
  const recording = fileURLToPath(new URL('../test-fixtures/recording-server.ts', import.meta.url));
  const args = ['--import', tsx, recording, '--log', serverLog, '--hang-first'];
  writeFileSync(file, JSON.stringify({ mcpServers: { desk: { command: process.execPath, args } } }));
  return file;
}

/** Resolves once `file` exists: the server has received the call. */
function received(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dirname(file), () => {
      if (!existsSync(file)) return;
      watcher.close();
      resolve();
    });
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}

const calls = (serverLog: string) => readFileSync(serverLog, 'utf8').trim().split('\n').length;

describe('a resumed run whose last call went to a server that may already have done it', () => {
  it('is not sent again silently: --yes refuses and says how to go on, and --approve sends it', async () => {
    const model = await startFakeGeminiToolServer();
    model.reply(
      geminiStream([], { calls: [{ id: 'c1', name: 'sendNote', args: { text: 'running late' } }] }),
      geminiStream(['The desk has your note.']),
    );
    const calendar = newCalendarFile();
    const serverLog = join(mkdtempSync(join(tmpdir(), 'desk-')), 'received.jsonl');
    const env = {
      GEMINI_API_KEY: 'AIza-resume-test-key',
      GOOGLE_GEMINI_BASE_URL: model.url,
      LLM_PROVIDER: 'gemini',
      GEMINI_MODEL: 'gemini-3-flash',
    };
    const args = ['--mcp-config', configFor(serverLog), '--calendar', calendar];
    try {
      // The process dies after the server got the call and before its result was kept.
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(main), ...args, '--yes'], {
        cwd: REPO_ROOT,
        env: partEnvironment(env),
      });
      const ended = new Promise((resolve) => child.on('close', resolve));
      child.stdin.end('tell the desk I am running late\n');
      await received(serverLog);
      child.kill('SIGKILL');
      await ended;
      expect(calls(serverLog)).toBe(1);

      const unattended = await runPartAsync(main, { args: [...args, '--resume', '--yes'], env });
      expect(unattended.stdout).toContain('the desk server may already have done this');
      expect(unattended.stdout).toContain('--yes does not answer');
      const id = /--approve (ap_[0-9a-f]+)/.exec(unattended.stdout)?.[1];
      expect(id, unattended.stdout).toBeDefined();
      expect(unattended.code).toBe(3);
      expect(calls(serverLog)).toBe(1);

      // Positive control: the person's yes sends it again, and the run finishes.
      const approved = await runPartAsync(main, { args: [...args, '--approve', id!], env });
      expect(approved.code, approved.stderr).toBe(0);
      expect(approved.stdout).toContain('agent> The desk has your note.');
      expect(calls(serverLog)).toBe(2);
    } finally {
      await model.close();
    }
  });
});
