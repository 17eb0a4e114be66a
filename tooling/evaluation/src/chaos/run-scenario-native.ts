import type { Calendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import type { ToolCallingModel } from '@scheduling-agent/llm-service';
import { createNativeOfflineModel, type NativeChaosStats, withNativeChaos } from '@scheduling-agent/offline-model';
import {
  type ChatAgent,
  createChatAgent,
  type LoopObserver,
  type ToolRegistry,
} from '@scheduling-agent/part4-native-tools';
import { whyNotDone } from './check-outcome.ts';
import { finishRun, freshCalendar, type ScenarioRun, type ScenarioRunner } from './run-scenario.ts';
import { SCENARIO_NOW, SCENARIO_TIME_ZONE } from './scenarios.ts';

/** What every Part 4 run shares: Part 4's tools, the step budget, and the folder its calendars go in. */
export interface NativeRunSettings {
  readonly tools: ToolRegistry;
  readonly maxSteps: number;
  readonly directory: string;
}

// #region run-scenario-native
/**
 * Runs scenarios on Part 4 as `npm run part4 -- --chaos RATE --chaos-seed SEED --yes` would: the same scenarios,
 * calendars, clock and checks as Part 3's runner, with the native stand-in wrapped in native chaos (a malformed call,
 * an unknown function, arguments of the wrong type, a call and text at once, an empty reply, a dropped connection).
 */
export function createNativeScenarioRunner(settings: NativeRunSettings): ScenarioRunner {
  const clock = fixedClock(SCENARIO_NOW, SCENARIO_TIME_ZONE);
  const current: { model: ToolCallingModel | null; calendar: Calendar | null } = { model: null, calendar: null };
  const trace = { lines: [] as string[], steps: 0 };
  const agent: ChatAgent = createChatAgent({
    model: {
      provider: 'offline',
      label: 'native offline model under chaos',
      generate: (request) => now(current.model).generate(request),
    },
    clock,
    tools: settings.tools,
    context: {
      get calendar() {
        return now(current.calendar);
      },
    },
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
// #endregion run-scenario-native

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
