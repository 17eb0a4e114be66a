import type { Plan } from './planning-step.ts';
import { BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MOVE_WORDS } from './request-words.ts';
import { findUnreadPart } from './unread-part.ts';
import { askAbout } from './unread-request.ts';

/**
 * Tried before every other plan: a request about the calendar with a part about when that could not be read for sure
 * ("11/5", "in December", "at 1430") is answered with a question, so nothing is looked up, booked or cancelled on a
 * guess.
 */
export const unreadPlan: Plan = (_turn, context) => {
  const words = [MOVE_WORDS, CANCEL_WORDS, BOOK_WORDS, CHECK_WORDS, LIST_WORDS];
  if (!words.some((pattern) => pattern.test(context.text))) return null;
  const unread = findUnreadPart(context.text, context.now);
  return unread ? { answer: askAbout(unread) } : null;
};
