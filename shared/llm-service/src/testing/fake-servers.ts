/**
 * Local stand-ins for the Gemini and OpenAI-compatible REST APIs, on 127.0.0.1 and a free port, so that provider
 * code runs through the real SDK and the real `fetch` without touching the network. Plain Node, no test framework:
 * a script can start one and hand its `url` to a CLI it spawns.
 *
 * @example
 * const server = await startFakeGeminiServer();
 * server.reply(geminiText('{"action":"answer","response":"Booked."}'));
 * spawn('node', ['--import', 'tsx', 'src/main.ts'], {
 *   env: { ...process.env, GEMINI_API_KEY: 'fake-key', GOOGLE_GEMINI_BASE_URL: server.url },
 * });
 * // … then check server.requests, and await server.close().
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geminiError, geminiText, openAIError, openAIText, type ScriptedResponse } from './fake-replies.ts';
import { checkServerRules, type ServerFlavor } from './server-rules.ts';

export {
  geminiError,
  geminiText,
  geminiThinkingText,
  openAIError,
  openAIReasoningText,
  openAIText,
  type ScriptedResponse,
} from './fake-replies.ts';
export type { ServerFlavor } from './server-rules.ts';

/** How a fake server behaves beyond its queue: which real server it imitates, and the models it lists. */
export interface FakeServerOptions {
  /** Refuse what this kind of server refuses (see `server-rules.ts`); without it anything goes. */
  readonly flavor?: ServerFlavor;
  /** What `GET /v1/models` (or Gemini's model listing) answers. */
  readonly models?: readonly string[];
}

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
export type FakeHandler = (request: RecordedRequest) => ScriptedResponse | Promise<ScriptedResponse>;

/** A local HTTP server on 127.0.0.1 that speaks just enough of a provider's REST API for tests and demos. */
export interface FakeServer {
  /** The base URL to give the provider (`GOOGLE_GEMINI_BASE_URL` for Gemini, `OPENAI_BASE_URL` for OpenAI). */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Queues answers; each request takes the next one, then falls back to the handler. */
  reply(...responses: ScriptedResponse[]): void;
  /** How many queued answers no request has taken yet (a test should end with 0). */
  pending(): number;
  /** Stops the server, dropping open connections and delayed answers. */
  close(): Promise<void>;
}

const GEMINI_ROUTE = /^\/v1(?:beta|alpha)?\/models\/[^/:]+:generateContent(?:\?.*)?$/;

/**
 * Starts a fake Gemini API. Give `url` to the Gemini provider as `baseUrl`, or to a CLI as `GOOGLE_GEMINI_BASE_URL`;
 * the SDK then posts to `{url}/v1beta/models/{model}:generateContent` with the key in the `x-goog-api-key` header.
 * Other paths get a Gemini-style 404. Without queued replies or a handler it answers with a fixed greeting.
 */
export function startFakeGeminiServer(handler?: FakeHandler, options: FakeServerOptions = {}): Promise<FakeServer> {
  return startFakeServer(
    '',
    (request) => {
      if (request.method === 'POST' && GEMINI_ROUTE.test(request.path)) return undefined;
      if (request.method === 'GET' && /^\/v1beta\/models(\?.*)?$/.test(request.path)) {
        const models = (options.models ?? ['gemini-3.5-flash-lite']).map((name) => ({
          name: `models/${name}`,
          displayName: name,
          supportedGenerationMethods: ['generateContent', 'countTokens'],
        }));
        return { body: { models } };
      }
      return geminiError(
        404,
        `The fake Gemini server has no route for ${request.method} ${request.path}.`,
        'NOT_FOUND',
      );
    },
    handler ?? (() => geminiText('Hello from the fake Gemini server.')),
  );
}

/**
 * Starts a fake OpenAI-compatible API. `url` ends in `/v1`, like `OPENAI_BASE_URL`; the server answers
 * `POST {url}/chat/completions` and `GET {url}/models`. With a `flavor` it first refuses what that server refuses,
 * with its real error body. Without queued replies or a handler it answers with a fixed greeting.
 */
export function startFakeOpenAIServer(handler?: FakeHandler, options: FakeServerOptions = {}): Promise<FakeServer> {
  return startFakeServer(
    '/v1',
    (request) => {
      const path = request.path.split('?')[0];
      if (request.method === 'POST' && path === '/v1/chat/completions') {
        return options.flavor ? checkServerRules(options.flavor, request.body) : undefined;
      }
      if (request.method === 'GET' && path === '/v1/models') {
        const data = (options.models ?? ['fake-model']).map((id) => ({
          id,
          object: 'model',
          created: 0,
          owned_by: 'fake',
        }));
        return { body: { object: 'list', data } };
      }
      return openAIError(404, `The fake OpenAI server has no route for ${request.method} ${request.path}.`);
    },
    handler ?? (() => openAIText('Hello from the fake OpenAI server.')),
  );
}

async function startFakeServer(
  basePath: string,
  route: (request: RecordedRequest) => ScriptedResponse | undefined,
  fallback: FakeHandler,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedResponse[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const respond = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const request = await record(incoming);
    requests.push(request);
    const scripted = route(request) ?? queue.shift() ?? (await fallback(request));
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!outgoing.destroyed) answer(outgoing, scripted);
    }, scripted.delayMs ?? 0);
    timers.add(timer);
  };
  const server = createServer((incoming, outgoing) => {
    respond(incoming, outgoing).catch((error: unknown) => {
      // A broken handler should fail the test that uses it, not crash the process.
      if (!outgoing.headersSent) answer(outgoing, { status: 500, body: `The fake server's handler failed: ${error}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    requests,
    reply: (...responses) => void queue.push(...responses),
    pending: () => queue.length,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
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

function answer(outgoing: ServerResponse, scripted: ScriptedResponse): void {
  const isText = typeof scripted.body === 'string';
  const payload = scripted.body === undefined ? '' : isText ? (scripted.body as string) : JSON.stringify(scripted.body);
  outgoing.writeHead(scripted.status ?? 200, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...scripted.headers,
  });
  outgoing.end(payload);
}
