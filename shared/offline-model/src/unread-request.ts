import { answer, type Intent } from './intent.ts';
import { BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MOVE_WORDS } from './request-words.ts';
import { findUnreadPart } from './unread-part.ts';

/** A request about the calendar with a part about when that could not be read: ask, never guess. */
export const unreadRequest: Intent = {
  name: 'unread-part',
  reply: (context) => {
    if (context.tools.size === 0) return null;
    const words = [MOVE_WORDS, CANCEL_WORDS, BOOK_WORDS, CHECK_WORDS, LIST_WORDS];
    if (!words.some((pattern) => pattern.test(context.text))) return null;
    const unread = findUnreadPart(context.text, context.now);
    return unread ? answer(askAbout(unread)) : null;
  },
};

/** The question asked about a part of a request that could not be read. */
export function askAbout(unread: string): string {
  return `I could not read "${unread}" for sure, so I have not done anything. Which day and time do you mean? For example: "tomorrow at 2pm" or "on 3 December at 10:00".`;
}
