import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, setup } from '../test-fixtures/loop-setup.ts';
import { openRunLog } from './run-log.ts';
import { approvalId } from './run-step.ts';

/** A log left waiting for approval of a call to `tool`, as a run with another server (or an older pin) left it. */
async function waitingOn(tool: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'tool-gone-')), 'calendar.run.jsonl');
  const log = await openRunLog(file);
  const key = `${log.runId}.a1b2c3/1/1/0`;
  const call = { tool, parameters: { id: 'apt_1' } };
  const id = approvalId(key, call);
  await log.append({ type: 'user-input', text: 'wipe it' });
  await log.append({
    type: 'tool-calls',
    step: 1,
    calls: [{ id: 'c1', name: tool, args: call.parameters }],
    decided: [call],
    keys: [key],
  });
  await log.append({ type: 'approval-asked', key, id, question: `Run ${tool}?` });
  return { file, id };
}

describe('a waiting call whose tool is no longer offered', () => {
  it('is answered by --approve, --resume and a new message in one line each, and the run stays resumable', async () => {
    const { file, id } = await waitingOn('wipeCalendar');
    const model = new ScriptedToolModel([answer('Hello.')]);
    const { agent } = setup(model, { runLog: await openRunLog(file) });
    const gone = `The call waiting for approval ${id} is to wipeCalendar, which no server offers now`;
    expect(await agent.answer(id, true)).toEqual({ ok: false, message: expect.stringContaining(gone) });
    await expect(agent.resume()).rejects.toThrow(gone);
    expect(agent.interrupted?.waitingFor?.id).toBe(id);
    // The log is as it was: a process started with the tool's server can still answer it.
    expect((await openRunLog(file)).records).toHaveLength(3);
  });
});
