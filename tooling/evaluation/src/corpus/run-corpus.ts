import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Calendar, openCalendar, parseCalendarFile, serializeCalendar } from '@scheduling-agent/calendar';
import { createOfflineModel } from '@scheduling-agent/offline-model';
import { type ChatAgent, createChatAgent, loadTools } from '@scheduling-agent/part3-loop';
import { CORPUS_HOURS, STARTS } from './calendars.ts';
import { type ClockName, type CorpusCase, canonical, expectedAfter, type Slot } from './corpus-case.ts';

/** How one case went: `right` (the calendar is as expected), `asked` (unchanged, though a change was expected: the
 * stand-in asked or declined), or `wrong` (changed, and not as expected). */
export type Verdict = 'right' | 'asked' | 'wrong';

/** One case's run: the verdict, the calendars compared, and the stand-in's last answer. */
export interface CaseRun {
  readonly case: CorpusCase;
  readonly verdict: Verdict;
  readonly expected: string;
  readonly actual: string;
  readonly answer: string;
}

/**
 * Runs every case through Part 3's real agent loop with the offline stand-in, on a fresh calendar per case, the
 * case's pinned clock, and every delete approved (as a person saying yes to each would). One agent per clock serves
 * all its cases, reset between them as `/reset` does, with each case's calendar swapped in.
 */
export async function runCorpus(cases: readonly CorpusCase[]): Promise<CaseRun[]> {
  const directory = mkdtempSync(join(tmpdir(), 'corpus-'));
  const tools = await loadTools();
  const current: { calendar: Calendar | null } = { calendar: null };
  const context = {
    get calendar(): Calendar {
      if (!current.calendar) throw new Error('No calendar set for this case.');
      return current.calendar;
    },
  };
  const agents = new Map<ClockName, ChatAgent>();
  const agentFor = (on: ClockName): ChatAgent => {
    const existing = agents.get(on);
    if (existing) return existing;
    const { clock } = STARTS[on];
    const agent = createChatAgent({
      model: createOfflineModel({ clock }),
      clock,
      tools,
      context,
      approve: async () => true,
    });
    agents.set(on, agent);
    return agent;
  };
  const runs: CaseRun[] = [];
  try {
    for (const [index, corpusCase] of cases.entries()) {
      const start = STARTS[corpusCase.on];
      const file = join(directory, `case-${index}.json`);
      current.calendar = await bookedCalendar(file, corpusCase.on);
      const agent = agentFor(corpusCase.on);
      agent.reset();
      let answer = '';
      for (const message of typeof corpusCase.say === 'string' ? [corpusCase.say] : corpusCase.say) {
        answer = (await agent.send(message)).text;
      }
      const actual = canonical(readSlots(file));
      const before = canonical(start.booked);
      const expected = canonical(expectedAfter(start.booked, corpusCase.expect));
      const verdict: Verdict = actual === expected ? 'right' : actual === before ? 'asked' : 'wrong';
      runs.push({ case: corpusCase, verdict, expected, actual, answer });
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  return runs;
}

/** A calendar file holding the start's appointments, written directly (booking each would take most of the run). */
async function bookedCalendar(file: string, on: ClockName): Promise<Calendar> {
  const { clock, booked } = STARTS[on];
  const appointments = booked.map((slot, index) => ({
    id: `apt_corp${String(index).padStart(2, '0')}`,
    ...slot,
    createdAt: '2026-11-01T00:00:00.000Z',
  }));
  writeFileSync(file, serializeCalendar(appointments));
  return openCalendar({ file, clock, workingHours: CORPUS_HOURS });
}

function readSlots(file: string): Slot[] {
  if (!existsSync(file)) return [];
  return parseCalendarFile(readFileSync(file, 'utf8'), file).map((appointment) => ({
    title: appointment.title ?? '',
    start: appointment.start,
    end: appointment.end,
  }));
}

/** Right, asked-or-declined and wrong counts. */
export function countVerdicts(runs: readonly CaseRun[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { right: 0, asked: 0, wrong: 0 };
  for (const run of runs) counts[run.verdict]++;
  return counts;
}
