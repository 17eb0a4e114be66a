import { describeDate, formatTime } from '@scheduling-agent/clock';
import { answer, type Intent } from './intent.ts';
import { leftoverWords } from './leftover-words.ts';
import { findDate, findTime } from './natural-dates.ts';
import { isPersonMessage } from './planning-turn.ts';
import { actionOf, frameOf } from './request-frame.ts';
import { examplesOf } from './understood.ts';

/**
 * "March 5th.", "tomorrow at 3": a day or a time and nothing else, as the answer to a question nobody here asked.
 * It says which day and time it read and asks what to do then, rather than guess.
 */
export const bareWhen: Intent = {
  name: 'bare-when',
  reply: ({ text, now, tools }) => {
    if (tools.size === 0 || !isPersonMessage(text) || actionOf(text) !== null) return null;
    const date = findDate(text, now);
    const time = findTime(text);
    if ((!date && !time) || leftoverWords(frameOf(text), null).length > 0) return null;
    const when = [date ? describeDate(date.date) : 'today', ...(time ? [`at ${formatTime({ ...now, ...time })}`] : [])];
    return answer(`I understood: ${when.join(' ')}. What would you like to do then? ${examplesOf('list')}`);
  },
};
