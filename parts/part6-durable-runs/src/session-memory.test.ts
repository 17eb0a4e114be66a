import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createTerminal } from '@scheduling-agent/cli-io';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, setup } from '../test-fixtures/loop-setup.ts';
import { memoryFileFor, openMemory } from './memory.ts';
import { openRunLog, runLogFileFor } from './run-log.ts';
import { createLineHandler, createSessionState } from './session.ts';

/** A session over a memory file that another process (a second `openMemory`) changes while it is open. */
async function openSession(model: ScriptedToolModel) {
  const calendarFile = join(mkdtempSync(join(tmpdir(), 'session-memory-')), 'calendar.json');
  const file = memoryFileFor(calendarFile);
  const other = await openMemory(file);
  await other.remember('my dentist is Dr Patel');
  await other.remember('my barber is Sam');
  const memory = await openMemory(file);
  const runLog = await openRunLog(runLogFileFor(calendarFile));
  const { agent } = setup(model, { memory, runLog });
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk) => {
    printed += String(chunk);
  });
  const terminal = createTerminal({ input: new PassThrough(), output, errorOutput: output, color: false });
  const state = createSessionState(false);
  state.memory = memory;
  const handle = createLineHandler(agent, terminal, state);
  const send = async (line: string) => {
    printed = '';
    await handle(line, new AbortController().signal);
    return printed;
  };
  return { other, memory, send, runLog };
}

describe('an open session and facts another process changes', () => {
  it('sends the model the facts on disk now, not the ones it read at its start', async () => {
    const model = new ScriptedToolModel([answer('Hello.')]);
    const { other, send } = await openSession(model);
    await other.forget(1);
    await send('who is my dentist?');
    expect(model.requests[0]?.systemInstruction).not.toContain('Dr Patel');
    expect(model.requests[0]?.systemInstruction).toContain('my barber is Sam');
  });

  it('refuses /forget N when the list changed since /history showed it, and forgets nothing', async () => {
    const { other, memory, send } = await openSession(new ScriptedToolModel([]));
    expect(await send('/history')).toContain('2. my barber is Sam');
    await other.forget(1);
    await other.remember('my vet is Dr Moss');
    expect(await send('/forget 2')).toBe(
      'The facts changed since they were listed (another process changed them); nothing was forgotten. Run /history to see them again.\n',
    );
    expect(await memory.reload()).toEqual(['my barber is Sam', 'my vet is Dr Moss']);
    expect(await send('/history')).toContain('1. my barber is Sam');
    expect(await send('/forget 1')).toMatch(/^Forgot: "my barber is Sam"\./);
    expect(await memory.reload()).toEqual(['my vet is Dr Moss']);
  });

  it('forgets nothing when another process wrote the run log first, and refuses /forget N until /history', async () => {
    const { memory, send, runLog } = await openSession(new ScriptedToolModel([]));
    // Another process (a piped turn) appends to the same log after this session read it.
    const otherLog = await openRunLog(runLog.file);
    await otherLog.append({ type: 'user-input', text: 'my dentist is Dr Patel' });
    await otherLog.append({ type: 'answer', text: 'Noted.', step: 1 });
    await otherLog.append({ type: 'turn-end', exit: 'answered', discard: false });
    expect(await send('/forget 1')).toMatch(/nothing was forgotten/i);
    expect(await memory.reload()).toEqual(['my dentist is Dr Patel', 'my barber is Sam']);
    const forgets = async () => (await openRunLog(runLog.file)).records.filter((entry) => entry.type === 'forget');
    expect(await forgets()).toEqual([]);
    // Typed again at once, it is refused: the numbers may mean other facts now.
    expect(await send('/forget 1')).toMatch(/run \/history first/i);
    expect(await memory.reload()).toEqual(['my dentist is Dr Patel', 'my barber is Sam']);
    // Positive control: after /history, the same command forgets the fact, and the log says so.
    expect(await send('/history')).toContain('1. my dentist is Dr Patel');
    expect(await send('/forget 1')).toMatch(/^Forgot: "my dentist is Dr Patel"\./);
    expect(await memory.reload()).toEqual(['my barber is Sam']);
    expect(await forgets()).toMatchObject([{ type: 'forget', text: 'my dentist is Dr Patel' }]);
  });

  it('reads the log again for /history: a turn another process finished shows in an idle session', async () => {
    const { send, runLog } = await openSession(new ScriptedToolModel([]));
    expect(await send('/history')).toContain('(the history is empty)');
    const otherLog = await openRunLog(runLog.file);
    await otherLog.append({ type: 'user-input', text: 'book a haircut' });
    await otherLog.append({ type: 'answer', text: 'Booked.', step: 1 });
    await otherLog.append({ type: 'turn-end', exit: 'answered', discard: false });
    const shown = await send('/history');
    expect(shown).not.toContain('(the history is empty)');
    expect(shown).toContain('book a haircut');
  });
});
