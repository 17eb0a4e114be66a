import { parseArgs } from 'node:util';
import { calendarFileFrom, readCalendarContents } from '@scheduling-agent/calendar';
import {
  createTerminal,
  EXIT_CODES,
  refuseFlagsTakenByNpm,
  runRepl,
  startupErrorLines,
  type Terminal,
  UsageError,
} from '@scheduling-agent/cli-io';
import { clockFromEnv } from '@scheduling-agent/clock';
import {
  createToolCallingModel,
  loadEnvFile,
  longestSecretLength,
  MODEL_FLAGS,
  MODEL_FLAGS_HELP,
  modelOptionsFromFlags,
  printModelsIfAsked,
  type RetryInfo,
  redact,
} from '@scheduling-agent/llm-service';
import { createNativeOfflineModel, modelGuide, withNativeChaos } from '@scheduling-agent/offline-model';
import type { ChatAgent } from './agent-types.ts';
import { createApprover } from './approval.ts';
import { COMMAND_HELP } from './commands.ts';
import { connectFromFlags, describeTools, usesMcpConfig } from './connect-from-flags.ts';
import { capturesContent, createTracedAgent, GenAiSpans, modelName, providerName } from './gen-ai-spans.ts';
import { openRunLog, refuseIfCutBack, runLogFileFor } from './run-log.ts';
import { createLineHandler, createSessionState, type LineOutcome, waitingMessage } from './session.ts';
import { createLoopView } from './step-view.ts';
import { startTracing, traceFileFor } from './trace-export.ts';

const HELP = `Part 7: observability. Every turn is traced in OpenTelemetry's GenAI conventions, to a file beside the
calendar or to any OTLP collector; \`npm run trace -- FILE\` draws a trace file as a timeline.

Usage: npm run part7 [-- options]   (the -- matters: without it npm keeps the options for itself)

${MODEL_FLAGS_HELP}
Tools:
  --mcp-config PATH   The MCP servers to use (default: MCP_CONFIG); without one, it starts the calendar server.
  --calendar PATH     The calendar file for that server (default: CALENDAR_FILE, else .data/calendar.json).
                      Approved tools are pinned in mcp-pins.json beside it.
  --tool-timeout S    Seconds a tool call may go without an answer or progress (default 30).
                      MCP_START_TIMEOUT=S: seconds a server may take to start (default 60).
Runs (kept beside the calendar file, in <calendar>.run.jsonl):
  --resume            Finish the turn a crash left open, from where it stopped (also /resume), then go on.
  --approve ID        Approve the call a run is waiting for, and finish that run. --reject ID refuses it.
Loop:
  --max-steps N       At most N model calls per message (default 10).
  --yes               Approve tool calls (and changed tools) without asking: for scripted runs. Without it and
                      without a terminal, a call that needs a yes stops the run: exit code 3, waiting for approval.
  --trace             Show every request to the model and its reply in full (also /trace). This is Part 6's
                      view on the terminal, not the OpenTelemetry trace below.
  -h, --help          Show this help.
Traces (OpenTelemetry, always on):
  By default each turn's spans go to <calendar>.traces.jsonl beside the calendar (.data/calendar.traces.jsonl);
  npm run trace -- FILE draws one. OTEL_EXPORTER_OTLP_ENDPOINT=URL (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) sends
  them to a collector instead, such as http://localhost:4318; OTEL_EXPORTER_OTLP_PROTOCOL is http/protobuf
  (default) or http/json; OTEL_EXPORTER_OTLP_TIMEOUT is in milliseconds (default 2000); OTEL_SERVICE_NAME names the
  service. OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true also records what was said (redacted).

${COMMAND_HELP}

Exit codes: 0 done; 1 refused (an --approve of a call not waiting, or another process wrote the run log first);
2 bad usage or unreadable state; 3 waiting for approval; 130 Ctrl-C.

Without GEMINI_API_KEY it runs on the offline model, a rule-based stand-in. Settings may go in a .env file at the
repository root (see .env.example). AGENT_NOW=2026-11-23T08:30:00Z pins the clock; TZ sets the time zone.`;

/** The exit code of a run that stopped to wait for an approval (0 done, 1 refused, 2 bad usage, 130 Ctrl-C). */
const WAITING_FOR_APPROVAL = 3;

const OPTIONS = {
  ...MODEL_FLAGS,
  'mcp-config': { type: 'string' },
  calendar: { type: 'string' },
  'tool-timeout': { type: 'string' },
  'max-steps': { type: 'string' },
  yes: { type: 'boolean' },
  resume: { type: 'boolean' },
  approve: { type: 'string' },
  reject: { type: 'string' },
  trace: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

// #region main
async function main(argv: string[]): Promise<number> {
  refuseFlagsTakenByNpm(OPTIONS);
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.approve !== undefined && values.reject !== undefined) {
    throw new UsageError('--approve and --reject answer the same question: give one of them, not both.');
  }
  const maxSteps = Number(values['max-steps'] ?? 10);
  if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > 100) {
    throw new UsageError(`--max-steps must be a whole number from 1 to 100 (got "${values['max-steps']}").`);
  }
  loadEnvFile();
  if (await printModelsIfAsked(values)) return 0;
  const clock = clockFromEnv();
  const terminal = createTerminal({ redact, longestSecret: longestSecretLength });
  const approve = createApprover(terminal, { yes: Boolean(values.yes) });
  const connected = await connectFromFlags(values, terminal, approve);
  if (!connected) return EXIT_CODES.interrupted;
  const { tools, withheld } = connected;
  const onRetry = ({ attempt, maxRetries, delayMs, error }: RetryInfo) =>
    terminal.trace(`${error.message} Retrying in ${Math.ceil(delayMs / 1000)} s (${attempt}/${maxRetries}).`);
  const { chaos, ...modelOptions } = modelOptionsFromFlags(values);
  const native = createToolCallingModel({
    ...modelOptions,
    offline: () => createNativeOfflineModel({ clock }),
    onRetry,
    onNotice: (message) => terminal.info(message),
  });
  const model = chaos ? withNativeChaos(native, { ...chaos, onRetry }) : native;
  const state = createSessionState(Boolean(values.trace), modelGuide(model), tools.prompts);
  state.runOptions = runOptionsOf(values);
  const calendarFile = calendarFileFrom(values.calendar);
  const runLog = await openRunLog(runLogFileFor(calendarFile));
  if (!usesMcpConfig(values)) {
    // The calendar beside the log keeps the keys of what was done: a log that lacks some of them was cut back.
    const { done = [] } = await readCalendarContents(calendarFile);
    refuseIfCutBack(
      runLog,
      done.map((request) => request.key),
    );
  }
  // #region tracing
  const tracing = startTracing(traceFileFor(calendarFile), process.env, (line) => terminal.error(line));
  const names = { agentName: 'scheduling-agent', provider: providerName(model.provider), model: modelName(model) };
  const content = { capture: capturesContent(process.env), redact };
  const spans = new GenAiSpans(tracing.tracer, names, content, () => tracing.flush());
  // #endregion tracing
  const agent = createTracedAgent(
    {
      runLog,
      model,
      clock,
      tools,
      context: {},
      approve,
      maxSteps,
      observer: createLoopView(terminal, state),
      // Only the calendar the host starts itself is known to recognise keys; a server in a config is not assumed to.
      keepsKeys: usesMcpConfig(values) ? [] : ['calendar'],
    },
    spans,
  );

  terminal.info(`Part 7: observability. Model: ${model.label}. ${describeTools(tools.list(), withheld)}`);
  terminal.info(`Traces: ${tracing.destination}`);
  try {
    return await startRun(agent, terminal, createLineHandler(agent, terminal, state), values);
  } finally {
    await tools.close();
    await tracing.shutdown();
  }
}
// #endregion main

// #region start-run
/**
 * Where a run starts: an answer to a waiting approval (then that run is finished, and the program ends), the open
 * turn resumed (`--resume`), or the REPL, told about any turn the log left open.
 */
async function startRun(
  agent: ChatAgent,
  terminal: Terminal,
  handleLine: ReturnType<typeof createLineHandler>,
  values: { approve?: string; reject?: string; resume?: boolean } & Record<string, unknown>,
): Promise<number> {
  const id = values.approve ?? values.reject;
  if (id !== undefined) {
    const answered = await agent.answer(id, values.approve !== undefined);
    if (!answered.ok) {
      // Its turn may still be open with nothing to approve (the process answering it stopped): say how to finish it.
      const open = agent.interrupted;
      terminal.error(`${answered.message}${open && !open.waitingFor ? ' Resume it: npm run part7 -- --resume' : ''}`);
      // In a terminal the keyboard is still listened to: without this, the line is followed by a silent wait.
      terminal.close();
      return 1;
    }
    terminal.info(`${values.approve !== undefined ? 'Approved' : 'Refused'} ${id}; the run goes on.`);
    const ended = await handleLine('/resume', new AbortController().signal);
    terminal.close();
    return exitCodeOf(ended);
  }
  const open = agent.interrupted;
  if (open && !values.resume) {
    terminal.info(
      `A turn was left open ("${open.text.slice(0, 80)}"): /resume finishes it; a new message sets it aside.`,
    );
    if (open.waitingFor) terminal.info(waitingMessage(open.waitingFor.id, runOptionsOf(values)));
  }
  const resumed = values.resume ? await handleLine('/resume', new AbortController().signal) : undefined;
  if (resumed !== undefined) {
    terminal.close();
    return exitCodeOf(resumed);
  }
  terminal.info('Type a message, /help for commands, /exit to leave.');
  let ended: LineOutcome;
  const code = await runRepl({
    terminal,
    handleLine: async (line, signal) => {
      ended = await handleLine(line, signal);
      // Piped lines were written expecting the one before to have run: after a lost race, the rest is not sent.
      return ended === 'waiting' || (ended === 'lost-race' && !terminal.interactive) ? 'exit' : undefined;
    },
  });
  return ended === undefined || (ended === 'lost-race' && terminal.interactive) ? code : exitCodeOf(ended);
}

/**
 * The options a later `--approve` or `--resume` must repeat to finish this run as it started: the calendar, the
 * servers, the model and the limits. Quoted for a POSIX shell where a value needs it.
 */
function runOptionsOf(values: Record<string, unknown>): string {
  const repeated = Object.keys(OPTIONS).filter(
    (name) => !['approve', 'reject', 'resume', 'yes', 'trace', 'help', 'chaos', 'chaos-seed'].includes(name),
  );
  return repeated
    .filter((name) => typeof values[name] === 'string')
    .map((name) => ` --${name} ${shellQuoted(values[name] as string)}`)
    .join('');
}

function shellQuoted(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

function exitCodeOf(ended: LineOutcome): number {
  if (ended === 'lost-race') return 1;
  return ended === 'waiting' ? WAITING_FOR_APPROVAL : 0;
}
// #endregion start-run

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Bad flags and configuration end here as one line, never a stack trace. Exit at once: a terminal opened before
    // the error still listens to the keyboard, and would keep the program waiting for keys nobody means to type.
    for (const line of startupErrorLines(error, redact)) console.error(line);
    process.exit(2);
  },
);
