import type { Terminal } from '@scheduling-agent/cli-io';
import type { TokenUsage } from '@scheduling-agent/llm-service';
import type { ChatAgent } from './agent-types.ts';
import { toJson } from './history.ts';
import type { SessionState } from './session.ts';

/** The slash commands a person can type instead of a message. */
export const COMMAND_HELP = `Commands:
  /help      this list
  /history   the typed history: inputs, answers, tool calls and results, unusable replies (kept on disk)
  /resume    finish the turn a crash or a waiting approval left open, from where it stopped
  /trace     show (or stop showing) every request to the model and its reply, in full
  /usage     model calls and tokens for the last message and the session
  /reset     start a new conversation (the old one stays in the run log, set aside)
  /prompts   the prompts the MCP servers offer; /prompt SERVER NAME [key=value ...] sends one as your message
  /exit      leave (so do "exit", Ctrl-D, and Ctrl-C at the prompt)`;

/**
 * Runs a slash command. Returns false when the line is not one, so it goes to the model as a message; an unknown
 * `/word` is answered here rather than sent, since it is almost always a typo. `/help` adds the model's guide when it
 * has one (the offline stand-in's: what it understands).
 */
export async function runCommand(
  line: string,
  agent: ChatAgent,
  terminal: Terminal,
  state: SessionState,
): Promise<boolean> {
  if (!line.startsWith('/')) return false;
  const command = line.split(/\s+/)[0]!.toLowerCase();
  switch (command) {
    case '/help':
      terminal.info(COMMAND_HELP);
      if (state.modelGuide) terminal.info(state.modelGuide);
      break;
    case '/history':
      terminal.plain(agent.history.length === 0 ? '(the history is empty)' : toJson(agent.history, 2));
      break;
    case '/trace':
      state.trace = !state.trace;
      terminal.info(`Trace ${state.trace ? 'on: every request and reply will be shown' : 'off'}.`);
      break;
    case '/usage':
      terminal.info(describeUsage(state));
      break;
    case '/reset':
      await agent.reset();
      terminal.info('The conversation was reset.');
      break;
    default:
      terminal.error(`Unknown command ${command}. Type /help for the list.`);
  }
  return true;
}

function describeUsage(state: SessionState): string {
  const last = state.lastTurn;
  const lastLine = last
    ? `Last message: ${last.steps} model call(s), ended: ${last.exit}, ${tokens(last.usage)}.`
    : 'Last message: none yet.';
  const { turns, modelCalls, usage } = state.session;
  return `${lastLine}\nSession: ${turns} message(s), ${modelCalls} model call(s), ${tokens(usage)}.`;
}

function tokens(usage: TokenUsage | undefined): string {
  if (!usage) return 'tokens not reported by this model';
  return `${usage.inputTokens} tokens in, ${usage.outputTokens} out`;
}
