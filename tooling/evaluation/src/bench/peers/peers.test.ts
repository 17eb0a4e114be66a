import { describe, expect, it } from 'vitest';
import { removeTemporaryDirectories } from '../setup.ts';
import { createAiSdkConversation } from './ai-sdk.ts';
import { BOOKING_ANSWER, type BookingConversation } from './booking.ts';
import { createLangGraphConversation } from './langgraph.ts';
import { createOpenAiAgentsConversation } from './openai-agents.ts';
import {
  createPart3Conversation,
  createPart4Conversation,
  createPart5Conversation,
  createPart6Conversation,
} from './our-parts.ts';

const peers: [string, () => BookingConversation][] = [
  ['AI SDK', createAiSdkConversation],
  ['OpenAI Agents', createOpenAiAgentsConversation],
  ['LangGraph', createLangGraphConversation],
];

describe.each(peers)('the %s loop the benchmark measures', (_name, create) => {
  it('books and answers in three model calls at every turn, with the earlier turns in its history and after a reset', async () => {
    const conversation = create();
    try {
      for (let turn = 1; turn <= 4; turn++) {
        if (turn === 4) await conversation.reset();
        const result = await conversation.send();
        expect(result, `turn ${turn}: a mock that stops early would make the loop look fast`).toEqual({
          steps: 3,
          bookings: 1,
          answer: BOOKING_ANSWER,
        });
      }
    } finally {
      await conversation.close();
    }
  });
});

describe.each([
  ['Part 3', createPart3Conversation],
  ['Part 4', createPart4Conversation],
  ['Part 5', createPart5Conversation],
  ['Part 6, run log on disk', createPart6Conversation],
])('%s, driven the same way', (_name, create) => {
  it('books and answers in three model calls at every turn, and after a reset', async () => {
    const conversation = await create();
    try {
      for (let turn = 1; turn <= 4; turn++) {
        if (turn === 4) await conversation.reset();
        expect(await conversation.send(), `turn ${turn}`).toEqual({ steps: 3, bookings: 1, answer: BOOKING_ANSWER });
      }
    } finally {
      await conversation.close();
      removeTemporaryDirectories();
    }
  });
});
