import type { LocalDate } from '@scheduling-agent/clock';
import { findHedge } from './hedges.ts';
import { answer, type Intent } from './intent.ts';
import { BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MOVE_WORDS } from './request-words.ts';
import { findUnreadPart } from './unread-part.ts';

/**
 * Why the stand-in should answer instead of acting on a request about the calendar, or null: the request hedges a
 * change ("don't cancel …", "should I …?", "… except …"), or a part about when could not be read for sure.
 */
export function doubtAbout(text: string, today: LocalDate): string | null {
  const changes = [MOVE_WORDS, CANCEL_WORDS, BOOK_WORDS].some((pattern) => pattern.test(text));
  if (!changes && ![CHECK_WORDS, LIST_WORDS].some((pattern) => pattern.test(text))) return null;
  const hedge = changes ? findHedge(text) : null;
  if (hedge) return hedge;
  const unread = findUnreadPart(text, today);
  return unread ? askAbout(unread) : null;
}

/** A request about the calendar that hedges or could not be read in full: answer, never guess. */
export const unreadRequest: Intent = {
  name: 'unread-part',
  reply: (context) => {
    if (context.tools.size === 0) return null;
    const doubt = doubtAbout(context.text, context.now);
    return doubt ? answer(doubt) : null;
  },
};

/** The question asked about a part of a request that could not be read. */
export function askAbout(unread: string): string {
  return `I could not read "${unread}" for sure, so I have not done anything. Which day and time do you mean? For example: "tomorrow at 2pm" or "on 3 December at 10:00".`;
}
