import type { AppointmentView } from './planning-results.ts';
import { CANCEL_WORDS, MANY_WORDS } from './request-words.ts';

const PLURAL = /\b(appointments|bookings|meetings|events|calls|sessions|lessons|classes)\b/i;
/** "yes", "yes please", "ok, cancel them all", "go ahead": agreeing to clear the day, and nothing else. */
const YES =
  /^\s*(?:yes|yeah|yep|yup|sure|ok|okay|please do|go ahead|do it)(?:[\s,!.]+(?:please|pls|go ahead|do it|cancel (?:them|both|all|everything)(?: of them)?|all of them|both|all))*[\s!.]*$/i;
/** "no", "no thanks", "don't": the day stays as it is. */
const NO =
  /^\s*(?:no|nope|nah|don'?t|never ?mind|leave it|keep them)(?:[\s,!.]+(?:thanks|thank you|please|pls))*[\s!.]*$/i;

/** A request to cancel more than one appointment at once: "cancel everything tomorrow", "clear my calendar". */
export function clearsSeveral(text: string): boolean {
  return CANCEL_WORDS.test(text) && (MANY_WORDS.test(text) || PLURAL.test(text));
}

/**
 * The person's answer to the stand-in's question before clearing a day ("Shall I cancel all 2?"), or null when
 * `said` is no such answer: the turn before asked to clear a day, listed it and deleted nothing (so it asked, or found
 * nothing), and `said` is a plain yes or no.
 */
export function answerToClearing(
  before: { readonly request: string; readonly records: readonly { readonly tool: string }[] },
  said: string,
): 'yes' | 'no' | null {
  if (!clearsSeveral(before.request)) return null;
  const tools = before.records.map((record) => record.tool);
  if (!tools.includes('listAppointments') || tools.includes('deleteAppointment')) return null;
  return YES.test(said) ? 'yes' : NO.test(said) ? 'no' : null;
}

/**
 * The one question asked before several appointments are put to the person: removing several at once is a bigger
 * step than any one of them, and the loop's question about each delete does not say that the others go too.
 */
export function clearingQuestion(
  day: string,
  chosen: readonly AppointmentView[],
  describe: (item: AppointmentView) => string,
): string {
  const first = chosen[0]?.title ?? 'appointment';
  return [
    `That would cancel ${chosen.length} appointments on ${day}:`,
    ...chosen.map((item) => `- ${describe(item)}`),
    `I have not changed anything yet. Shall I cancel all ${chosen.length}? Say "yes" and I will ask you about each one, or name the one to cancel, such as "cancel the ${first} on ${day}".`,
  ].join('\n');
}
