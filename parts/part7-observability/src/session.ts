import type { Terminal, TextStream } from '@scheduling-agent/cli-io';
import type { TokenUsage } from '@scheduling-agent/llm-service';
import type { ChatAgent, TurnResult } from './agent-types.ts';
import { runCommand } from './commands.ts';
import { type PromptShelf, runPromptCommand } from './mcp-prompts.ts';
import { ToolUnavailableError } from './run-approval.ts';
import { RunLogConflictError } from './run-log.ts';
import type { ViewSettings } from './step-view.ts';

/** What the session remembers besides the agent: the view settings and the token counts for `/usage`. */
export interface SessionState extends ViewSettings {
  /** What `/help` adds about the model (the offline stand-in's guide), if anything. */
  readonly modelGuide?: string | undefined;
  /** The servers' prompts, for `/prompts` and `/prompt`, if any server offers them. */
  readonly prompts?: PromptShelf | undefined;
  /** The options this run was started with that an `--approve` must repeat (`--calendar`, `--mcp-config`, …). */
  runOptions?: string;
  lastTurn?: TurnResult;
  session: { turns: number; modelCalls: number; usage: TokenUsage | undefined };
}

/** A fresh session state; `modelGuide` is what `/help` adds about the model, `prompts` what `/prompt` uses. */
export function createSessionState(trace: boolean, modelGuide?: string, prompts?: PromptShelf): SessionState {
  return { trace, modelGuide, prompts, session: { turns: 0, modelCalls: 0, usage: undefined } };
}

/** Why a line stopped the session, if it did: the run now waits for an approval, or another process won the log. */
export type LineOutcome = 'waiting' | 'lost-race' | undefined;

// #region handle-line
/**
 * What the REPL does with each line: a slash command, or a message for the agent. The agent loops until it has an
 * answer (its steps are shown as they happen by the loop view). Each step's text streams: the spinner gives way to
 * it, shown as the model writes it; why a turn ended otherwise is printed here.
 */
export function createLineHandler(agent: ChatAgent, terminal: Terminal, state: SessionState) {
  const handleOne = async (line: string, signal: AbortSignal): Promise<LineOutcome> => {
    const resume = line.trim().toLowerCase() === '/resume';
    // A server's prompt (`/prompt`) is sent as the person's message; its text is never taken for a command.
    const message = resume ? line : await runPromptCommand(line, state.prompts, (said) => terminal.info(said));
    if (message === undefined || (!resume && message === line && (await runCommand(line, agent, terminal, state))))
      return;
    const open = agent.interrupted;
    if (resume && !open) {
      terminal.info('There is no interrupted turn to resume.');
      return;
    }
    if (resume) terminal.info(`Resuming "${open!.text.slice(0, 80)}" where it stopped.`);
    const stopSpinner = terminal.startSpinner('thinking…');
    const output = streamSteps(terminal);
    const turn = resume ? agent.resume(signal, output) : agent.send(message, signal, output);
    const result = await turn.finally(() => {
      stopSpinner();
      output.close();
    });
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
      case 'waiting-for-approval':
        terminal.info(waitingMessage(result.approvalId ?? '', state.runOptions));
        return 'waiting';
    }
  };
  return async (line: string, signal: AbortSignal): Promise<LineOutcome> => {
    try {
      return await handleOne(line, signal);
    } catch (error) {
      // The waiting call's tool is not offered in this process: the run stays as it is, waiting, for one that has it.
      if (error instanceof ToolUnavailableError) {
        terminal.error(error.message);
        return 'waiting';
      }
      if (!(error instanceof RunLogConflictError)) throw error;
      // Another process (an --approve, a second session) wrote the log: this one has read it again, and says so.
      terminal.error(`${error.message} ${afterLostRace(line, agent)}`);
      return 'lost-race';
    }
  };
}

/**
 * What to do about a run that waits for an approval: the commands that answer it from another process, with the
 * options this run was started with (`runOptions`), so the call finds the same calendar and the same servers.
 */
export function waitingMessage(id: string, runOptions = ''): string {
  return [
    `The run is waiting for your approval (${id}); nothing was run. It is kept on disk: answer it any time with`,
    `  npm run part7 -- --approve ${id}${runOptions}`,
    `  npm run part7 -- --reject ${id}${runOptions}`,
    'in the same environment (MCP_CONFIG, the model and its key) this run used.',
  ].join('\n');
}
// #endregion handle-line

/**
 * What to do after losing a race for the log: a resume lost to another process that is finishing the same run (it
 * did nothing more here); a message, to be typed again once this session has read what the other one did.
 */
function afterLostRace(line: string, agent: ChatAgent): string {
  if (line.trim().toLowerCase() === '/resume') {
    return 'Another process is finishing this run, so this one did nothing more. If the turn is still open once it is done: --resume';
  }
  const open = agent.interrupted ? ' A turn is open: /resume finishes it.' : '';
  return `This session stopped there and read it again: /history shows it; type your message again.${open}`;
}

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
