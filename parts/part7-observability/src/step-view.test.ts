import { PassThrough } from 'node:stream';
import { createTerminal } from '@scheduling-agent/cli-io';
import type { ToolCallingRequest, ToolCallingResponse } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { stepPosition } from './step-position.ts';
import { createLoopView } from './step-view.ts';

/** A loop view on a terminal whose output (both streams, no colour) is kept. */
function viewWith(trace: boolean) {
  const stdout = Object.assign(new PassThrough(), { isTTY: false });
  const stderr = new PassThrough();
  let printed = '';
  for (const stream of [stdout, stderr]) stream.on('data', (chunk) => (printed += chunk));
  const terminal = createTerminal({ input: new PassThrough(), output: stdout, errorOutput: stderr, color: false });
  return { view: createLoopView(terminal, { trace }), printed: () => printed, close: () => terminal.close() };
}

const request: ToolCallingRequest = {
  systemInstruction: 'You help with a calendar.',
  history: [{ type: 'user-input', text: 'what do I have tomorrow?' }],
  tools: [{ name: 'listAppointments', description: 'List', parameters: { type: 'object' } }],
  toolChoice: 'none',
};
const calling: ToolCallingResponse = {
  text: 'Let me look.',
  toolCalls: [{ id: 'call_7', name: 'listAppointments', args: { date: '2026-11-24' } }],
  finishReason: 'tool-calls',
  usage: { inputTokens: 120, outputTokens: 9 },
};
const listed = { tool: 'listAppointments', parameters: { date: '2026-11-24' } };

describe('the loop view', () => {
  it('shows one line per tool call: step of steps, the call, a short result, the model and tool times', () => {
    const { view, printed, close } = viewWith(false);
    const decision = { type: 'tools', calls: [listed] } as const;
    view.onModelCall?.({ position: stepPosition(1, 10), request, response: calling, decision, durationMs: 412.4 });
    const result = {
      type: 'result',
      call: listed,
      result: { message: '1 appointment:\n  Tue 10:00 Dentist' },
    } as const;
    view.onToolResult?.({ position: stepPosition(1, 10), result, durationMs: 1.25 });
    expect(printed()).toBe(
      'step 1/10  listAppointments date=2026-11-24 → 1 appointment: Tue 10:00 Dentist (model 412 ms, tool 1.3 ms)\n',
    );
    close();
  });

  it('shows no line for an answer, which has already streamed in its place', () => {
    const { view, printed, close } = viewWith(false);
    const response = { text: 'Nothing booked.', toolCalls: [], finishReason: 'stop' } as const;
    const decision = { type: 'answer', text: 'Nothing booked.' } as const;
    view.onModelCall?.({ position: stepPosition(2, 10), request, response, decision, durationMs: 5 });
    expect(printed()).toBe('');
    close();
  });

  it('says an unusable reply goes back to the model, or that no steps are left on the last one', () => {
    const { view, printed, close } = viewWith(false);
    const response = { text: '', toolCalls: [], finishReason: 'other' } as const;
    const decision = { type: 'invalid', problem: 'The reply was empty.' } as const;
    view.onModelCall?.({ position: stepPosition(3, 10), request, response, decision, durationMs: 5 });
    view.onModelCall?.({ position: stepPosition(10, 10), request, response, decision, durationMs: 5 });
    expect(printed().split('\n')).toEqual([
      'step 3/10  reply not usable, sent back to the model: The reply was empty.',
      'step 10/10  reply not usable, and no steps are left: The reply was empty.',
      '',
    ]);
    close();
  });

  it('with the trace on, shows the request and the reply in full: tool choice, tools, history, calls, usage', () => {
    const { view, printed, close } = viewWith(true);
    const decision = { type: 'tools', calls: [listed] } as const;
    view.onModelCall?.({ position: stepPosition(1, 10), request, response: calling, decision, durationMs: 20 });
    expect(printed()).toContain('── request 1 (tool choice none) ──');
    expect(printed()).toContain('[system]\nYou help with a calendar.');
    expect(printed()).toContain('[tools] listAppointments');
    expect(printed()).toContain('[user-input]\nwhat do I have tomorrow?');
    expect(printed()).toContain('── reply 1 (20 ms, 120 in / 9 out tokens, tool-calls) ──\nLet me look.');
    expect(printed()).toContain('[call call_7] listAppointments {"date":"2026-11-24"}');
    close();
  });
});
