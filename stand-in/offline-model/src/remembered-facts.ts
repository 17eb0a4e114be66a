import { answer, type OfflineReply } from './intent.ts';
import type { OfflineContext } from './read-request.ts';

/**
 * What the stand-in knows about the person from before: the facts a host lists under a heading that says they are
 * to be remembered (one `- fact` a line), then what the person said in earlier turns, newest first. Hosts that keep
 * conversations across sessions (Part 6) send both; the stand-in needs nothing else to use them.
 */
function knownStatements(context: OfflineContext): string[] {
  const listed: string[] = [];
  let inList = false;
  for (const line of context.systemInstruction.split('\n')) {
    if (/\bremember\b.*:\s*$/i.test(line)) inList = true;
    else if (inList && line.startsWith('- ')) listed.push(line.slice(2));
    else inList = false;
  }
  const said = context.messages
    .slice(0, -1)
    .filter((message) => message.role === 'user')
    .map((message) => message.text)
    .reverse();
  return [...listed, ...said];
}

const STATEMENT = /^\s*my ([a-z][a-z ]{0,30}?) (?:is|are) ([^?\n]{1,100}?)[.!]?\s*$/i;
const QUESTION = /^\s*(?:who|what)(?:'s| is| are) my ([a-z][a-z ]{0,30}?)\s*\??\s*$/i;

// #region recall-fact
/** "who is my dentist?" answered from a fact stated or kept earlier ("my dentist is Dr Patel"); null if none. */
export function recallFact(context: OfflineContext): OfflineReply | null {
  const asked = QUESTION.exec(context.text)?.[1]?.toLowerCase();
  if (asked === undefined) return null;
  for (const statement of knownStatements(context)) {
    const [, subject, value] = STATEMENT.exec(statement) ?? [];
    if (subject?.toLowerCase() === asked) return answer(`Your ${asked} is ${value} (you told me earlier).`);
  }
  return null;
}
// #endregion recall-fact

/** "my dentist is Dr Patel", when nothing else understood the message: acknowledged, so it can be used later. */
export function noteFact(context: OfflineContext): OfflineReply | null {
  const [, subject, value] = STATEMENT.exec(context.text) ?? [];
  if (subject === undefined || /\d/.test(context.text)) return null;
  return answer(`Noted: your ${subject.toLowerCase()} is ${value}.`);
}
