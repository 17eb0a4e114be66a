import { EXAMPLES } from './understood.ts';

const quoted = (phrasings: readonly string[]) => phrasings.map((phrasing) => `"${phrasing}"`).join(', ');

/**
 * What the offline stand-in understands, with phrasings it acts on: what `/help` shows after the commands when the
 * model is the stand-in, so a learner is never left guessing what to type. Built from the same examples it offers
 * when it asks.
 */
export const OFFLINE_GUIDE = `The offline model is a set of rules, not an AI. It understands:
  greetings, "what can you do?", and dates: "what is the date tomorrow?", "what day is next Friday?"
  with calendar tools (Part 2 on), one change or question per message:
    book    ${quoted(EXAMPLES.book)}
    cancel  ${quoted(EXAMPLES.cancel)}
    move    ${quoted(EXAMPLES.move)} (Part 3 on)
    check   ${quoted(EXAMPLES.check)}
    list    ${quoted([...EXAMPLES.list, 'what do I have until the end of December?'])}
  Days as "tomorrow", "next Friday", "3 December", "the 8th of this month"; times as "2pm" or "14:30". After it asks,
  answer with just the missing day or time ("March 5th at 10am"). It asks instead of acting on anything it cannot
  read whole: a hedge ("maybe"), a question about the past, a reminder, a condition, or words it does not know.`;

/** The guide `/help` shows for this model: the stand-in's, or nothing for a real model, which needs none. */
export function modelGuide(model: { readonly provider: string }): string | undefined {
  return model.provider === 'offline' ? OFFLINE_GUIDE : undefined;
}
