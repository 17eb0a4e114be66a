import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { ScriptedModel, ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { createChatAgent as createPart3Agent, loadTools as loadPart3Tools } from '@scheduling-agent/part3-loop';
import { createChatAgent as createPart4Agent, loadTools as loadPart4Tools } from '@scheduling-agent/part4-native-tools';
import { writeCalendarFile } from './calendar-fixture.ts';
import { BENCH_CLOCK, temporaryDirectory } from './setup.ts';
import { summarize } from './stats.ts';
import type { Table } from './table.ts';

/** The steps whose cost is reported: the first, and with 50 and 400 earlier steps in the history. */
const AT_STEPS = [1, 50, 400] as const;
/** Steps averaged around each point (from it on), and whole runs made of each part. */
const WINDOW = 10;
const RUNS = 5;
const LAST = AT_STEPS.at(-1)! + WINDOW;

const dateAt = (step: number) => `2026-11-25T${String(9 + (step % 8)).padStart(2, '0')}:00`;

/**
 * One turn of {@link LAST} tool steps and an answer on a scripted model that replies at once; returns each step's own
 * cost in µs (from one model call to the next, less the time the tools reported), indexed from step 1.
 */
async function stepCosts(part: 'part3' | 'part4', file: string): Promise<number[]> {
  const stamps: number[] = [];
  let toolMs = 0;
  const toolTime: number[] = [];
  const observer = {
    onToolResult: ({ durationMs }: { durationMs: number }) => {
      toolMs += durationMs;
    },
  };
  const stamp = () => {
    stamps.push(performance.now());
    toolTime.push(toolMs);
  };
  const common = {
    clock: BENCH_CLOCK,
    context: { calendar: openCalendar({ file, clock: BENCH_CLOCK }) },
    approve: async () => true,
    maxSteps: LAST + 1,
    observer,
  };
  if (part === 'part3') {
    const reply = (step: number) =>
      JSON.stringify({ action: 'tool', tool: 'checkAvailability', parameters: { date: dateAt(step) } });
    const model = new ScriptedModel([
      ...Array.from({ length: LAST }, (_, step) => reply(step)),
      JSON.stringify({ action: 'answer', response: 'Done.' }),
    ]);
    const timed = {
      ...model,
      provider: model.provider,
      label: model.label,
      generate(request: Parameters<typeof model.generate>[0]) {
        stamp();
        return model.generate(request);
      },
    };
    const agent = createPart3Agent({ ...common, model: timed, tools: await loadPart3Tools() });
    const result = await agent.send('check these times');
    if (result.steps !== LAST + 1) throw new Error(`bench turn ended early: ${result.exit}`);
  } else {
    const model = new ScriptedToolModel([
      ...Array.from({ length: LAST }, (_, step) => ({
        calls: [{ name: 'checkAvailability', args: { start: dateAt(step) } }],
      })),
      { text: 'Done.' },
    ]);
    const timed = {
      provider: model.provider,
      label: model.label,
      generate(request: Parameters<typeof model.generate>[0]) {
        stamp();
        return model.generate(request);
      },
    };
    const agent = createPart4Agent({ ...common, model: timed, tools: await loadPart4Tools() });
    const result = await agent.send('check these times');
    if (result.steps !== LAST + 1) throw new Error(`bench turn ended early: ${result.exit}`);
  }
  return stamps.slice(1).map((at, index) => (at - stamps[index]! - (toolTime[index + 1]! - toolTime[index]!)) * 1000);
}

// #region loop-growth
/**
 * The loop's own cost per step as the history grows, Part 3 beside Part 4: one long turn of tool steps on a scripted
 * model that replies at once, timed from one model call to the next with the tools' own time taken out.
 */
export async function measureLoopGrowth(): Promise<Table> {
  const file = join(temporaryDirectory('loop-growth'), 'calendar.json');
  writeCalendarFile(file, 16);
  const costs: Record<'part3' | 'part4', number[][]> = { part3: [], part4: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const part of ['part3', 'part4'] as const) costs[part].push(await stepCosts(part, file));
  }
  const at = (part: 'part3' | 'part4', step: number) =>
    summarize(costs[part].flatMap((run) => run.slice(step - 1, step - 1 + WINDOW))).median;
  return {
    title: 'Loop cost per step as the history grows (Part 3 / Part 4, zero-latency model)',
    note:
      `One turn of ${LAST} \`checkAvailability\` steps and an answer on a scripted model, ${RUNS} runs of each part; ` +
      `each step's cost is the time from one model call to the next less the tool's own time, the median of steps ` +
      `N to N + ${WINDOW - 1} over the runs. Growth comes from converting the history for each request.`,
    headers: ['step', 'earlier steps in the history', 'Part 3 µs per step', 'Part 4 µs per step'],
    rows: AT_STEPS.map((step) => [step, step - 1, Math.round(at('part3', step)), Math.round(at('part4', step))]),
  };
}
// #endregion loop-growth
