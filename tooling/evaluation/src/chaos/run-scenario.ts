import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { type Calendar, openCalendar } from '@scheduling-agent/calendar';
import { type Clock, fixedClock } from '@scheduling-agent/clock';
import type { LanguageModel } from '@scheduling-agent/llm-service';
import { createOfflineModel, withChaos } from '@scheduling-agent/offline-model';
import type { ToolRegistry } from '@scheduling-agent/part3-loop';
import { createChatAgent, type ExitReason } from '@scheduling-agent/part3-loop';
import { whyNotDone } from './check-outcome.ts';
import { type RunTrace, tracedModel, traceObserver } from './run-trace.ts';
import { SCENARIO_NOW, SCENARIO_TIME_ZONE, type Scenario, type ScenarioAppointment } from './scenarios.ts';

/** How one scenario went under one chaos rate and seed. */
export interface ScenarioRun {
  readonly scenario: string;
  readonly rate: number;
  /** The chaos seed, as `--chaos-seed` takes it. */
  readonly seed: number;
  /** How the turn ended, or `exception` when `send()` threw. */
  readonly exit: ExitReason | 'exception';
  /** Model calls the turn made. */
  readonly steps: number;
  /** Model calls beyond the scenario's minimum: what recovery cost. */
  readonly extraSteps: number;
  /** Answered, with the calendar as the scenario expects and every required call made. */
  readonly completed: boolean;
  /** An exception escaped `send()`, or the turn ended with a model error or cancelled. */
  readonly crashed: boolean;
  /** Why it did not complete (null when it did). */
  readonly problem: string | null;
  /**
   * Calls to the chaos model, retries of made-up transport errors included, and how many it corrupted, by kind
   * (Part 3's text kinds or Part 4's native kinds).
   */
  readonly chaos: RunChaosStats;
  /** One line per model call and tool result, and the corruptions, for reading a run that failed. */
  readonly trace: readonly string[];
}

/** Chaos counts of either chaos mode: text (Part 3) or native (Part 4). */
export interface RunChaosStats {
  readonly replies: number;
  readonly corrupted: number;
  readonly byKind: Readonly<Record<string, number>>;
}

/** What every run shares: the tools, the step budget, and the folder its calendars go in. */
export interface RunSettings {
  readonly tools: ToolRegistry;
  readonly maxSteps: number;
  readonly directory: string;
}

/** Runs one scenario at one chaos rate and seed; see {@link createScenarioRunner}. */
export type ScenarioRunner = (scenario: Scenario, chaos: { rate: number; seed: number }) => Promise<ScenarioRun>;

// #region run-scenario
/**
 * Runs scenarios one after another, each as `npm run part3 -- --chaos RATE --chaos-seed SEED --yes` would: a fresh
 * calendar booked with the scenario's appointments, the pinned clock, the offline model under chaos, every delete
 * approved. One agent serves every run, reset between runs as `/reset` does, with each run's model and calendar
 * swapped in: creating an agent compiles its reply schema, which takes longer than a whole offline run.
 */
export function createScenarioRunner(settings: RunSettings): ScenarioRunner {
  const clock = fixedClock(SCENARIO_NOW, SCENARIO_TIME_ZONE);
  const current: { model: LanguageModel | null; calendar: Calendar | null } = { model: null, calendar: null };
  const trace: RunTrace = { lines: [], steps: 0 };
  const agent = createChatAgent({
    model: {
      provider: 'offline',
      label: 'offline model under chaos',
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
    observer: traceObserver(trace),
  });

  return async (scenario, chaos) => {
    agent.reset();
    trace.lines.length = 0;
    trace.steps = 0;
    const calendar = await freshCalendar(scenario, clock, settings.directory);
    const model = tracedModel(withChaos(createOfflineModel({ clock }), chaos), trace);
    Object.assign(current, { model, calendar });
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
      // Nothing cancels these runs, so a cancelled turn is a fault of the loop. A model error after the provider's
      // retries is the designed outcome of a run of transport failures: not completed, but not a crash either.
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
// #endregion run-scenario

function now<T>(value: T | null): T {
  if (value === null) throw new Error('The scenario runner has no run under way.');
  return value;
}

/** A run's record from how it ended; shared by Part 3's and Part 4's runners. */
export function finishRun(run: {
  scenario: Scenario;
  chaos: { rate: number; seed: number };
  exit: ScenarioRun['exit'];
  crashed: boolean;
  problem: string | null;
  steps: number;
  stats: RunChaosStats;
  trace: readonly string[];
}): ScenarioRun {
  return {
    scenario: run.scenario.name,
    rate: run.chaos.rate,
    seed: run.chaos.seed,
    exit: run.exit,
    steps: run.steps,
    extraSteps: Math.max(0, run.steps - run.scenario.minimumSteps),
    completed: run.problem === null,
    crashed: run.crashed,
    problem: run.problem,
    chaos: run.stats,
    trace: [...run.trace],
  };
}

/** A calendar of its own in a new folder, booked with the scenario's appointments. */
export async function freshCalendar(scenario: Scenario, clock: Clock, directory: string): Promise<Calendar> {
  const calendar = openCalendar({ file: join(await mkdtemp(join(directory, 'run-')), 'calendar.json'), clock });
  for (const appointment of scenario.before) await book(calendar, appointment);
  return calendar;
}

async function book(calendar: Calendar, appointment: ScenarioAppointment): Promise<void> {
  const minutes = (Date.parse(`${appointment.end}Z`) - Date.parse(`${appointment.start}Z`)) / 60_000;
  const booked = await calendar.book({ start: appointment.start, durationMinutes: minutes, title: appointment.title });
  if (!booked.ok) throw new Error(`Could not set up the calendar (${appointment.title}): ${booked.message}`);
}
