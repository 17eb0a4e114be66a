import type { ModelToolCall, ToolCallingResponse } from '@scheduling-agent/llm-service';
import type { ToolCall, ToolCallResult } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** The longest answer taken into the history; a longer one is sent back as unusable, so requests stay bounded. */
export const MAX_REPLY_LENGTH = 20_000;

/** The most calls one reply may make, as in Part 3: a reply asking for more runs none of them. */
export const MAX_CALLS_PER_REPLY = 5;

/** How much of arguments that could not be read goes back to the model, so it sees what it sent. */
const ARGUMENTS_EXCERPT = 80;

// #region decision
/** What the loop does next, decided from one reply. */
export type Decision =
  /** `cutOff`: the provider's notice that the answer stopped at the output limit, shown after it. */
  | { readonly type: 'answer'; readonly text: string; readonly cutOff?: string }
  /** Checked calls to run, and calls the registry already refused (as error results the model will read). */
  | { readonly type: 'tools'; readonly calls: readonly (ToolCall | ToolCallResult)[] }
  | { readonly type: 'invalid'; readonly problem: string };
// #endregion decision

// #region read-reply
/**
 * Turns a model's native reply (untrusted) into a decision. Calls are checked one by one against their tool: an
 * unknown function, arguments that are not JSON or that the tool does not take become error results for that call
 * alone, which go back to the model matched to the call, while the calls beside it still run. More than
 * {@link MAX_CALLS_PER_REPLY} calls are all refused. Text beside calls is kept in the history but not shown as the
 * answer. An answer cut off at the output limit is still the answer, with the provider's notice that it was cut.
 * A reply with neither text nor calls, a call the API itself could not parse, calls on the last step, or an
 * answer that is too long becomes `invalid`, with a problem for the model.
 */
export function readReply(response: ToolCallingResponse, registry: ToolRegistry, lastStep: boolean): Decision {
  const count = response.toolCalls.length;
  if (count > 0 && !lastStep) {
    const tooMany =
      `This reply asked for ${count} calls; at most ${MAX_CALLS_PER_REPLY} run per reply, so none of them ran. ` +
      `Ask for at most ${MAX_CALLS_PER_REPLY} at a time.`;
    return {
      type: 'tools',
      calls: response.toolCalls.map((call) =>
        count > MAX_CALLS_PER_REPLY ? refused(call, 'invalid-parameters', tooMany) : checkCall(call, registry),
      ),
    };
  }
  if (count > 0) {
    // Calls on the last step come from a server that ignored the tool choice `none`: the text beside them ("Let me
    // look.") is no answer, so the whole reply is one that cannot be used.
    return { type: 'invalid', problem: 'This is the last step: no tools can run now. Answer the person in words.' };
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
  return { type: 'answer', text: response.text, ...(response.cutOff ? { cutOff: response.cutOff } : {}) };
}
// #endregion read-reply

/** One call checked against its tool: ready to run, or an error result that says what was wrong. */
function checkCall(call: ModelToolCall, registry: ToolRegistry): ToolCall | ToolCallResult {
  if (call.argumentsError) {
    const sent = call.echo?.arguments ?? '';
    const began = sent.length > ARGUMENTS_EXCERPT ? `${sent.slice(0, ARGUMENTS_EXCERPT)}…` : sent;
    return refused(
      call,
      'invalid-parameters',
      `The arguments of ${plainName(call.name)} could not be read (${call.argumentsError}); they were ` +
        `${JSON.stringify(began)}. Send them as one JSON object.`,
    );
  }
  const checked = registry.checkCall(plainName(call.name), call.args);
  return checked.ok ? checked.call : checked.result;
}

function refused(call: ModelToolCall, kind: 'invalid-parameters', message: string): ToolCallResult {
  return { type: 'error', call: { tool: plainName(call.name), parameters: {} }, error: { kind, message } };
}

/**
 * The calls of a reply as the history keeps them. A refused call keeps its id (its result answers it) and its
 * signature, but not what the model sent: its arguments become `{}` and its name a plain, short one. Every server
 * accepts that history (Ollama's `/v1` refuses arguments that are not JSON with a 400; current vLLM turns them into
 * `{}` for the same reason), no later request grows with what was refused, and none can fail on it (a call nested
 * thousands deep overflows the stack of whatever encodes it). The model reads what was wrong in the call's result.
 */
export function callsToKeep(
  calls: readonly ModelToolCall[],
  decided: readonly (ToolCall | ToolCallResult)[],
): ModelToolCall[] {
  return calls.map((call, index) => {
    const decision = decided[index];
    if (decision === undefined || !('type' in decision)) return call;
    const { id, thoughtSignature } = call.echo ?? {};
    const echo = { ...(id ? { id } : {}), ...(thoughtSignature ? { thoughtSignature } : {}) };
    return { id: call.id, name: plainName(call.name), args: {}, ...(Object.keys(echo).length > 0 ? { echo } : {}) };
  });
}

/** A function name as every provider accepts one (letters, digits, `_` and `-`, at most 64): a model's may be anything. */
function plainName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'unnamed';
}
