import {
  type FakeServer,
  geminiCutOff,
  geminiStream,
  openAICutOff,
  openAIStream,
  startFakeGeminiToolServer,
  startFakeOpenAIToolServer,
} from '@scheduling-agent/llm-fake-servers';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyReplyError } from '../errors.ts';
import { createGeminiToolModel } from './gemini-tools.ts';
import { createOpenAIToolModel } from './openai-tools.ts';
import type { ToolCallingModel, ToolCallingRequest } from './tool-calling-types.ts';

// A reply cut off at the output limit, in each provider's documented words: Gemini's `finishReason: MAX_TOKENS`,
// Chat Completions' `finish_reason: "length"` (Ollama passes its `done_reason` on there), streamed and whole.

const CUT = 'Your appointments tomorrow are: 10:00 Dentist, 11:';
const REQUEST: ToolCallingRequest = {
  systemInstruction: 'You book appointments.',
  history: [{ type: 'user-input', text: 'what do I have tomorrow?' }],
  tools: [],
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function gemini(): Promise<ToolCallingModel> {
  server = await startFakeGeminiToolServer();
  return createGeminiToolModel({ apiKey: 'fake-key', model: 'gemini-3-flash', baseUrl: server.url, maxRetries: 1 });
}

async function openAI(providerLabel?: string): Promise<ToolCallingModel> {
  server = await startFakeOpenAIToolServer(providerLabel === 'ollama' ? { flavor: 'ollama' } : {});
  return createOpenAIToolModel({
    baseUrl: server.url,
    model: 'fake-model',
    maxRetries: 1,
    ...(providerLabel ? { providerLabel } : {}),
  });
}

/** The request, streamed: what was handed on as it came, and the step. */
async function streamed(model: ToolCallingModel) {
  const pieces: string[] = [];
  const step = await model.generate({ ...REQUEST, onText: (delta) => pieces.push(delta) });
  return { shown: pieces.join(''), step };
}

describe('a reply cut off at the output limit', () => {
  it('on Gemini, streamed: keeps the text, says it is incomplete, and names the setting that leaves more room', async () => {
    const model = await gemini();
    server!.reply(
      geminiStream(['Your appointments tomorrow are: ', '10:00 Dentist, 11:'], { finishReason: 'MAX_TOKENS' }),
    );
    const { shown, step } = await streamed(model);
    expect(shown).toBe(CUT);
    expect(step.finishReason).toBe('length');
    expect(step.cutOff).toMatch(/^The answer above is incomplete: it was cut off at Gemini's output limit\./);
    expect(step.cutOff).toContain('GEMINI_THINKING_LEVEL');
  });

  it('on Gemini, whole: CONTINUATION that the SDK could not resume is a cut too', async () => {
    const model = await gemini();
    const body = geminiCutOff(CUT).body as { candidates: { finishReason: string }[] };
    body.candidates[0]!.finishReason = 'CONTINUATION';
    server!.reply({ body });
    const step = await model.generate(REQUEST);
    expect(step.text).toBe(CUT);
    expect(step.cutOff).toContain('cut off');
  });

  it('on Gemini, a model that thought until the limit gets advice about its thinking, not "try again"', async () => {
    const model = await gemini();
    server!.reply(geminiCutOff('', 8192));
    const failure = await model.generate(REQUEST).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmptyReplyError);
    expect((failure as EmptyReplyError).usage).toMatchObject({ thinkingTokens: 8192 });
    const message = (failure as Error).message;
    expect(message).toBe(
      'Gemini spent its whole output limit thinking (8192 thinking tokens) and wrote no answer: set ' +
        'GEMINI_THINKING_LEVEL=minimal (or low) so it thinks less, or ask a narrower question.',
    );
    expect(message).not.toMatch(/try again/i);
    expect(server!.requests).toHaveLength(1);
  });

  it('on an OpenAI-compatible server, streamed and whole: the text with the notice', async () => {
    const model = await openAI();
    server!.reply(
      openAIStream(['Your appointments tomorrow are: ', '10:00 Dentist, 11:'], [], { finish: 'length' }),
      openAICutOff(CUT),
    );
    const { shown, step } = await streamed(model);
    expect(shown).toBe(CUT);
    expect(step.finishReason).toBe('length');
    expect(step.cutOff).toMatch(
      /incomplete: it was cut off at the OpenAI-compatible server's output limit\. .*--n-predict/,
    );
    const whole = await model.generate(REQUEST);
    expect(whole.text).toBe(CUT);
    expect(whole.cutOff).toBe(step.cutOff);
  });

  it("on Ollama, a model that reasoned until the limit is told about its thinking and Ollama's context", async () => {
    const model = await openAI('ollama');
    server!.reply(openAIStream([], [], { finish: 'length', reasoning: ['Let me think about ', 'the calendar…'] }));
    const failure = await model.generate({ ...REQUEST, onText: () => {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmptyReplyError);
    expect((failure as Error).message).toMatch(
      /^Ollama spent its whole output limit thinking and wrote no answer: .*OLLAMA_CONTEXT_LENGTH/,
    );
    expect((failure as Error).message).not.toMatch(/try again/i);
  });

  it('on OpenAI, counts reasoning tokens as thinking and names them when nothing else came', async () => {
    const model = await openAI();
    server!.reply(openAICutOff('', { reasoningTokens: 4000 }));
    const failure = await model.generate(REQUEST).catch((error: unknown) => error);
    expect((failure as Error).message).toContain('spent its whole output limit thinking (4000 thinking tokens)');
    // What it cost still reaches /usage.
    expect((failure as EmptyReplyError).usage).toMatchObject({ thinkingTokens: 4000 });
  });

  it('a reply that finished normally has no notice (the positive control for the cases above)', async () => {
    const model = await openAI();
    server!.reply(openAIStream(['All done.']));
    const { step } = await streamed(model);
    expect(step.finishReason).toBe('stop');
    expect(step.cutOff).toBeUndefined();
  });
});
