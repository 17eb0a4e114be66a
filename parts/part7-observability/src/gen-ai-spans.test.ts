import { SpanStatusCode } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NetworkError, redact, registerSecret } from '@scheduling-agent/llm-service';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, clock, setup, tool, tools } from '../test-fixtures/loop-setup.ts';
import { capturesContent, createTracedAgent, GenAiSpans, modelName, providerName } from './gen-ai-spans.ts';
import type { ToolRegistry } from './tool-registry.ts';

const BOOKING = [
  {
    calls: [{ id: 'fc-1', name: 'checkAvailability', args: { start: '2026-11-24T14:00' } }],
    usage: { inputTokens: 120, outputTokens: 9 },
  },
  { calls: [{ id: 'fc-2', name: 'scheduleAppointment', args: { start: '2026-11-24T14:00', title: 'Haircut' } }] },
  answer('Booked your haircut for 14:00 tomorrow.'),
];

/** An agent on the calendar's tools whose spans end up in memory; `capture` is the person's opt-in to content. */
function traced(
  model: ScriptedToolModel,
  capture = false,
  approve: () => Promise<boolean | 'later'> = async () => true,
  registry: ToolRegistry = tools,
) {
  setup(model); // an empty calendar for this test
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const names = { agentName: 'scheduling-agent', provider: 'offline', model: 'offline' };
  const spans = new GenAiSpans(provider.getTracer('test'), names, { capture, redact });
  const agent = createTracedAgent({ model, clock, tools: registry, context: {}, approve }, spans);
  return { agent, finished: () => exporter.getFinishedSpans() };
}

const byName = (spans: ReadableSpan[], name: string) => spans.filter((span) => span.name === name);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("a turn's spans, in OpenTelemetry's GenAI conventions", () => {
  it('makes one invoke_agent span per turn, with a chat span per model call and an execute_tool span per tool call inside', async () => {
    const { agent, finished } = traced(new ScriptedToolModel(BOOKING));
    await agent.send('book a haircut tomorrow at 2pm');

    const spans = finished();
    const [turn] = byName(spans, 'invoke_agent scheduling-agent');
    expect(turn?.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'scheduling_agent.turn.exit': 'answered',
    });
    expect(parentOf(turn!)).toBeUndefined();
    const chats = byName(spans, 'chat offline');
    expect(chats).toHaveLength(3);
    expect(chats[0]?.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'offline',
      'gen_ai.request.model': 'offline',
      'gen_ai.usage.input_tokens': 120,
      'gen_ai.usage.output_tokens': 9,
      'gen_ai.response.finish_reasons': ['tool_calls'],
    });
    expect(chats[2]?.attributes['gen_ai.response.finish_reasons']).toEqual(['stop']);
    const [check] = byName(spans, 'execute_tool checkAvailability');
    const [book] = byName(spans, 'execute_tool scheduleAppointment');
    expect(check?.attributes).toMatchObject({ 'gen_ai.tool.name': 'checkAvailability', 'gen_ai.tool.call.id': 'fc-1' });
    expect(book?.attributes).toMatchObject({
      'gen_ai.tool.call.id': 'fc-2',
      'scheduling_agent.tool.outcome': 'result',
    });
    // One trace, and every span but the turn's a child of it, in the order the loop ran them.
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    for (const span of spans.filter((span) => span !== turn)) expect(parentOf(span)).toBe(turn?.spanContext().spanId);
    const order = [...spans].sort((a, b) => hr(a.startTime) - hr(b.startTime)).map((span) => span.name);
    expect(order.indexOf('execute_tool checkAvailability')).toBeLessThan(
      order.indexOf('execute_tool scheduleAppointment'),
    );
  });

  it('makes each turn a trace of its own', async () => {
    const { agent, finished } = traced(new ScriptedToolModel([answer('Hello.'), answer('Hello again.')]));
    await agent.send('hello');
    await agent.send('hello again');
    const turns = byName(finished(), 'invoke_agent scheduling-agent');
    expect(turns).toHaveLength(2);
    expect(turns[0]?.spanContext().traceId).not.toBe(turns[1]?.spanContext().traceId);
  });

  it("shows the person's answer to a question as an approval span, and a no leaves the tool unrun", async () => {
    const model = new ScriptedToolModel([
      tool('scheduleAppointment', { start: '2026-11-24T14:00', title: 'Haircut' }),
      answer('I did not book it.'),
    ]);
    const { agent, finished } = traced(model, false, async () => false);
    await agent.send('book a haircut tomorrow at 2pm');
    const [approval] = byName(finished(), 'approval');
    expect(approval?.attributes).toMatchObject({ 'scheduling_agent.approval.answer': 'no' });
    expect(byName(finished(), 'execute_tool scheduleAppointment')).toEqual([]);
  });

  it('marks a tool call that failed with its error type, and a turn the model failed', async () => {
    const model = new ScriptedToolModel([
      tool('checkAvailability', { start: '2026-11-24T14:00' }),
      new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' }),
    ]);
    const failing: ToolRegistry = {
      ...tools,
      list: () => tools.list(),
      getDefinition: (name) => tools.getDefinition(name),
      checkCall: (name, parameters) => tools.checkCall(name, parameters),
      prepare: async (call) => ({
        type: 'prepared',
        call,
        run: async () => ({ type: 'error', call, error: { kind: 'failed', message: 'the calendar is down' } }),
      }),
    };
    const { agent, finished } = traced(model, false, async () => true, failing);
    await agent.send('is tomorrow at 2pm free?');
    const failed = finished().filter((span) => span.attributes['error.type'] !== undefined);
    expect(failed.map((span) => [span.name, span.attributes['error.type'], span.status.code])).toEqual([
      ['execute_tool checkAvailability', 'failed', SpanStatusCode.ERROR],
      ['chat offline', 'NetworkError', SpanStatusCode.ERROR],
      ['invoke_agent scheduling-agent', 'model-error', SpanStatusCode.ERROR],
    ]);
  });

  it('records no message content unless the person opts in, and then only redacted', async () => {
    registerSecret('sk-test-secret-1234');
    const message = 'book a haircut tomorrow at 2pm, key sk-test-secret-1234';
    const without = traced(new ScriptedToolModel(BOOKING));
    await without.agent.send(message);
    const everything = JSON.stringify(without.finished().map((span) => [span.attributes, span.events]));
    // The positive control: what is recorded without the opt-in is there; what was said is not.
    expect(everything).toContain('checkAvailability');
    expect(everything).not.toContain('haircut');
    expect(everything).not.toContain('gen_ai.input.messages');

    const opted = traced(new ScriptedToolModel(BOOKING), true);
    await opted.agent.send(message);
    const [turn] = byName(opted.finished(), 'invoke_agent scheduling-agent');
    expect(String(turn?.attributes['gen_ai.input.messages'])).toContain(
      'book a haircut tomorrow at 2pm, key [redacted]',
    );
    expect(String(turn?.attributes['gen_ai.output.messages'])).toContain('Booked your haircut');
    const [book] = byName(opted.finished(), 'execute_tool scheduleAppointment');
    expect(JSON.parse(String(book?.attributes['gen_ai.tool.call.arguments']))).toEqual({
      start: '2026-11-24T14:00',
      title: 'Haircut',
    });
    expect(JSON.stringify(opted.finished().map((span) => span.attributes))).not.toContain('sk-test-secret-1234');
  });
});

describe('the names in the spans', () => {
  it("reads the conventions' opt-in switch for content, off by default", () => {
    expect(capturesContent({})).toBe(false);
    expect(capturesContent({ OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'false' })).toBe(false);
    expect(capturesContent({ OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true' })).toBe(true);
    expect(capturesContent({ OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'span_only' })).toBe(true);
  });

  it('names the provider and model as the conventions do', () => {
    expect(providerName('gemini')).toBe('gcp.gemini');
    expect(modelName({ provider: 'gemini', label: 'gemini (gemini-2.5-flash)' })).toBe('gemini-2.5-flash');
    expect(modelName({ provider: 'offline', label: 'offline model (a rule-based stand-in, not an AI)' })).toBe(
      'offline',
    );
  });
});

const hr = ([seconds, nanos]: [number, number]) => seconds * 1e9 + nanos;
