import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { connectFixtures, fixtureServer, objectSchema } from '../test-fixtures/fixture-server.ts';
import { MAX_RESULT_LENGTH, readResult } from './mcp-call.ts';
import type { ToolCallResult } from './tool.ts';

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const limits = { timeoutMs: 300, maxTotalMs: 30_000 };

/** Runs one call through the registry, as the agent does. */
async function run(
  registry: Awaited<ReturnType<typeof connectFixtures>>['registry'],
  name: string,
  signal?: AbortSignal,
) {
  const checked = registry.checkCall(name, {});
  if (!checked.ok) throw new Error('the call was refused');
  const prepared = await registry.prepare(checked.call, {});
  if (prepared.type !== 'prepared') throw new Error('the call was not prepared');
  return prepared.run(signal);
}

const message = (result: ToolCallResult) =>
  result.type === 'error' ? result.error.message : result.type === 'result' ? result.result.message : result.message;

describe('what a server sends back is untrusted', () => {
  it('strips terminal escape sequences from every string, text or structured', () => {
    expect(readResult(text('ok\u001b[2J\u001b]0;pwned\u0007')).message).toBe('ok');
    const structured = readResult({ content: [], structuredContent: { message: 'hi', note: 'a\u001b[31mb' } });
    expect(structured).toEqual({ message: 'hi', note: 'ab' });
  });

  it('cuts a result too long to be useful, and says so', () => {
    const result = readResult(text('x'.repeat(MAX_RESULT_LENGTH * 3)));
    expect(JSON.stringify(result).length).toBeLessThan(MAX_RESULT_LENGTH);
    expect(result.message).toMatch(/… \(result cut: \d+ characters\)$/);
  });
});

describe('long and failing calls', () => {
  it('ends a call that goes silent, and says a booking may have happened instead of retrying', async () => {
    let calls = 0;
    const server = fixtureServer([
      {
        tool: { name: 'book', inputSchema: objectSchema() },
        call: () => {
          calls++;
          return new Promise(() => {});
        },
      },
      {
        tool: { name: 'look', inputSchema: objectSchema(), annotations: { readOnlyHint: true } },
        call: () => new Promise(() => {}),
      },
    ]);
    const { registry } = await connectFixtures({ slow: server }, { limits });
    const booked = await run(registry, 'book');
    expect(message(booked)).toBe(
      'book did not finish: no answer from the slow server within 0.3 s. It may have happened anyway: check (for example, list the day) before trying it again.',
    );
    expect(calls).toBe(1);
    expect(message(await run(registry, 'look'))).toBe(
      'look did not finish: no answer from the slow server within 0.3 s.',
    );
  });

  it('keeps a long call alive while the server reports progress', async () => {
    const server = fixtureServer([
      {
        tool: { name: 'crunch', inputSchema: objectSchema(), annotations: { readOnlyHint: true } },
        async call(_args, extra) {
          const token = extra._meta?.progressToken;
          if (token === undefined) return text('no progress token was sent');
          // Five reports, each well inside the timeout, add up to more than the timeout.
          for (let step = 1; step <= 5; step++) {
            await new Promise((resolve) => setTimeout(resolve, 120));
            await extra.sendNotification({
              method: 'notifications/progress',
              params: { progressToken: token, progress: step, total: 5 },
            } as never);
          }
          return text('crunched');
        },
      },
    ]);
    const { registry } = await connectFixtures({ busy: server }, { limits });
    expect(message(await run(registry, 'crunch'))).toBe('crunched');
  });

  it('cancels the call on the server when the turn is cancelled', async () => {
    let serverSaw: AbortSignal | undefined;
    const server = fixtureServer([
      {
        tool: { name: 'wait', inputSchema: objectSchema(), annotations: { readOnlyHint: true } },
        call: (_args, extra) =>
          new Promise((resolve) => {
            serverSaw = extra.signal;
            extra.signal.addEventListener('abort', () => resolve(text('stopped')));
          }),
      },
    ]);
    // No timeout would end this call within the test's time: only the cancellation can.
    const { registry } = await connectFixtures(
      { busy: server },
      { limits: { timeoutMs: 3_600_000, maxTotalMs: 3_600_000 } },
    );
    const controller = new AbortController();
    const running = run(registry, 'wait', controller.signal);
    await expect.poll(() => serverSaw).toBeDefined();
    controller.abort();
    const result = await running;
    expect(result.type).toBe('error');
    // Said as what happened, not as a time-out.
    expect(result.type === 'error' && result.error.message).toMatch(/cancelled \(Ctrl-C\)/);
    await expect.poll(() => serverSaw?.aborted).toBe(true);
  });

  it('reports a server that goes away mid-call in one line', async () => {
    const server = fixtureServer([
      {
        tool: { name: 'crash', inputSchema: objectSchema(), annotations: { readOnlyHint: true } },
        async call(_args, _extra, self) {
          await self.close();
          return text('never seen');
        },
      },
    ]);
    const { registry } = await connectFixtures(
      { fragile: server },
      { limits: { timeoutMs: 30_000, maxTotalMs: 60_000 } },
    );
    const result = await run(registry, 'crash');
    expect(message(result)).toBe('crash did not finish: the fragile server stopped during the call.');
    expect(message(await run(registry, 'crash'))).toBe('crash could not run: the fragile server stopped.');
  });
});
