import type { Terminal, TextStream } from '@scheduling-agent/cli-io';
import type { TokenUsage } from '@scheduling-agent/llm-service';
import type { ChatAgent, TurnResult } from './agent-types.ts';
import { runCommand } from './commands.ts';
import { type PromptShelf, runPromptCommand } from './mcp-prompts.ts';
import type { ViewSettings } from './step-view.ts';

/** What the session remembers besides the agent: the view settings and the token counts for `/usage`. */
export interface SessionState extends ViewSettings {
  /** What `/help` adds about the model (the offline stand-in's guide), if anything. */
  readonly modelGuide?: string | undefined;
  /** The servers' prompts, for `/prompts` and `/prompt`, if any server offers them. */
  readonly prompts?: PromptShelf | undefined;
  lastTurn?: TurnResult;
  session: { turns: number; modelCalls: number; usage: TokenUsage | undefined };
}

/** A fresh session state; `modelGuide` is what `/help` adds about the model, `prompts` what `/prompt` uses. */
export function createSessionState(trace: boolean, modelGuide?: string, prompts?: PromptShelf): SessionState {
  return { trace, modelGuide, prompts, session: { turns: 0, modelCalls: 0, usage: undefined } };
}

// #region handle-line
/**
 * What the REPL does with each line: a slash command, or a message for the agent. The agent loops until it has an
 * answer (its steps are shown as they happen by the loop view). Each step's text streams: the spinner gives way to
 * it, shown as the model writes it; why a turn ended otherwise is printed here.
 */
export function createLineHandler(agent: ChatAgent, terminal: Terminal, state: SessionState) {
  return async (line: string, signal: AbortSignal): Promise<void> => {
    // A server's prompt (`/prompt`) is sent as the person's message; its text is never taken for a command.
    const message = await runPromptCommand(line, state.prompts, (said) => terminal.info(said));
    if (message === undefined || (message === line && runCommand(line, agent, terminal, state))) return;
    const stopSpinner = terminal.startSpinner('thinking…');
    const output = streamSteps(terminal);
    const result = await agent.send(message, signal, output).finally(stopSpinner);
    output.close();
    record(state, result);
    switch (result.exit) {
      case 'answered':
        if (!output.hasShown(result.text)) terminal.agent(`agent> ${result.text}`);
        if (result.cutOff) terminal.info(result.cutOff);
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
 * Shows each step's text through its own terminal stream, which sanitizes and redacts it piece by piece (text the
 * model wrote is untrusted) and, in a pipe, prints it whole when the step ends. A step's text is ended before the
 * step's tool lines and questions, so it is never split by them; text beside calls is shown like an answer.
 */
function streamSteps(terminal: Terminal) {
  let stream: TextStream | undefined;
  let streamed = '';
  let lastShown: string | undefined;
  const finish = (kept: boolean) => {
    if (kept) stream?.end();
    else stream?.cancel();
    stream = undefined;
    streamed = '';
  };
  return {
    write(delta: string) {
      if (delta === '') return;
      stream ??= terminal.stream();
      stream.write(streamed === '' ? `agent> ${delta}` : delta);
      streamed += delta;
    },
    endStep(kept: boolean) {
      lastShown = kept && streamed !== '' ? streamed : undefined;
      finish(kept);
    },
    /** Ends a step cut short (a model error, Ctrl-C): what was shown stays, nothing held back is added. */
    close: () => finish(false),
    /** True when the last step's text, already shown, is exactly `text`: the answer is not printed again. */
    hasShown: (text: string) => lastShown === text,
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
