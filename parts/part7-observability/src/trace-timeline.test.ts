import { describe, expect, it } from 'vitest';
import { COLOURS, readTraceFile, renderTimeline, TraceFileError } from './trace-timeline.ts';

const span = (name: string, id: string, start: number, end: number, attributes: Record<string, unknown> = {}) => ({
  traceId: 'aa'.repeat(16),
  spanId: id,
  ...(id === 'root' ? {} : { parentSpanId: 'root' }),
  name,
  startTimeUnixNano: String(start * 1e6),
  endTimeUnixNano: String(end * 1e6),
  attributes: Object.entries(attributes).map(([key, value]) => ({
    key,
    value: typeof value === 'number' ? { intValue: String(value) } : { stringValue: value },
  })),
  status: { code: attributes['error.type'] ? 2 : 0 },
});

/** One booking's turn, as the part writes it: one export request on one line. */
const BOOKING = JSON.stringify({
  resourceSpans: [
    {
      scopeSpans: [
        {
          spans: [
            span('chat offline', 'c1', 0, 300, {
              'gen_ai.operation.name': 'chat',
              'gen_ai.usage.input_tokens': 120,
              'gen_ai.usage.output_tokens': 9,
            }),
            span('execute_tool checkAvailability', 't1', 300, 320, {
              'gen_ai.operation.name': 'execute_tool',
              'scheduling_agent.tool.outcome': 'result',
            }),
            span('approval', 'a1', 330, 600, {
              'gen_ai.operation.name': 'approval',
              'scheduling_agent.approval.answer': 'yes',
            }),
            span('execute_tool scheduleAppointment', 't2', 600, 640, {
              'gen_ai.operation.name': 'execute_tool',
              'error.type': 'failed',
            }),
            span('invoke_agent scheduling-agent', 'root', 0, 1000, { 'scheduling_agent.turn.exit': 'answered' }),
          ],
        },
      ],
    },
  ],
});

describe('the timeline of a trace file', () => {
  it('draws each turn as a row and each model call, tool call and question as a bar, with duration, tokens and result', () => {
    const html = renderTimeline(readTraceFile(`${BOOKING}\n`), 'Trace of calendar.traces.jsonl');
    expect(html).toContain('Turn 1: invoke_agent scheduling-agent, 1000 ms, answered');
    expect(html).toContain('chat offline 300 ms, 120 in / 9 out tokens');
    expect(html).toContain('execute_tool checkAvailability 20 ms → result');
    expect(html).toContain('approval 270 ms → yes');
    expect(html).toContain(`left:33.00%;width:27.00%;background:${COLOURS.approval}`);
    expect(html).toContain(`background:${COLOURS.failed}`);
    expect(html).toContain('execute_tool scheduleAppointment 40 ms → failed');
  });

  it('needs nothing from the network to be viewed', () => {
    const html = renderTimeline(readTraceFile(BOOKING), 'x');
    expect(html).not.toMatch(/<script|<link|src=|url\(|https?:/);
  });

  it('refuses a file that is not a trace, naming the line', () => {
    expect(() => readTraceFile(`${BOOKING}\nnot json\n`)).toThrow(
      new TraceFileError('line 2 is not JSON: is this a trace file (<calendar>.traces.jsonl)?'),
    );
    expect(() => readTraceFile('{"appointments":[]}')).toThrow(/line 1 is not an OTLP export request/);
    expect(() => readTraceFile('')).toThrow(/holds no spans/);
  });

  it('draws the complete lines of a file whose last line a crash cut short, and says which line it left out', () => {
    const cut: number[] = [];
    const spans = readTraceFile(`${BOOKING}\n${BOOKING.slice(0, 40)}`, (line) => cut.push(line));
    expect([spans.length, cut]).toEqual([readTraceFile(BOOKING).length, [2]]);
    // The positive control: the same damage followed by a complete line is refused, not skipped.
    expect(() => readTraceFile(`${BOOKING}\n${BOOKING.slice(0, 40)}\n${BOOKING}\n`)).toThrow(/line 2 is not JSON/);
  });

  it('keeps what the page shows from being read as markup', () => {
    const html = renderTimeline(readTraceFile(BOOKING.replace('chat offline', 'chat <b>x</b>')), 't');
    expect(html).toContain('chat &#60;b&#62;x&#60;/b&#62;');
  });
});
