import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HANG_GUARD_MS } from '@scheduling-agent/cli-io/testing';
import {
  type FakeServer,
  geminiError,
  geminiStream,
  openAIError,
  openAIStream,
  type ServerReply,
  type StreamedResponse,
  startFakeGeminiToolServer,
  startFakeOpenAIToolServer,
} from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, runPart, STACK_LINE } from './run-part.ts';

// Part 4 meets the faults Part 3 meets (provider-faults.e2e.test.ts), on its own route: native calls, streamed answers.
// Each fault is one line of input; the person reads one line about it, the session goes on, the key is never
// printed, and no half turn is left in the history.

const SENTINEL_KEY = 'AIza-SENTINEL-1234567890';
const KEY_FRAGMENT = SENTINEL_KEY.slice(0, 8);
const ATTEMPTS = 4;
const FIRST_ANSWER = `Hello.\x1b]0;pwned\x07\x1b[2J Your key ${SENTINEL_KEY} is safe with me.`;
const LAST_ANSWER = 'Still here after all that.';

interface Fault {
  readonly line: string;
  readonly replies: readonly ServerReply[];
  readonly message: RegExp;
  readonly requests: number;
}

interface Route {
  readonly provider: 'gemini' | 'openai-compatible';
  readonly start: () => Promise<FakeServer>;
  readonly answer: (text: string) => StreamedResponse;
  /** The person's lines in a request, oldest first. */
  readonly userLines: (body: unknown) => string[];
  readonly env: (url: string) => Record<string, string>;
}

const gemini: Route = {
  provider: 'gemini',
  start: () => startFakeGeminiToolServer(),
  answer: (text) => geminiStream([text]),
  userLines: (body) =>
    ((body as { contents?: { role: string; parts: { text?: string }[] }[] }).contents ?? [])
      .filter((content) => content.role === 'user')
      .map((content) => content.parts.map((part) => part.text ?? '').join('')),
  env: (url) => ({ GEMINI_API_KEY: SENTINEL_KEY, GOOGLE_GEMINI_BASE_URL: url }),
};

const openAI: Route = {
  provider: 'openai-compatible',
  start: () => startFakeOpenAIToolServer(),
  answer: (text) => openAIStream([text]),
  userLines: (body) =>
    ((body as { messages?: { role: string; content: string }[] }).messages ?? [])
      .filter((message) => message.role === 'user')
      .map((message) => message.content),
  env: (url) => ({ OPENAI_API_KEY: SENTINEL_KEY, OPENAI_BASE_URL: url }),
};

const repeated = (reply: ServerReply, times = ATTEMPTS) => Array.from({ length: times }, () => reply);

async function runFaultSession(route: Route, faults: readonly Fault[]): Promise<void> {
  const server = await route.start();
  try {
    server.reply(route.answer(FIRST_ANSWER), ...faults.flatMap((fault) => fault.replies), route.answer(LAST_ANSWER));
    const lines = ['hello', ...faults.map((fault) => fault.line), 'are you still there?'];
    const calendar = join(mkdtempSync(join(tmpdir(), 'part4-faults-')), 'calendar.json');
    const run = await runPart(
      'part4-native-tools',
      ['--provider', route.provider, '--timeout', String(HANG_GUARD_MS / 1000), '--calendar', calendar],
      `${lines.join('\n')}\n`,
      route.env(server.url),
    );
    const all = `${run.stdout}${run.stderr}`;

    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr, 'a stack trace reached the person').not.toMatch(STACK_LINE);
    expect(all.includes(KEY_FRAGMENT), 'the API key, or its start, was printed').toBe(false);
    expect(all.match(CONTROL_CHARACTER)?.[0], 'a raw control character was printed').toBeUndefined();
    expect(run.stdout).toContain('agent> Hello. Your key [redacted] is safe with me.');
    expect(run.stdout).toContain(`agent> ${LAST_ANSWER}`);
    expect(server.pending(), 'some scripted replies were never requested').toBe(0);

    // No half turns: every request after the first carries the first line and then only its own.
    const sent = server.requests.map((request) => route.userLines(request.body));
    for (const userLines of sent.slice(1)) expect(userLines.slice(0, -1)).toEqual(['hello']);
    for (const fault of faults) {
      expect(sent.filter((userLines) => userLines.at(-1) === fault.line).length, fault.line).toBe(fault.requests);
    }
    // One final line per fault, in order (retry notices aside).
    const finalLines = run.stderr
      .split('\n')
      .filter((line) => !line.includes('Retrying in') && faults.some((fault) => fault.message.test(line)));
    expect(finalLines, run.stderr.slice(-3000)).toHaveLength(faults.length);
    for (const [index, fault] of faults.entries()) expect(finalLines[index], fault.line).toMatch(fault.message);
  } finally {
    await server.close();
  }
}

describe.concurrent('provider faults, through Part 4', () => {
  it('Gemini: rejected keys, an empty and a blocked stream, one cut mid-answer; then 429 and 503, retried', async () => {
    await runFaultSession(gemini, [
      {
        line: 'fault 401',
        replies: [geminiError(401, `API key not valid: ${SENTINEL_KEY}`, 'UNAUTHENTICATED')],
        message: /^Gemini rejected the API key \(HTTP 401\): check GEMINI_API_KEY/,
        requests: 1,
      },
      {
        line: 'fault 403',
        replies: [geminiError(403, `Your API key ${SENTINEL_KEY} was reported as leaked.`, 'PERMISSION_DENIED')],
        message: /^Gemini rejected the API key \(HTTP 403: Your API key \[redacted\] was reported as leaked\.\): check/,
        requests: 1,
      },
      {
        line: 'fault no candidates',
        replies: [{ events: [{ candidates: [], modelVersion: 'fake-gemini' }] }],
        message: /^Gemini returned no reply \(no candidates\): try again, or rephrase the request\.$/,
        requests: 1,
      },
      {
        line: 'fault blocked',
        replies: [{ events: [{ promptFeedback: { blockReason: 'SAFETY' }, modelVersion: 'fake-gemini' }] }],
        message: /^Gemini returned no reply \(blocked: SAFETY\): rephrase the request\.$/,
        requests: 1,
      },
      {
        line: 'fault cut mid-answer',
        // Text, then the connection closes before the chunk that says why it finished.
        replies: [{ events: geminiStream(['Your appointments ', 'tomorrow are']).events.slice(0, 2) }],
        message: /^Gemini's answer was cut short while it was being written: ask again\.$/,
        requests: 1,
      },
      {
        line: 'fault 429',
        replies: repeated(geminiError(429, `Resource has been exhausted ${SENTINEL_KEY}`, 'RESOURCE_EXHAUSTED')),
        message: /^Gemini rate limit reached \(HTTP 429: Resource has been exhausted \[redacted\]\): wait a minute/,
        requests: ATTEMPTS,
      },
      {
        line: 'fault 503',
        replies: repeated(geminiError(503, `The model is overloaded. ${SENTINEL_KEY}`, 'UNAVAILABLE')),
        message:
          /^Gemini failed on its side \(HTTP 503: The model is overloaded\. \[redacted\]\): this is usually temporary/,
        requests: ATTEMPTS,
      },
    ]);
  });

  it('OpenAI-compatible: 401, 429 with Retry-After, 500 with an HTML page, a stream cut mid-answer', async () => {
    await runFaultSession(openAI, [
      {
        line: 'fault 401',
        replies: [openAIError(401, `Incorrect API key provided: ${SENTINEL_KEY}.`, 'invalid_request_error')],
        message: /^The OpenAI-compatible server rejected the API key \(HTTP 401\): check OPENAI_API_KEY/,
        requests: 1,
      },
      {
        line: 'fault 429 with Retry-After',
        replies: repeated({
          ...openAIError(429, `Rate limit reached for ${SENTINEL_KEY}.`, 'rate_limit_exceeded'),
          headers: { 'retry-after': '1' },
        }),
        message: /^The OpenAI-compatible server rate limit reached \(HTTP 429, asked to wait 1 s: Rate limit reached/,
        requests: ATTEMPTS,
      },
      {
        line: 'fault 500',
        replies: repeated({ status: 500, body: `<html><body>Internal Server Error ${SENTINEL_KEY}</body></html>` }),
        message:
          /^The OpenAI-compatible server failed on its side \(HTTP 500: <html><body>Internal Server Error \[redacted\]/,
        requests: ATTEMPTS,
      },
      {
        line: 'fault cut mid-answer',
        // Text, then the stream ends with neither a finish reason nor `[DONE]`.
        replies: [{ events: openAIStream(['Your appointments ', 'tomorrow are']).events.slice(0, 3) }],
        message: /^The OpenAI-compatible server's answer was cut short while it was being written: ask again\.$/,
        requests: 1,
      },
    ]);
  });
});
