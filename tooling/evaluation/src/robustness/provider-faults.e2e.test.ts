import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HANG_GUARD_MS } from '@scheduling-agent/cli-io/testing';
import {
  type FakeServer,
  geminiError,
  geminiText,
  openAIError,
  openAIText,
  type ScriptedResponse,
  startFakeGeminiServer,
  startFakeOpenAIServer,
} from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, type PartOutput, runPart, STACK_LINE, startPart } from './run-part.ts';

/** Looks like a Gemini key; it must never be printed, whatever the server sends back. */
const SENTINEL_KEY = 'AIza-SENTINEL-1234567890';
/** Enough of the key to tell that part of it leaked, e.g. quoted by a parser that cut it short. */
const KEY_FRAGMENT = SENTINEL_KEY.slice(0, 8);
/** The default number of retries after the first attempt, so a fault that persists costs this many + 1 requests. */
const MAX_RETRIES = 3;
const ATTEMPTS = 1 + MAX_RETRIES;

/** One line of input that meets one fault: the replies it gets, and the one line the person must read. */
interface Fault {
  readonly line: string;
  readonly replies: readonly ScriptedResponse[];
  /** The final message, naming the cause and the fix. */
  readonly message: RegExp;
}

/** Who answers: the request's conversation (without the system instruction) and the reply's answer text. */
interface Provider {
  readonly name: 'gemini' | 'openai-compatible';
  readonly answer: (text: string) => ScriptedResponse;
  readonly conversation: (body: unknown) => string[];
}

const gemini: Provider = {
  name: 'gemini',
  answer: (text) => geminiText(JSON.stringify({ action: 'answer', response: text })),
  conversation: (body) =>
    ((body as { contents?: Array<{ role: string; parts: Array<{ text: string }> }> }).contents ?? []).map(
      (content) =>
        `${content.role === 'model' ? 'assistant' : content.role}: ${content.parts.map((part) => part.text).join('')}`,
    ),
};

const openAI: Provider = {
  name: 'openai-compatible',
  answer: (text) => openAIText(JSON.stringify({ action: 'answer', response: text })),
  conversation: (body) =>
    ((body as { messages?: Array<{ role: string; content: string }> }).messages ?? [])
      .filter((message) => message.role !== 'system')
      .map((message) => `${message.role}: ${message.content}`),
};

const repeated = (reply: ScriptedResponse, times = ATTEMPTS) => Array.from({ length: times }, () => reply);
const retryInfo = (delay: string) => [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: delay }];
/** A reply that tries both: to print the key, and to drive the terminal (a window title, a clear screen). */
const FIRST_ANSWER = `Hello.\x1b]0;pwned\x07\x1b[2J Your key ${SENTINEL_KEY} is safe with me.`;
const LAST_ANSWER = 'Still here after all that.';

/**
 * Runs part 3 with `--trace --timeout SECONDS` against `server`: a first line that succeeds, then one line per fault,
 * then a line that must get a normal answer. Everything about the session is then checked against the faults.
 * `--timeout` bounds each reply, retries included, so faults that are retried need room for the backoff; the default
 * is one that only a hang reaches, since every reply of the session shares it and a busy machine is slow.
 */
async function runFaultSession(
  provider: Provider,
  server: FakeServer,
  faults: readonly Fault[],
  timeoutSeconds = HANG_GUARD_MS / 1000,
): Promise<{ run: PartOutput; requestsFor: (line: string) => number }> {
  server.reply(
    provider.answer(FIRST_ANSWER),
    ...faults.flatMap((fault) => fault.replies),
    provider.answer(LAST_ANSWER),
  );
  const env: Record<string, string> =
    provider.name === 'gemini'
      ? { GEMINI_API_KEY: SENTINEL_KEY, GOOGLE_GEMINI_BASE_URL: server.url }
      : { OPENAI_API_KEY: SENTINEL_KEY, OPENAI_BASE_URL: server.url };
  const lines = ['hello', ...faults.map((fault) => fault.line), 'are you still there?'];
  const run = await runPart(
    'part3-loop',
    ['--provider', provider.name, '--trace', '--timeout', String(timeoutSeconds), '--calendar', temporaryCalendar()],
    `${lines.join('\n')}\n`,
    env,
  );

  const conversations = server.requests.map((request) => provider.conversation(request.body));
  const lastUserLine = (conversation: string[]) => conversation.at(-1)?.replace(/^user: /, '');

  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr, 'a stack trace reached the person').not.toMatch(STACK_LINE);
  expect(`${run.stdout}${run.stderr}`.includes(KEY_FRAGMENT), 'the API key, or its start, was printed').toBe(false);
  expect(
    `${run.stdout}${run.stderr}`.match(CONTROL_CHARACTER)?.[0],
    'a raw control character was printed',
  ).toBeUndefined();
  expect(run.stdout).toContain('agent> Hello. Your key [redacted] is safe with me.');
  expect(run.stdout).toContain(`agent> ${LAST_ANSWER}`);
  expect(server.pending(), 'some scripted replies were never requested').toBe(0);
  // The key really was sent, so not printing it means it was redacted, not absent.
  const keyHeader = provider.name === 'gemini' ? 'x-goog-api-key' : 'authorization';
  expect(server.requests[0]?.headers[keyHeader]).toContain(SENTINEL_KEY);

  // No half turns: every request carries the first, completed turn and then only its own line.
  const completed = ['user: hello', `assistant: ${JSON.stringify({ action: 'answer', response: FIRST_ANSWER })}`];
  expect(conversations[0]).toEqual(['user: hello']);
  for (const conversation of conversations.slice(1)) {
    expect(conversation.slice(0, -1)).toEqual(completed);
  }
  expect(conversations.map(lastUserLine)).toEqual(
    expect.arrayContaining([...faults.map((fault) => fault.line), 'are you still there?']),
  );

  // One line per fault, in the order of the faults (retry notices aside).
  const finalLines = run.stderr
    .split('\n')
    .filter((line) => !line.includes('Retrying in') && faults.some((fault) => fault.message.test(line)));
  expect(finalLines, run.stderr.slice(-3000)).toHaveLength(faults.length);
  faults.forEach((fault, index) => {
    expect(finalLines[index], `the line for "${fault.line}"`).toMatch(fault.message);
  });
  const requestsFor = (line: string) =>
    conversations.filter((conversation) => lastUserLine(conversation) === line).length;
  return { run, requestsFor };
}

function temporaryCalendar(): string {
  return join(mkdtempSync(join(tmpdir(), 'faults-')), 'calendar.json');
}

async function withServer<T>(server: FakeServer, use: (server: FakeServer) => Promise<T>): Promise<T> {
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

const KEY_FIX = /check GEMINI_API_KEY in \.env or your environment\.$/m;

describe.concurrent('provider faults, through part 3 with --trace', () => {
  it('Gemini: rejected keys, unreadable and empty replies, a blocked prompt; one request each, then it goes on', async () => {
    const faults: Fault[] = [
      {
        line: 'fault 401',
        replies: [geminiError(401, `API key not valid: ${SENTINEL_KEY}`, 'UNAUTHENTICATED')],
        message: /^Gemini rejected the API key \(HTTP 401\): check GEMINI_API_KEY/,
      },
      {
        line: 'fault 403',
        replies: [geminiError(403, `Your API key ${SENTINEL_KEY} was reported as leaked.`, 'PERMISSION_DENIED')],
        message: /^Gemini rejected the API key \(HTTP 403: Your API key \[redacted\] was reported as leaked\.\): check/,
      },
      {
        line: 'fault truncated body',
        replies: [
          {
            body: `{"candidates":[{"content":{"role":"model","parts":[{"text":"{\\"action\\":\\"answer\\",\\"response\\":\\"${SENTINEL_KEY}`,
            headers: { 'content-type': 'application/json' },
          },
        ],
        message:
          /^Gemini sent a reply that could not be read \(not valid JSON, or cut short\): check that GOOGLE_GEMINI_BASE_URL points at the Gemini API, or try again\.$/,
      },
      {
        line: 'fault not json',
        // A proxy's page that starts with the key: a parser's message would quote (and cut) its start.
        replies: [
          {
            body: `${SENTINEL_KEY} is not allowed here. <html>502 Bad Gateway</html>`,
            headers: { 'content-type': 'text/html' },
          },
        ],
        message:
          /^Gemini sent a reply that could not be read \(not valid JSON, or cut short\): check that GOOGLE_GEMINI_BASE_URL/,
      },
      {
        line: 'fault no candidates',
        replies: [{ body: { candidates: [], modelVersion: 'fake-gemini' } }],
        message: /^Gemini returned no text \(no candidates\): try again, or rephrase the request\.$/,
      },
      {
        line: 'fault blocked',
        replies: [{ body: { promptFeedback: { blockReason: 'SAFETY' }, modelVersion: 'fake-gemini' } }],
        message: /^Gemini returned no text \(blocked: SAFETY\): rephrase the request\.$/,
      },
    ];
    await withServer(await startFakeGeminiServer(), async (server) => {
      const { run, requestsFor } = await runFaultSession(gemini, server, faults);
      for (const fault of faults) expect(requestsFor(fault.line), fault.line).toBe(1);
      expect(run.stderr).toMatch(KEY_FIX);
      expect(run.stderr).not.toContain('Retrying in');
    });
  });

  it('Gemini: 429 with and without RetryInfo, 500 and 503, retried 3 times each, then one line', async () => {
    const faults: Fault[] = [
      {
        line: 'fault 429',
        replies: repeated(geminiError(429, `Resource has been exhausted ${SENTINEL_KEY}`, 'RESOURCE_EXHAUSTED')),
        message:
          /^Gemini rate limit reached \(HTTP 429: Resource has been exhausted \[redacted\]\): wait a minute, or check your plan's limits\.$/,
      },
      {
        line: 'fault 429 with RetryInfo',
        replies: repeated(geminiError(429, `Quota exceeded ${SENTINEL_KEY}`, 'RESOURCE_EXHAUSTED', retryInfo('0.2s'))),
        message:
          /^Gemini rate limit reached \(HTTP 429, asked to wait 200 ms: Quota exceeded \[redacted\]\): wait a minute/,
      },
      {
        line: 'fault 500',
        replies: repeated(geminiError(500, `Internal error \x1b]0;pwned\x07for ${SENTINEL_KEY}`, 'INTERNAL')),
        message:
          /^Gemini failed on its side \(HTTP 500: Internal error for \[redacted\]\): this is usually temporary, try again in a minute\.$/,
      },
      {
        line: 'fault 503',
        replies: repeated(geminiError(503, `The model is overloaded. ${SENTINEL_KEY}`, 'UNAVAILABLE')),
        message:
          /^Gemini failed on its side \(HTTP 503: The model is overloaded\. \[redacted\]\): this is usually temporary/,
      },
    ];
    await withServer(await startFakeGeminiServer(), async (server) => {
      const { run, requestsFor } = await runFaultSession(gemini, server, faults);
      for (const fault of faults) expect(requestsFor(fault.line), fault.line).toBe(ATTEMPTS);
      // Each retry is announced, counting up to the limit.
      for (const fault of faults) {
        const retries = run.stderr
          .split('\n')
          .filter((line) => fault.message.test(line.replace(/ Retrying in.*$/, '')) && line.includes('Retrying in'));
        expect(
          retries.map((line) => line.replace(/^.* \((\d)\/3\)\.$/, '$1')),
          fault.line,
        ).toEqual(['1', '2', '3']);
      }
    });
  });

  it('Gemini: a reply slower than --timeout is abandoned once the whole wait is spent, then one line', async () => {
    const faults: Fault[] = [
      {
        line: 'fault slow',
        // Held back until the server closes: only the part's own --timeout can end this wait.
        replies: [{ ...gemini.answer('This answer comes too late.'), delayMs: HANG_GUARD_MS }],
        message:
          /^Gemini did not answer within 30 s, retries included: check your connection or the server; --timeout SECONDS changes how long to wait \(lower gives up sooner\)\.$/,
      },
    ];
    await withServer(await startFakeGeminiServer(), async (server) => {
      // Long enough for the first line's answer on a busy machine, which shares the same limit.
      const { run, requestsFor } = await runFaultSession(gemini, server, faults, 30);
      // --timeout bounds the whole call: a server that never answers holds the person once, not once per retry.
      expect(requestsFor('fault slow')).toBe(1);
      expect(run.stdout).not.toContain('too late');
    });
  });

  it('Gemini: connection refused is retried, named with the fix, and the session goes on', async () => {
    // A port that was just free: nothing listens on it until the test starts a server there.
    const probe = await startFakeGeminiServer();
    const url = probe.url;
    await probe.close();
    const port = Number(new URL(url).port);
    const part = startPart('part3-loop', ['--trace', '--timeout', '20', '--calendar', temporaryCalendar()], {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: url,
    });
    part.child.stdin.write('fault refused\n');
    const message = `Could not reach Gemini at 127.0.0.1:${port} (connection refused): check your connection or GOOGLE_GEMINI_BASE_URL.`;
    await part.waitForOutput(new RegExp(`^${escapeRegExp(message)}$`, 'm'));

    const late = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(gemini.answer('Reachable now.').body));
    });
    await new Promise<void>((resolve) => late.listen(port, '127.0.0.1', resolve));
    try {
      expect((late.address() as AddressInfo).port).toBe(port);
      part.child.stdin.end('are you there now?\n');
      const run = await part.exited;

      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).not.toMatch(STACK_LINE);
      expect(run.stdout).toContain('agent> Reachable now.');
      expect(run.stderr.split('\n').filter((line) => line === message)).toHaveLength(1);
      expect(run.stderr.match(/connection refused.*Retrying in/g)).toHaveLength(MAX_RETRIES);
      expect(`${run.stdout}${run.stderr}`.includes(KEY_FRAGMENT)).toBe(false);
    } finally {
      late.closeAllConnections();
      await new Promise((resolve) => late.close(resolve));
    }
  });

  it('OpenAI-compatible: 401, 429 with Retry-After, 500 with an HTML page, a truncated body', async () => {
    const faults: Fault[] = [
      {
        line: 'fault 401',
        replies: [openAIError(401, `Incorrect API key provided: ${SENTINEL_KEY}.`, 'invalid_request_error')],
        message:
          /^The OpenAI-compatible server rejected the API key \(HTTP 401\): check OPENAI_API_KEY in \.env or your environment\.$/,
      },
      {
        line: 'fault 429 with Retry-After',
        replies: repeated({
          ...openAIError(429, `Rate limit reached for ${SENTINEL_KEY}.`, 'rate_limit_exceeded'),
          headers: { 'retry-after': '1' },
        }),
        message: /^The OpenAI-compatible server rate limit reached \(HTTP 429, asked to wait 1 s: Rate limit reached/,
      },
      {
        line: 'fault 500',
        replies: repeated({ status: 500, body: `<html><body>Internal Server Error ${SENTINEL_KEY}</body></html>` }),
        message:
          /^The OpenAI-compatible server failed on its side \(HTTP 500: <html><body>Internal Server Error \[redacted\]<\/body><\/html>\): this is usually temporary/,
      },
      {
        line: 'fault truncated body',
        replies: [
          {
            body: `{"id":"chatcmpl-1","choices":[{"index":0,"message":{"role":"assistant","content":"{\\"action\\":\\"${SENTINEL_KEY}`,
            headers: { 'content-type': 'application/json' },
          },
        ],
        message:
          /^The OpenAI-compatible server sent a reply that could not be read \(not valid JSON, or cut short\): check that OPENAI_BASE_URL points at an OpenAI-compatible API/,
      },
    ];
    await withServer(await startFakeOpenAIServer(), async (server) => {
      const { requestsFor } = await runFaultSession(openAI, server, faults);
      expect(faults.map((fault) => requestsFor(fault.line))).toEqual([1, ATTEMPTS, ATTEMPTS, 1]);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
