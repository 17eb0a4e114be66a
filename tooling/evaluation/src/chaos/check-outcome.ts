import { readFile } from 'node:fs/promises';
import { type Appointment, parseCalendarFile } from '@scheduling-agent/calendar';
import type { ExitReason, HistoryEntry } from '@scheduling-agent/part3-loop';
import type { HistoryEntry as NativeHistoryEntry } from '@scheduling-agent/part4-native-tools';
import type { HistoryEntry as McpHistoryEntry } from '@scheduling-agent/part5-mcp';
import type { Scenario } from './scenarios.ts';

// #region check-outcome
/**
 * Whether a scenario was done, judged without reading the reply's wording: the turn was answered, the calendar file
 * holds exactly the appointments the scenario expects, and every call it requires ran successfully this turn. Null
 * when it was done; otherwise what is wrong, in one line.
 */
export async function whyNotDone(
  scenario: Scenario,
  turn: {
    exit: ExitReason;
    history: readonly (HistoryEntry | NativeHistoryEntry | McpHistoryEntry)[];
    calendarFile: string;
  },
): Promise<string | null> {
  if (turn.exit !== 'answered') return 'the turn ended without an answer';
  const expected = scenario.after.map(describe).sort();
  const found = (await readAppointments(turn.calendarFile)).map(describe).sort();
  if (expected.join('|') !== found.join('|')) {
    return `calendar is [${found.join('; ')}], expected [${expected.join('; ')}]`;
  }
  const ran = lastTurn(turn.history).flatMap((entry) => (entry.type === 'tool-results' ? entry.results : []));
  const missing = scenario.requiredCalls.find(
    (required) =>
      !ran.some(
        (result) =>
          result.type === 'result' &&
          result.call.tool === required.tool &&
          Object.entries(required.parameters).every(([key, value]) => result.call.parameters[key] === value),
      ),
  );
  return missing ? `no successful ${missing.tool} ${JSON.stringify(missing.parameters)}` : null;
}
// #endregion check-outcome

function lastTurn<E extends { type: string }>(history: readonly E[]): readonly E[] {
  const start = history.findLastIndex((entry) => entry.type === 'user-input');
  return history.slice(Math.max(0, start));
}

function describe(appointment: { start: string; end: string; title?: string }): string {
  return `${appointment.start}–${appointment.end.slice(11)} ${appointment.title ?? '(no title)'}`;
}

/** The appointments in the calendar file; none when no booking ever created it. */
async function readAppointments(file: string): Promise<Appointment[]> {
  try {
    return parseCalendarFile(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
