import { parseArgs } from 'node:util';
import { calendarFileFrom, openAndReadCalendar } from '@scheduling-agent/calendar';
import {
  createTerminal,
  refuseFlagsTakenByNpm,
  runRepl,
  startupErrorLines,
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
import { createChatAgent } from './agent-loop.ts';
import { createApprover } from './approval.ts';
import { COMMAND_HELP } from './commands.ts';
import { createLineHandler, createSessionState } from './session.ts';
import { createLoopView } from './step-view.ts';
import { loadTools } from './tool-registry.ts';

const HELP = `Part 4: native tool calling. The same agent on the providers' own function calling, answers streamed.

Usage: npm run part4 [-- options]   (the -- matters: without it npm keeps the options for itself)

${MODEL_FLAGS_HELP}
Calendar:
  --calendar PATH     The calendar file (default: CALENDAR_FILE, else .data/calendar.json).
Loop:
  --max-steps N       At most N model calls per message (default 10).
  --yes               Approve destructive tools (deleting) without asking: for scripted runs.
  --trace             Show every request to the model and its reply in full (also /trace).
  -h, --help          Show this help.

${COMMAND_HELP}

Without GEMINI_API_KEY it runs on the offline model, a rule-based stand-in. Settings may go in a .env file at the
repository root (see .env.example). AGENT_NOW=2026-11-23T08:30:00Z pins the clock; TZ sets the time zone.`;

const OPTIONS = {
  ...MODEL_FLAGS,
  calendar: { type: 'string' },
  'max-steps': { type: 'string' },
  yes: { type: 'boolean' },
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
  const maxSteps = Number(values['max-steps'] ?? 10);
  if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > 100) {
    throw new UsageError(`--max-steps must be a whole number from 1 to 100 (got "${values['max-steps']}").`);
  }
  loadEnvFile();
  if (await printModelsIfAsked(values)) return 0;
  const clock = clockFromEnv();
  const calendar = await openAndReadCalendar({ file: calendarFileFrom(values.calendar), clock });
  const tools = await loadTools();
  const terminal = createTerminal({ redact, longestSecret: longestSecretLength });
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
  const state = createSessionState(Boolean(values.trace), modelGuide(model));
  const agent = createChatAgent({
    model,
    clock,
    tools,
    context: { calendar },
    approve: createApprover(terminal, { yes: Boolean(values.yes) }),
    maxSteps,
    observer: createLoopView(terminal, state),
  });

  terminal.info(`Part 4: native tool calling. Model: ${model.label}. Calendar: ${calendar.file}.`);
  terminal.info('Type a message, /help for commands, /exit to leave.');
  return runRepl({ terminal, handleLine: createLineHandler(agent, terminal, state) });
}
// #endregion main

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
