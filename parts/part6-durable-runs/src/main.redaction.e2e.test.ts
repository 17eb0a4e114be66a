import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newCalendarFile, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { geminiStream, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const KEY = 'AIza-REDACT-sentinel-5e1f9c27';
const tsx = fileURLToPath(import.meta.resolve('tsx'));

/** The calendar server and a third-party server that logs what it is sent and answers with the key in its result. */
function configFor(calendar: string, serverLog: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-config-')), 'mcp.json');
  const calendarMain = fileURLToPath(import.meta.resolve('@scheduling-agent/calendar-mcp/main'));
  const recording = fileURLToPath(new URL('../test-fixtures/recording-server.ts', import.meta.url));
  const config = {
    mcpServers: {
      calendar: {
        command: process.execPath,
        args: ['--import', tsx, calendarMain, '--calendar', calendar],
        env: { AGENT_NOW: '2026-11-23T08:30:00Z', TZ: 'Europe/London' },
      },
      desk: { command: process.execPath, args: ['--import', tsx, recording, '--log', serverLog, '--reply', KEY] },
    },
  };
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/** Every file in a folder and below, as text. */
function everyFile(folder: string): Array<[string, string]> {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [file, readFileSync(file, 'utf8')]);
}

describe('the API key, wherever it turns up in a conversation', () => {
  it('is written to no file and sent to no MCP server: a message, a reply, a tool argument and a tool result', async () => {
    const model = await startFakeGeminiToolServer();
    model.reply(
      geminiStream([], { calls: [{ id: 'c1', name: 'sendNote', args: { text: `my key is ${KEY}` } }] }),
      geminiStream([], {
        calls: [
          { id: 'c2', name: 'scheduleAppointment', args: { start: '2026-11-24T14:00', title: `Call about ${KEY}` } },
        ],
      }),
      geminiStream([`Booked. Your key ${KEY} is noted.`]),
    );
    const calendar = newCalendarFile();
    const serverLog = join(mkdtempSync(join(tmpdir(), 'desk-')), 'received.jsonl');
    try {
      const run = await runPartAsync(main, {
        input: `tell the desk my key is ${KEY} and book a call tomorrow at 2pm\n`,
        args: ['--mcp-config', configFor(calendar, serverLog), '--calendar', calendar, '--yes'],
        env: {
          GEMINI_API_KEY: KEY,
          GOOGLE_GEMINI_BASE_URL: model.url,
          LLM_PROVIDER: 'gemini',
          GEMINI_MODEL: 'gemini-3-flash',
        },
      });
      expect(run.code, run.stderr).toBe(0);
      // Positive controls: each place was reached, with the rest of what was said in it.
      const received = readFileSync(serverLog, 'utf8');
      expect(received).toContain('my key is [redacted]');
      const files = everyFile(dirname(calendar));
      expect(files.map(([file]) => file)).toContain(calendar);
      expect(readFileSync(calendar, 'utf8')).toContain('Call about [redacted]');
      expect(run.stdout).toContain('Booked. Your key [redacted] is noted.');
      // The model saw the tool's result (the key in it hidden too), and the run went on.
      expect(JSON.stringify(model.requests.at(-1)!.body)).toContain('Sent. [redacted]');

      expect(received).not.toContain(KEY);
      for (const [file, text] of files) expect(text, `the key is in ${file}`).not.toContain(KEY);
      expect(run.stdout + run.stderr).not.toContain(KEY);
    } finally {
      await model.close();
    }
  });
});
