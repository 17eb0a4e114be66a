import type { Terminal } from '@scheduling-agent/cli-io';
import type { ModelRequest, ModelResponse } from '@scheduling-agent/llm-service';
import type { LoopObserver } from './agent-types.ts';
import { describeCall, outcomeText, shorten } from './describe-call.ts';
import type { StepPosition } from './step-position.ts';

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
    onModelCall({ position, request, response, decision, durationMs }) {
      modelMs = durationMs;
      if (settings.trace) showTrace(terminal, position.step, request, response, durationMs);
      const where = stepLabel(position);
      if (decision.type === 'answer') terminal.tool(`${where}  answer (model ${ms(durationMs)})`);
      if (decision.type === 'invalid') {
        const next = position.isLast ? ', and no steps are left' : ', sent back to the model';
        terminal.error(`${where}  reply not usable${next}: ${shorten(decision.problem)}`);
      }
    },
    onToolResult({ position, result, durationMs }) {
      const outcome = shorten(outcomeText(result), 80);
      terminal.tool(
        `${stepLabel(position)}  ${describeCall(result.call)} → ${outcome} (model ${ms(modelMs)}, tool ${ms(durationMs)})`,
      );
    },
  };
}
// #endregion loop-view

function stepLabel(position: StepPosition): string {
  return `step ${position.step}/${position.maxSteps}`;
}

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
