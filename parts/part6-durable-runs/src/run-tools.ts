import type { Approve } from './approval.ts';
import type { ToolCall, ToolCallResult, ToolContext } from './tool.ts';
import type { PreparedCall, ToolRegistry } from './tool-registry.ts';

/** Told when each call finishes, with how long it took. */
export type OnToolResult = (result: ToolCallResult, durationMs: number) => void;

// #region run-tools
/**
 * Runs the calls of one reply. Destructive tools are put to the person first, one at a time; then every approved
 * call runs at the same time, and the results come back (and are reported) in the order the calls were made. A "no"
 * becomes a result that says so, for the model to read, as does a call the registry already refused. Ctrl-C during
 * a question cancels the whole reply: nothing in it runs.
 */
export async function runTools(
  calls: readonly (ToolCall | ToolCallResult)[],
  options: {
    registry: ToolRegistry;
    context: ToolContext;
    approve: Approve;
    signal?: AbortSignal;
    onResult?: OnToolResult;
  },
): Promise<ToolCallResult[] | 'cancelled'> {
  const ready: Array<PreparedCall | ToolCallResult> = [];
  for (const call of calls) {
    if ('type' in call) {
      ready.push(call);
      continue;
    }
    const prepared = await options.registry.prepare(call, options.context);
    if (prepared.type !== 'prepared' || prepared.question === undefined) {
      ready.push(prepared);
      continue;
    }
    const yes = await options.approve(prepared.question, options.signal);
    if (options.signal?.aborted) return 'cancelled';
    ready.push(yes ? prepared : declined(call));
  }
  const running = ready.map(async (next) => {
    const started = performance.now();
    const result = next.type === 'prepared' ? await next.run(options.signal) : next;
    return { result, durationMs: performance.now() - started };
  });
  // Reported in the order the calls were made, each as soon as it and the ones before it are done.
  const results: ToolCallResult[] = [];
  for (const finished of running) {
    const { result, durationMs } = await finished;
    options.onResult?.(result, durationMs);
    results.push(result);
  }
  return results;
}
// #endregion run-tools

function declined(call: ToolCall): ToolCallResult {
  return { type: 'declined', call, message: `The person declined: ${call.tool} was not run.` };
}
