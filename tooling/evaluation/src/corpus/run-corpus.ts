import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Calendar, openCalendar, parseCalendarFile, serializeCalendar } from '@scheduling-agent/calendar';
import type { Clock } from '@scheduling-agent/clock';
import { createNativeOfflineModel, createOfflineModel } from '@scheduling-agent/offline-model';
import {
  type ClockName,
  CORPUS_HOURS,
  type CorpusCase,
  canonical,
  expectedAfter,
  judge,
  questionNames,
  type Slot,
  STARTS,
  type Verdict,
} from '@scheduling-agent/offline-model/corpus';
import * as part3 from '@scheduling-agent/part3-loop';
import * as part4 from '@scheduling-agent/part4-native-tools';

export type { Verdict } from '@scheduling-agent/offline-model/corpus';

/** The parts a corpus runs through: Part 3's JSON-action loop, and Part 4's native tool calls (`npm start`). */
export type CorpusPart = 'part3' | 'part4';

/** One case's run: the verdict and why, the calendars compared, the approval questions and the last answer. */
export interface CaseRun {
  readonly case: CorpusCase;
  readonly verdict: Verdict;
  readonly reasons: readonly string[];
  readonly expected: string;
  readonly actual: string;
  readonly questions: readonly string[];
  readonly answer: string;
}

interface Agent {
  send(text: string): Promise<{ text: string }>;
  reset(): void;
}

type Approve = (question: string) => Promise<boolean>;

/** What the parts' approval prompt takes as a yes (`y` or `yes`), for a conversation's message that answers it. */
const SAYS_YES = /^\s*y(?:es)?\s*$/i;

/**
 * Runs every case through a part's real agent loop with the offline stand-in, on a fresh calendar per case and the
 * case's pinned clock. Each approval question is recorded; a delete the case asked for is approved (as a person
 * would), and so is one of an appointment this conversation booked that the case's calendar afterwards lacks ("wait
 * no, forget it"). Any other is answered by the conversation's next message when there is one, as at a terminal,
 * where the line typed after the question answers it ("cancel the gym", then "no wait, keep it"): a yes only if it
 * says yes, and that message is not sent again. With no message left it is declined and counts against the stand-in.
 * One agent per clock serves all its cases, reset between them as `/reset` does, with each case's calendar swapped in.
 */
export async function runCorpus(cases: readonly CorpusCase[], part: CorpusPart = 'part3'): Promise<CaseRun[]> {
  const directory = mkdtempSync(join(tmpdir(), 'corpus-'));
  const current: {
    calendar: Calendar | null;
    file: string;
    asked: readonly Slot[];
    expected: readonly Slot[];
    before: readonly Slot[];
    undone: Slot[];
    questions: string[];
    answered: string[];
    pending: string[];
  } = {
    calendar: null,
    file: '',
    asked: [],
    expected: [],
    before: [],
    undone: [],
    questions: [],
    answered: [],
    pending: [],
  };
  const context = {
    get calendar(): Calendar {
      if (!current.calendar) throw new Error('No calendar set for this case.');
      return current.calendar;
    },
  };
  const approve: Approve = async (question) => {
    if (current.asked.some((slot) => questionNames(question, slot))) {
      current.questions.push(question);
      // A "yes" typed next answers the question, as at a terminal, and is not a message of its own.
      if (SAYS_YES.test(current.pending[0] ?? '')) current.pending.shift();
      return true;
    }
    // "wait no, forget it" right after a booking: the person says yes to removing what this conversation booked, when
    // the case's calendar afterwards does not hold it.
    const undone = readSlots(current.file).find(
      (slot) => !has(current.before, slot) && !has(current.expected, slot) && questionNames(question, slot),
    );
    if (undone) {
      current.undone.push(undone);
      current.questions.push(question);
      return true;
    }
    const reply = current.pending.shift();
    if (reply === undefined) {
      current.questions.push(question);
      return false;
    }
    current.answered.push(`${question} (answered "${reply}")`);
    return SAYS_YES.test(reply);
  };
  const build = part === 'part3' ? await part3Agent(context, approve) : await part4Agent(context, approve);
  const agents = new Map<ClockName, Agent>();
  const runs: CaseRun[] = [];
  try {
    for (const [index, corpusCase] of cases.entries()) {
      const start = STARTS[corpusCase.on];
      const file = join(directory, `case-${index}.json`);
      current.calendar = await bookedCalendar(file, corpusCase.on);
      const expectedSlots = expectedAfter(start.booked, corpusCase.expect);
      current.asked = start.booked.filter((slot) => !expectedSlots.some((kept) => same(kept, slot)));
      const messages = typeof corpusCase.say === 'string' ? [corpusCase.say] : [...corpusCase.say];
      const fresh = { undone: [], questions: [], answered: [], pending: messages };
      Object.assign(current, { file, expected: expectedSlots, before: start.booked, ...fresh });
      const agent = agents.get(corpusCase.on) ?? build(start.clock);
      agents.set(corpusCase.on, agent);
      agent.reset();
      let answer = '';
      for (let message = current.pending.shift(); message !== undefined; message = current.pending.shift()) {
        answer = (await agent.send(message)).text;
      }
      const after = readSlots(file);
      const questions = [...current.questions];
      const shown = [...questions, ...current.answered];
      const undone = [...current.undone];
      const { verdict, reasons } = judge(corpusCase, { before: start.booked, after, questions, answer, undone });
      const expected = canonical(expectedSlots);
      runs.push({ case: corpusCase, verdict, reasons, expected, actual: canonical(after), questions: shown, answer });
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  return runs;
}

async function part3Agent(context: { readonly calendar: Calendar }, approve: Approve) {
  const tools = await part3.loadTools();
  return (clock: Clock): Agent =>
    part3.createChatAgent({ model: createOfflineModel({ clock }), clock, tools, context, approve });
}

async function part4Agent(context: { readonly calendar: Calendar }, approve: Approve) {
  const tools = await part4.loadTools();
  return (clock: Clock): Agent =>
    part4.createChatAgent({ model: createNativeOfflineModel({ clock }), clock, tools, context, approve });
}

function has(slots: readonly Slot[], slot: Slot): boolean {
  return slots.some((other) => same(other, slot));
}

function same(first: Slot, second: Slot): boolean {
  return (
    first.start === second.start && first.end === second.end && first.title.toLowerCase() === second.title.toLowerCase()
  );
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

/** Right, asked, no-help and wrong counts. */
export function countVerdicts(runs: readonly CaseRun[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { right: 0, asked: 0, 'no help': 0, wrong: 0 };
  for (const run of runs) counts[run.verdict]++;
  return counts;
}
