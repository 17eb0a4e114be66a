import type { ToolCall, ToolCallResult } from './history.ts';
import type { ToolContext, ToolDefinition } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** Asks the person whether a destructive tool may run. */
export type Approve = (call: ToolCall, definition: ToolDefinition) => Promise<boolean>;

/** Told when each call finishes, with how long it took. */
export type OnToolResult = (result: ToolCallResult, durationMs: number) => void;

// #region run-tools
/**
 * Runs the calls of one reply. Destructive tools are put to the person first, one at a time; then every approved
 * call runs at the same time, and the results come back in the order the calls were made. A "no" becomes a result
 * that says so, for the model to read.
 */
export async function runTools(
  calls: readonly ToolCall[],
  options: { registry: ToolRegistry; context: ToolContext; approve: Approve; onResult?: OnToolResult },
): Promise<ToolCallResult[]> {
  const approved: boolean[] = [];
  for (const call of calls) {
    const definition = options.registry.getDefinition(call.tool);
    approved.push(!definition?.destructive || (await options.approve(call, definition)));
  }
  return Promise.all(
    calls.map(async (call, index): Promise<ToolCallResult> => {
      const started = performance.now();
      const result = approved[index] ? await runOne(call, options) : declined(call);
      options.onResult?.(result, performance.now() - started);
      return result;
    }),
  );
}
// #endregion run-tools

async function runOne(
  call: ToolCall,
  options: { registry: ToolRegistry; context: ToolContext },
): Promise<ToolCallResult> {
  const outcome = await options.registry.execute(call.tool, call.parameters, options.context);
  return outcome.ok ? { call, ok: true, result: outcome.result } : { call, ok: false, error: outcome.error.message };
}

function declined(call: ToolCall): ToolCallResult {
  return { call, ok: false, declined: true, error: `The person declined: ${call.tool} was not run.` };
}
