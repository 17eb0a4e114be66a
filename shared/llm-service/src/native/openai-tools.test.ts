import {
  type FakeServer,
  openAIError,
  openAIStream,
  openAIText,
  openAIToolCalls,
  startFakeOpenAIToolServer,
} from '@scheduling-agent/llm-fake-servers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CancelledError, NetworkError } from '../errors.ts';
import { createOpenAIToolModel } from './openai-tools.ts';
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

beforeEach(async () => {
  server = await startFakeOpenAIToolServer();
});

afterEach(async () => {
  await server.close();
});

function model() {
  return createOpenAIToolModel({
    baseUrl: server.url,
    model: 'fake-model',
    apiKey: 'sk-SENTINEL-9876',
    timeoutMs: 10_000,
    maxRetries: 1,
    sleep: async () => {},
  });
}

function request(history: readonly ConversationEntry[], extra: Partial<ToolCallingRequest> = {}): ToolCallingRequest {
  return { systemInstruction: 'You book appointments.', history, tools: TOOLS, ...extra };
}

describe('createOpenAIToolModel', () => {
  it('sends tools, tool_choice and parallel_tool_calls, and reads parallel calls', async () => {
    server.reply(
      openAIToolCalls([
        { id: 'call_a', name: 'checkAvailability', arguments: '{"date":"2026-11-27"}' },
        { id: 'call_b', name: 'checkAvailability', arguments: '{"date":"2026-11-28"}' },
      ]),
    );
    const reply = await model().generate(request([ASK]));
    expect(reply.finishReason).toBe('tool-calls');
    expect(reply.toolCalls.map((call) => [call.id, call.name, call.args])).toEqual([
      ['call_a', 'checkAvailability', { date: '2026-11-27' }],
      ['call_b', 'checkAvailability', { date: '2026-11-28' }],
    ]);
    expect(server.requests[0]?.body).toMatchObject({
      messages: [
        { role: 'system', content: 'You book appointments.' },
        { role: 'user', content: ASK.type === 'user-input' ? ASK.text : '' },
      ],
      tools: [{ type: 'function', function: { name: 'checkAvailability', parameters: TOOLS[0]?.parameters } }],
      tool_choice: 'auto',
      parallel_tool_calls: true,
      stream: false,
    });
  });

  it('keeps arguments that are not JSON, says why, and sends them back untouched with the result matched by id', async () => {
    server.reply(openAIToolCalls([{ id: 'call_x', name: 'checkAvailability', arguments: '{"date": 2026-11-27' }]));
    const reply = await model().generate(request([ASK]));
    expect(reply.toolCalls[0]).toMatchObject({
      id: 'call_x',
      args: undefined,
      argumentsError: expect.stringContaining('not valid JSON'),
    });
    server.reply(openAIText('Which date did you mean?'));
    const history: ConversationEntry[] = [
      ASK,
      entryOf(reply),
      {
        type: 'tool-results',
        results: [{ callId: 'call_x', name: 'checkAvailability', error: 'Arguments not JSON.' }],
      },
    ];
    await model().generate(request(history, { toolChoice: 'none' }));
    const body = server.requests[1]?.body as { messages: unknown[]; tool_choice: string };
    expect(body.tool_choice).toBe('none');
    expect(body.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_x', type: 'function', function: { name: 'checkAvailability', arguments: '{"date": 2026-11-27' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_x', content: '{"error":"Arguments not JSON."}' },
    ]);
  });

  it('returns an empty reply, and a call with text beside it, as data', async () => {
    server.reply(
      openAIText(''),
      openAIToolCalls([{ id: 'call_1', name: 'bookFlight', arguments: '{}' }], 'Booking that now.'),
    );
    await expect(model().generate(request([ASK]))).resolves.toMatchObject({ text: '', toolCalls: [] });
    await expect(model().generate(request([ASK]))).resolves.toMatchObject({
      text: 'Booking that now.',
      toolCalls: [{ name: 'bookFlight', args: {} }],
    });
  });

  it('streams text, assembles tool-call deltas by index, and reads usage from the last chunk', async () => {
    server.reply(
      openAIStream(
        ['Checking ', 'both days.'],
        [
          { id: 'call_a', name: 'checkAvailability', arguments: '{"date":"2026-11-27"}' },
          { id: 'call_b', name: 'checkAvailability', arguments: '{"date":"2026-11-28"}' },
        ],
      ),
    );
    const pieces: string[] = [];
    const reply = await model().generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
    expect(pieces).toEqual(['Checking ', 'both days.']);
    expect(reply).toMatchObject({ text: 'Checking both days.', usage: { inputTokens: 40, outputTokens: 9 } });
    expect(reply.toolCalls.map((call) => call.args)).toEqual([{ date: '2026-11-27' }, { date: '2026-11-28' }]);
    expect(server.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('reads a plain answer from a server that ignores stream: true, and hands the text on once', async () => {
    server.reply(openAIText('Booked.'));
    const pieces: string[] = [];
    await model().generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
    expect(pieces).toEqual(['Booked.']);
  });

  it('falls back to one ordinary request when the server refuses to stream, and stops asking', async () => {
    server.reply(openAIError(400, 'stream is not supported with tools'), openAIText('Booked.'), openAIText('Done.'));
    const pieces: string[] = [];
    const openai = model();
    await openai.generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
    await openai.generate(request([ASK], { onText: (delta) => pieces.push(delta) }));
    expect(pieces).toEqual(['Booked.', 'Done.']);
    expect(server.requests.map((sent) => (sent.body as { stream: boolean }).stream)).toEqual([true, false, false]);
  });

  it('stops a stream on Ctrl-C and hands on nothing after it', async () => {
    server.reply({ ...openAIStream(['Your ', 'week ', 'is ', 'free.']), hang: true });
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

  it('does not retry a stream that failed after text was shown, so the answer is never printed twice', async () => {
    const started = openAIStream(['Your week ']).events.slice(0, 2);
    server.reply(
      { events: [...started, { error: { message: 'The server is overloaded.', code: 503 } }] },
      openAIText('never requested'),
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

  it('announces no retry for a stream cut after text was shown: the one line says it was cut short', async () => {
    server.reply({ events: openAIStream(['Your appointments ', 'tomorrow are: ']).events.slice(0, 3) });
    const retries: string[] = [];
    const cut = createOpenAIToolModel({
      baseUrl: server.url,
      model: 'fake-model',
      maxRetries: 3,
      sleep: async () => {},
      onRetry: (info) => retries.push(info.error.message),
    });
    const error = await cut.generate(request([ASK], { onText: () => {} })).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('cut short');
    expect(retries).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as retry-after-ms asks', async () => {
    server.reply(
      { ...openAIError(429, 'Rate limit reached.'), headers: { 'retry-after-ms': '1500' } },
      openAIText('Booked.'),
    );
    const waits: number[] = [];
    const retrying = createOpenAIToolModel({
      baseUrl: server.url,
      model: 'fake-model',
      maxRetries: 1,
      sleep: async (ms: number) => void waits.push(ms),
    });
    expect((await retrying.generate(request([ASK]))).text).toBe('Booked.');
    expect(waits).toEqual([1500]);
  });

  it('reports a streamed refusal as a refusal, and a stream cut off on the way as that, then tries again', async () => {
    const chunk = (delta: unknown) => ({ object: 'chat.completion.chunk', choices: [{ index: 0, delta }] });
    server.reply({
      events: [chunk({ role: 'assistant', refusal: 'I cannot ' }), chunk({ refusal: 'help.' }), '[DONE]'],
    });
    const refused = model().generate(request([ASK], { onText: () => {} }));
    await expect(refused).rejects.toThrow(/returned no reply \(refused: I cannot help\.\)/);

    server.reply({ events: [chunk({ role: 'assistant' })] }, openAIStream(['Hello.']));
    const reply = await model().generate(request([ASK], { onText: () => {} }));
    expect(reply.text).toBe('Hello.');
    expect(server.pending()).toBe(0);
  });

  it('says a request that cannot be built is a local problem, and sends nothing', async () => {
    // How deep a value must nest before JSON.stringify overflows the stack differs between Node versions (20 fails at
    // 20,000 levels, 26 does not), so the failure a hostile value causes is made directly: a value whose conversion throws.
    const unbuildable = {
      toJSON() {
        throw new RangeError('Maximum call stack size exceeded');
      },
    };
    const call = { id: 'c1', name: 'checkAvailability', args: { date: unbuildable } };
    const history: ConversationEntry[] = [ASK, { type: 'tool-calls', calls: [call] }];
    const failure = model().generate(request(history));
    await expect(failure).rejects.toThrow(/could not be built here \(RangeError.*nothing was sent/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('tool choice none on a server that ignores tool_choice (Ollama)', () => {
  const history: ConversationEntry[] = [
    ASK,
    {
      type: 'tool-calls',
      text: 'Let me look.',
      calls: [{ id: 'call_a', name: 'checkAvailability', args: { date: '2026-11-27' } }],
    },
    { type: 'tool-results', results: [{ callId: 'call_a', name: 'checkAvailability', output: { free: true } }] },
  ];
  const eager = {
    call: openAIToolCalls([{ id: 'call_b', name: 'checkAvailability', arguments: '{}' }]),
    answer: openAIText('You are free.'),
  };

  it('a server that honours it keeps the tools declared with tool_choice none, and the model answers', async () => {
    server.reply(eager);
    const reply = await model().generate(request(history, { toolChoice: 'none' }));
    expect(reply.text).toBe('You are free.');
    expect(server.requests[0]?.body).toMatchObject({ tool_choice: 'none', tools: [expect.anything()] });
  });

  it('for one that ignores it, sends no tools and the calls and results as text, in alternating turns', async () => {
    await server.close();
    server = await startFakeOpenAIToolServer({ flavor: 'ollama' });
    server.reply(eager, eager);
    const ollama = createOpenAIToolModel({
      baseUrl: server.url,
      model: 'qwen3',
      ignoresToolChoice: true,
      maxRetries: 0,
    });
    expect((await ollama.generate(request(history, { toolChoice: 'auto' }))).toolCalls).toHaveLength(1);
    const reply = await ollama.generate(request(history, { toolChoice: 'none' }));
    expect(reply.text).toBe('You are free.');
    const body = server.requests[1]?.body as { messages: { role: string; content: string }[] };
    expect(body).not.toHaveProperty('tools');
    expect(body.messages).toEqual([
      { role: 'system', content: 'You book appointments.' },
      { role: 'user', content: 'Am I free on Friday and Saturday?' },
      { role: 'assistant', content: 'Let me look.\n(I called checkAvailability with {"date":"2026-11-27"}.)' },
      { role: 'user', content: 'Results of the tools you called:\ncheckAvailability: {"output":{"free":true}}' },
    ]);
  });
});
