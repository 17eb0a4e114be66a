import type { Terminal } from '@scheduling-agent/cli-io';
import type { ChatAgent } from './chat-agent.ts';

/** The slash commands a person can type instead of a message. */
export const COMMAND_HELP = `Commands:
  /help      this list
  /history   the conversation exactly as it is sent to the model
  /reset     forget the conversation and start again
  /exit      leave (so do "exit", Ctrl-D, and Ctrl-C at the prompt)`;

/**
 * Runs a slash command. Returns false when the line is not one, so it goes to the model as a message; an unknown
 * `/word` is answered here rather than sent, since it is almost always a typo. `/help` adds the model's guide when it
 * has one (the offline stand-in's: what it understands).
 */
export function runCommand(line: string, agent: ChatAgent, terminal: Terminal, modelGuide?: string): boolean {
  if (!line.startsWith('/')) return false;
  const command = line.split(/\s+/)[0]!.toLowerCase();
  switch (command) {
    case '/help':
      terminal.info(COMMAND_HELP);
      if (modelGuide) terminal.info(modelGuide);
      break;
    case '/history':
      terminal.plain(agent.history.length === 0 ? '(the history is empty)' : JSON.stringify(agent.history, null, 2));
      break;
    case '/reset':
      agent.reset();
      terminal.info('The conversation was reset.');
      break;
    default:
      terminal.error(`Unknown command ${command}. Type /help for the list.`);
  }
  return true;
}
