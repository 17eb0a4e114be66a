import type { Terminal } from '@scheduling-agent/cli-io';
import type { ToolCallingRequest, ToolCallingResponse } from '@scheduling-agent/llm-service';
import type { LoopObserver } from './agent-types.ts';
import { describeCall, outcomeText, shorten } from './describe-call.ts';
import { toJson } from './history.ts';
import type { StepPosition } from './step-position.ts';

/** What the person has switched on: `--trace` or `/trace` shows every request and reply in full. */
export interface ViewSettings {
  trace: boolean;
}

// #region loop-view
/**
 * Shows the loop at work: one line per tool call (which step of how many, the tool and its arguments, a short
 * result, the time taken), and with the trace on, exactly what went to the model and what came back.
 */
export function createLoopView(terminal: Terminal, settings: ViewSettings): LoopObserver {
  let modelMs = 0;
  return {
    onModelCall({ position, request, response, decision, durationMs }) {
      modelMs = durationMs;
      if (settings.trace) showTrace(terminal, position.step, request, response, durationMs);
      const where = stepLabel(position);
      // An answer has no step line: it has already streamed to the person, in place of one.
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
  request: ToolCallingRequest,
  response: ToolCallingResponse,
  durationMs: number,
) {
  terminal.trace(`── request ${step} (tool choice ${request.toolChoice ?? 'auto'}) ──`);
  terminal.trace(`[system]\n${request.systemInstruction}`);
  terminal.trace(`[tools] ${request.tools.map((tool) => tool.name).join(', ')}`);
  for (const entry of request.history) terminal.trace(`[${entry.type}]\n${describeEntry(entry)}`);
  const usage = response.usage ? `, ${response.usage.inputTokens} in / ${response.usage.outputTokens} out tokens` : '';
  const calls = response.toolCalls.map((call) => `\n[call ${call.id}] ${call.name} ${toJson(call.args ?? null)}`);
  terminal.trace(
    `── reply ${step} (${ms(durationMs)}${usage}, ${response.finishReason}) ──\n${response.text}${calls.join('')}`,
  );
}

function describeEntry(entry: ToolCallingRequest['history'][number]): string {
  switch (entry.type) {
    case 'user-input':
    case 'feedback':
    case 'answer':
      return entry.text;
    case 'tool-calls':
      return entry.calls.map((call) => `${call.id} ${call.name} ${toJson(call.args ?? null)}`).join('\n');
    case 'tool-results':
      return entry.results.map((result) => `${result.callId} ${toJson(result)}`).join('\n');
  }
}

function ms(duration: number): string {
  return duration < 10 ? `${duration.toFixed(1)} ms` : `${Math.round(duration)} ms`;
}
