import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { ScriptedModel } from '@scheduling-agent/llm-testing';
import type { ToolContext, ToolDefinition } from '@scheduling-agent/part3-loop';
import { createChatAgent, loadTools, type ToolRegistry } from '@scheduling-agent/part3-loop';
import { writeCalendarFile } from './calendar-fixture.ts';
import { BENCH_CLOCK, temporaryDirectory } from './setup.ts';
import { summarize } from './stats.ts';
import type { Table } from './table.ts';

/** Part 3's default budget: nine tool steps and the answer on the tenth, the longest turn that still answers. */
const STEPS = 10;
const ANSWER = JSON.stringify({ action: 'answer', response: 'Done: all nine times checked.' });

const NOOP: ToolDefinition = {
  name: 'noop',
  description: 'Does nothing; for measuring the loop alone.',
  parameters: { type: 'object', properties: { step: { type: 'integer' } }, additionalProperties: false },
  returns: '{ ok, message }',
};

const noopReply = JSON.stringify({ action: 'tool', tool: NOOP.name, parameters: {} });

/** A registry with one tool that does nothing, so a step costs only the loop's own work. */
const stubRegistry: ToolRegistry = {
  list: () => [NOOP.name],
  getDefinition: (name) => (name === NOOP.name ? NOOP : undefined),
  checkCall: (tool, parameters) => ({
    ok: true,
    call: { tool: String(tool), parameters: parameters as Record<string, unknown> },
  }),
  prepare: async (call) => ({
    type: 'prepared',
    call,
    run: async () => ({ type: 'result', call, result: { message: 'Nothing done.' } }),
  }),
  generateToolsPrompt: () => `- ${NOOP.name}: ${NOOP.description}`,
};

interface LoopCase {
  readonly name: string;
  readonly registry: ToolRegistry;
  readonly toolReply: (step: number) => string;
  readonly turns: number;
}

/** Runs whole turns of `STEPS` model calls on a zero-latency scripted model; returns µs per step, with and without tools. */
async function timeTurns(item: LoopCase, context: ToolContext) {
  const model = new ScriptedModel();
  let toolMs = 0;
  const agent = createChatAgent({
    model,
    clock: BENCH_CLOCK,
    tools: item.registry,
    context,
    approve: async () => true,
    maxSteps: STEPS,
    observer: { onToolResult: ({ durationMs }) => (toolMs += durationMs) },
  });
  const warmup = Math.ceil(item.turns / 10);
  const perStep: number[] = [];
  const loopOnly: number[] = [];
  for (let turn = 0; turn < warmup + item.turns; turn++) {
    agent.reset();
    model.push(...Array.from({ length: STEPS - 1 }, (_, step) => item.toolReply(step)), ANSWER);
    toolMs = 0;
    const started = performance.now();
    const result = await agent.send('check nine times, then answer');
    const elapsedMs = performance.now() - started;
    if (result.exit !== 'answered' || result.steps !== STEPS) throw new Error(`bench turn ended: ${result.exit}`);
    if (turn < warmup) continue;
    perStep.push((elapsedMs * 1000) / STEPS);
    loopOnly.push(((elapsedMs - toolMs) * 1000) / STEPS);
  }
  model.assertAllConsumed();
  return { perStep: summarize(perStep), loopOnly: summarize(loopOnly) };
}

const checkAt = (step: number) =>
  JSON.stringify({
    action: 'tool',
    tool: 'checkAvailability',
    parameters: { start: `2026-11-25T${String(9 + step).padStart(2, '0')}:00` },
  });

/**
 * The agent loop's own cost per step with a model that answers instantly: building the request (system instruction,
 * history as messages, schema), reading and validating the reply, running the tool, recording the result.
 */
export async function measureLoopOverhead(): Promise<Table> {
  const scratch = temporaryDirectory('loop');
  const file = join(scratch, 'calendar.json');
  writeCalendarFile(file, 16);
  const context: ToolContext = { calendar: openCalendar({ file, clock: BENCH_CLOCK }) };
  const cases: LoopCase[] = [
    { name: 'stub registry: one no-op tool', registry: stubRegistry, toolReply: () => noopReply, turns: 300 },
    { name: "Part 3's tools: 9 × checkAvailability", registry: await loadTools(), toolReply: checkAt, turns: 60 },
  ];
  const rows = [];
  for (const item of cases) {
    const { perStep, loopOnly } = await timeTurns(item, context);
    rows.push([item.name, item.turns, perStep.median, perStep.min, loopOnly.median]);
  }
  return {
    title: 'Agent loop overhead per step (Part 3, zero-latency model)',
    note:
      `\`createChatAgent\` from Part 3 driven by a \`ScriptedModel\` that replies at once: each turn is ${STEPS - 1} ` +
      `tool calls and an answer (${STEPS} steps, the default budget), the history reset between turns, the first ` +
      'tenth of the turns untimed. "Without tool time" subtracts what `onToolResult` reports for the tools. Real ' +
      'tools run against a temporary calendar file of 16 appointments.',
    headers: ['setup', 'turns timed', 'µs per step (median)', 'µs per step (min)', 'µs per step without tool time'],
    rows,
  };
}
