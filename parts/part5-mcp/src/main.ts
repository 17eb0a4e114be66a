import { parseArgs } from 'node:util';
import {
  createTerminal,
  EXIT_CODES,
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
import { connectFromFlags, describeTools } from './connect-from-flags.ts';
import { createLineHandler, createSessionState } from './session.ts';
import { createLoopView } from './step-view.ts';

const HELP = `Part 5: tools over MCP. The agent as an MCP host: it uses the tools its MCP servers offer.

Usage: npm run part5 [-- options]   (the -- matters: without it npm keeps the options for itself)

${MODEL_FLAGS_HELP}
Tools:
  --mcp-config PATH   The MCP servers to use (default: MCP_CONFIG); without one, it starts the calendar server.
  --calendar PATH     The calendar file for that server (default: CALENDAR_FILE, else .data/calendar.json).
                      Approved tools are pinned in mcp-pins.json beside it.
  --tool-timeout S    Seconds a tool call may go without an answer or progress (default 30).
                      MCP_START_TIMEOUT=S: seconds a server may take to start (default 60).
Loop:
  --max-steps N       At most N model calls per message (default 10).
  --yes               Approve tool calls (and changed tools) without asking: for scripted runs.
  --trace             Show every request to the model and its reply in full (also /trace).
  -h, --help          Show this help.

${COMMAND_HELP}

Without GEMINI_API_KEY it runs on the offline model, a rule-based stand-in. Settings may go in a .env file at the
repository root (see .env.example). AGENT_NOW=2026-11-23T08:30:00Z pins the clock; TZ sets the time zone.`;

const OPTIONS = {
  ...MODEL_FLAGS,
  'mcp-config': { type: 'string' },
  calendar: { type: 'string' },
  'tool-timeout': { type: 'string' },
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
  const agent = createChatAgent({
    model,
    clock,
    tools,
    context: {},
    approve,
    maxSteps,
    observer: createLoopView(terminal, state),
  });

  terminal.info(`Part 5: tools over MCP. Model: ${model.label}. ${describeTools(tools.list(), withheld)}`);
  terminal.info('Type a message, /help for commands, /exit to leave.');
  try {
    return await runRepl({ terminal, handleLine: createLineHandler(agent, terminal, state) });
  } finally {
    await tools.close();
  }
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
