/**
 * Local stand-ins for Gemini's and OpenAI's native function calling on 127.0.0.1, streamed or not, so the tool
 * providers run through the real `@google/genai` SDK and the real `fetch`. The Gemini one plays Gemini 3: a follow-up
 * that drops a thought signature it issued gets the real HTTP 400. Both refuse a history the real server refuses
 * (turns out of order, results that do not match calls), with its words: see `tool-server-rules.ts`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geminiError, openAIError, type ScriptedResponse } from './fake-replies.ts';
import type { RecordedRequest } from './fake-servers.ts';
import { geminiMissingSignature, type StreamedResponse } from './fake-tool-replies.ts';
import { checkGeminiDeclarations } from './gemini-declaration-rules.ts';
import { checkGeminiToolRules, checkOpenAIToolRules, type ToolServerFlavor } from './tool-server-rules.ts';

/** What a fake tool server answers: a whole body, or a stream of events. */
export type ToolServerReply = ScriptedResponse | StreamedResponse | EagerCallerReply;

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

/** A fake provider that speaks native function calling; replies come from a queue. */
export interface FakeToolServer {
  /** The base URL: `GOOGLE_GEMINI_BASE_URL` for Gemini, `OPENAI_BASE_URL` (ending in `/v1`) for OpenAI. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Queues answers; each request that reaches the model takes the next one. */
  reply(...replies: ToolServerReply[]): void;
  /** How many queued answers no request has taken yet (a test should end with 0). */
  pending(): number;
  close(): Promise<void>;
}

/** Options for {@link startFakeGeminiToolServer}. */
export interface FakeGeminiToolOptions {
  /** Answer `streamGenerateContent` with a 404, as a proxy that cannot stream would. */
  readonly noStreaming?: boolean;
}

const GEMINI_ROUTE = /^\/v1(?:beta|alpha)?\/models\/[^/:]+:(generateContent|streamGenerateContent)(?:\?.*)?$/;

/**
 * Starts a fake Gemini API: `:generateContent`, and `:streamGenerateContent?alt=sse` as Server-Sent Events. It
 * remembers every thought signature it sent with a function call and answers a request whose history has that call
 * without that exact signature with Gemini's real 400 (https://ai.google.dev/gemini-api/docs/thought-signatures).
 */
export function startFakeGeminiToolServer(options: FakeGeminiToolOptions = {}): Promise<FakeToolServer> {
  const issued = new Map<string, string>();
  return startServer(
    '',
    (request) => {
      const route = GEMINI_ROUTE.exec(request.path);
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
        checkGeminiToolRules(request.body)
      );
    },
    (reply) => rememberSignatures(reply, issued),
    (body) => {
      const { tools, toolConfig } = (body ?? {}) as { tools?: unknown[]; toolConfig?: unknown };
      const mode = (toolConfig as { functionCallingConfig?: { mode?: string } } | undefined)?.functionCallingConfig
        ?.mode;
      return (tools?.length ?? 0) > 0 && mode !== 'NONE';
    },
  );
}

/** Options for {@link startFakeOpenAIToolServer}. */
export interface FakeOpenAIToolOptions {
  /** Which server's rules about the history it applies (default `openai`). */
  readonly flavor?: ToolServerFlavor;
}

/**
 * Starts a fake OpenAI-compatible API answering `POST {url}/chat/completions`; `url` ends in `/v1`. It refuses a
 * history that the server it plays would refuse.
 */
export function startFakeOpenAIToolServer(options: FakeOpenAIToolOptions = {}): Promise<FakeToolServer> {
  const flavor = options.flavor ?? 'openai';
  return startServer(
    '/v1',
    (request) => {
      if (request.method === 'POST' && request.path.split('?')[0] === '/v1/chat/completions') {
        return checkOpenAIToolRules(flavor, request.body);
      }
      return openAIError(404, `The fake OpenAI server has no route for ${request.method} ${request.path}.`);
    },
    () => {},
    (body) => {
      const { tools, tool_choice: choice } = (body ?? {}) as { tools?: unknown[]; tool_choice?: unknown };
      return (tools?.length ?? 0) > 0 && (flavor === 'ollama' || choice !== 'none');
    },
  );
}

/** The 400 for the first function call in the history whose issued signature did not come back untouched. */
function missingSignature(body: unknown, issued: ReadonlyMap<string, string>): ScriptedResponse | undefined {
  const contents = (body as { contents?: unknown[] } | undefined)?.contents ?? [];
  for (const [index, content] of contents.entries()) {
    const { role, parts } = (content ?? {}) as { role?: string; parts?: Record<string, unknown>[] };
    if (role !== 'model') continue;
    for (const part of parts ?? []) {
      const call = part.functionCall as { name?: string } | undefined;
      const expected = call && issued.get(callKey(call));
      if (expected && part.thoughtSignature !== expected) return geminiMissingSignature(call.name ?? '', index + 1);
    }
  }
  return undefined;
}

function rememberSignatures(reply: ScriptedResponse | StreamedResponse, issued: Map<string, string>): void {
  const bodies = 'events' in reply ? reply.events : [reply.body];
  for (const body of bodies) {
    const parts = (body as { candidates?: { content?: { parts?: Record<string, unknown>[] } }[] })?.candidates?.[0]
      ?.content?.parts;
    for (const part of parts ?? []) {
      if (part.functionCall && typeof part.thoughtSignature === 'string') {
        issued.set(callKey(part.functionCall as object), part.thoughtSignature);
      }
    }
  }
}

function callKey(call: { id?: unknown; name?: unknown; args?: unknown }): string {
  return typeof call.id === 'string' ? call.id : `${String(call.name)} ${JSON.stringify(call.args ?? {})}`;
}

async function startServer(
  basePath: string,
  route: (request: RecordedRequest) => ScriptedResponse | undefined,
  onSend: (reply: ScriptedResponse | StreamedResponse) => void,
  mayCallTools: (body: unknown) => boolean,
): Promise<FakeToolServer> {
  const requests: RecordedRequest[] = [];
  const queue: ToolServerReply[] = [];
  const server = createServer((incoming, outgoing) => {
    record(incoming)
      .then(async (request) => {
        requests.push(request);
        const queued = route(request) ?? queue.shift() ?? { status: 500, body: 'The fake server has no reply queued.' };
        const reply = 'call' in queued ? (mayCallTools(request.body) ? queued.call : queued.answer) : queued;
        onSend(reply);
        await send(outgoing, reply);
      })
      .catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    pending: () => queue.length,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function send(outgoing: ServerResponse, reply: ScriptedResponse | StreamedResponse): Promise<void> {
  if (!('events' in reply)) {
    if (reply.delayMs) await pause(reply.delayMs);
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
    if (reply.eventDelayMs) await pause(reply.eventDelayMs);
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

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
