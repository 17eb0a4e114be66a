import { describe, expect, it } from 'vitest';
import type { ConversationEntry, ToolCallingModel, ToolCallingRequest } from './native/tool-calling-types.ts';
import {
  createContextBudget,
  estimateTokens,
  mergeSameRole,
  prepareHistory,
  prepareMessages,
  trimNotice,
  withContextBudget,
} from './prepare-messages.ts';
import type { ChatMessage } from './types.ts';

const user = (text: string): ChatMessage => ({ role: 'user', text });
const assistant = (text: string): ChatMessage => ({ role: 'assistant', text });

describe('mergeSameRole', () => {
  it('joins neighbours of one role, so roles always alternate', () => {
    const merged = mergeSameRole([user('a'), user('b'), assistant('c'), assistant('d'), user('e')]);
    expect(merged).toEqual([user('a\n\nb'), assistant('c\n\nd'), user('e')]);
  });
});

describe('prepareMessages', () => {
  const long = 'x'.repeat(300); // 100 tokens by the estimate
  const request = (messages: ChatMessage[]) => ({ systemInstruction: 'sys', messages });

  it('sends everything while it fits', () => {
    const messages = [user(long), assistant(long), user('now')];
    expect(prepareMessages(request(messages), 10_000)).toEqual({ messages, droppedMessages: 0 });
  });

  it('leaves out the oldest whole exchanges, keeps the last message, and starts with the person', () => {
    const messages = [user(long), assistant(long), assistant(long), user(long), assistant(long), user('now')];
    const prepared = prepareMessages(request(messages), 250);
    expect(prepared.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(prepared.messages.at(-1)).toEqual(user('now'));
    expect(prepared.droppedMessages).toBe(2); // the merged first exchange: one user message, one assistant message
  });

  it('counts the system instruction and the schema against the budget', () => {
    const messages = [user(long), assistant(long), user('now')];
    const schema = { description: 'y'.repeat(600) };
    expect(prepareMessages({ ...request(messages), responseSchema: schema }, 300).droppedMessages).toBe(2);
  });

  it('counts the schema as it is sent, and not at all where the server makes it a grammar (Ollama)', () => {
    const messages = [user(long), assistant(long), user('now')];
    // The root `anyOf` is checked locally and never sent: 2000 characters that must not count.
    const schema = { type: 'object', anyOf: [{ description: 'z'.repeat(2000) }], description: 'y'.repeat(600) };
    expect(prepareMessages({ ...request(messages), responseSchema: schema }, 500).droppedMessages).toBe(0);
    expect(prepareMessages({ ...request(messages), responseSchema: schema }, 300).droppedMessages).toBe(2);
    expect(prepareMessages({ ...request(messages), responseSchema: schema }, 300, 'grammar').droppedMessages).toBe(0);
  });

  it('never drops the last message, even when it alone is over the budget', () => {
    expect(prepareMessages(request([user(long)]), 10).messages).toEqual([user(long)]);
  });
});

describe('prepareHistory (native tool calling)', () => {
  const long = 'x'.repeat(300); // about 100 tokens
  const turn = (n: number): ConversationEntry[] => [
    { type: 'user-input', text: `${n} ${long}` },
    { type: 'tool-calls', calls: [{ id: `c${n}`, name: 'listAppointments', args: {} }] },
    { type: 'tool-results', results: [{ callId: `c${n}`, name: 'listAppointments', output: long }] },
    { type: 'answer', text: long },
  ];
  const request = (history: ConversationEntry[]): ToolCallingRequest => ({
    systemInstruction: 'sys',
    history,
    tools: [{ name: 'listAppointments', description: 'd'.repeat(300), parameters: { type: 'object' } }],
  });

  it('sends everything while it fits, the same array', () => {
    const history = [...turn(1), ...turn(2)];
    expect(prepareHistory(request(history), 10_000).history).toBe(history);
  });

  it('leaves out whole turns, oldest first, so every result keeps its call and the person speaks first', () => {
    const history = [...turn(1), ...turn(2), ...turn(3)];
    const prepared = prepareHistory(request(history), 1000); // cutting inside a turn would fit sooner
    expect(prepared.droppedEntries).toBe(4);
    expect(prepared.history).toEqual([...turn(2), ...turn(3)]);
  });

  it('counts the tool declarations, and keeps the current turn whole when even it does not fit', () => {
    const history = [...turn(1), ...turn(2)];
    expect(prepareHistory(request(history), 900).droppedEntries).toBe(0);
    expect(prepareHistory({ ...request(history), tools: [] }, 10).history).toEqual(turn(2));
    const heavy = { ...request(history), tools: [{ name: 't', description: 'd'.repeat(1500), parameters: {} }] };
    expect(prepareHistory(heavy, 900).droppedEntries).toBe(4);
  });

  it('sends the trimmed history through withContextBudget and tells the person once', async () => {
    const seen: ToolCallingRequest[] = [];
    const inner: ToolCallingModel = {
      provider: 'scripted',
      label: 'scripted',
      generate: async (sent) => {
        seen.push(sent);
        return { text: 'ok', toolCalls: [], finishReason: 'stop' };
      },
    };
    const notices: string[] = [];
    const model = withContextBudget(
      inner,
      createContextBudget(900, 'ollama', (message) => notices.push(message)),
    );
    await model.generate(request([...turn(1), ...turn(2)]));
    expect(notices).toEqual([]);
    await model.generate(request([...turn(1), ...turn(2), ...turn(3)]));
    await model.generate(request([...turn(1), ...turn(2), ...turn(3), ...turn(4)]));
    expect(seen.map((sent) => sent.history.length)).toEqual([8, 8, 8]);
    expect(seen[2]?.history[0]).toEqual(turn(3)[0]);
    expect(notices).toEqual([trimNotice('ollama', 900)]);
  });
});

describe('estimateTokens and trimNotice', () => {
  it('estimate on the safe side and tell the person how to act', () => {
    expect(estimateTokens('abcdef')).toBe(2);
    expect(trimNotice('ollama', 3500)).toMatch(
      /ollama's context budget \(about 3500 tokens\).*\/reset.*LLM_CONTEXT_TOKENS/,
    );
  });
});
