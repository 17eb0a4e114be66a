import type { Terminal } from '@scheduling-agent/cli-io';
import type { TokenUsage } from '@scheduling-agent/llm-service';
import type { ChatAgent, TurnResult } from './agent-types.ts';
import { runCommand } from './commands.ts';
import type { ViewSettings } from './step-view.ts';

/** What the session remembers besides the agent: the view settings and the token counts for `/usage`. */
export interface SessionState extends ViewSettings {
  lastTurn?: TurnResult;
  session: { turns: number; modelCalls: number; usage: TokenUsage | undefined };
}

/** A fresh session state. */
export function createSessionState(trace: boolean): SessionState {
  return { trace, session: { turns: 0, modelCalls: 0, usage: undefined } };
}

// #region handle-line
/**
 * What the REPL does with each line: a slash command, or a message for the agent. The agent loops until it has an
 * answer (its steps are shown as they happen by the loop view). The answer streams: the spinner gives way to the
 * text, printed a line at a time as the model writes it; why a turn ended otherwise is printed here.
 */
export function createLineHandler(agent: ChatAgent, terminal: Terminal, state: SessionState) {
  return async (line: string, signal: AbortSignal): Promise<void> => {
    if (runCommand(line, agent, terminal, state)) return;
    const stopSpinner = terminal.startSpinner('thinking…');
    const answer = streamAnswer(terminal, stopSpinner);
    const result = await agent.send(line, signal, answer.write).finally(stopSpinner);
    record(state, result);
    switch (result.exit) {
      case 'answered':
        answer.end(result.text);
        break;
      case 'iteration-limit':
        terminal.agent(`agent> ${result.text}`);
        break;
      case 'model-error':
        terminal.error(result.text);
        break;
      case 'cancelled':
        break;
    }
  };
}
// #endregion handle-line

/**
 * Prints streamed text a line at a time through the terminal, which sanitizes and redacts each line: text the model
 * wrote is untrusted, and a line is the unit the terminal knows. `end` prints whatever of the answer has not been
 * printed yet; when what streamed was not the answer (text the model wrote beside its calls), the whole answer.
 */
function streamAnswer(terminal: Terminal, stopSpinner: () => void) {
  let pending = '';
  let printed = '';
  const print = (text: string) => {
    terminal.agent(printed === '' ? `agent> ${text}` : text);
    printed += `${text}\n`;
  };
  return {
    write(delta: string) {
      stopSpinner();
      pending += delta;
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        print(pending.slice(0, end));
        pending = pending.slice(end + 1);
      }
    },
    end(text: string) {
      if (printed === '') return print(text);
      if (text.startsWith(printed)) {
        const rest = text.slice(printed.length);
        if (rest !== '') print(rest);
        return;
      }
      printed = '';
      print(text);
    },
  };
}

function record(state: SessionState, result: TurnResult): void {
  state.lastTurn = result;
  state.session.turns++;
  state.session.modelCalls += result.steps;
  if (result.usage) {
    const before = state.session.usage ?? { inputTokens: 0, outputTokens: 0 };
    state.session.usage = {
      inputTokens: before.inputTokens + result.usage.inputTokens,
      outputTokens: before.outputTokens + result.usage.outputTokens,
    };
  }
}
