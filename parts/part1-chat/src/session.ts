import type { Terminal } from '@scheduling-agent/cli-io';
import { sliceRedacted } from '@scheduling-agent/llm-service';
import type { ChatAgent } from './chat-agent.ts';
import { runCommand } from './commands.ts';

// #region handle-line
/**
 * What the REPL does with each line: a slash command, or a message for the agent whose result is printed. Nothing
 * here can end the session except the person: a bad reply or a failed request is one line and the chat goes on.
 */
export function createLineHandler(agent: ChatAgent, terminal: Terminal, modelGuide?: string) {
  return async (line: string, signal: AbortSignal): Promise<void> => {
    if (runCommand(line, agent, terminal, modelGuide)) return;
    const stopSpinner = terminal.startSpinner('thinking…');
    const result = await agent.send(line, signal).finally(stopSpinner);
    switch (result.type) {
      case 'answer':
        terminal.agent(`agent> ${result.text}`);
        break;
      case 'invalid':
        terminal.error(`The model's reply could not be used. ${result.message}`);
        terminal.trace(`reply was: ${sliceRedacted(result.reply, 0, 500)}`);
        terminal.error('Your message was not added to the history; send it again or rephrase it.');
        break;
      case 'error':
        terminal.error(result.message);
        break;
      case 'cancelled':
        break;
    }
  };
}
// #endregion handle-line
