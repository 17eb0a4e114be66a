import { head, type Problem } from './describe-problem.ts';
import type { Candidate } from './find-candidates.ts';

/** Prose that presents what follows as an example, not as the reply: "For example, …", "it would look like …". */
const BEFORE =
  /\b(?:for (?:example|instance)\b|e\.g\.|an example\b|example:|something like\b|would look like\b|looks like this\b|the format is\b|in this format\b|like so\b)[^{}]*$/i;
/** Prose right after an object that calls it an example: "… is just an example". */
const AFTER = /^[\s.,;:)]*(?:(?:is|was|would be) (?:just )?(?:an|one) example\b|\(?(?:for example|e\.g\.))/i;

/**
 * When the reply's one action is shown as an example ("For example, you could send {…} to delete it") and no real
 * reply stands beside it, running it would act on an illustration: the problem to send back, else null. Looks only at
 * the prose just before the object (since the last blank line, at most 120 characters) and just after it.
 */
export function presentedAsExample(text: string, candidate: Candidate): Problem | null {
  const paragraph = text.lastIndexOf('\n\n', candidate.start);
  const before = text.slice(Math.max(paragraph + 1, candidate.start - 120), candidate.start);
  const after = text.slice(candidate.end, candidate.end + 40);
  if (!BEFORE.test(before) && !AFTER.test(after)) return null;
  return {
    kind: 'invalid',
    message:
      `The reply shows "${head(text, candidate.start, 40)}" as an example, with no reply of its own beside it, so ` +
      'nothing was run. Reply with only the JSON object you mean, with no example around it.',
  };
}
