import { parseArgs } from 'node:util';
import { calendarFileFrom, openAndReadCalendar } from '@scheduling-agent/calendar';
import { createTerminal, refuseFlagsTakenByNpm, runRepl, startupErrorLines } from '@scheduling-agent/cli-io';
import { clockFromEnv } from '@scheduling-agent/clock';
import {
  createModel,
  loadEnvFile,
  MODEL_FLAGS,
  MODEL_FLAGS_HELP,
  modelOptionsFromFlags,
  printModelsIfAsked,
  redact,
} from '@scheduling-agent/llm-service';
import { createOfflineModel, modelGuide, withChaos } from '@scheduling-agent/offline-model';
import { createApprover } from './approval.ts';
import { createChatAgent } from './chat-agent.ts';
import { COMMAND_HELP } from './commands.ts';
import { createLineHandler } from './session.ts';
import { loadTools } from './tool-registry.ts';

const HELP = `Part 2: tools. The model answers, or asks for one tool that acts on your calendar.

Usage: npm run part2 [-- options]   (the -- matters: without it npm keeps the options for itself)

${MODEL_FLAGS_HELP}
Calendar:
  --calendar PATH     The calendar file (default: CALENDAR_FILE, else .data/calendar.json).
  --yes               Approve deleting without asking: for scripted runs.
  -h, --help          Show this help.

${COMMAND_HELP}

Without GEMINI_API_KEY it runs on the offline model, a rule-based stand-in. Settings may go in a .env file at the
repository root (see .env.example). AGENT_NOW=2026-11-23T08:30:00Z pins the clock; TZ sets the time zone.`;

const OPTIONS = {
  ...MODEL_FLAGS,
  calendar: { type: 'string' },
  yes: { type: 'boolean' },
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
  loadEnvFile();
  if (await printModelsIfAsked(values)) return 0;
  const clock = clockFromEnv();
  const calendar = await openAndReadCalendar({ file: calendarFileFrom(values.calendar), clock });
  const tools = await loadTools();
  const terminal = createTerminal({ redact });
  const model = createModel({
    ...modelOptionsFromFlags(values),
    offline: () => createOfflineModel({ clock }),
    withChaos,
    onRetry: ({ attempt, maxRetries, delayMs, error }) =>
      terminal.trace(`${error.message} Retrying in ${Math.ceil(delayMs / 1000)} s (${attempt}/${maxRetries}).`),
    onNotice: (message) => terminal.info(message),
  });
  const approve = createApprover(terminal, { yes: Boolean(values.yes) });
  const agent = createChatAgent({ model, clock, tools, context: { calendar }, approve });

  terminal.info(`Part 2: tools. Model: ${model.label}. Calendar: ${calendar.file}.`);
  terminal.info('Type a message, /help for commands, /exit to leave.');
  return runRepl({ terminal, handleLine: createLineHandler(agent, terminal, modelGuide(model)) });
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
