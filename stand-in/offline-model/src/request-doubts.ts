/**
 * Kinds of sentence that use an action word without asking for the action now, each with why the stand-in leaves
 * the calendar alone. Read on the request's frame (titles given outright left out), in order.
 */
const DOUBTS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:don'?t|do not|never|no need|not|won'?t|can'?t|cannot|shouldn'?t|no longer|no wait|wait no|keep it|leave it|never ?mind)\b/i,
    'it sounds like you do not want that done',
  ],
  [
    /^\s*(?:did|have|has|had|was|were)\b|\b(?:did (?:i|you|we)|already|cancell?ed|booked|moved|deleted|removed|rescheduled)\b/i,
    'that reads as a question about what already happened, not a request',
  ],
  [/\b(?:remind|reminders?|forget|note to self|to-?do)\b/i, 'I keep a calendar, not reminders'],
  [
    /\b(?:if|unless|whenever|when|as soon as|once|in case|provided|assuming)\b/i,
    'it depends on something I cannot know',
  ],
  [
    /\b(?:maybe|perhaps|probably|possibly|might|i think|i guess|i suppose|not sure|should i|shall i|do i need to|what if|would it|is it worth|i wonder|i could|we could|i should|i'?d better|thinking (?:of|about)|planning to|considering)\b|(?<!\d\s*(?:st|nd|rd|th)?\s*(?:of\s+)?)\bmay\b(?!\s+\d)/i,
    'that sounds undecided',
  ],
  [
    /\b(?:tell|ask|let|get|have)\s+(?!me\b|us\b|it\b|that\b|this\b)[a-z]+\s+(?:to|know)\b|\bfor (?:him|her|them|(?:my|his|her|their) (?:wife|husband|partner|son|daughter|kids?|boss|mum|mom|dad|friend|colleague|team|assistant))\b|\b(?!(?:it|that|what|there|here|who|let|today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|day)'s\b)[a-z]+'s\b/i,
    'it sounds like it is for someone else, and I only keep your calendar',
  ],
  // "cancel the party tomorrow?": a change said as a question may be asking whether to; "could you …?" is a request.
  [
    /^(?!\s*(?:(?:ok|okay|so|and|hi|hey|please),?\s+)?(?:could|can|would|will) you\b).*\?/is,
    'that reads as a question, not a clear request',
  ],
  [/\.(?:\s*\.)+|…/, 'that trails off before it is a clear request'],
  // "book a the a walk", "book a the sat 11am": two articles in a row are a slip that drops both (`titles.ts`), but a
  // third, or a day or time right after the two, leaves no name to be sure of.
  [
    /\b(?:a|an|the)\s+(?:a|an|the)\s+(?:(?:a|an|the)\b|today|tonight|tomorrow|on\b|at\b|\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/i,
    'articles in a row with no name after them read as a slip, and I could not tell what it is called',
  ],
];

/** "… if it is free": a condition the booking checks anyway, so it is read, not doubted. */
export const IF_FREE = /\bif (?:it'?s|it is|that'?s|that is) (?:free|available|open)\b/gi;

/** "… except the dentist": an exception the stand-in has no rule for. */
const EXCEPTION = /\b(?:except|apart from|other than|but not|everything but|all but|besides)\b/i;

/**
 * Why a request that uses an action word is not a plain request to act now, or null when it is one: it says not to,
 * asks about the past, is a reminder, depends on a condition, hedges, is for someone else, or makes an exception.
 */
export function findDoubt(frame: string): string | null {
  if (EXCEPTION.test(frame)) return 'I cannot follow exceptions';
  return DOUBTS.find(([pattern]) => pattern.test(frame))?.[1] ?? null;
}
