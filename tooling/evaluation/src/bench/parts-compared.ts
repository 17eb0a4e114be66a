import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolCallingModel, ToolCallingRequest } from '@scheduling-agent/llm-service';
import { createNativeOfflineModel, createOfflineModel } from '@scheduling-agent/offline-model';
import { createChatAgent as createPart3Agent, loadTools as loadPart3Tools } from '@scheduling-agent/part3-loop';
import { createChatAgent as createPart4Agent, loadTools as loadPart4Tools } from '@scheduling-agent/part4-native-tools';
import { type RateResult, runChaos } from '../chaos/run-chaos.ts';
import { freshCalendar } from '../chaos/run-scenario.ts';
import { SCENARIOS } from '../chaos/scenarios.ts';
import { estimateTokens, recording, sizeOf } from './recording-model.ts';
import { BENCH_CLOCK } from './setup.ts';
import { formatNumber, type Table } from './table.ts';

/** Characters of a native request as an OpenAI-compatible body carries them; see {@link measurePartsCompared}. */
export function nativeSizeOf(request: ToolCallingRequest): { tools: number; total: number } {
  const tools = JSON.stringify(
    request.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    })),
  ).length;
  const messages = request.history.reduce((sum, entry) => {
    switch (entry.type) {
      case 'tool-calls':
        return (
          sum +
          (entry.text?.length ?? 0) +
          entry.calls.reduce((calls, call) => calls + call.name.length + JSON.stringify(call.args ?? {}).length, 0)
        );
      case 'tool-results':
        return (
          sum +
          entry.results.reduce(
            (results, result) =>
              results + JSON.stringify('error' in result ? { error: result.error } : { output: result.output }).length,
            0,
          )
        );
      default:
        return sum + entry.text.length;
    }
  }, 0);
  return { tools, total: request.systemInstruction.length + tools + messages };
}

/** Part 4's native stand-in, keeping every request it is sent. */
function recordingNative(model: ToolCallingModel): ToolCallingModel & { requests: ToolCallingRequest[] } {
  const requests: ToolCallingRequest[] = [];
  return {
    ...model,
    requests,
    generate(request) {
      requests.push(request);
      return model.generate(request);
    },
  };
}

/** Each scenario's turn on Part 3 and on Part 4 (no chaos): model calls and characters sent over the whole turn. */
async function sizesPerTurn() {
  const directory = await mkdtemp(join(tmpdir(), 'bench-compare-'));
  try {
    const [tools3, tools4] = [await loadPart3Tools(), await loadPart4Tools()];
    const rows = [];
    for (const scenario of SCENARIOS) {
      const model3 = recording(createOfflineModel({ clock: BENCH_CLOCK }));
      const calendar3 = await freshCalendar(scenario, BENCH_CLOCK, directory);
      const agent3 = createPart3Agent({
        ...{ model: model3, clock: BENCH_CLOCK, tools: tools3, approve: async () => true },
        context: { calendar: calendar3 },
      });
      await agent3.send(scenario.message);
      const model4 = recordingNative(createNativeOfflineModel({ clock: BENCH_CLOCK }));
      const calendar4 = await freshCalendar(scenario, BENCH_CLOCK, directory);
      const agent4 = createPart4Agent({
        ...{ model: model4, clock: BENCH_CLOCK, tools: tools4, approve: async () => true },
        context: { calendar: calendar4 },
      });
      await agent4.send(scenario.message);
      const chars3 = model3.requests.reduce((sum, request) => sum + sizeOf(request).total, 0);
      const chars4 = model4.requests.reduce((sum, request) => sum + nativeSizeOf(request).total, 0);
      rows.push({
        scenario: scenario.name,
        calls3: model3.requests.length,
        chars3,
        calls4: model4.requests.length,
        chars4,
      });
    }
    return rows;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Part 3's figure and Part 4's, as `10,908 / 3,336`. */
function pair(part3: number, part4: number): string {
  return `${formatNumber(part3)} / ${formatNumber(part4)}`;
}

/** Seeds per scenario and rate for the recovery comparison: modest, as `npm run chaos` runs the full count. */
const RECOVERY_SEEDS = 20;
const RECOVERY_RATES = [0.1, 0.3];

// #region parts-compared
/**
 * Part 3 (JSON actions) and Part 4 (native tool calls) on the same scenarios: characters and estimated tokens per
 * turn as a provider receives them, and how often each needs recovery under its own chaos mode.
 */
export async function measurePartsCompared(): Promise<Table[]> {
  const sizes = await sizesPerTurn();
  const sizeRows = sizes.map((row) => [
    row.scenario,
    `${row.calls3} / ${row.calls4}`,
    pair(row.chars3, row.chars4),
    pair(estimateTokens(row.chars3), estimateTokens(row.chars4)),
    pair(Math.round(row.chars3 / row.calls3), Math.round(row.chars4 / row.calls4)),
  ]);
  const total = (key: 'chars3' | 'chars4' | 'calls3' | 'calls4') => sizes.reduce((sum, row) => sum + row[key], 0);
  sizeRows.push([
    'all scenarios',
    `${total('calls3')} / ${total('calls4')}`,
    pair(total('chars3'), total('chars4')),
    pair(estimateTokens(total('chars3')), estimateTokens(total('chars4'))),
    pair(Math.round(total('chars3') / total('calls3')), Math.round(total('chars4') / total('calls4'))),
  ]);
  const recovery: { part: 'part3' | 'part4'; recovered: number; rate: RateResult }[] = [];
  for (const part of ['part3', 'part4'] as const) {
    const results = await runChaos({ part, rates: RECOVERY_RATES, seeds: RECOVERY_SEEDS });
    for (const rate of results.rates) {
      const runs = results.runs.filter((run) => run.rate === rate.rate);
      const recovered = runs.filter((run) => run.extraSteps > 0).length;
      recovery.push({ part, recovered, rate });
    }
  }
  const recoveryRows = RECOVERY_RATES.map((rate) => {
    const [json, native] = (['part3', 'part4'] as const).map((part) => {
      const found = recovery.find((item) => item.part === part && item.rate.rate === rate);
      if (!found) throw new Error(`no ${part} runs at ${rate}`);
      return { ...found.rate, recovered: found.recovered };
    }) as [RateResult & { recovered: number }, RateResult & { recovered: number }];
    const share = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;
    return [
      `${rate * 100}%`,
      `${json.runs} / ${native.runs}`,
      `${share(json.recovered, json.runs)} / ${share(native.recovered, native.runs)}`,
      `${(json.extraSteps / json.runs).toFixed(2)} / ${(native.extraSteps / native.runs).toFixed(2)}`,
      `${share(json.completed, json.runs)} / ${share(native.completed, native.runs)}`,
      `${json.crashes} / ${native.crashes}`,
    ];
  });
  return [
    {
      title: 'Part 3 / Part 4: characters per turn on the chaos scenarios (no chaos)',
      note:
        "Each chaos scenario's message sent once to Part 3's agent on the offline model and to Part 4's on the native " +
        'stand-in, every model call of the turn added up. Part 3 counts the system instruction, the messages and the ' +
        'reply JSON Schema; Part 4 the system instruction, the tool declarations as the OpenAI-compatible `tools` ' +
        'array, and the messages (text, each call\'s name and arguments, each tool result as sent). "≈ tokens" is ' +
        'characters / 4, an estimate.',
      headers: ['scenario', 'model calls (3 / 4)', 'characters (3 / 4)', '≈ tokens (3 / 4)', 'per call (3 / 4)'],
      rows: sizeRows,
    },
    {
      title: 'Part 3 / Part 4: recovery under chaos',
      note:
        `\`runChaos\` on each part, ${RECOVERY_SEEDS} seeds per scenario and rate: Part 3 under text chaos, Part 4 ` +
        'under native chaos. "Needed recovery" is the share of runs that took more model calls than the scenario\'s ' +
        'fewest; `npm run chaos` has the full counts by kind.',
      headers: ['rate', 'runs', 'needed recovery', 'extra calls per run', 'completed', 'crashes'],
      rows: recoveryRows,
    },
  ];
}
// #endregion parts-compared
