import {
  type FakeServer,
  geminiCalls,
  geminiEmpty,
  geminiError,
  geminiMalformedCall,
  geminiStream,
  geminiText,
  geminiThinkingText,
  startFakeGeminiToolServer,
} from '@scheduling-agent/llm-fake-servers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CancelledError, ConfigurationError, LlmError, NetworkError } from '../errors.ts';
import { createGeminiToolModel } from './gemini-tools.ts';
import { type ConversationEntry, entryOf, type ToolCallingRequest } from './tool-calling-types.ts';

const TOOLS = [
  {
    name: 'checkAvailability',
    description: 'Is the calendar free?',
    parameters: { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] },
  },
];
const ASK: ConversationEntry = { type: 'user-input', text: 'Am I free on Friday and Saturday?' };

let server: FakeServer;
const saved = process.env.GOOGLE_GEMINI_BASE_URL;

beforeEach(async () => {
  delete process.env.GOOGLE_GEMINI_BASE_URL;
  server = await startFakeGeminiToolServer();
});

afterEach(async () => {
  await server.close();
  if (saved === undefined) delete process.env.GOOGLE_GEMINI_BASE_URL;
  else process.env.GOOGLE_GEMINI_BASE_URL = saved;
});

function model(url = server.url) {
  return createGeminiToolModel({
    apiKey: 'fake-key',
    model: 'gemini-3-flash',
    baseUrl: url,
    timeoutMs: 10_000,
    maxRetries: 1,
    sleep: async () => {},
  });
}

function request(history: readonly ConversationEntry[], extra: Partial<ToolCallingRequest> = {}): ToolCallingRequest {
  return { systemInstruction: 'You book appointments.', history, tools: TOOLS, ...extra };
}

describe('createGeminiToolModel', () => {
  it('declares the tools with parametersJsonSchema, mode AUTO, and no JSON mode', async () => {
    server.reply(geminiText('Hello.'));
    await expect(model().generate(request([ASK]))).resolves.toMatchObject({ text: 'Hello.', finishReason: 'stop' });
    const body = server.requests[0]?.body as Record<string, unknown>;
    expect(body.tools).toEqual([
      {
        functionDeclarations: [
          {
            name: 'checkAvailability',
            description: 'Is the calendar free?',
            parametersJsonSchema: TOOLS[0]?.parameters,
          },
        ],
      },
    ]);
    expect(body.toolConfig).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
    expect(JSON.stringify(body)).not.toContain('responseMimeType');
  });

  it('reads parallel calls with their ids and signatures, and echoes the signatures back untouched', async () => {
    server.reply(
      geminiCalls([
        { name: 'checkAvailability', args: { date: '2026-11-27' }, id: 'fc-1', thoughtSignature: 'SIG-A' },
        { name: 'checkAvailability', args: { date: '2026-11-28' }, id: 'fc-2' },
      ]),
      geminiText('Both days are free.'),
    );
    const first = await model().generate(request([ASK]));
    expect(first.finishReason).toBe('tool-calls');
    expect(first.toolCalls.map((call) => [call.id, call.args])).toEqual([
      ['fc-1', { date: '2026-11-27' }],
      ['fc-2', { date: '2026-11-28' }],
    ]);
    const history: ConversationEntry[] = [
      ASK,
      entryOf(first),
      {
        type: 'tool-results',
        results: [
          { callId: 'fc-1', name: 'checkAvailability', output: { free: true } },
          { callId: 'fc-2', name: 'checkAvailability', error: 'The calendar file is locked.' },
        ],
      },
    ];
    await expect(model().generate(request(history, { toolChoice: 'none' }))).resolves.toMatchObject({
      text: 'Both days are free.',
    });
    const second = server.requests[1]?.body as { contents: unknown[]; toolConfig: unknown };
    expect(second.toolConfig).toEqual({ functionCallingConfig: { mode: 'NONE' } });
    expect(second.contents[1]).toEqual({
      role: 'model',
      parts: [
        {
          functionCall: { name: 'checkAvailability', args: { date: '2026-11-27' }, id: 'fc-1' },
          thoughtSignature: 'SIG-A',
        },
        { functionCall: { name: 'checkAvailability', args: { date: '2026-11-28' }, id: 'fc-2' } },
      ],
    });
    expect(second.contents[2]).toEqual({
      role: 'user',
      parts: [
        { functionResponse: { name: 'checkAvailability', id: 'fc-1', response: { output: { free: true } } } },
        {
          functionResponse: {
            name: 'checkAvailability',
            id: 'fc-2',
            response: { error: 'The calendar file is locked.' },
          },
        },
      ],
    });
  });

  it('gets the real 400 from the fake when a signature is dropped', async () => {
    server.reply(geminiCalls([{ name: 'checkAvailability', args: { date: '2026-11-27' }, thoughtSignature: 'SIG-A' }]));
    const first = await model().generate(request([ASK]));
    const call = first.toolCalls[0]!;
    const stripped: ConversationEntry = {
      type: 'tool-calls',
      calls: [{ id: call.id, name: call.name, args: call.args }],
    };
    const results: ConversationEntry = {
      type: 'tool-results',
      results: [{ callId: call.id, name: call.name, output: { free: true } }],
    };
    const error = await model()
      .generate(request([ASK, stripped, results]))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain('missing a thought_signature');
  });

  it('counts thinking as output, as it is billed, and leaves the thought out of the text', async () => {
    server.reply(geminiThinkingText('First check Friday.', 'You are free.'));
    const reply = await model().generate(request([ASK]));
    expect(reply).toMatchObject({ text: 'You are free.', usage: { inputTokens: 12, outputTokens: 705 } });
  });

  it('returns a malformed call and an empty reply as data for the loop', async () => {
    server.reply(geminiMalformedCall(), geminiEmpty());
    await expect(model().generate(request([ASK]))).resolves.toMatchObject({
      text: '',
      toolCalls: [],
      finishReason: 'malformed-call',
    });
    await expect(model().generate(request([ASK]))).resolves.toMatchObject({ text: '', toolCalls: [] });
  });

  it('streams the text as it arrives, keeps the signature from the last chunk, and takes calls from the end', async () => {
    server.reply(
      geminiStream(['Let me ', 'check.'], {
        textSignature: 'SIG-T',
        calls: [{ name: 'checkAvailability', args: { date: '2026-11-27' }, thoughtSignature: 'SIG-C' }],
      }),
    );
    const pieces: string[] = [];
    const reply = await model().generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
    expect(pieces).toEqual(['Let me ', 'check.']);
    expect(reply).toMatchObject({ text: 'Let me check.', echo: { thoughtSignature: 'SIG-T' } });
    expect(reply.toolCalls[0]).toMatchObject({ name: 'checkAvailability', echo: { thoughtSignature: 'SIG-C' } });
    expect(server.requests[0]?.path).toContain(':streamGenerateContent?alt=sse');
  });

  it('falls back to one ordinary request when the server cannot stream', async () => {
    const plain = await startFakeGeminiToolServer({ noStreaming: true });
    try {
      plain.reply(geminiText('Booked.'), geminiText('Done.'));
      const pieces: string[] = [];
      const gemini = model(plain.url);
      await gemini.generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
      await gemini.generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
      expect(pieces).toEqual(['Booked.', 'Done.']);
      expect(plain.requests.map((sent) => sent.path.includes('stream'))).toEqual([true, false, false]);
    } finally {
      await plain.close();
    }
  });

  it('keeps streaming after a 404 that both routes give (an unknown model): the stream is not what is missing', async () => {
    const unknown = geminiError(404, 'models/gemini-9 is not found for API version v1beta.', 'NOT_FOUND');
    server.reply(unknown, unknown, geminiStream(['Hi.']));
    const gemini = model();
    await expect(gemini.generate(request([ASK], { onText: () => {} }))).rejects.toThrow(/HTTP 404/);
    expect((await gemini.generate(request([ASK], { onText: () => {} }))).text).toBe('Hi.');
    expect(server.requests.map((sent) => sent.path.includes('stream'))).toEqual([true, false, true]);
  });

  it('falls back when the stream route answers with plain JSON instead of Server-Sent Events', async () => {
    server.reply(geminiText('Booked.'), geminiText('Booked.'));
    const pieces: string[] = [];
    const reply = await model().generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
    expect(reply.text).toBe('Booked.');
    expect(pieces).toEqual(['Booked.']);
    expect(server.requests.map((sent) => sent.path.includes('stream'))).toEqual([true, false]);
  });

  it('does not retry a stream that failed after text was shown, so the answer is never printed twice', async () => {
    const [first] = geminiStream(['Your week ']).events;
    server.reply(
      { events: [first, { error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }] },
      geminiText('never requested'),
    );
    const pieces: string[] = [];
    const error = await model()
      .generate(request([ASK], { onText: (delta) => pieces.push(delta) }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('cut short');
    expect(pieces).toEqual(['Your week ']);
    expect(server.requests).toHaveLength(1);
    await model().generate(request([ASK]));
    expect(server.pending()).toBe(0);
  });

  it('takes a stream that ends before Gemini says it finished as cut on the way, never as the whole answer', async () => {
    const [empty] = geminiStream(['']).events;
    const [head, middle] = geminiStream(['Your appointments tomorrow: ', '10:00 Dentist, 11:']).events;
    server.reply({ events: [empty] }, geminiStream(['Tomorrow: 10:00 Dentist.']), { events: [head, middle] });
    // Cut before any text was shown: retried, and the retry's whole answer is the step.
    const pieces: string[] = [];
    const onText = (delta: string) => pieces.push(delta);
    const step = await model().generate(request([ASK], { onText }));
    expect(step.text).toBe('Tomorrow: 10:00 Dentist.');
    // Cut after text was shown: named as cut, and not retried, so nothing is printed twice.
    pieces.length = 0;
    const error = await model()
      .generate(request([ASK], { onText }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('cut short');
    expect(pieces.join('')).toBe('Your appointments tomorrow: 10:00 Dentist, 11:');
    expect(server.requests).toHaveLength(3);
  });

  it('stops a stream on Ctrl-C and hands on nothing after it', async () => {
    server.reply({ ...geminiStream(['Your ', 'week ', 'is ', 'free.']), hang: true });
    const controller = new AbortController();
    const pieces: string[] = [];
    const pending = model().generate(
      request([ASK], {
        signal: controller.signal,
        onText: (delta) => {
          pieces.push(delta);
          controller.abort();
        },
      }),
    );
    // The four pieces arrive at once, so a loop that handed on what it had already read would show them all.
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(pieces).toEqual(['Your ']);
  });

  it('keeps the key out of every error', async () => {
    server.reply({ status: 500, body: { error: { code: 500, message: 'key fake-key broke' } } }, { status: 500 });
    const error = (await model()
      .generate(request([ASK]))
      .catch((caught: unknown) => caught)) as LlmError;
    expect(error).toBeInstanceOf(LlmError);
    expect(`${error.message} ${String(error.cause)}`).not.toContain('fake-key');
  });
});
