import type { Plan } from './planning-step.ts';
import { type Action, actionOf } from './request-frame.ts';
import { EXAMPLES, understood } from './understood.ts';

/** Past forms of the action words, with the word a request would use. */
const PAST_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcancell?ed\b/gi, 'cancel'],
  [/\b(deleted|removed|dropped|cleared)\b/gi, 'delete'],
  [/\b(rescheduled|moved|postponed|shifted)\b/gi, 'move'],
  [/\b(booked|scheduled|added|reserved)\b/gi, 'book'],
];

// #region plan-past
/**
 * "I cancelled the haircut yesterday", "had I moved the team meeting?": a sentence about a change that already
 * happened, with no change asked for now. Nothing is done, and the answer echoes what it read, so a person who meant
 * a request sees how to say it. Lists ("what have I booked?") are left to the list plan.
 */
export const pastPlan: Plan = (_turn, context) => {
  const { text, now } = context;
  if (actionOf(text) !== null) return null;
  const present = PAST_FORMS.reduce((sentence, [past, word]) => sentence.replace(past, word), text);
  const action: Action | null = present === text ? null : actionOf(present);
  if (action === null || action === 'several') return null;
  const [first, second] = EXAMPLES[action];
  return {
    answer: `${understood(action, present, now).slice(0, -1)}. But that reads as something that already happened, not a request, so I have not changed anything. I act on plain requests such as "${first}" or "${second}".`,
  };
};
// #endregion plan-past
