import type { Plan } from './planning-step.ts';
import { doubtAbout } from './unread-request.ts';

/**
 * Tried before every other plan: a request that hedges ("don't cancel …") or has a part about when that could not be
 * read for sure ("11/5", "in December", "at 1430") is answered, so nothing is looked up, booked or cancelled on a
 * guess.
 */
export const unreadPlan: Plan = (_turn, context) => {
  const doubt = doubtAbout(context.text, context.now);
  return doubt ? { answer: doubt } : null;
};
