import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { type Appointment, type Calendar, openCalendar } from '@scheduling-agent/calendar';
import { createCalendarServer } from '@scheduling-agent/calendar-mcp';
import { fixedClock } from '@scheduling-agent/clock';
import { createNativeOfflineModel } from '@scheduling-agent/offline-model';
import {
  type AppendObserver,
  CALENDAR_READ_ONLY,
  type ChatAgent,
  connectTools,
  createChatAgent,
  loadPins,
  openRunLog,
  runLogFileFor,
  type StoredRecord,
} from '@scheduling-agent/part6-durable-runs';

/** What a drill runs: one message, on a calendar that starts with these appointments. */
export interface DrillScenario {
  readonly name: string;
  readonly message: string;
  readonly before: readonly { start: string; end: string; title: string }[];
}

/** A moment to die at: just before, or just after, the record with this `seq` is made durable. */
export interface Boundary {
  readonly when: 'before' | 'after';
  readonly seq: number;
}

/** What one kill showed: the boundary, and what was wrong after resuming (empty when nothing was). */
export interface DrillResult {
  readonly scenario: string;
  readonly boundary: Boundary;
  readonly problems: readonly string[];
}

/** Monday 23 November 2026, 08:30 in London: the pinned "now" of every drill, as of every chaos scenario. */
const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

// #region drill-agent
/**
 * Part 6's agent as a drill runs it, in whatever process: the offline model, the calendar server connected in memory, every
 * call approved (as `--yes`), and the run log beside the calendar in `directory`, observed by `observe`.
 */
export async function startDrillAgent(directory: string, observe?: AppendObserver) {
  const calendar = openCalendar({ file: join(directory, 'calendar.json'), clock });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCalendarServer(calendar).connect(serverSide);
  const tools = await connectTools([{ name: 'calendar', transport: clientSide, trustedTools: CALENDAR_READ_ONLY }], {
    pins: await loadPins(join(directory, 'mcp-pins.json')),
    approveTool: async () => true,
    confirm: async () => true,
    notice: () => {},
  });
  const runLog = await openRunLog(runLogFileFor(calendar.file), observe);
  const agent = createChatAgent({
    model: createNativeOfflineModel({ clock }),
    clock,
    tools,
    context: {},
    approve: async () => true,
    runLog,
  });
  return { agent, calendar, runLog, close: () => tools.close() };
}
// #endregion drill-agent

/** A fresh folder with the scenario's calendar in it. */
async function prepareDrill(scenario: DrillScenario, parent: string): Promise<string> {
  const directory = await mkdtemp(join(parent, 'drill-'));
  const calendar = openCalendar({ file: join(directory, 'calendar.json'), clock });
  for (const { start, end, title } of scenario.before) {
    const minutes = (Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 60_000;
    const booked = await calendar.book({ start, durationMinutes: minutes, title });
    if (!booked.ok) throw new Error(`Could not set up ${scenario.name}: ${booked.message}`);
  }
  return directory;
}

/** The run without a kill: the calendar it ends with, and the records it wrote (whose boundaries a drill kills at). */
export async function referenceRun(scenario: DrillScenario, parent: string) {
  const directory = await prepareDrill(scenario, parent);
  const { agent, calendar, runLog, close } = await startDrillAgent(directory);
  try {
    const turn = await agent.send(scenario.message);
    if (turn.exit !== 'answered') throw new Error(`${scenario.name}: the uninterrupted run ended ${turn.exit}`);
    return { appointments: await appointmentsOf(calendar), records: runLog.records };
  } finally {
    await close();
  }
}

/** Every boundary of a run of `count` records: before and after each one. */
export function boundariesOf(count: number): Boundary[] {
  return Array.from({ length: count }, (_, index) => [
    { when: 'before' as const, seq: index + 1 },
    { when: 'after' as const, seq: index + 1 },
  ]).flat();
}

/**
 * Runs the scenario in a child process that is killed with SIGKILL at `boundary` (it announces the boundary on
 * stdout and waits there: the moment is found by an event, not by timing), then resumes the run in this process
 * and compares it with the uninterrupted run: the same calendar, no double booking, every call run once, and
 * every approval given once and honoured.
 */
export async function killAndResume(
  scenario: DrillScenario,
  boundary: Boundary,
  reference: { appointments: readonly Appointment[] },
  parent: string,
): Promise<DrillResult> {
  const directory = await prepareDrill(scenario, parent);
  const reached = await runChildUntil(directory, scenario.message, boundary);
  const { agent, calendar, runLog, close } = await startDrillAgent(directory);
  const problems: string[] = [];
  try {
    if (!reached) problems.push(`the run never reached ${boundary.when} record ${boundary.seq}`);
    const turn = await finishTurn(agent, scenario.message, runLog.records);
    if (turn !== 'answered') problems.push(`the resumed turn ended ${turn}`);
    const appointments = await appointmentsOf(calendar);
    if (JSON.stringify(appointments) !== JSON.stringify(reference.appointments)) {
      problems.push(`the calendar differs: ${JSON.stringify(appointments)}`);
    }
    problems.push(...countProblems(runLog.records));
  } finally {
    await close();
  }
  return { scenario: scenario.name, boundary, problems };
}

/** Resumes the open turn; if the kill came before the message was even recorded, the person sends it again. */
async function finishTurn(agent: ChatAgent, message: string, records: readonly StoredRecord[]) {
  if (agent.interrupted) return (await agent.resume()).exit;
  if (!records.some((entry) => entry.type === 'user-input')) return (await agent.send(message)).exit;
  return 'answered';
}

/**
 * Each call ran (has a result) exactly once; each approval was given at most once; each turn was answered once (a
 * second answer is a second paid reply, which may differ from the first the log already kept).
 */
function countProblems(records: readonly StoredRecord[]): string[] {
  const problems: string[] = [];
  const results = new Map<string, number>();
  const approvals = new Map<string, number>();
  const answers: number[] = [];
  for (const entry of records) {
    if (entry.type === 'tool-result') results.set(entry.key, (results.get(entry.key) ?? 0) + 1);
    if (entry.type === 'approval') approvals.set(entry.key, (approvals.get(entry.key) ?? 0) + 1);
    if (entry.type === 'user-input') answers.push(0);
    if (entry.type === 'answer' && answers.length > 0) answers[answers.length - 1]! += 1;
  }
  for (const [turn, count] of answers.entries()) {
    if (count > 1) problems.push(`turn ${turn + 1} was answered ${count} times`);
  }
  const keys = records.flatMap((entry) => (entry.type === 'tool-calls' ? entry.keys : []));
  for (const key of keys) {
    if (results.get(key) !== 1) problems.push(`call ${key} has ${results.get(key) ?? 0} results`);
    if ((approvals.get(key) ?? 0) > 1) problems.push(`call ${key} was approved ${approvals.get(key)} times`);
  }
  return problems;
}

/** The appointments as stored, in order: what two runs must agree on. */
async function appointmentsOf(calendar: Calendar): Promise<Appointment[]> {
  const text = await readFile(calendar.file, 'utf8').catch(() => '{"appointments": []}');
  return (JSON.parse(text) as { appointments: Appointment[] }).appointments;
}

/**
 * Starts the child, waits for it to announce the boundary, and kills it there with SIGKILL. Resolves false if the
 * child ended without reaching it.
 */
function runChildUntil(directory: string, message: string, boundary: Boundary): Promise<boolean> {
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader(), CHILD, directory, message, boundary.when, String(boundary.seq)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    let reached = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!reached && String(chunk).includes('boundary reached')) {
        reached = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (reached && signal === 'SIGKILL') resolve(true);
      else if (code === 0 && !reached) resolve(false);
      else reject(new Error(`The drill's child failed (code ${code}, signal ${signal}): ${stderr.slice(-500)}`));
    });
  });
}

const CHILD = fileURLToPath(new URL('./crash-drill-child.ts', import.meta.url));

function tsxLoader(): string {
  return fileURLToPath(import.meta.resolve('tsx'));
}
