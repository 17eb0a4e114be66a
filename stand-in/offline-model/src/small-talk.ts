import { answer, type Intent } from './intent.ts';

/** Words that thank or acknowledge and ask for nothing: "thx", "cheers", "ok cool", "great, thanks!". */
const THANKS = /^(?:thanks?|thank you|thx|thnx|ty|ta|cheers|much appreciated|many thanks)$/;
const ACKNOWLEDGEMENTS =
  /^(?:ok|okay|k|kk|cool|great|nice|lovely|perfect|awesome|brilliant|fine|good|got it|noted|sounds good|all good|no worries|np|nice one)$/;

/**
 * A message made only of thanks and acknowledgements ("thx", "cheers", "ok cool"): nothing to do, so nothing changes
 * and the answer is short. Anything more ("ok cancel it", "thanks, and book …") is left to the other intents.
 */
export const smallTalk: Intent = {
  name: 'small-talk',
  reply: ({ text }) => {
    const words = text
      .toLowerCase()
      .replace(/[,.!:)]/g, ' ')
      .split(/\s+/);
    const joined = phrasesOf(words.filter((word) => word.length > 0));
    if (joined.length === 0 || !joined.every((part) => THANKS.test(part) || ACKNOWLEDGEMENTS.test(part))) return null;
    const thanked = joined.some((part) => THANKS.test(part));
    return answer(`${thanked ? "You're welcome." : 'OK.'} Anything else I can do?`);
  },
};

/** Words grouped into the two-word phrases the lists hold ("thank you", "got it", "ok cool" stays two words). */
function phrasesOf(words: readonly string[]): string[] {
  const phrases: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = `${words[index]} ${words[index + 1] ?? ''}`.trim();
    if (index + 1 < words.length && (THANKS.test(pair) || ACKNOWLEDGEMENTS.test(pair))) {
      phrases.push(pair);
      index++;
    } else phrases.push(words[index]!);
  }
  return phrases;
}
