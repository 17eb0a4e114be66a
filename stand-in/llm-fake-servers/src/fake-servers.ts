/**
 * Local stand-ins for the Gemini and OpenAI-compatible REST APIs, on 127.0.0.1 and a free port, so that provider
 * code runs through the real SDK and the real `fetch` without touching the network. One server per provider answers
 * both interfaces: text replies and native function calling, whole or streamed as Server-Sent Events. Each refuses
 * what its real server refuses, with its words (`history-rules.ts`, `server-rules.ts`,
 * `gemini-declaration-rules.ts`). Plain Node, no test framework: a script can start one and hand its `url` to a CLI.
 *
 * @example
 * const server = await startFakeGeminiServer();
 * server.reply(geminiText('{"action":"answer","response":"Booked."}'));
 * spawn('node', ['--import', 'tsx', 'src/main.ts'], {
 *   env: { ...process.env, GEMINI_API_KEY: 'fake-key', GOOGLE_GEMINI_BASE_URL: server.url },
 * });
 * // … then check server.requests, and await server.close().
 */

import { checkGeminiDeclarations } from './gemini-declaration-rules.ts';
import { geminiError, geminiText } from './gemini-replies.ts';
import { checkGeminiHistory, checkOpenAIHistory } from './history-rules.ts';
import { openAIError, openAIText } from './openai-replies.ts';
import { type FakeHandler, type FakeServer, startServer } from './serve.ts';
import { checkSchemaRules, type ServerFlavor } from './server-rules.ts';
import { missingSignature, rememberSignatures } from './thought-signatures.ts';

export type {
  EagerCallerReply,
  FakeHandler,
  FakeServer,
  RecordedRequest,
  ServerReply,
} from './serve.ts';
export type { ServerFlavor } from './server-rules.ts';

/** How a fake server behaves beyond its queue: which real server it imitates, and what it lists and serves. */
export interface FakeServerOptions {
  /** OpenAI-compatible only: refuse what this kind of server refuses; without it only OpenAI's history rules hold. */
  readonly flavor?: ServerFlavor;
  /** What `GET /v1/models` (or Gemini's model listing) answers. */
  readonly models?: readonly string[];
  /** Gemini only: answer `streamGenerateContent` with a 404, as a proxy that cannot stream would. */
  readonly noStreaming?: boolean;
}

const GEMINI_ROUTE = /^\/v1(?:beta|alpha)?\/models\/[^/:]+:(generateContent|streamGenerateContent)(?:\?.*)?$/;

/**
 * Starts a fake Gemini API: `:generateContent`, `:streamGenerateContent?alt=sse` as Server-Sent Events, and the model
 * listing. Give `url` to a provider as `baseUrl`, or to a CLI as `GOOGLE_GEMINI_BASE_URL`. It plays Gemini 3: it
 * remembers every thought signature it sent with a function call and answers a request whose history has that call
 * without that exact signature with Gemini's real 400 (https://ai.google.dev/gemini-api/docs/thought-signatures).
 * Without queued replies or a handler it answers with a fixed greeting.
 */
export function startFakeGeminiServer(handler?: FakeHandler, options: FakeServerOptions = {}): Promise<FakeServer> {
  const issued = new Map<string, string>();
  return startServer({
    basePath: '',
    route: (request) => {
      const route = GEMINI_ROUTE.exec(request.path);
      if (request.method === 'GET' && /^\/v1beta\/models(\?.*)?$/.test(request.path)) {
        const models = (options.models ?? ['gemini-3.5-flash-lite']).map((name) => ({
          name: `models/${name}`,
          displayName: name,
          supportedGenerationMethods: ['generateContent', 'countTokens'],
        }));
        return { body: { models } };
      }
      if (request.method !== 'POST' || !route) {
        return geminiError(
          404,
          `The fake Gemini server has no route for ${request.method} ${request.path}.`,
          'NOT_FOUND',
        );
      }
      if (route[1] === 'streamGenerateContent' && options.noStreaming) {
        return geminiError(404, 'Streaming is not available on this server.', 'NOT_FOUND');
      }
      return (
        checkGeminiDeclarations(request.body) ??
        missingSignature(request.body, issued) ??
        checkGeminiHistory(request.body)
      );
    },
    fallback: handler ?? (() => geminiText('Hello from the fake Gemini server.')),
    onSend: (reply) => rememberSignatures(reply, issued),
    mayCallTools: (body) => {
      const { tools, toolConfig } = (body ?? {}) as { tools?: unknown[]; toolConfig?: unknown };
      const mode = (toolConfig as { functionCallingConfig?: { mode?: string } } | undefined)?.functionCallingConfig
        ?.mode;
      return (tools?.length ?? 0) > 0 && mode !== 'NONE';
    },
  });
}

/**
 * Starts a fake OpenAI-compatible API. `url` ends in `/v1`, like `OPENAI_BASE_URL`; the server answers
 * `POST {url}/chat/completions` (whole or streamed) and `GET {url}/models`. With a `flavor` it first refuses what
 * that server refuses, with its real error body. Without queued replies or a handler it answers with a fixed greeting.
 */
export function startFakeOpenAIServer(handler?: FakeHandler, options: FakeServerOptions = {}): Promise<FakeServer> {
  const { flavor } = options;
  return startServer({
    basePath: '/v1',
    route: (request) => {
      const path = request.path.split('?')[0];
      if (request.method === 'POST' && path === '/v1/chat/completions') {
        return (flavor && checkSchemaRules(flavor, request.body)) || checkOpenAIHistory(flavor, request.body);
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
    fallback: handler ?? (() => openAIText('Hello from the fake OpenAI server.')),
    onSend: () => {},
    mayCallTools: (body) => {
      const { tools, tool_choice: choice } = (body ?? {}) as { tools?: unknown[]; tool_choice?: unknown };
      const readsToolChoice = flavor !== 'ollama' && flavor !== 'ollama-0.12';
      return (tools?.length ?? 0) > 0 && (!readsToolChoice || choice !== 'none');
    },
  });
}

/** The 500 of a server whose test scripted too few replies: a fixed greeting would hide the mistake. */
const NOTHING_QUEUED: FakeHandler = () => ({ status: 500, body: 'The fake server has no reply queued.' });

/** {@link startFakeGeminiServer} for function-calling tests: a request that finds the queue empty gets a 500. */
export function startFakeGeminiToolServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  return startFakeGeminiServer(NOTHING_QUEUED, options);
}

/** {@link startFakeOpenAIServer} for function-calling tests, playing OpenAI unless told: an empty queue gets a 500. */
export function startFakeOpenAIToolServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  return startFakeOpenAIServer(NOTHING_QUEUED, { flavor: 'openai', ...options });
}
