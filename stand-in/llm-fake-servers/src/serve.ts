/** The one HTTP server behind every fake provider: a queue of replies, a record of requests, whole or streamed. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptedResponse, StreamedResponse } from './scripted-response.ts';

/**
 * The answer of a model that calls a tool whenever it may: `call` when the request declares tools the server lets it
 * call, `answer` otherwise. Whether it may is the server's rule: `tool_choice: "none"` forbids it on OpenAI, llama.cpp
 * and vLLM, but Ollama's `/v1` reads no `tool_choice` at all (its `ChatCompletionRequest` in ollama/ollama
 * `openai/openai.go` has no such field; docs/api/openai-compatibility.mdx lists it as unsupported), so there only
 * leaving the tools out does; Gemini's `toolConfig.functionCallingConfig.mode: NONE` forbids it.
 */
export interface EagerCallerReply {
  readonly call: ScriptedResponse | StreamedResponse;
  readonly answer: ScriptedResponse | StreamedResponse;
}

/** What a fake server answers: a whole body, a stream of events, or a choice between a call and an answer. */
export type ServerReply = ScriptedResponse | StreamedResponse | EagerCallerReply;

/** One request the fake server received. `body` is the parsed JSON, or the raw text when it was not JSON. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query, e.g. `/v1beta/models/gemini-2.5-flash:generateContent`. */
  readonly path: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** Computes an answer for requests that find the reply queue empty. */
export type FakeHandler = (request: RecordedRequest) => ServerReply | Promise<ServerReply>;

/** A local HTTP server on 127.0.0.1 that speaks just enough of a provider's REST API for tests and demos. */
export interface FakeServer {
  /** The base URL to give the provider (`GOOGLE_GEMINI_BASE_URL` for Gemini, `OPENAI_BASE_URL` for OpenAI). */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Queues answers; each request that reaches the model takes the next one, then falls back to the handler. */
  reply(...replies: ServerReply[]): void;
  /** How many queued answers no request has taken yet (a test should end with 0). */
  pending(): number;
  /** Stops the server, dropping open connections and delayed answers. */
  close(): Promise<void>;
}

/** What makes one provider's server: its routes and refusals, its default answer, and its rule for eager callers. */
export interface ServerSpec {
  readonly basePath: string;
  /** An answer that bypasses the queue (a refusal, a listing, a 404), or `undefined` to take the next reply. */
  readonly route: (request: RecordedRequest) => ScriptedResponse | undefined;
  readonly fallback: FakeHandler;
  readonly onSend: (reply: ScriptedResponse | StreamedResponse) => void;
  readonly mayCallTools: (body: unknown) => boolean;
}

/** Starts a fake provider on 127.0.0.1 and a free port. */
export async function startServer(spec: ServerSpec): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: ServerReply[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  const respond = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const request = await record(incoming);
    requests.push(request);
    const queued = spec.route(request) ?? queue.shift() ?? (await spec.fallback(request));
    const reply = 'call' in queued ? (spec.mayCallTools(request.body) ? queued.call : queued.answer) : queued;
    spec.onSend(reply);
    await send(outgoing, reply, wait);
  };
  const server = createServer((incoming, outgoing) => {
    respond(incoming, outgoing).catch((error: unknown) => {
      // A broken handler should fail the test that uses it, not crash the process.
      if (outgoing.headersSent) outgoing.destroy();
      else send(outgoing, { status: 500, body: `The fake server's handler failed: ${error}` }, wait);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${spec.basePath}`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    pending: () => queue.length,
    close: () => {
      // A delayed answer never comes: its timer is dropped with the connection it would have answered.
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function send(
  outgoing: ServerResponse,
  reply: ScriptedResponse | StreamedResponse,
  wait: (ms: number) => Promise<void>,
): Promise<void> {
  if (!('events' in reply)) {
    if (reply.delayMs) await wait(reply.delayMs);
    if (outgoing.destroyed) return;
    const isText = typeof reply.body === 'string';
    outgoing.writeHead(reply.status ?? 200, {
      'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      ...reply.headers,
    });
    outgoing.end(reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body));
    return;
  }
  outgoing.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const event of reply.events) {
    if (reply.eventDelayMs) await wait(reply.eventDelayMs);
    if (outgoing.destroyed) return;
    outgoing.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);
  }
  if (!reply.hang) outgoing.end();
}

async function record(incoming: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the raw text so the test can see what was sent.
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers, body };
}
