import { describe, expect, it } from 'vitest';
import { estimateTokens, mergeSameRole, prepareMessages, trimNotice } from './prepare-messages.ts';
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

  it('never drops the last message, even when it alone is over the budget', () => {
    expect(prepareMessages(request([user(long)]), 10).messages).toEqual([user(long)]);
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
