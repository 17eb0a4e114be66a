import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';

/**
 * The longest line a server may send, on any transport: the SDK's own limit for stdio (10 MB), so a server reached
 * over HTTP cannot hold the host's memory with one line that never ends either.
 */
export const MAX_LINE_BYTES = STDIO_DEFAULT_MAX_BUFFER_SIZE;

/**
 * `fetch` for the Streamable HTTP transport, with the stdio transport's size limit: a response (a JSON body, or an SSE
 * stream's events, which are lines) may not run longer than `maxLineBytes` without a line break. Past it, the body
 * errors with a message that says why, and the connection is cancelled, so the host stops reading at once.
 */
export function boundedFetch(maxLineBytes = MAX_LINE_BYTES, base: FetchLike = fetch): FetchLike {
  return async (url, init) => {
    const response = await base(url, init);
    if (!response.body) return response;
    let sinceLineBreak = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const lastBreak = chunk.lastIndexOf(0x0a);
          sinceLineBreak = lastBreak < 0 ? sinceLineBreak + chunk.length : chunk.length - lastBreak - 1;
          if (sinceLineBreak > maxLineBytes) {
            const limit = `${Math.round(maxLineBytes / 1_048_576)} MB`;
            controller.error(
              new Error(`the server sent more than ${limit} without a line break; the host stopped reading`),
            );
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    const { status, statusText, headers } = response;
    return new Response(limited, { status, statusText, headers });
  };
}
