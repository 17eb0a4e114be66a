import type { Terminal } from '@scheduling-agent/cli-io';
import type { ModelRequest, ModelResponse } from '@scheduling-agent/llm-service';
import type { LoopObserver } from './chat-agent.ts';
import { describeCall, shorten } from './describe-call.ts';
import type { Approve } from './run-tools.ts';

/** What the person has switched on: `--trace` or `/trace` shows every request and reply in full. */
export interface ViewSettings {
  trace: boolean;
}

// #region loop-view
/**
 * Shows the loop at work: one line per step (which step of how many, the tool and its arguments, a short result,
 * the time taken), and with the trace on, exactly what went to the model and what came back.
 */
export function createLoopView(terminal: Terminal, settings: ViewSettings): LoopObserver {
  let modelMs = 0;
  return {
    onModelCall({ step, maxSteps, request, response, decision, durationMs }) {
      modelMs = durationMs;
      if (settings.trace) showTrace(terminal, step, request, response, durationMs);
      const where = `step ${step}/${maxSteps}`;
      if (decision.type === 'answer') terminal.tool(`${where}  answer (model ${ms(durationMs)})`);
      if (decision.type === 'invalid') {
        const next = step < maxSteps ? ', sent back to the model' : ', and no steps are left';
        terminal.error(`${where}  reply not usable${next}: ${shorten(decision.problem)}`);
      }
    },
    onToolResult({ step, maxSteps, result, durationMs }) {
      const outcome = result.ok ? shorten(result.result.message, 80) : shorten(result.error, 80);
      terminal.tool(
        `step ${step}/${maxSteps}  ${describeCall(result.call)} → ${outcome} (model ${ms(modelMs)}, tool ${ms(durationMs)})`,
      );
    },
  };
}
// #endregion loop-view

function showTrace(
  terminal: Terminal,
  step: number,
  request: ModelRequest,
  response: ModelResponse,
  durationMs: number,
) {
  terminal.trace(`── request ${step} ──`);
  terminal.trace(`[system]\n${request.systemInstruction}`);
  for (const message of request.messages) terminal.trace(`[${message.role}]\n${message.text}`);
  const usage = response.usage ? `, ${response.usage.inputTokens} in / ${response.usage.outputTokens} out tokens` : '';
  terminal.trace(`── reply ${step} (${ms(durationMs)}${usage}) ──\n${response.text}`);
}

function ms(duration: number): string {
  return duration < 10 ? `${duration.toFixed(1)} ms` : `${Math.round(duration)} ms`;
}

// #region approve
/**
 * Asks before a destructive tool runs. `--yes` approves for scripted runs; with piped input and no `--yes` the answer
 * is no, since there is nobody to ask and the next piped line is a message, not an answer.
 */
export function createApprover(terminal: Terminal, options: { yes: boolean }): Approve {
  return async (call) => {
    const what = describeCall(call);
    if (options.yes) {
      terminal.info(`approve> ${what}? yes (--yes)`);
      return true;
    }
    if (!terminal.interactive) {
      terminal.info(`approve> ${what}? no: input is not a terminal (run with --yes to approve)`);
      return false;
    }
    const answer = await terminal.readLine(`approve> ${what}? [y/N] `, { remember: false });
    return /^y(es)?$/i.test(answer?.trim() ?? '');
  };
}
// #endregion approve
