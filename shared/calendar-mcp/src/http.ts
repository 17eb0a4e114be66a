import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemoryEventStore } from '@modelcontextprotocol/sdk/examples/shared/inMemoryEventStore.js';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Calendar } from '@scheduling-agent/calendar';
import {
  answerErrorsAsJson,
  notFound,
  refuseForeignOrigin,
  SERVER_ERROR,
  SESSION_NOT_FOUND,
  sendError,
} from './http-guards.ts';
import { createCalendarServer } from './server.ts';

/** The address the HTTP server listens on: this machine only. */
export const HTTP_HOST = '127.0.0.1';

/** How long a client waits before it reconnects to a stream the server closed (the SSE `retry` field), in ms. */
const RETRY_MS = 1000;

/** Sessions kept at once. */
const MAX_SESSIONS = 100;

type Request = IncomingMessage & { body?: unknown };

/** The open sessions by id, least recently used first. */
type Sessions = Map<string, StreamableHTTPServerTransport>;

/** Options of {@link serveHttp}; `npm run calendar-mcp -- --http` sets none. */
interface ServeHttpOptions {
  /**
   * Builds each session's server on the calendar (`createCalendarServer` unless set). For tests only: the conformance
   * suite's `server-sse-polling` needs a tool of its own that closes its stream mid-call (external-checks.e2e.test.ts).
   */
  createServer?: (calendar: Calendar) => Server;
}

/**
 * Serves the calendar over Streamable HTTP at `http://127.0.0.1:PORT/mcp` (port 0 picks a free one). The SDK's
 * Express app refuses a request whose Host is not this machine, and this server also refuses a browser page from
 * elsewhere (its Origin) before any tool runs: together they stop DNS rebinding, where a web page reaches a local
 * server through a name it controls. Anything it cannot read is answered with a JSON-RPC error, never a page.
 */
export async function serveHttp(
  calendar: Calendar,
  port: number,
  { createServer = createCalendarServer }: ServeHttpOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const sessions: Sessions = new Map();
  const newServer = () => createServer(calendar);
  const app = createMcpExpressApp({ host: HTTP_HOST });
  app.use(refuseForeignOrigin);
  app.all('/mcp', (request: Request, response: ServerResponse) =>
    routeToSession(newServer, sessions, request, response),
  );
  app.use(notFound);
  app.use(answerErrorsAsJson);
  const listening = await listen(app, port);
  const { port: bound } = listening.address() as AddressInfo;
  return {
    url: `http://${HTTP_HOST}:${bound}/mcp`,
    close: async () => {
      await Promise.all([...sessions.values()].map((session) => session.close()));
      await new Promise<void>((resolve) => {
        listening.closeAllConnections();
        listening.close(() => resolve());
      });
    },
  };
}

// #region sessions
/**
 * Each client gets a session: an `initialize` starts one, and every later request (a POST, the GET that opens a
 * stream for the server's own messages, the DELETE that ends it) names it in `Mcp-Session-Id`. Each session has its
 * own server on the shared calendar, so the server can ask that client's person a question and get the answer back.
 */
async function routeToSession(newServer: () => Server, sessions: Sessions, request: Request, response: ServerResponse) {
  const id = request.headers['mcp-session-id'];
  const session = typeof id === 'string' ? sessions.get(id) : undefined;
  if (session && typeof id === 'string') {
    sessions.delete(id);
    sessions.set(id, session);
    await session.handleRequest(request, response, request.body);
  } else if (id !== undefined) {
    sendError(response, 404, SESSION_NOT_FOUND, 'Session not found: it ended; initialize a new one.');
  } else if (request.method === 'POST' && isInitializeRequest(request.body)) {
    // A client that vanished never says goodbye: past the limit, the least recently used session ends.
    if (sessions.size >= MAX_SESSIONS) await sessions.values().next().value?.close();
    await (await startSession(newServer, sessions)).handleRequest(request, response, request.body);
  } else {
    sendError(response, 400, SERVER_ERROR, 'Bad request: initialize first, then send its Mcp-Session-Id header.');
  }
}

/**
 * A session's transport, with the SDK's pieces for resumable streams: each stream opens with a priming event (an
 * event id and `retry`), and the event store replays what a client missed when it reconnects with `Last-Event-ID`.
 */
async function startSession(newServer: () => Server, sessions: Sessions): Promise<StreamableHTTPServerTransport> {
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => crypto.randomUUID(),
    eventStore: new InMemoryEventStore(),
    retryInterval: RETRY_MS,
    onsessioninitialized: (id) => {
      sessions.set(id, transport);
    },
  });
  transport.onclose = () => {
    if (transport.sessionId) sessions.delete(transport.sessionId);
  };
  await newServer().connect(transport);
  return transport;
}
// #endregion sessions

function listen(app: ReturnType<typeof createMcpExpressApp>, port: number): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    // Express 5 hands a failure to listen (a port in use) to this callback, not only to an 'error' event.
    const server = app.listen(port, HTTP_HOST, (error?: Error) =>
      error ? reject(listenError(error, port)) : resolve(server),
    );
    server.once('error', (error: Error) => reject(listenError(error, port)));
  });
}

/** Why the server could not listen, in one line that says what to do. */
function listenError(error: Error, port: number): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new Error(`port ${port} on ${HTTP_HOST} is already in use: choose another with --http PORT`);
  if (code === 'EACCES')
    return new Error(`port ${port} needs privileges this user does not have: choose one above 1023`);
  return error;
}
