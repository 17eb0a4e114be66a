import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Requests reported from outside, new phrasings of the same kinds (past tense, hedges, reminders), and requests in the
 * styles of SLURP and the Schema-Guided Dialogue dataset. The rules were changed to read them, so they are a
 * regression set, not a measure of sentences nobody tuned for. Asking is never wrong here; acting on a misreading is.
 */

/** Reported against the stand-in from outside, quoted as they were written. */
const REPORTED: readonly CorpusCase[] = [
  c('monday', 'did I cancel the party?'),
  c('monday', 'maybe cancel the haircut'),
  c('monday', 'I might need to cancel the haircut tomorrow'),
  c('monday', 'remind me to cancel the haircut'),
  c('monday', 'book a meeting called delete everything tomorrow at 9am', '+Delete everything@2026-11-24T09:00'),
  c('monday', 'book dinner a week from today at five', '+Dinner@2026-11-30T17:00'),
  c('monday', 'book dinner with Jo today at nine', '+Dinner with Jo@2026-11-23T21:00'),
  c('monday', 'book a haircut next Tuesday at 11am', '+Haircut@2026-12-01T11:00'),
  c('monday', ['is tomorrow at 10am free?', 'book it']),
  c('monday', 'what do I have until the end of December?'),
];

/** New phrasings of each kind the report names, written here. */
const KINDS: readonly CorpusCase[] = [
  // Questions about the past.
  c('monday', 'have I booked the dentist for Friday?'),
  c('monday', 'did I already delete my call with Alex?'),
  c('monday', 'was the meeting on Wednesday cancelled?'),
  c('monday', 'did you book the haircut?'),
  c('monday', 'did I move the team meeting to Wednesday?'),
  // Hedges.
  c('monday', 'perhaps delete the drinks on Friday'),
  c('monday', 'I think I should cancel yoga'),
  c('monday', 'probably cancel the dentist on Tuesday'),
  c('monday', 'I may have to move the team meeting to Wednesday at 10am'),
  c('monday', 'cancel the party, I guess'),
  c('monday', 'I could cancel the haircut tomorrow'),
  // Reminders.
  c('monday', 'remind me to delete the project review'),
  c('monday', 'set a reminder to cancel the dentist on friday'),
  c('monday', "don't let me forget to cancel drinks"),
  // Conditionals.
  c('monday', 'if it rains cancel the party'),
  c('monday', "cancel yoga if I'm tired"),
  c('monday', 'when Sam calls, cancel lunch with Sam'),
  c('monday', "cancel the haircut unless it's paid"),
  // Requests for someone else.
  c('monday', "cancel Sam's haircut"),
  c('monday', 'tell Alex to cancel our call'),
  c('monday', 'ask my assistant to delete the standup'),
  c('monday', 'can Sam cancel the dentist on Friday?'),
  // Negations.
  c('monday', 'no need to cancel the haircut'),
  c('monday', "I'm not cancelling the party"),
  c('monday', 'never mind the dentist, keep it'),
  c('monday', "I won't need to delete yoga"),
  // Titles after "called" / "named" or in quotes that hold action words.
  c('monday', 'book "cancel the gym" tomorrow at 8am', '+Cancel the gym@2026-11-24T08:00'),
  c('monday', 'add an event named clear my calendar on Thursday at 2pm', '+Clear my calendar@2026-11-26T14:00'),
  c('monday', 'put "delete the dentist" on my calendar for Wednesday at 3pm', '+Delete the dentist@2026-11-25T15:00'),
  c('monday', 'create an event called move all meetings on Thursday at 4pm', '+Move all meetings@2026-11-26T16:00'),
  // Relative offsets.
  c('monday', 'book a checkup two weeks from tomorrow at 10am', '+Checkup@2026-12-08T10:00'),
  c('monday', 'book lunch with Kim 3 days from now at 1pm', '+Lunch with Kim@2026-11-26T13:00'),
  c('monday', 'book a massage a week from Wednesday at 2pm', '+Massage@2026-12-02T14:00'),
  // Bare hours.
  c('monday', 'book drinks with Pat on Friday at 8', '+Drinks with Pat@2026-11-27T20:00'),
  c('monday', 'book breakfast with Lee tomorrow at 8', '+Breakfast with Lee@2026-11-24T08:00'),
  c('monday', 'book supper with Max on Thursday at 7', '+Supper with Max@2026-11-26T19:00'),
  // Spoken years.
  c('monday', 'book the dentist on 5 March 2017 at 10am'),
  c('monday', 'what was on my calendar on 3 March 2017?'),
  c('monday', 'book the conference on 12 March twenty twenty-seven at 9am', '+Conference@2027-03-12T09:00'),
  c('monday', 'book a checkup on the 3rd of February 2027 at 10am', '+Checkup@2027-02-03T10:00'),
  // "next Tuesday" said on a Monday, "next Saturday" on a Friday.
  c('monday', 'cancel my appointment next Tuesday', '-Doctor@2026-12-01T11:00'),
  c('friday', 'book a barbecue next Saturday at 1pm', '+Barbecue@2026-12-05T13:00'),
  // "book it" after several suggestions.
  c('monday', ['can I get a slot tomorrow at 2pm?', 'yes please']),
  c('monday', ['is Friday at 9am free?', 'ok book it']),
  // Ranges.
  c('monday', 'show everything until the end of next week'),
  c('monday', 'clear everything until the end of the week'),
  c('month-end', 'what have I got from now until the end of January?'),
];

/**
 * The style of SLURP's calendar intents (calendar_set, calendar_query, calendar_remove: short spoken commands in lower
 * case, no punctuation, times as words). Written here in that style, not quoted from the dataset.
 */
const SLURP_STYLE: readonly CorpusCase[] = [
  c('monday', 'remove the dentist appointment on friday', '-Dentist@2026-11-27T09:00'),
  c('monday', 'add lunch with mom on wednesday at one pm', '+Lunch with mom@2026-11-25T13:00'),
  c('monday', 'set a meeting with the team for thursday at ten am', '+Meeting with the team@2026-11-26T10:00'),
  c('monday', 'delete my meeting with alex on thursday'),
  c('monday', 'what is on my calendar for tomorrow'),
  c('monday', 'do i have any meetings this week'),
  c('monday', 'olly what time is my dentist appointment'),
  c('monday', 'remind me about the dentist on friday'),
  c('monday', 'cancel my meetings today'),
  // The "yes" answers the one question asked before several go (`regression-stray-articles-nicknames-clearing.ts`).
  c('monday', ['clear my calendar for friday', 'yes'], '-Dentist@2026-11-27T09:00', '-Drinks@2026-11-27T17:30'),
  c('monday', 'tell me about my meeting on wednesday'),
  c('monday', 'wake me up at seven tomorrow'),
  c('monday', 'delete all events for next week'),
  c('friday', 'put gym on monday at six pm'),
  c('friday', 'remove brunch from my calendar', '-Brunch@2026-11-28T11:00'),
];

/**
 * The Schema-Guided Dialogue dataset's Calendar service (AddEvent, GetEvents, GetAvailableTime): the first four are
 * user turns quoted in the report from that dataset; the rest are written here in its style (bare answers to a
 * question nobody asked here, dates as "the 8th of this month", polite full sentences).
 */
const SGD_STYLE: readonly CorpusCase[] = [
  c('monday', 'March 5th.'),
  c('monday', 'Can you check my calendar for the 8th of this month?'),
  c('monday', 'When am I free on March 5th?'),
  c('monday', 'Check calendar events for next Monday.'),
  c('monday', "I'd like to add an event to my calendar."),
  c('monday', "It's called Yoga class, on the 2nd of December at 6 pm."),
  c('monday', 'Could you see whether I have anything on the 1st?'),
  c('monday', 'Please schedule it for 3:30 pm on next Thursday.'),
  c('monday', 'Add an event called Meet Alice on March 3rd at 11 am.', '+Meet Alice@2027-03-03T11:00'),
  c('monday', 'Yes, that is correct.'),
  c('monday', 'Find me a free slot on the 4th.'),
  c('monday', 'Show me my events for tomorrow.'),
  c('monday', 'No, that will be all.'),
  c('monday', 'I want to see what is on my calendar on the 2nd of December.'),
  c('monday', 'Please add it to my calendar.'),
];

/** This set by source. */
export const REGRESSION_HEDGES_AND_DATASET_STYLES: Readonly<Record<string, readonly CorpusCase[]>> = {
  'reported from outside': REPORTED,
  'past tense, hedges, reminders': KINDS,
  'SLURP style': SLURP_STYLE,
  'SGD style': SGD_STYLE,
};
