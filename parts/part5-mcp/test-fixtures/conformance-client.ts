import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { KEYS, newCalendarFile, runPartAsync, startInTerminal } from '@scheduling-agent/cli-io/testing';
import { geminiStream, type ServerReply, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';

/**
 * The command the MCP conformance suite runs as "the client under test": Part 5 itself, unchanged, pointed at the
 * suite's server by a config file, as a learner would point it at any server. The suite appends its server's URL
 * and names the scenario in MCP_CONFORMANCE_SCENARIO (its README, "Client Testing"). The model is a fake Gemini
 * server on 127.0.0.1, scripted to call the suite's tool in the scenarios that have one; Part 5's own exit code and
 * output become this command's.
 */
const url = process.argv.at(-1) ?? '';
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const FORM = 'elicitation-sep1034-client-defaults';

const replies: Record<string, ServerReply[]> = {
  tools_call: [
    geminiStream([], { calls: [{ id: 'fc-1', name: 'add_numbers', args: { a: 2, b: 3 } }] }),
    geminiStream(['2 and 3 make 5.']),
  ],
  [FORM]: [
    geminiStream([], { calls: [{ id: 'fc-1', name: 'test_client_elicitation_defaults', args: {} }] }),
    geminiStream(['The form was sent.']),
  ],
};

const model = await startFakeGeminiToolServer();
model.reply(...(replies[scenario] ?? [geminiStream(['Hello.'])]));
const calendar = newCalendarFile();
const config = join(dirname(calendar), 'mcp.json');
writeFileSync(config, JSON.stringify({ mcpServers: { conformance: { url } } }));
const main = new URL('../src/main.ts', import.meta.url);
const args = ['--mcp-config', config, '--calendar', calendar];
const env = { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: model.url, LLM_PROVIDER: 'gemini' };
try {
  process.exitCode = scenario === FORM ? await fillInTheForm() : await runPiped();
} finally {
  await model.close();
}

/** A scripted session with piped input and `--yes`, as the tools are called without a person. */
async function runPiped(): Promise<number> {
  const run = await runPartAsync(main, {
    input: scenario === 'tools_call' ? 'add 2 and 3\n' : 'hello\n',
    args: [...args, '--yes'],
    env,
  });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return run.code ?? 1;
}

/**
 * A person at a terminal, since a form is never filled in without one: they approve the call, press Enter on each
 * of the form's five fields (taking its default) and once more to send it, then leave. Each key waits for its own
 * prompt: a prompt is drawn again once answered, and an Enter sent on that would not answer the next.
 */
async function fillInTheForm(): Promise<number> {
  const session = startInTerminal(main, { args, env });
  const prompts = [
    '[Enter: John Doe] ',
    '[Enter: 30] ',
    '[Enter: 95.5] ',
    '[Enter: active] ',
    '[Enter: yes] ',
    '[Y/n] ',
  ];
  try {
    await session.waitFor('you> ');
    session.type(`fill in the test form${KEYS.enter}`);
    await session.waitFor(/approve> Run test_client_elicitation_defaults.*\[y\/N\] /);
    session.type(`y${KEYS.enter}`);
    for (const prompt of prompts) {
      await session.waitFor(prompt);
      session.type(KEYS.enter);
    }
    await session.waitFor('agent> The form was sent.');
    await session.waitFor('you> ');
    session.type(`/exit${KEYS.enter}`);
    return (await session.exited) ?? 1;
  } finally {
    process.stdout.write(session.output);
    await session.stop();
  }
}
