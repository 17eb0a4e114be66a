import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEYS, newCalendarFile, partEnvironment, REPO_ROOT, startInTerminal } from '@scheduling-agent/cli-io/testing';
import { geminiStream, type ServerReply, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';

/**
 * The command the MCP conformance suite runs as "the client under test": Part 5 itself, unchanged, pointed at the
 * suite's server by a config file, as a learner would point it at any server. The suite appends its server's URL
 * and names the scenario in MCP_CONFORMANCE_SCENARIO (its README, "Client Testing"). The model is a fake Gemini
 * server on 127.0.0.1, scripted to call the suite's `add_numbers` tool in the `tools_call` scenario and
 * `test_reconnection` in `sse-retry` (whose answer comes only on the stream Part 5 reopens); Part 5's own exit code
 * and output become this command's. In the `auth/*` scenarios the server asks for a sign-in: this command
 * then plays the person's browser, opening the address Part 5 prints (the suite's authorization server sends it
 * straight back to Part 5's loopback redirect with a code). The suite hands a pre-registered client's id and secret
 * in MCP_CONFORMANCE_CONTEXT; they go into the config's `oauth` field, as a learner would write them. The form
 * scenario runs Part 5 in a pseudo-terminal, since a form is never filled in without a person at one.
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
  'sse-retry': [
    geminiStream([], { calls: [{ id: 'fc-1', name: 'test_reconnection', args: {} }] }),
    geminiStream(['The stream came back.']),
  ],
};
const typed: Record<string, string> = { tools_call: 'add 2 and 3\n', 'sse-retry': 'test the reconnection\n' };

const model = await startFakeGeminiToolServer();
model.reply(...(replies[scenario] ?? [geminiStream(['Hello.'])]));
const calendar = newCalendarFile();
const config = join(dirname(calendar), 'mcp.json');
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}') as {
  client_id?: string;
  client_secret?: string;
};
const oauth = context.client_id ? { oauth: { clientId: context.client_id, clientSecret: context.client_secret } } : {};
writeFileSync(config, JSON.stringify({ mcpServers: { conformance: { url, ...oauth } } }));
try {
  process.exitCode =
    scenario === FORM
      ? await fillInTheForm()
      : await runPart(typed[scenario] ?? 'hello\n', ['--mcp-config', config, '--calendar', calendar, '--yes']);
} finally {
  await model.close();
}

/** Runs Part 5, passing its output on, and opens any sign-in address it prints, as the person's browser would. */
function runPart(input: string, args: string[]): Promise<number> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const env = { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: model.url, LLM_PROVIDER: 'gemini' };
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: REPO_ROOT,
    env: partEnvironment(env),
  });
  let printed = '';
  const opened = new Set<string>();
  const watch = (chunk: Buffer) => {
    printed += String(chunk);
    for (const [address] of printed.matchAll(/https?:\/\/\S+\/authorize\?\S+/g)) {
      if (opened.has(address)) continue;
      opened.add(address);
      // The browser follows the authorization server's redirect to Part 5's loopback address.
      fetch(address).catch((error: unknown) =>
        process.stderr.write(`the browser could not open ${address}: ${error}\n`),
      );
    }
  };
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    watch(chunk);
  });
  child.stdout.on('data', watch);
  child.stdin.end(input);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done(code ?? 1));
  });
}

/**
 * A person at a terminal, since a form is never filled in without one: they approve the call, press Enter on each
 * of the form's five fields (taking its default) and once more to send it, then leave. Each key waits for its own
 * prompt: a prompt is drawn again once answered, and an Enter sent on that would not answer the next.
 */
async function fillInTheForm(): Promise<number> {
  const main = new URL('../src/main.ts', import.meta.url);
  const env = { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: model.url, LLM_PROVIDER: 'gemini' };
  const session = startInTerminal(main, { args: ['--mcp-config', config, '--calendar', calendar], env });
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
