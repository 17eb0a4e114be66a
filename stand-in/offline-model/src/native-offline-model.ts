import type {
  ChatMessage,
  ConversationEntry,
  JsonSchema,
  ModelToolCall,
  ToolCallingModel,
  ToolCallingRequest,
  ToolCallingResponse,
} from '@scheduling-agent/llm-service';
import { type OfferedToolNames, readOfferedToolNames } from './offered-tool-names.ts';
import { createOfflineModel, type OfflineModelOptions } from './offline-model.ts';
import { INVALID_REPLY_PREFIX, isObject, TOOL_RESULTS_PREFIX } from './planning-turn.ts';

/**
 * The offline stand-in behind the native tool-calling interface, so Part 4 runs with no key. It hands the stand-in
 * the same request in Part 3's terms (the history as JSON actions and `Tool results:` messages, the tools as a reply
 * schema) and reads its JSON action back as text or tool calls. The answer's text reaches `onText` word by word, as
 * a streamed answer would. Tools a host has namespaced (`calendar__deleteAppointment`) are read by their own names.
 */
export function createNativeOfflineModel(options: OfflineModelOptions = {}): ToolCallingModel {
  const offline = createOfflineModel(options);
  let calls = 0;
  return {
    provider: 'offline',
    label: offline.label,
    async generate(request: ToolCallingRequest): Promise<ToolCallingResponse> {
      const names = readOfferedToolNames(request.tools.map((tool) => tool.name));
      const reply = await offline.generate({
        systemInstruction: request.systemInstruction,
        messages: toProtocolMessages(request.history, names),
        responseSchema: replySchema(names.known, request.toolChoice === 'none'),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const action = parseAction(reply.text);
      const planned = plannedCalls(action);
      const unsure = planned.find((call) => 'candidates' in names.resolve(call.name));
      if (planned.length > 0 && request.toolChoice !== 'none' && !unsure) {
        const toolCalls = planned.map(
          (call): ModelToolCall => ({ id: `offline_${++calls}`, ...call, name: offeredName(names, call.name) }),
        );
        return { text: '', toolCalls, finishReason: 'tool-calls' };
      }
      const text =
        unsure && request.toolChoice !== 'none'
          ? notGuessing(unsure.name, names)
          : typeof action.response === 'string'
            ? action.response
            : '';
      for (const word of text.match(/\S+\s*/g) ?? []) {
        if (request.signal?.aborted) break;
        request.onText?.(word);
      }
      return { text, toolCalls: [], finishReason: 'stop' };
    },
  };
}

function parseAction(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed)) return parsed;
  } catch {
    // The stand-in always writes JSON; chaos mode may not. Then the text is the answer.
  }
  return { action: 'answer', response: text };
}

function offeredName(names: OfferedToolNames, known: string): string {
  const found = names.resolve(known);
  return 'name' in found ? found.name : known;
}

/** What the stand-in says instead of picking one of several servers' tools of the same name for the person. */
function notGuessing(known: string, names: OfferedToolNames): string {
  const found = names.resolve(known);
  const candidates = 'candidates' in found ? found.candidates : [];
  return (
    `More than one server offers ${known} (${candidates.join(', ')}), and I will not guess which one you mean, ` +
    'so I left everything as it is. Take the one you do not want out of the MCP server config.'
  );
}

/** What the stand-in reads from a reply schema: which actions it may take, and which tools exist. */
function replySchema(tools: readonly string[], lastStep: boolean): JsonSchema {
  return {
    type: 'object',
    properties: {
      action: { enum: lastStep || tools.length === 0 ? ['answer'] : ['answer', 'tool', 'tools'] },
      tool: { enum: [...tools] },
    },
  };
}

function plannedCalls(action: Record<string, unknown>): { name: string; args: Record<string, unknown> }[] {
  const one = (call: Record<string, unknown>) => ({
    name: String(call.tool),
    args: isObject(call.parameters) ? call.parameters : {},
  });
  if (action.action === 'tool') return [one(action)];
  if (action.action === 'tools' && Array.isArray(action.calls)) return action.calls.filter(isObject).map(one);
  return [];
}

/** The history in Part 3's protocol, which is what the stand-in reads. */
function toProtocolMessages(history: readonly ConversationEntry[], names: OfferedToolNames): ChatMessage[] {
  const callsById = new Map<string, ModelToolCall>();
  return history.map((entry) => messageOf(entry, callsById, names));
}

function messageOf(
  entry: ConversationEntry,
  callsById: Map<string, ModelToolCall>,
  names: OfferedToolNames,
): ChatMessage {
  switch (entry.type) {
    case 'user-input':
      return { role: 'user', text: entry.text };
    case 'feedback':
      // A note from the loop reads as Part 3's "could not be used" message, which the stand-in knows.
      return {
        role: 'user',
        text: entry.text.startsWith(INVALID_REPLY_PREFIX) ? entry.text : `${INVALID_REPLY_PREFIX} ${entry.text}`,
      };
    case 'answer':
      return { role: 'assistant', text: JSON.stringify({ action: 'answer', response: entry.text }) };
    case 'tool-calls':
      for (const call of entry.calls) callsById.set(call.id, call);
      return {
        role: 'assistant',
        text: JSON.stringify({
          action: 'tools',
          calls: entry.calls.map((call) => ({ tool: names.knownAs(call.name), parameters: call.args ?? {} })),
        }),
      };
    case 'tool-results': {
      // A call the model got wrong (unknown tool, unreadable or invalid arguments) is, in Part 3's terms, a reply
      // that could not be used, not a tool that failed: told as such, it does not count toward giving up on the tool.
      const slips = entry.results.filter((result) => 'error' in result && isSlip(result.error));
      if (slips.length === entry.results.length) {
        const problems = slips.map((result) => ('error' in result ? result.error : '')).join(' ');
        return { role: 'user', text: `${INVALID_REPLY_PREFIX} ${problems}` };
      }
      const records = entry.results.map((result) => {
        const call = callsById.get(result.callId);
        const base = { tool: names.knownAs(result.name), parameters: isObject(call?.args) ? call.args : {} };
        if (!('error' in result)) return { ...base, ok: true, result: result.output };
        // Part 3 and Part 4 say a "no" in the same words; the stand-in stops planning around a declined call.
        const declined = result.error.startsWith('The person declined');
        return { ...base, ok: false, error: result.error, ...(declined ? { declined: true } : {}) };
      });
      return { role: 'user', text: `${TOOL_RESULTS_PREFIX}\n${JSON.stringify(records)}` };
    }
  }
}

/** Part 4's words for a call the model got wrong before any tool ran (its registry's and reply reader's). */
function isSlip(error: string): boolean {
  return /^(Unknown tool "|Invalid parameters for |The arguments of \S+ could not be read)/.test(error);
}
