import type { Terminal } from '@scheduling-agent/cli-io';
import type { TokenUsage } from '@scheduling-agent/llm-service';
import type { ChatAgent, TurnResult } from './agent-types.ts';
import { runCommand } from './commands.ts';
import type { ViewSettings } from './step-view.ts';

/** What the session remembers besides the agent: the view settings and the token counts for `/usage`. */
export interface SessionState extends ViewSettings {
  /** What `/help` adds about the model (the offline stand-in's guide), if anything. */
  readonly modelGuide?: string | undefined;
  lastTurn?: TurnResult;
  session: { turns: number; modelCalls: number; usage: TokenUsage | undefined };
}

/** A fresh session state; `modelGuide` is what `/help` adds about the model. */
export function createSessionState(trace: boolean, modelGuide?: string): SessionState {
  return { trace, modelGuide, session: { turns: 0, modelCalls: 0, usage: undefined } };
}

// #region handle-line
/**
 * What the REPL does with each line: a slash command, or a message for the agent. The agent loops until it has an
 * answer (its steps are shown as they happen by the loop view); the turn's answer, or why it ended, is printed here.
 */
export function createLineHandler(agent: ChatAgent, terminal: Terminal, state: SessionState) {
  return async (line: string, signal: AbortSignal): Promise<void> => {
    if (runCommand(line, agent, terminal, state)) return;
    const stopSpinner = terminal.startSpinner('thinking…');
    const result = await agent.send(line, signal).finally(stopSpinner);
    record(state, result);
    switch (result.exit) {
      case 'answered':
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
