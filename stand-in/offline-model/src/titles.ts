import { withoutDurations } from './durations.ts';
import { digitsForNumberWords } from './number-words.ts';
import { slipBeforeADay } from './spelling.ts';

/**
 * Where a title or a subject ends: the first word about when, a number, or punctuation (a lookahead). A date's own
 * article starts the date ("a facial the 25th", "the weekend"), so it never ends a title; "Meet the team" keeps its own.
 * A month name starts the date only with a day number after it ("car service december 3"): "December planning" keeps it.
 */
export const WHEN_STARTS = String.raw`(?=\b(?:(?:the )?(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|day|weekday)\b|the (?:following|coming|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)\b|following|an? (?:day|week)s? (?:from|after|today|tomorrow|on|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)|the week|the weekend|the next|the \d{1,2}(?:st|nd|rd|th)?|tomorrow|today|tonight|yesterday|on|at|for|next|this|in|from|to|until|till|between|by|around|after|before|if|unless|the day|noon|midday|morning|afternoon|evening|(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|may|jun|jul|aug|sept|sep|oct|nov|dec)(?=\.?\s*\d)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|please)\b|\d|[?.!,;]|$)`;
const FILLER =
  /\b(appointments?|appts?|bookings?|slots?|events?|reminders?|entry|entries)\s*$|\b(?:please|pls|plz)\b|\bthen\s*$/gi;
const NOT_A_NAME =
  /^(it|one|ones|o['’]?clock|calendar|schedule|diary|agenda|day|plans|that|this|them|these|those|something|anything|time|me|all|everything|all of (?:them|it)|(?:the )?(?:first|second|third|last|earliest|latest|other) ?(?:one)?)$/i;
const DAY_POSSESSIVE =
  /\b(today|tonight|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)'s\b/gi;

/**
 * "book a the walk": a slip of two articles in a row, the person changing their mind between them. Whichever was
 * meant, an article before the name is never part of the title (the rule for one), so both go and the title is "Walk".
 * Only "a", "an" and "the", twice at most: "my new car" keeps "New car" as before, and a third article, or no name
 * after the two, is asked about (`request-doubts.ts`).
 */
const ARTICLES = String.raw`(?:(?:a|an|the)\s+(?:(?:a|an|the)\s+)?|(?:my|new)\s+)?`;

const BOOK_TITLE = new RegExp(
  String.raw`\b(?:book|schedule|reserve|set up|set|add|create|put|pop|pencil(?: in)?|arrange|organi[sz]e|plan|make)\s+(?:me\s+)?(?:in\s+)?(?:for\s+)?${ARTICLES}(.*?)\s*(?:\bto (?:my|the) (?:calendar|diary|schedule|agenda)\b|${WHEN_STARTS})`,
  'i',
);
const REMINDER = new RegExp(
  String.raw`\b(?:remind me|(?:a |an )?reminder)\s+(?:to |about |of |for )?(.*?)\s*${WHEN_STARTS}`,
  'i',
);
const CALLED =
  /\b(?:called|titled|named)\s+["']?(.+?)["']?\s*(?=\b(?:tomorrow|today|on|at|for|next|this|from)\b|[?.!,;]|$)/i;
// Double quotes only: a single quote may be an apostrophe inside the title ("called 'Bob's party'").
const QUOTED_CALLED = /\b(?:called|titled|named)\s+["“]([^"“”]+)["”]/i;
/** `book "Friday review" on …`, `add 'Team lunch' …`: a quoted title right after the verb (single quotes opening after a space). */
const QUOTED_AFTER_VERB =
  /\b(?:book|schedule|reserve|set up|add|create|put|pop|pencil in|arrange|plan)\s+(?:me\s+)?(?:in\s+)?(?:"([^"]+)"|“([^”]+)”|‘([^’]+)’|'([^']+)'(?=$|[\s.,!?;:]))/i;

/**
 * What a booking is for: "book a dentist appointment tomorrow" gives "Dentist", "add lunch with Sam to my calendar"
 * gives "Lunch with Sam", "remind me to call mum at 5" gives "Call mum", "create an event called Review" gives
 * "Review". Null when the request names nothing ("book it", "book the first one").
 */
export function findTitle(text: string): string | null {
  const plain = withoutDurations(digitsForNumberWords(text)).replace(/\s+/g, ' ');
  // A title in quotes after "called" is the person's own words, kept whole: "appointment" in it is part of the title.
  const afterVerb = QUOTED_AFTER_VERB.exec(plain);
  const quoted = (QUOTED_CALLED.exec(plain)?.[1] ?? afterVerb?.slice(1).find(Boolean))?.trim();
  if (quoted) return quoted.charAt(0).toUpperCase() + quoted.slice(1);
  const reminder = REMINDER.exec(plain);
  // "remind me to book a dentist": the reminder is for the dentist, not for "book a dentist".
  const inner = reminder && BOOK_TITLE.exec(reminder[1] ?? '');
  const match = CALLED.exec(plain) ?? (inner?.index === 0 ? inner : reminder) ?? BOOK_TITLE.exec(plain);
  const words = withoutSlip(
    match?.[1]
      ?.replace(FILLER, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
      .trim(),
    plain,
  );
  if (!words || NOT_A_NAME.test(words)) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A slip that says which day ("thsi friday") belongs to the date, asked about: the title ends before it. */
function withoutSlip(words: string | undefined, text: string): string | undefined {
  const slip = slipBeforeADay(text)?.split(' ')[0];
  if (!words || !slip) return words;
  const kept = words.replace(new RegExp(String.raw`\s*\b${slip}\b.*$`, 'i'), '');
  return kept || undefined;
}

/** "my 2pm meeting": a time between the determiner and the name, read apart so the name is not lost. */
const TIME_BEFORE_NAME =
  /\b(my|the|a|an|our|that|this)\s+(?:\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?|noon|midday)(?:\s*o'?clock)?\s+(?=[a-z])/i;

const SUBJECT = new RegExp(
  String.raw`\b(?:cancel|delete|remove|drop|call off|erase|clear|get rid of|scrap|bin|ditch|axe|take off|strike off|unbook|move|reschedule|shift|push back|push|postpone|put off|bring forward|change)\s+(?:(?:all|each|every)\s+)?(?:of\s+)?(?:(?:my|the|a|an|our|that|this|those|these)\s+)?(.*?)\s*${WHEN_STARTS}`,
  'i',
);

/**
 * What the appointment a request refers to is called: "cancel my haircut tomorrow" gives "haircut", "cancel
 * tomorrow's meeting" gives "meeting", "cancel my 2pm meeting" gives "meeting", "move the dentist appointment on Friday
 * to 11am" gives "dentist". Null when it names none ("cancel my 10am tomorrow", "cancel all my appointments").
 */
export function findSubject(text: string): string | null {
  const words = SUBJECT.exec(text.replace(DAY_POSSESSIVE, '').replace(TIME_BEFORE_NAME, '$1 '))?.[1]
    ?.replace(FILLER, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words || NOT_A_NAME.test(words)) return null;
  return words;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));

/** True when every word of the subject is a word of the title, ignoring case and plurals: "meetings" fits "Meeting". */
export function titleMatches(subject: string, title: string | undefined): boolean {
  if (!title) return false;
  const titleWords = new Set(wordsOf(title));
  const subjectWords = wordsOf(subject);
  return subjectWords.length > 0 && subjectWords.every((word) => titleWords.has(word));
}
