import { basename, dirname, join } from 'node:path';
import { type LockLease, withFileLock, writeFileAtomically } from '@scheduling-agent/calendar';
import { ConfigurationError, createValidator, estimateTokens } from '@scheduling-agent/llm-service';
import { readStateFile } from './state-file.ts';
import { REMEMBERED_HEADING } from './system-instruction.ts';

/** The most facts kept, and the longest: together they bound what memory adds to every request (the context budget). */
export const MAX_FACTS = 20;
export const MAX_FACT_LENGTH = 200;
/**
 * The most characters all facts may take together (about 340 tokens by the context budget's estimate of three
 * characters a token). The facts go in every system instruction, which the budget counts before any turn: older
 * turns are left out to make room for them, so they must leave room for the conversation itself.
 */
export const MAX_FACTS_CHARACTERS = 1_000;

/** The most of the context budget the facts may take: the rest is for the instruction, the tools and the conversation. */
export const FACTS_SHARE_OF_BUDGET = 0.25;

/** What the facts cost in every system instruction, counted as the context budget counts the whole request. */
export function factTokens(facts: readonly string[]): number {
  return facts.length === 0 ? 0 : estimateTokens([REMEMBERED_HEADING, ...facts.map((fact) => `- ${fact}`)].join('\n'));
}

/** One line when the facts take more than their share of a context budget of `budgetTokens` (LLM_CONTEXT_TOKENS). */
export function factsOverBudget(facts: readonly string[], budgetTokens: number | undefined): string | undefined {
  const tokens = factTokens(facts);
  if (budgetTokens === undefined || tokens <= budgetTokens * FACTS_SHARE_OF_BUDGET) return undefined;
  return `The facts kept take about ${tokens} tokens, more than a quarter of the context budget (${budgetTokens}, LLM_CONTEXT_TOKENS): /forget some, or raise LLM_CONTEXT_TOKENS.`;
}

/** The facts the person asked the agent to keep, across sessions, for one calendar. */
export interface Memory {
  readonly file: string;
  facts(): readonly string[];
  /** Reads the file again (another process may have changed it): what {@link Memory.facts} gives from now on. */
  reload(): Promise<readonly string[]>;
  remember(fact: string): Promise<string | undefined>;
  /**
   * Forgets fact `number` (1-based), or every fact when none is given; returns what was forgotten. With `shown`, the
   * fact the person saw at that number, it forgets nothing and returns undefined if the file now has another there.
   * `first` runs under the file's lock before it is written (the run log's `forget` record): if it throws, the file
   * is not written, so a fact is never gone from the file without the record that says so.
   */
  forget(
    number?: number,
    shown?: string,
    first?: (gone: readonly string[]) => Promise<unknown>,
  ): Promise<readonly string[] | undefined>;
}

const MEMORY_SCHEMA = {
  type: 'object',
  properties: {
    version: { const: 1 },
    facts: { type: 'array', maxItems: MAX_FACTS, items: { type: 'string', maxLength: MAX_FACT_LENGTH } },
  },
  required: ['version', 'facts'],
  additionalProperties: false,
};
const checkMemory = createValidator<{ version: 1; facts: string[] }>(MEMORY_SCHEMA, { subject: 'the memory file' });

/** Where a calendar's facts are kept: `calendar.json` keeps them in `calendar.memory.json`. */
export function memoryFileFor(calendarFile: string): string {
  return join(dirname(calendarFile), `${basename(calendarFile).replace(/\.json$/i, '')}.memory.json`);
}

// #region open-memory
/**
 * Reads the facts kept for a calendar (none when the file does not exist). A damaged or foreign file is refused in
 * one line and never written over. Each change is written under the file's lock with the calendar's atomic write.
 */
export async function openMemory(file: string, budgetTokens?: number): Promise<Memory> {
  let facts = await readFacts(file);
  const save = async (next: string[], lease: LockLease) => {
    await writeFileAtomically(file, `${JSON.stringify({ version: 1, facts: next }, null, 2)}\n`, lease);
    facts = next;
  };
  return {
    file,
    facts: () => facts,
    async reload() {
      facts = await readFacts(file);
      return facts;
    },
    async remember(fact) {
      const text = fact.replace(/\s+/g, ' ').trim();
      if (text === '') return 'Say what to remember: /remember my dentist is Dr Patel';
      if (text.length > MAX_FACT_LENGTH) return `A fact is at most ${MAX_FACT_LENGTH} characters.`;
      // Read and written under the lock: a fact another process adds or forgets meanwhile is not lost.
      return withFileLock(file, async (lease) => {
        const current = await readFacts(file);
        if (current.length >= MAX_FACTS) return `At most ${MAX_FACTS} facts are kept: /forget one first.`;
        if (current.join('').length + text.length > MAX_FACTS_CHARACTERS) {
          return `The facts kept may take ${MAX_FACTS_CHARACTERS} characters in all, so they leave room in the context budget for the conversation: /forget one first.`;
        }
        const over = factsOverBudget([...current, text], budgetTokens);
        if (over) return `Not remembered: ${over.replace('The facts kept take', 'the facts would take')}`;
        await save([...current, text], lease);
        return undefined;
      });
    },
    forget: (number, shown, first) =>
      withFileLock(file, async (lease) => {
        const current = await readFacts(file);
        if (number !== undefined && shown !== undefined && current[number - 1] !== shown) {
          facts = current;
          return undefined;
        }
        const gone = number === undefined ? current : current.slice(number - 1, number);
        // The log first: a crash between the two leaves the fact listed (to forget again), never gone unrecorded.
        await first?.(gone);
        await save(number === undefined ? [] : current.filter((_, index) => index !== number - 1), lease);
        return gone;
      }),
  };
}
// #endregion open-memory

async function readFacts(file: string): Promise<string[]> {
  const text = await readStateFile(file, (problem) => refuse(file, problem));
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const checked = checkMemory(data);
  if (!checked.ok) refuse(file, data === undefined ? 'it is not JSON' : checked.message);
  return checked.value.facts;
}

function refuse(file: string, problem: string): never {
  throw new ConfigurationError(
    `The memory file ${file} cannot be read: ${problem}. Move it away to start with no facts; it was not changed.`,
  );
}
