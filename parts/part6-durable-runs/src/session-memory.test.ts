import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createTerminal } from '@scheduling-agent/cli-io';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, setup } from '../test-fixtures/loop-setup.ts';
import { memoryFileFor, openMemory } from './memory.ts';
import { createLineHandler, createSessionState } from './session.ts';

/** A session over a memory file that another process (a second `openMemory`) changes while it is open. */
async function openSession(model: ScriptedToolModel) {
  const file = memoryFileFor(join(mkdtempSync(join(tmpdir(), 'session-memory-')), 'calendar.json'));
  const other = await openMemory(file);
  await other.remember('my dentist is Dr Patel');
  await other.remember('my barber is Sam');
  const memory = await openMemory(file);
  const { agent } = setup(model, { memory });
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
  return { other, memory, send };
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
    expect(await send('/forget 1')).toMatch(/^Forgot: my barber is Sam/);
    expect(await memory.reload()).toEqual(['my vet is Dr Moss']);
  });
});
