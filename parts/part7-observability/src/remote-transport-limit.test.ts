import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { boundedFetch } from './remote-transport.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** A server on 127.0.0.1 that sends `chunks` of text and then, if `forever`, the same last chunk until it is cut off. */
async function serving(chunks: readonly string[], forever = false) {
  let sent = 0;
  let closed: () => void = () => {};
  const connectionClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  server = createServer((_request, response) => {
    response.on('close', closed);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const chunk of chunks) sent += chunk.length;
    for (const chunk of chunks) response.write(chunk);
    if (!forever) return response.end();
    const again = () => {
      if (response.destroyed) return;
      sent += chunks.at(-1)!.length;
      if (response.write(chunks.at(-1)!)) setImmediate(again);
      else response.once('drain', again);
    };
    again();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  return { url, sent: () => sent, connectionClosed };
}

describe('fetch with the stdio transport size limit', () => {
  it('passes a long stream of short lines through whole (more bytes in all than the limit)', async () => {
    const line = `data: ${'x'.repeat(1_000)}\n\n`;
    const { url } = await serving(Array.from({ length: 300 }, () => line));
    const text = await (await boundedFetch(100_000)(url)).text();
    expect(text).toBe(line.repeat(300));
  });

  it('stops reading a line that never ends, says why, and closes the connection', async () => {
    const { url, sent, connectionClosed } = await serving(['data: ', 'y'.repeat(64_000)], true);
    const response = await boundedFetch(1_048_576)(url);
    await expect(response.text()).rejects.toThrow(
      'the server sent more than 1 MB without a line break; the host stopped reading',
    );
    // The host hung up: the server sees its connection closed, having sent the limit and what was in flight.
    await connectionClosed;
    expect(sent()).toBeLessThan(20 * 1_048_576);
  });
});
