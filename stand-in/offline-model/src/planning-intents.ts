import { bareWhen } from './bare-when.ts';
import { chatIntents } from './chat-intents.ts';
import { answer, type Intent } from './intent.ts';
import { bookPlan, checkPlan } from './planning-book.ts';
import { cancelPlan, listPlan } from './planning-cancel.ts';
import { cancelManyPlan } from './planning-cancel-many.ts';
import { dayQuestionPlan } from './planning-day-questions.ts';
import { echoPlan } from './planning-echo.ts';
import { followUpPlan } from './planning-follow-up.ts';
import { movePlan } from './planning-move.ts';
import { pastPlan } from './planning-past.ts';
import { pastDayPlan } from './planning-past-day.ts';
import { textOf } from './planning-results.ts';
import { type Plan, replyFor } from './planning-step.ts';
import { readTurn } from './planning-turn.ts';
import { twoRequestsPlan } from './planning-two-requests.ts';
import { unreadPlan } from './planning-unread.ts';
import { whenIsPlan } from './planning-when-is.ts';
import { type Action, actionOf } from './request-frame.ts';

/**
 * An intent that follows a plan: it reads the person's message and this turn's tool results from the history, asks
 * the plan for the next step, and says it in a form the request's schema allows. With `action`, the plan is tried
 * only when that is the change the request asks for (null: none), read with any title it gives left out.
 */
function planned(name: string, plan: Plan, action?: Action | null): Intent {
  return {
    name,
    reply: (context) => {
      const turn = readTurn(context.messages, context.now);
      if (!turn) return null;
      if (action !== undefined && actionOf(turn.request) !== action) return null;
      const step = plan(turn, { ...context, text: turn.request });
      return step ? replyFor(step, turn, context) : null;
    },
  };
}

/** A bare day or time, when the person's own words are the last message (not tool results). */
const bareWhenAfterPlans: Intent = {
  name: 'plan-bare-when',
  reply: (context) => {
    const turn = readTurn(context.messages, context.now);
    return turn && !turn.resumed && turn.records.length === 0
      ? bareWhen.reply({ ...context, text: turn.request })
      : null;
  },
};

/** Tool results came back for a message no plan understands (say, a real model started the turn): report them. */
const reportResults: Intent = {
  name: 'report-results',
  reply: (context) => {
    const turn = readTurn(context.messages, context.now);
    if (!turn || turn.records.length === 0) return null;
    const lines = turn.records.map((record) =>
      record.result
        ? textOf(record.result, 'message') || `${record.tool} ran.`
        : `${record.tool}: ${record.error ?? 'not run'}`,
    );
    return answer(`Here is what the tools said:\n${lines.join('\n')}`);
  },
};

/**
 * After feedback on an unusable reply, the last message is the loop's, not the person's: the chat intents answer the
 * person's message again, so a recovered turn ends as it would have.
 */
const chatAfterFeedback: readonly Intent[] = chatIntents.map((intent) => ({
  name: `${intent.name}-after-feedback`,
  reply: (context) => {
    const turn = readTurn(context.messages, context.now);
    return turn?.resumed ? intent.reply({ ...context, text: turn.request }) : null;
  },
}));

// #region planning-intents
/**
 * Part 3's offline vocabulary: requests that take several steps, planned from the tool results the agent loop sends
 * back (check, then book; list, then cancel; list, check, delete, book to move). Each step is a pure function of the
 * person's message and the results so far, so a retry after a bad reply makes the same step again.
 */
export const planningIntents: readonly Intent[] = [
  planned('plan-follow-up', followUpPlan),
  planned('plan-two-requests', twoRequestsPlan),
  planned('plan-unread', unreadPlan),
  planned('plan-echo', echoPlan),
  planned('plan-reschedule', movePlan, 'move'),
  planned('plan-cancel-many', cancelManyPlan, 'cancel'),
  planned('plan-cancel', cancelPlan, 'cancel'),
  planned('plan-book', bookPlan, 'book'),
  planned('plan-past-day', pastDayPlan, null),
  planned('plan-day-question', dayQuestionPlan, null),
  planned('plan-check', checkPlan, null),
  planned('plan-list', listPlan, null),
  planned('plan-when-is', whenIsPlan, null),
  planned('plan-past', pastPlan, null),
  bareWhenAfterPlans,
  reportResults,
  ...chatAfterFeedback,
];
// #endregion planning-intents
