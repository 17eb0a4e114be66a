import { join } from 'node:path';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Calendar } from '@scheduling-agent/calendar';
import { createCalendarServer } from '@scheduling-agent/calendar-mcp';
import { fixedClock } from '@scheduling-agent/clock';
import type { ToolCallingModel } from '@scheduling-agent/llm-service';
import { createNativeOfflineModel, type NativeChaosStats, withNativeChaos } from '@scheduling-agent/offline-model';
import {
  CALENDAR_READ_ONLY,
  type ChatAgent,
  connectTools,
  createChatAgent,
  type LoopObserver,
  loadPins,
} from '@scheduling-agent/part5-mcp';
import { whyNotDone } from './check-outcome.ts';
import { finishRun, freshCalendar, type ScenarioRun, type ScenarioRunner } from './run-scenario.ts';
import { SCENARIO_NOW, SCENARIO_TIME_ZONE } from './scenarios.ts';

/** What every Part 5 run shares: the step budget, and the folder its calendars (and its tool pins) go in. */
export interface McpRunSettings {
  readonly maxSteps: number;
  readonly directory: string;
}

let runners = 0;

// #region run-scenario-mcp
/**
 * Runs scenarios on Part 5 as Part 4's runner runs them on Part 4: the same scenarios, calendars, clock, checks and
 * native chaos, but every tool call crosses MCP to the calendar server (connected in memory, one connection per
 * runner, acting on each run's fresh calendar). The same seeds should complete exactly as on Part 4.
 */
export async function createMcpScenarioRunner(settings: McpRunSettings): Promise<ScenarioRunner> {
  const clock = fixedClock(SCENARIO_NOW, SCENARIO_TIME_ZONE);
  const current: { model: ToolCallingModel | null; calendar: Calendar | null } = { model: null, calendar: null };
  const trace = { lines: [] as string[], steps: 0 };
  // The server's calendar is whichever the run under way uses.
  const calendarOfTheRun = new Proxy({} as Calendar, {
    get(_target, key) {
      const value = Reflect.get(now(current.calendar), key);
      return typeof value === 'function' ? value.bind(current.calendar) : value;
    },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCalendarServer(calendarOfTheRun).connect(serverSide);
  runners += 1;
  const calendar = { name: 'calendar', transport: clientSide, trustedTools: CALENDAR_READ_ONLY };
  const tools = await connectTools([calendar], {
    pins: await loadPins(join(settings.directory, `pins-${runners}.json`)),
    approveTool: async () => true,
    confirm: async () => true,
    notice: () => {},
  });
  const agent: ChatAgent = createChatAgent({
    model: {
      provider: 'offline',
      label: 'native offline model under chaos, tools over MCP',
      generate: (request) => now(current.model).generate(request),
    },
    clock,
    tools,
    context: {},
    approve: async () => true,
    maxSteps: settings.maxSteps,
    observer: nativeTraceObserver(trace),
  });

  return async (scenario, chaos): Promise<ScenarioRun> => {
    agent.reset();
    trace.lines.length = 0;
    trace.steps = 0;
    const calendar = await freshCalendar(scenario, clock, settings.directory);
    const model = withNativeChaos(createNativeOfflineModel({ clock }), chaos);
    Object.assign(current, { model: tracedNativeModel(model, trace), calendar });
    const finish = (exit: ScenarioRun['exit'], crashed: boolean, problem: string | null) =>
      finishRun({
        scenario,
        chaos,
        exit,
        crashed,
        problem,
        steps: trace.steps,
        stats: model.stats,
        trace: trace.lines,
      });
    try {
      const turn = await agent.send(scenario.message);
      if (turn.exit === 'cancelled') return finish(turn.exit, true, turn.text);
      if (turn.exit === 'model-error')
        return finish(turn.exit, false, `the model failed after its retries: ${turn.text}`);
      const problem = await whyNotDone(scenario, {
        exit: turn.exit,
        history: agent.history,
        calendarFile: calendar.file,
      });
      return finish(turn.exit, false, problem);
    } catch (error) {
      return finish(
        'exception',
        true,
        `send() threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  };
}
// #endregion run-scenario-mcp

function now<T>(value: T | null): T {
  if (value === null) throw new Error('The scenario runner has no run under way.');
  return value;
}

/** The native model as the agent sees it, noting in the trace which corruptions chaos applied to each call. */
function tracedNativeModel(
  model: ToolCallingModel & { readonly stats: NativeChaosStats },
  trace: { lines: string[] },
): ToolCallingModel {
  return {
    provider: model.provider,
    label: model.label,
    async generate(request) {
      const before = model.stats.byKind;
      try {
        return await model.generate(request);
      } finally {
        const after = model.stats.byKind;
        const kinds = Object.entries(after).flatMap(([kind, count]) =>
          Array<string>(count - before[kind as keyof typeof before]).fill(kind),
        );
        if (kinds.length > 0) trace.lines.push(`chaos: ${kinds.join(', ')}`);
      }
    },
  };
}

/** Notes each step in the trace (tool calls with their results) and counts the model calls. */
function nativeTraceObserver(trace: { lines: string[]; steps: number }): LoopObserver {
  return {
    onModelCall({ position: { step }, decision }) {
      trace.steps = step;
      if (decision.type === 'answer') trace.lines.push(`step ${step}: answer`);
      if (decision.type === 'invalid') trace.lines.push(`step ${step}: reply not usable: ${decision.problem}`);
    },
    onToolResult({ position: { step }, result }) {
      const outcome =
        result.type === 'result'
          ? result.result.message.split('\n')[0]
          : `failed: ${result.type === 'error' ? result.error.message : result.message}`;
      trace.lines.push(`step ${step}: ${result.call.tool} ${JSON.stringify(result.call.parameters)} → ${outcome}`);
    },
  };
}
