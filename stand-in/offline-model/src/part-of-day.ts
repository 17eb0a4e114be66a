import { findTime } from './natural-dates.ts';

/** A stretch of the day, in minutes after midnight: start inclusive, end exclusive. */
export interface DayPart {
  readonly from: number;
  readonly to: number;
  /** How the request named it, for the answer: "morning", "after 15:00". */
  readonly words: string;
}

const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
  tonight: [17 * 60, 24 * 60],
  night: [17 * 60, 24 * 60],
};

/**
 * The part of the day a request means when it refers to appointments: "morning" (before noon), "afternoon" (noon to
 * 17:00), "evening" or "tonight" (from 17:00), "after 3 pm" (from 15:00 on: an appointment at 15:00 counts), "before
 * noon". Null when it names none.
 */
export function findDayPart(text: string): DayPart | null {
  const lower = text.toLowerCase();
  const bound = /\b(after|from|since|before|until|till)\s+(.+)$/.exec(lower);
  const time = bound && (/^(noon|midday)\b/.test(bound[2]!) ? { hour: 12, minute: 0 } : findTime(`at ${bound[2]}`));
  if (bound && time) {
    const at = time.hour * 60 + time.minute;
    const after = ['after', 'from', 'since'].includes(bound[1]!);
    const words = `${bound[1]} ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
    return after ? { from: at, to: 24 * 60, words } : { from: 0, to: at, words };
  }
  const part = /\b(morning|afternoon|evening|tonight|night)\b/.exec(lower)?.[1];
  if (!part) return null;
  const [from, to] = PARTS[part]!;
  return { from, to, words: part === 'tonight' || part === 'night' ? 'evening' : part };
}

/** True when an appointment starting at `start` (`YYYY-MM-DDTHH:mm`) starts within the part of the day. */
export function startsWithin(part: DayPart, start: string): boolean {
  const minutes = Number(start.slice(11, 13)) * 60 + Number(start.slice(14, 16));
  return minutes >= part.from && minutes < part.to;
}
