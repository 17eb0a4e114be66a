import { formatDate, type LocalDateTime } from '@scheduling-agent/clock';
import { findDate, findTime } from './natural-dates.ts';
import { cancelTarget, candidatesFor } from './planning-cancel.ts';
import type { AppointmentView } from './planning-results.ts';
import type { TurnRecords } from './planning-turn.ts';
import { findId } from './planning-words.ts';
import { BOOK_WORDS, CANCEL_WORDS, MOVE_WORDS } from './request-words.ts';

const ORDINALS: Readonly<Record<string, number>> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2 };
/** Words that carry no choice in an answer to "Which one?": "the one at 2pm please", "I mean the first". */
const FILLER = new Set(
  "the one ones please pls ok okay yes yeah that this i mean at on its it's is cancel delete remove".split(' '),
);
const TIME_WORD = /^(?:\d{1,2}(?:[:.]\d{2})?(?:[ap]\.?m)?|am|pm|noon|midday)$/;
const DAY_WORD = /^(?:today|tomorrow|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)$/;

/**
 * The answer to the stand-in's "Which one: the Dentist at … or the Dentist at …?" read as that question's answer: "the
 * 2pm one", "the first", "the one on Friday", "the dentist". When the last turn was a cancel that found several
 * appointments and this answer picks exactly one of them with every word accounted for, the request becomes "cancel
 * <its id>" (the loop still asks before the delete runs). Null otherwise, and the answer is read on its own.
 */
export function pickedFromQuestion(previous: TurnRecords, said: string, now: LocalDateTime): string | null {
  if (!CANCEL_WORDS.test(previous.request) || [BOOK_WORDS, MOVE_WORDS].some((words) => words.test(said))) return null;
  const target = cancelTarget(previous.request, now);
  const candidates = target ? candidatesFor(previous.records, target.days, target.wanted) : null;
  if (!candidates || candidates.length < 2) return null;
  const picked = pick(candidates, said, now);
  return picked ? `cancel ${picked.id}` : null;
}

/** The one candidate the answer names by order, time, day, title or id; null when it names none, or several. */
function pick(candidates: readonly AppointmentView[], said: string, now: LocalDateTime): AppointmentView | null {
  const text = said.toLowerCase().replace(/[?.!,]/g, ' ');
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const titleWords = new Set(candidates.flatMap((item) => (item.title ?? '').toLowerCase().split(/\s+/)));
  const known = (word: string) =>
    FILLER.has(word) || word in ORDINALS || word === 'last' || TIME_WORD.test(word) || DAY_WORD.test(word);
  if (words.length === 0 || !words.every((word) => known(word) || titleWords.has(word) || findId(word))) return null;
  const filters = [
    byOrder(candidates, words),
    byId(text),
    byTime(text),
    words.some((word) => DAY_WORD.test(word)) ? byDay(text, now) : null,
    byTitle(words.filter((word) => titleWords.has(word) && !FILLER.has(word))),
  ].filter((filter) => filter !== null);
  const left = filters.reduce((kept, filter) => kept.filter(filter), [...candidates]);
  return filters.length > 0 && left.length === 1 ? left[0]! : null;
}

type Filter = (item: AppointmentView) => boolean;

/** "the first", "the 2nd one", "the last": by place in the list the question gave. */
function byOrder(candidates: readonly AppointmentView[], words: readonly string[]): Filter | null {
  const word = words.find((candidate) => candidate in ORDINALS || candidate === 'last');
  if (!word) return null;
  const chosen = candidates[word === 'last' ? candidates.length - 1 : ORDINALS[word]!];
  return (item) => item === chosen;
}

function byId(text: string): Filter | null {
  const id = findId(text);
  return id ? (item) => item.id === id : null;
}

function byTime(text: string): Filter | null {
  const time = findTime(text);
  if (!time) return null;
  const hhmm = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  return (item) => item.start.slice(11, 16) === hhmm;
}

function byDay(text: string, now: LocalDateTime): Filter | null {
  const day = findDate(text, now);
  return day ? (item) => item.start.startsWith(formatDate(day.date)) : null;
}

function byTitle(named: readonly string[]): Filter | null {
  if (named.length === 0) return null;
  return (item) => named.every((word) => (item.title ?? '').toLowerCase().split(/\s+/).includes(word));
}
