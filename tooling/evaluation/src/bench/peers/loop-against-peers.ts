import { summarize } from '../stats.ts';
import { formatNumber, type Table } from '../table.ts';
import { createAiSdkConversation } from './ai-sdk.ts';
import type { BookingConversation } from './booking.ts';
import { createLangGraphConversation } from './langgraph.ts';
import { createOpenAiAgentsConversation } from './openai-agents.ts';
import {
  createPart3Conversation,
  createPart4Conversation,
  createPart5Conversation,
  createPart6Conversation,
} from './our-parts.ts';

/** The conversation turns whose cost is reported: the first, and with 49 and 399 earlier turns in the history. */
const AT_TURNS = [1, 50, 400] as const;
/** Turns timed around each later reported turn (from N − 5 to N + 4), per run. */
const WINDOW = 10;
/**
 * First turns timed for turn 1, each after a reset of a warm conversation (a window would reach into later, costlier
 * turns, and a fresh loop would add its one-off set-up).
 */
const FIRST_TURNS = 30;
/** Untimed turns on a fresh conversation before the timed runs, so every loop is compiled before it is timed. */
const WARMUP_TURNS = 20;
const LAST_TURN = AT_TURNS.at(-1)! + WINDOW / 2 - 1;

/** A loop to measure: ours (a part) or a peer's, and how to start a fresh conversation on it. */
interface LoopUnderTest {
  readonly name: string;
  readonly kind: 'part' | 'peer';
  readonly start: () => BookingConversation | Promise<BookingConversation>;
}

/** Every loop the section measures; Part 6 is measured with its run log in a file, as it runs for a person. */
const LOOPS: readonly LoopUnderTest[] = [
  { name: 'Part 3', kind: 'part', start: createPart3Conversation },
  { name: 'Part 4', kind: 'part', start: createPart4Conversation },
  { name: 'Part 5', kind: 'part', start: createPart5Conversation },
  { name: 'Part 6, run log on disk', kind: 'part', start: createPart6Conversation },
  { name: 'AI SDK `generateText`', kind: 'peer', start: createAiSdkConversation },
  { name: 'OpenAI Agents `run`', kind: 'peer', start: createOpenAiAgentsConversation },
  { name: 'LangGraph `createReactAgent`', kind: 'peer', start: createLangGraphConversation },
];

/** CPU time of this process (user + system, every thread), in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** CPU µs per model step of the conversation's next turn; a turn that does not book and answer in three steps stops the benchmark. */
async function timeTurn(loop: LoopUnderTest, conversation: BookingConversation, turn: number): Promise<number> {
  const before = cpuMicros();
  const result = await conversation.send();
  const micros = cpuMicros() - before;
  if (result.steps !== 3 || result.bookings !== 1) {
    throw new Error(`${loop.name}, turn ${turn}: ${result.steps} steps, ${result.bookings} bookings, not 3 and 1`);
  }
  return micros / result.steps;
}

/** One conversation of `turns` booking turns; returns the CPU µs per model step of each turn (index 0 is turn 1). */
async function timeConversation(loop: LoopUnderTest, turns: number): Promise<number[]> {
  const perStep: number[] = [];
  const conversation = await loop.start();
  try {
    for (let turn = 1; turn <= turns; turn++) perStep.push(await timeTurn(loop, conversation, turn));
  } finally {
    await conversation.close();
  }
  return perStep;
}

/** After untimed warm-up turns, {@link FIRST_TURNS} first turns, each after a reset of the same conversation. */
async function timeFirstTurns(loop: LoopUnderTest): Promise<number[]> {
  const conversation = await loop.start();
  const perStep: number[] = [];
  try {
    for (let turn = 1; turn <= WARMUP_TURNS; turn++) await timeTurn(loop, conversation, turn);
    for (let run = 0; run < FIRST_TURNS; run++) {
      await conversation.reset();
      perStep.push(await timeTurn(loop, conversation, 1));
    }
  } finally {
    await conversation.close();
  }
  return perStep;
}

/** Median CPU µs per step of each loop at each reported turn, over `runs` long conversations. */
async function measureCpuPerStep(runs: number, onProgress?: (message: string) => void): Promise<Map<string, number[]>> {
  const medians = new Map<string, number[]>();
  for (const loop of LOOPS) {
    onProgress?.(`loop against the peers: ${loop.name}`);
    const first = await timeFirstTurns(loop);
    const later = new Map<number, number[]>(AT_TURNS.slice(1).map((turn) => [turn, []]));
    for (let run = 0; run < runs; run++) {
      const perStep = await timeConversation(loop, LAST_TURN);
      for (const [turn, values] of later) values.push(...perStep.slice(turn - 1 - WINDOW / 2, turn - 1 + WINDOW / 2));
    }
    medians.set(loop.name, [summarize(first).median, ...[...later.values()].map((values) => summarize(values).median)]);
  }
  return medians;
}

/** A goal of issue 33 and whether the run met it. */
export interface GoalCheck {
  readonly goal: string;
  readonly worst: string;
  readonly met: boolean;
}

/** The most a part may cost per step, as a share of every peer's cost at the same turn. */
const PEER_SHARE_GOAL = 0.1;

/** The per-step goals: Parts 4 and 5 at every reported turn, Part 6 on disk at turns 50 and 400. */
function loopGoals(medians: ReadonlyMap<string, readonly number[]>): GoalCheck[] {
  const peers = LOOPS.filter((loop) => loop.kind === 'peer');
  const goal = (part: string, turns: readonly number[]): GoalCheck => {
    const ratios = turns.flatMap((turn) =>
      peers.map((peer) => ({ turn, peer: peer.name, ratio: at(medians, part, turn) / at(medians, peer.name, turn) })),
    );
    const worst = ratios.reduce((most, next) => (next.ratio > most.ratio ? next : most));
    return {
      goal: `${part}: ≤ ${PEER_SHARE_GOAL}× every peer's CPU per step at turns ${turns.join(', ')}`,
      worst: `${formatShare(worst.ratio)} of ${worst.peer} at turn ${worst.turn}`,
      met: worst.ratio <= PEER_SHARE_GOAL,
    };
  };
  return [goal('Part 4', AT_TURNS), goal('Part 5', AT_TURNS), goal('Part 6, run log on disk', [50, 400])];
}

function at(medians: ReadonlyMap<string, readonly number[]>, name: string, turn: number): number {
  return medians.get(name)![AT_TURNS.indexOf(turn as (typeof AT_TURNS)[number])]!;
}

/** `×0.042`: a ratio with two significant digits. */
function formatShare(ratio: number): string {
  return `×${ratio.toPrecision(2)}`;
}

// #region loop-against-peers
/**
 * CPU per step of our parts' loops and the peers' own (AI SDK, OpenAI Agents, LangGraph), each on its own mock model
 * through the same three-step booking at conversation turns 1, 50 and 400; the ratio of each part to each peer; and
 * whether issue 33's per-step goals are met.
 */
export async function measureLoopAgainstPeers(
  runs: number,
  onProgress?: (message: string) => void,
): Promise<{ tables: Table[]; goals: GoalCheck[] }> {
  const medians = await measureCpuPerStep(runs, onProgress);
  const peers = LOOPS.filter((loop) => loop.kind === 'peer');
  const parts = LOOPS.filter((loop) => loop.kind === 'part');
  const costs: Table = {
    title: 'CPU per step: our loops against the peers’ own (µs, median)',
    note:
      'Every turn is the same booking in three model calls (`checkAvailability`, `scheduleAppointment`, the answer) ' +
      'on a model that answers at once: our parts on a scripted model, each peer on its own mock, all with the ' +
      "calendar's two tool schemas and tools that return the same fixed result (our calendar is one that answers at " +
      'once). Each turn is timed in CPU time (`process.cpuUsage`, user + system, every thread) and divided by its 3 ' +
      `steps. Turn 1 is the median of ${FIRST_TURNS} first turns, each after a reset of a conversation warmed up by ` +
      `${WARMUP_TURNS} untimed turns; turn N (carrying N − 1 earlier bookings) is the median of turns N − ${WINDOW / 2} to ` +
      `N + ${WINDOW / 2 - 1} of ${runs === 1 ? 'one conversation' : `${runs} conversations`} of ${LAST_TURN} turns. ` +
      'Parts 5 and 6 reach the calendar server over MCP in memory; Part 6 appends its run log to a file.',
    headers: ['loop', ...AT_TURNS.map((turn) => `turn ${turn}`)],
    rows: LOOPS.map((loop) => [loop.name, ...AT_TURNS.map((turn) => formatNumber(at(medians, loop.name, turn)))]),
  };
  const ratios: Table = {
    title: 'Each part’s CPU per step as a share of each peer’s',
    note: `Part ÷ peer at the same turn; issue 33's goal is ${PEER_SHARE_GOAL}× or less.`,
    headers: ['part', 'turn', ...peers.map((peer) => `÷ ${peer.name}`)],
    rows: parts.flatMap((part) =>
      AT_TURNS.map((turn) => [
        part.name,
        turn,
        ...peers.map((peer) => formatShare(at(medians, part.name, turn) / at(medians, peer.name, turn))),
      ]),
    ),
  };
  return { tables: [costs, ratios], goals: loopGoals(medians) };
}
// #endregion loop-against-peers

/** The goals as a table: each goal, the worst case measured, and whether it is met. */
export function goalsTable(goals: readonly GoalCheck[]): Table {
  return {
    title: 'Issue 33’s goals',
    note: 'Met or not in this run; timing varies with the machine’s load, so a goal near its limit can flip.',
    headers: ['goal', 'worst case measured', 'met'],
    rows: goals.map(({ goal, worst, met }) => [goal, worst, met ? 'yes' : 'NO']),
    align: ['left', 'left', 'left'],
  };
}
