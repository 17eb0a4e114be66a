import type { ChatMessage } from '@scheduling-agent/llm-service';
import { answer, type OfflineReply } from './intent.ts';
import { isPersonMessage } from './planning-turn.ts';

/**
 * The longest message the stand-in reads. A request about a calendar fits in a sentence or two; some of the date and
 * title readers take time that grows faster than the length, so a pasted page is refused before any of them runs,
 * which keeps every step short and the program answering Ctrl-C and SIGTERM.
 */
const MAX_REQUEST_CHARACTERS = 500;

const isLong = (message: ChatMessage) =>
  message.role === 'user' && message.text.length > MAX_REQUEST_CHARACTERS && isPersonMessage(message.text);

/** The one-sentence answer to a person's latest message when it is too long to read, or null when it is not. */
export function tooLongReply(messages: readonly ChatMessage[]): OfflineReply | null {
  const latest = messages.findLast((message) => message.role === 'user');
  if (!latest || !isLong(latest)) return null;
  const length = latest.text.length.toLocaleString('en-GB');
  return answer(
    `That message is ${length} characters long and I read at most ${MAX_REQUEST_CHARACTERS}, so I have not read it. ` +
      'Say what you need in a sentence, such as "book a haircut tomorrow at 2pm".',
  );
}

/** The history with every earlier message too long to read left empty, so a later turn never reads it either. */
export function withoutLongMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.map((message) => (isLong(message) ? { ...message, text: '' } : message));
}
