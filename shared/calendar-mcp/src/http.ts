import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Calendar } from '@scheduling-agent/calendar';
import { createCalendarServer } from './server.ts';

/** The address the HTTP server listens on: this machine only. */
export const HTTP_HOST = '127.0.0.1';

type Request = IncomingMessage & { body?: unknown };
type Next = () => void;

// #region serve-http
/**
 * Serves the calendar over Streamable HTTP at `http://127.0.0.1:PORT/mcp` (port 0 picks a free one). The SDK's
 * Express app refuses a request whose Host is not this machine, and this server also refuses a browser page from
 * elsewhere (its Origin) before any tool runs: together they stop DNS rebinding, where a web page reaches a local server through a
 * name it controls. Stateless: each request gets a fresh server on the same calendar, so nothing is kept between them.
 */
export async function serveHttp(calendar: Calendar, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const app = createMcpExpressApp({ host: HTTP_HOST });
  app.use(refuseForeignOrigin);
  app.post('/mcp', async (request: Request, response: ServerResponse) => {
    // Stateless: the answer to a question (elicitation) would reach a fresh server, so this one does not ask.
    const server = createCalendarServer(calendar, { canAsk: false });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response, request.body);
  });
  // Without sessions there is no stream to open (GET) or session to end (DELETE).
  app.all('/mcp', (_request: Request, response: ServerResponse) => {
    response.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }));
  });
  const listening: HttpServer = await new Promise((resolve, reject) => {
    // Express 5 hands a failure to listen (a port in use) to this callback, not only to an 'error' event.
    const server = app.listen(port, HTTP_HOST, (error?: Error) =>
      error ? reject(listenError(error, port)) : resolve(server),
    );
    server.once('error', (error: Error) => reject(listenError(error, port)));
  });
  const { port: bound } = listening.address() as AddressInfo;
  return {
    url: `http://${HTTP_HOST}:${bound}/mcp`,
    close: () =>
      new Promise((resolve) => {
        listening.closeAllConnections();
        listening.close(() => resolve());
      }),
  };
}
// #endregion serve-http

/** A browser sends Origin; a local page's is fine; any other site's is refused. */
function refuseForeignOrigin(request: Request, response: ServerResponse, next: Next): void {
  const origin = request.headers.origin;
  if (origin === undefined || isLocalOrigin(origin)) {
    next();
    return;
  }
  response.writeHead(403, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Origin not allowed.' }, id: null }));
}

function isLocalOrigin(origin: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
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
