import type { Terminal } from '@scheduling-agent/cli-io';
import type { TokenUsage } from '@scheduling-agent/llm-service';
import type { ChatAgent } from './agent-types.ts';
import { toJson } from './history.ts';
import { RunLogConflictError } from './run-log.ts';
import { FORGOTTEN_TURN } from './run-replay.ts';
import type { SessionState } from './session.ts';

/** The slash commands a person can type instead of a message. */
export const COMMAND_HELP = `Commands:
  /help      this list
  /history   the typed history: inputs, answers, tool calls and results, unusable replies (kept on disk)
  /resume    finish the turn a crash or a waiting approval left open, from where it stopped
  /trace     show (or stop showing) every request to the model and its reply, in full
  /usage     model calls and tokens for the last message and the session
  /reset     start a new conversation (the old one stays in the run log, set aside)
  /remember  keep a fact for later conversations, e.g. /remember my dentist is Dr Patel
  /forget N  forget fact N; /forget alone deletes every fact and the whole conversation from disk
  /exit      leave (so do "exit", Ctrl-D, and Ctrl-C at the prompt)`;

/**
 * Runs a slash command. Returns false when the line is not one, so it goes to the model as a message; an unknown
 * `/word` is answered here rather than sent, since it is almost always a typo. `/help` adds the model's guide when it
 * has one (the offline stand-in's: what it understands).
 */
export async function runCommand(
  line: string,
  agent: ChatAgent,
  terminal: Terminal,
  state: SessionState,
): Promise<boolean> {
  if (!line.startsWith('/')) return false;
  const command = line.split(/\s+/)[0]!.toLowerCase();
  switch (command) {
    case '/help':
      terminal.info(COMMAND_HELP);
      if (state.modelGuide) terminal.info(state.modelGuide);
      break;
    case '/history':
      // The log as it is now: another process (a piped turn, an --approve) may have added to it since.
      await agent.reload();
      terminal.plain(agent.history.length === 0 ? '(the history is empty)' : toJson(agent.history, 2));
      // The facts on disk now (another process may have changed them), numbered as /forget N will read them.
      state.shownFacts = [...((await state.memory?.reload()) ?? [])];
      terminal.info(describeFacts(state.shownFacts));
      if (agent.history.some((entry) => entry.type === 'answer' && entry.text === FORGOTTEN_TURN)) {
        terminal.info('Turns that said a forgotten fact show as notes above: the model is not sent them.');
      }
      break;
    case '/remember': {
      const problem = await state.memory?.remember(line.slice(command.length));
      terminal.info(problem ?? (state.memory ? 'Remembered, for this and later conversations.' : 'No memory here.'));
      if (!problem && Array.isArray(state.shownFacts)) state.shownFacts.push(state.memory?.facts().at(-1) ?? '');
      // The stand-in recalls "my X is Y" and nothing else: a preference ("I never book before 10") is context that
      // only a real model can follow. Said here, where the person relies on it, not only in the docs.
      if (!problem && state.memory && state.modelGuide) {
        terminal.info(
          'The offline stand-in only recalls facts like "my dentist is Dr Patel"; it does not follow preferences such as "I never book before 10". A real model reads every fact.',
        );
      }
      break;
    }
    case '/forget':
      await forget(line.slice(command.length).trim(), agent, terminal, state);
      break;
    case '/trace':
      state.trace = !state.trace;
      terminal.info(`Trace ${state.trace ? 'on: every request and reply will be shown' : 'off'}.`);
      break;
    case '/usage':
      terminal.info(describeUsage(state));
      break;
    case '/reset':
      await agent.reset();
      terminal.info('The conversation was reset.');
      break;
    default:
      terminal.error(`Unknown command ${command}. Type /help for the list.`);
  }
  return true;
}

/** `/forget N` forgets one fact; `/forget` alone, every fact and the conversation itself, from disk. */
async function forget(argument: string, agent: ChatAgent, terminal: Terminal, state: SessionState): Promise<void> {
  if (argument !== '') {
    if (state.shownFacts === 'stale') {
      terminal.error('Nothing was forgotten: run /history first, to see what the numbers mean now.');
      return;
    }
    // N is the number the person saw: in the list /history showed, else the one this session read at its start.
    const facts = state.shownFacts ?? state.memory?.facts() ?? [];
    const number = Number(argument);
    if (!Number.isInteger(number) || number < 1 || number > facts.length) {
      state.shownFacts = [...((await state.memory?.reload()) ?? [])];
      terminal.error(`There is no fact ${argument}. ${describeFacts(state.shownFacts)}`);
      return;
    }
    let removed = 0;
    let forgotten: readonly string[] | undefined;
    try {
      // The log's forget record and the memory file are written together, under the memory file's lock, or neither.
      forgotten = await state.memory!.forget(number, facts[number - 1], async ([fact]) => {
        if (fact !== undefined) removed = await agent.forgetFact(fact);
      });
    } catch (error) {
      if (!(error instanceof RunLogConflictError)) throw error;
      await agent.reload();
      state.shownFacts = 'stale';
      terminal.error(
        `${error.message} Nothing was forgotten (the facts and the log are as they were). Run /history to see them again.`,
      );
      return;
    }
    if (forgotten === undefined) {
      state.shownFacts = 'stale';
      terminal.error(
        `The facts changed since they were listed (another process changed them); nothing was forgotten. Run /history to see them again.`,
      );
      return;
    }
    const [gone] = forgotten;
    state.shownFacts = facts.filter((_, index) => index !== number - 1);
    const turns = removed === 1 ? '1 earlier turn that said it is' : `${removed} earlier turns that said it are`;
    const more =
      removed > 0 ? ` ${turns} no longer sent to the model (the run log keeps them: /forget alone deletes it).` : '';
    terminal.info(`Forgot: "${gone}".${more}`);
    return;
  }
  await state.memory?.forget();
  state.shownFacts = [];
  await agent.forget();
  terminal.info('Forgot every fact and the conversation; both were deleted from disk.');
}

function describeFacts(facts: readonly string[]): string {
  if (facts.length === 0) return 'No facts are kept (/remember adds one).';
  return ['Facts kept for later conversations:', ...facts.map((fact, index) => `  ${index + 1}. ${fact}`)].join('\n');
}

function describeUsage(state: SessionState): string {
  const last = state.lastTurn;
  const lastLine = last
    ? `Last message: ${last.steps} model call(s), ended: ${last.exit}, ${tokens(last.usage)}.`
    : 'Last message: none yet.';
  const { turns, modelCalls, usage } = state.session;
  return `${lastLine}\nSession: ${turns} message(s), ${modelCalls} model call(s), ${tokens(usage)}.`;
}

function tokens(usage: TokenUsage | undefined): string {
  if (!usage) return 'tokens not reported by this model';
  return `${usage.inputTokens} tokens in, ${usage.outputTokens} out`;
}
