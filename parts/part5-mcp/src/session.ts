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
 * text, shown as the model writes it; why a turn ended otherwise is printed here.
 */
export function createLineHandler(agent: ChatAgent, terminal: Terminal, state: SessionState) {
  return async (line: string, signal: AbortSignal): Promise<void> => {
    if (runCommand(line, agent, terminal, state)) return;
    const stopSpinner = terminal.startSpinner('thinking…');
    const answer = streamAnswer(terminal);
    const result = await agent.send(line, signal, answer.write).finally(stopSpinner);
    record(state, result);
    switch (result.exit) {
      case 'answered':
        answer.end(result.text);
        break;
      case 'iteration-limit':
        answer.cancel();
        terminal.agent(`agent> ${result.text}`);
        break;
      case 'model-error':
        answer.cancel();
        terminal.error(result.text);
        break;
      case 'cancelled':
        answer.cancel();
        break;
    }
  };
}
// #endregion handle-line

/**
 * Shows streamed text through the terminal's stream, which sanitizes and redacts it piece by piece (text the model
 * wrote is untrusted) and, in a pipe, prints it once at the end. `end` finishes the answer; when what streamed was
 * not the answer (text the model wrote beside its calls), it prints the whole answer instead.
 */
function streamAnswer(terminal: Terminal) {
  const stream = terminal.stream();
  let streamed = '';
  return {
    write(delta: string) {
      if (delta === '') return;
      stream.write(streamed === '' ? `agent> ${delta}` : delta);
      streamed += delta;
    },
    end(text: string) {
      if (streamed !== '' && text.startsWith(streamed)) {
        stream.write(text.slice(streamed.length));
        return stream.end();
      }
      stream.cancel();
      terminal.agent(`agent> ${text}`);
    },
    cancel: () => stream.cancel(),
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
