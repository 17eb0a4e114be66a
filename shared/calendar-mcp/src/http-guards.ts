import type { IncomingMessage, ServerResponse } from 'node:http';

type Request = IncomingMessage & { body?: unknown };
type Next = (error?: unknown) => void;

/** JSON-RPC error codes the HTTP layer answers with (the spec's, and the SDK's `-32001` for an unknown session). */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INTERNAL_ERROR = -32603;
export const SERVER_ERROR = -32000;
export const SESSION_NOT_FOUND = -32001;

/** Answers with a JSON-RPC error body and no id (the request could not be read far enough to have one). */
export function sendError(response: ServerResponse, status: number, code: number, message: string): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** A browser sends Origin; a local page's is fine; any other site's is refused. */
export function refuseForeignOrigin(request: Request, response: ServerResponse, next: Next): void {
  const origin = request.headers.origin;
  if (origin === undefined || isLocalOrigin(origin)) {
    next();
    return;
  }
  sendError(response, 403, SERVER_ERROR, 'Origin not allowed.');
}

function isLocalOrigin(origin: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}

// #region json-errors
/**
 * Express's last word on a request that failed: a body that is not JSON (`-32700`), too large or otherwise unreadable
 * (`-32600`, with the body parser's status), or a failure of this server (`-32603`), always as a JSON-RPC error.
 * Express's own answer would be an HTML page with a stack trace and this machine's paths; no client should see them.
 */
export function answerErrorsAsJson(error: unknown, _request: Request, response: ServerResponse, _next: Next): void {
  const { type, status } = (typeof error === 'object' && error !== null ? error : {}) as {
    type?: unknown;
    status?: unknown;
  };
  if (type === 'entity.parse.failed') sendError(response, 400, PARSE_ERROR, 'Parse error: the body is not JSON.');
  else if (type === 'entity.too.large')
    sendError(response, 413, INVALID_REQUEST, 'Request too large: the limit is 100 kB.');
  else if (typeof status === 'number' && status >= 400 && status < 500)
    sendError(response, status, INVALID_REQUEST, 'Invalid request: the body could not be read.');
  else sendError(response, 500, INTERNAL_ERROR, 'Internal error.');
}
// #endregion json-errors

/** Any path but /mcp: a JSON answer that says where the server is, not Express's HTML page. */
export function notFound(_request: Request, response: ServerResponse): void {
  sendError(response, 404, INVALID_REQUEST, 'Not found: the MCP endpoint is /mcp.');
}
