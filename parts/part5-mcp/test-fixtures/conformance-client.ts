import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { newCalendarFile, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { geminiStream, type ServerReply, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';

/**
 * The command the MCP conformance suite runs as "the client under test": Part 5 itself, unchanged, pointed at the
 * suite's server by a config file, as a learner would point it at any server. The suite appends its server's URL
 * and names the scenario in MCP_CONFORMANCE_SCENARIO (its README, "Client Testing"). The model is a fake Gemini
 * server on 127.0.0.1, scripted to call the suite's `add_numbers` tool in the `tools_call` scenario; Part 5's own
 * exit code and output become this command's.
 */
const url = process.argv.at(-1) ?? '';
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';

const replies: Record<string, ServerReply[]> = {
  tools_call: [
    geminiStream([], { calls: [{ id: 'fc-1', name: 'add_numbers', args: { a: 2, b: 3 } }] }),
    geminiStream(['2 and 3 make 5.']),
  ],
};

const model = await startFakeGeminiToolServer();
model.reply(...(replies[scenario] ?? [geminiStream(['Hello.'])]));
const calendar = newCalendarFile();
const config = join(dirname(calendar), 'mcp.json');
writeFileSync(config, JSON.stringify({ mcpServers: { conformance: { url } } }));
try {
  const run = await runPartAsync(new URL('../src/main.ts', import.meta.url), {
    input: scenario === 'tools_call' ? 'add 2 and 3\n' : 'hello\n',
    args: ['--mcp-config', config, '--calendar', calendar, '--yes'],
    env: { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: model.url, LLM_PROVIDER: 'gemini' },
  });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  process.exitCode = run.code ?? 1;
} finally {
  await model.close();
}
