import type { ToolCallingResponse } from '@scheduling-agent/llm-service';
import type { ToolCall, ToolCallResult } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** The longest answer taken into the history; a longer one is sent back as unusable, so requests stay bounded. */
export const MAX_REPLY_LENGTH = 20_000;

// #region decision
/** What the loop does next, decided from one reply. */
export type Decision =
  | { readonly type: 'answer'; readonly text: string }
  /** Checked calls to run, and calls the registry already refused (as error results the model will read). */
  | { readonly type: 'tools'; readonly calls: readonly (ToolCall | ToolCallResult)[] }
  | { readonly type: 'invalid'; readonly problem: string };
// #endregion decision

// #region read-reply
/**
 * Turns a model's native reply (untrusted) into a decision. Calls are checked one by one against their tool: an
 * unknown function, arguments that are not JSON or that the tool does not take become error results for that call
 * alone, which go back to the model matched to the call, while the calls beside it still run. Text beside calls is
 * kept in the history but not shown as the answer. A reply with neither text nor calls, a call the API itself could
 * not parse, calls on the last step, or an answer that is too long becomes `invalid`, with a problem for the model.
 */
export function readReply(response: ToolCallingResponse, registry: ToolRegistry, lastStep: boolean): Decision {
  if (response.toolCalls.length > 0 && !lastStep) {
    return {
      type: 'tools',
      calls: response.toolCalls.map((call) => {
        if (call.argumentsError) {
          const message = `The arguments of ${call.name} could not be read (${call.argumentsError}). Send them as a JSON object.`;
          return {
            type: 'error',
            call: { tool: call.name, parameters: {} },
            error: { kind: 'invalid-parameters', message },
          };
        }
        const checked = registry.checkCall(call.name, call.args);
        return checked.ok ? checked.call : checked.result;
      }),
    };
  }
  if (response.finishReason === 'malformed-call') {
    return {
      type: 'invalid',
      problem: 'Your function call could not be read. Call the tool again with valid arguments.',
    };
  }
  if (response.text.length > MAX_REPLY_LENGTH) {
    const length = response.text.length;
    return {
      type: 'invalid',
      problem: `The reply is ${length} characters long; the limit is ${MAX_REPLY_LENGTH}. Reply briefly.`,
    };
  }
  if (response.text.trim() === '') {
    const problem = lastStep
      ? 'This is the last step: no tools can run now. Answer the person in words.'
      : 'The reply was empty. Answer the person, or call a tool.';
    return { type: 'invalid', problem };
  }
  return { type: 'answer', text: response.text };
}
// #endregion read-reply
