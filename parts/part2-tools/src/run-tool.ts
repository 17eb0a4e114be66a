import type { Approve } from './approval.ts';
import type { ToolCall, ToolCallResult, ToolContext } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

// #region run-tool
/**
 * Runs one checked call. A destructive tool is put to the person first, as a question about the very thing it would
 * destroy; a "no" is a result that says so. Ctrl-C during the question cancels the turn: nothing runs.
 */
export async function runTool(
  call: ToolCall,
  options: { registry: ToolRegistry; context: ToolContext; approve: Approve; signal?: AbortSignal },
): Promise<ToolCallResult | 'cancelled'> {
  const prepared = await options.registry.prepare(call, options.context);
  if (prepared.type !== 'prepared') return prepared;
  if (prepared.question !== undefined) {
    const yes = await options.approve(prepared.question, options.signal);
    if (options.signal?.aborted) return 'cancelled';
    if (!yes) return { type: 'declined', call, message: `The person declined: ${call.tool} was not run.` };
  }
  return prepared.run();
}
// #endregion run-tool
