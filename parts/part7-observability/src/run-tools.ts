import type { Approve } from './approval.ts';
import type { ToolCall, ToolCallResult, ToolContext } from './tool.ts';
import type { PreparedCall, Target, ToolRegistry } from './tool-registry.ts';

/** Told when each call finishes, with how long it took and its place in the reply; the next waits for it. */
export type OnToolResult = (result: ToolCallResult, durationMs: number, index: number) => void | Promise<void>;

/**
 * Asks about the call at `index`: yes, no, or `'later'` (nobody can answer now: the run waits for an approval).
 * `target` is what the call would act on, when its server can say: the answer is bound to it.
 */
export type ApproveCall = (
  question: string,
  signal: AbortSignal | undefined,
  index: number,
  target?: Target,
) => Promise<boolean | 'later'>;

// #region run-tools
/**
 * Runs the calls of one reply. Destructive tools are put to the person first, one at a time; then every approved
 * call runs at the same time, and the results come back (and are reported) in the order the calls were made. A "no"
 * becomes a result that says so, for the model to read, as does a call the registry already refused. Ctrl-C during
 * a question cancels the whole reply: nothing in it runs. An answer of `'later'` stops before anything runs, and the
 * run waits. Each call is sent with its idempotency key (`keys`, by position), so sending it again is harmless.
 */
export async function runTools(
  calls: readonly (ToolCall | ToolCallResult)[],
  options: {
    registry: ToolRegistry;
    context: ToolContext;
    approve: Approve | ApproveCall;
    signal?: AbortSignal;
    onResult?: OnToolResult;
    keys?: readonly string[];
    /** By position, the target a yes was already given for (from the log): such a call runs on that target only. */
    approvedFor?: readonly (Target | undefined)[];
    /** Told of each call about to be sent, one at a time, before any is: where a log notes what went out. */
    beforeSend?: (index: number) => Promise<void>;
  },
): Promise<ToolCallResult[] | 'cancelled' | 'waiting'> {
  const ready: Array<PreparedCall | ToolCallResult> = [];
  for (const [index, call] of calls.entries()) {
    if ('type' in call) {
      ready.push(call);
      continue;
    }
    const prepared = await options.registry.prepare(
      call,
      options.context,
      options.keys?.[index],
      options.approvedFor?.[index],
    );
    if (prepared.type !== 'prepared' || prepared.question === undefined) {
      ready.push(prepared);
      continue;
    }
    const yes = await options.approve(prepared.question, options.signal, index, prepared.target);
    if (options.signal?.aborted) return 'cancelled';
    if (yes === 'later') return 'waiting';
    ready.push(yes ? prepared : declined(call));
  }
  for (const [index, next] of ready.entries()) if (next.type === 'prepared') await options.beforeSend?.(index);
  const running = ready.map(async (next, index) => {
    const started = performance.now();
    const result = next.type === 'prepared' ? await next.run(options.signal, options.keys?.[index]) : next;
    return { result, durationMs: performance.now() - started };
  });
  // Reported in the order the calls were made, each as soon as it and the ones before it are done.
  const results: ToolCallResult[] = [];
  for (const [index, finished] of running.entries()) {
    const { result, durationMs } = await finished;
    await options.onResult?.(result, durationMs, index);
    results.push(result);
  }
  return results;
}
// #endregion run-tools

/** The result of a call the person said no to: it was not run. */
export function declined(call: ToolCall): ToolCallResult {
  return { type: 'declined', call, message: `The person declined: ${call.tool} was not run.` };
}
