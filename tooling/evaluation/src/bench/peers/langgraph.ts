import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage, HumanMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { checkAvailability, scheduleAppointment } from '@scheduling-agent/calendar-tools';
import {
  BOOK_RESULT,
  BOOKING_ANSWER,
  BOOKING_REQUEST,
  BOOKING_START,
  BOOKING_TITLE,
  type BookingConversation,
  bookingStepAt,
  CHECK_RESULT,
} from './booking.ts';

/**
 * A fake chat model playing the booking with tool calls. `@langchain/core`'s own fakes cannot: `FakeListChatModel`
 * only says text and `FakeStreamingChatModel` repeats its first reply, so this is the smallest `BaseChatModel`
 * that answers as a tool-calling provider does. It counts its calls, which is how a turn's steps are known.
 */
class BookingChatModel extends BaseChatModel {
  calls = 0;

  _llmType(): string {
    return 'booking-fake';
  }

  override bindTools(): this {
    return this;
  }

  async _generate(_messages: BaseMessage[]): Promise<ChatResult> {
    const call = this.calls++;
    const step = bookingStepAt(call);
    const toolCall = (name: string, args: Record<string, unknown>) =>
      new AIMessage({ content: '', tool_calls: [{ type: 'tool_call', id: `call_${call}`, name, args }] });
    const message =
      step === 'check'
        ? toolCall(checkAvailability.name, { start: BOOKING_START })
        : step === 'book'
          ? toolCall(scheduleAppointment.name, { start: BOOKING_START, title: BOOKING_TITLE })
          : new AIMessage(BOOKING_ANSWER);
    return { generations: [{ text: typeof message.content === 'string' ? message.content : '', message }] };
  }
}

// #region langgraph-peer
/**
 * LangGraph's prebuilt ReAct agent (`createReactAgent`), on a fake tool-calling chat model, with the calendar's two
 * tools declared from the same JSON Schemas as ours. The conversation is the state's `messages`, given back whole
 * with the next message (no checkpointer, the cheaper way to keep it).
 */
export function createLangGraphConversation(): BookingConversation {
  const model = new BookingChatModel({});
  let bookings = 0;
  const agent = createReactAgent({
    llm: model,
    tools: [
      tool(async () => JSON.stringify(CHECK_RESULT), {
        name: checkAvailability.name,
        description: checkAvailability.description,
        schema: checkAvailability.parameters,
      }),
      tool(
        async () => {
          bookings += 1;
          return JSON.stringify(BOOK_RESULT);
        },
        {
          name: scheduleAppointment.name,
          description: scheduleAppointment.description,
          schema: scheduleAppointment.parameters,
        },
      ),
    ],
  });
  let messages: BaseMessage[] = [];
  return {
    name: 'LangGraph `createReactAgent`',
    async send() {
      const before = { bookings, calls: model.calls };
      const state = await agent.invoke({ messages: [...messages, new HumanMessage(BOOKING_REQUEST)] });
      messages = state.messages;
      const last = messages.at(-1);
      return {
        steps: model.calls - before.calls,
        bookings: bookings - before.bookings,
        answer: typeof last?.content === 'string' ? last.content : '',
      };
    },
    reset: () => {
      messages = [];
    },
    close: async () => {},
  };
}
// #endregion langgraph-peer
