/** "don't cancel …", "no wait, keep it": the person says not to do it. */
const NEGATION = /\b(don'?t|do not|never|no wait|wait no|keep it|leave it)\b/i;
/** "should I cancel …?", "what if I booked …?": a question about doing it, not a request to. */
const PONDERING = /^\s*(should i|shall i|do i need to|what if|would it|is it worth|i wonder)\b/i;
/** "everything except the dentist": an exception the stand-in has no rule for. */
const EXCEPTION = /\b(except|apart from|other than|but not|everything but|all but|besides)\b/i;

/**
 * Why a request that uses an action word is not a plain request to act, or null when it is one: it says not to
 * ("don't cancel my haircut"), it only wonders ("should I cancel the party?"), or it makes an exception the stand-in
 * cannot follow ("clear tomorrow except the dentist"). The stand-in then answers and leaves the calendar alone.
 */
export function findHedge(text: string): string | null {
  if (NEGATION.test(text)) return 'It sounds like you do not want that done, so I have left your calendar as it is.';
  if (PONDERING.test(text)) return 'That is for you to decide; I have left your calendar as it is.';
  if (EXCEPTION.test(text)) return 'I cannot follow exceptions, so I have not changed anything.';
  return null;
}
