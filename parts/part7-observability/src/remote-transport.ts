import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { FetchLike, Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isInitializeRequest,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { type PreRegisteredClient, SignIn, signInFailed } from './mcp-auth.ts';

/** How to reach a server by URL: its address, the headers every request carries, and the transport if the config names it. */
export interface RemoteServer {
  readonly url: string;
  readonly type?: 'http' | 'sse';
  readonly headers?: Readonly<Record<string, string>>;
  /** The server's name in the config, which a sign-in names. */
  readonly name?: string;
  /** A client registered by hand; without one, a server that asks for a sign-in is registered with dynamically. */
  readonly oauth?: PreRegisteredClient;
  /** Where sign-ins are kept; without it, a server that answers 401 is not signed in to. */
  readonly signInFile?: string;
}

/**
 * The transport for a server reached by URL. `sse` names the older HTTP+SSE transport; otherwise it is Streamable
 * HTTP, falling back to HTTP+SSE when the server refuses the first request with a 4xx, as the spec's backwards
 * compatibility section says a client should
 * (https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#backwards-compatibility).
 * Both read with the stdio transport's size limit, and send the config's headers.
 */
export function remoteTransport(server: RemoteServer): Transport {
  const url = new URL(server.url);
  const requestInit = { headers: { ...server.headers } };
  const signIn = server.signInFile
    ? new SignIn({ name: server.name ?? url.host, url: server.url, oauth: server.oauth }, server.signInFile)
    : undefined;
  const authProvider = signIn ? { authProvider: signIn } : {};
  const sse = () => new SSEClientTransport(url, { fetch: boundedFetch(), requestInit, ...authProvider });
  const streams = new RequestStreams();
  const http = () =>
    new StreamableHTTPClientTransport(url, { fetch: streams.fetch(boundedFetch()), requestInit, ...authProvider });
  return new WithFallback(server.type === 'sse' ? sse() : http(), sse, streams, signIn);
}

// #region request-streams
/**
 * The response stream of each request in flight, by JSON-RPC id. Streamable HTTP may answer a request with an event
 * stream of its own; when the client gives up on the request (a timeout, Ctrl-C) it only sends the server a
 * `notifications/cancelled`, and would go on reading that stream for as long as the server writes. {@link cancel}
 * aborts its fetch instead, so the connection closes and the host stops reading at once.
 */
class RequestStreams {
  private readonly open = new Map<string | number, AbortController>();

  /** `base`, with each request's response given an abort of its own, beside the transport's. */
  fetch(base: FetchLike): FetchLike {
    return async (url, init) => {
      const id = requestIdOf(init?.body);
      if (id === undefined) return base(url, init);
      const own = new AbortController();
      this.open.set(id, own);
      const signal = init?.signal ? AbortSignal.any([init.signal, own.signal]) : own.signal;
      try {
        return await base(url, { ...init, signal });
      } catch (error) {
        this.open.delete(id);
        throw error;
      }
    };
  }

  /** Hangs up the response to request `id`, if it is still being read. */
  cancel(id: string | number): void {
    this.open.get(id)?.abort(new Error('the call was cancelled, so its answer is no longer read'));
    this.open.delete(id);
  }

  /** Forgets request `id` once its answer came: nothing is left to hang up. */
  done(id: string | number): void {
    this.open.delete(id);
  }
}

/** The id of the JSON-RPC request a POST body carries (not of a notification or a response), if any. */
function requestIdOf(body: unknown): string | number | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const message = JSON.parse(body) as { id?: unknown; method?: unknown };
    const id = message.id;
    return typeof message.method === 'string' && (typeof id === 'string' || typeof id === 'number') ? id : undefined;
  } catch {
    return undefined;
  }
}
// #endregion request-streams

/** A transport that starts as `first`, and is `fallback()` instead if `first` refuses the initialize request with a 4xx (not 401/403). */
class WithFallback implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private fellBack = false;
  private current: Transport;
  private readonly fallback: () => Transport;
  private readonly streams: RequestStreams;
  private readonly signIn: SignIn | undefined;

  constructor(first: Transport, fallback: () => Transport, streams: RequestStreams, signIn?: SignIn) {
    this.current = first;
    this.fallback = fallback;
    this.streams = streams;
    this.signIn = signIn;
  }

  get sessionId(): string | undefined {
    return this.current.sessionId;
  }

  async start(): Promise<void> {
    this.wire(this.current);
    await this.current.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    // The server is told first; then the request's own stream, which nothing reads any more, is closed.
    const cancelled = isJSONRPCNotification(message) && message.method === 'notifications/cancelled';
    try {
      await this.current.send(message, options);
    } catch (error) {
      if (cancelled) this.streams.cancel(message.params?.requestId as string | number);
      if (this.signIn?.step !== undefined && isInitializeRequest(message)) return this.signInAndResend(message, error);
      const code = error instanceof StreamableHTTPError ? (error.code ?? 0) : 0;
      // 401 and 403 refuse the caller, not the transport: the older one would be refused too, and its error would hide why.
      if ((code === 401 || code === 403) && isInitializeRequest(message)) {
        throw new Error(`the server refused the request (HTTP ${code}): check its headers or token`);
      }
      if (this.fellBack || code < 400 || code >= 500 || !isInitializeRequest(message)) throw error;
      this.fellBack = true;
      const old = this.current;
      old.onclose = old.onerror = old.onmessage = undefined;
      await old.close().catch(() => {});
      this.current = this.fallback();
      await this.start();
      await this.current.send(message, options);
    }
    if (cancelled) this.streams.cancel(message.params?.requestId as string | number);
  }

  close(): Promise<void> {
    this.signIn?.close();
    return this.current.close();
  }

  // #region sign-in-hook
  /**
   * The server answered the initialize request with 401 and the SDK started a sign-in (it printed the address to
   * open): wait for the browser to come back with a code, trade it for tokens, and send the request again, now with
   * the token. Any failure on the way (metadata unreachable, registration refused, nobody signing in) is one line.
   */
  private async signInAndResend(message: JSONRPCMessage, error: unknown): Promise<void> {
    const signIn = this.signIn as SignIn;
    try {
      if (!(error instanceof UnauthorizedError)) throw error;
      const code = await signIn.waitForCode();
      signIn.step = 'trading the code for a token';
      await (this.current as Transport & { finishAuth(code: string): Promise<void> }).finishAuth(code);
    } catch (failure) {
      throw signInFailed(signIn, failure);
    }
    await this.current.send(message);
  }
  // #endregion sign-in-hook

  private wire(transport: Transport): void {
    transport.onclose = () => this.onclose?.();
    transport.onerror = (error) => this.onerror?.(error);
    transport.onmessage = (message) => {
      const answered = isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message);
      if (answered && message.id !== undefined) this.streams.done(message.id);
      this.onmessage?.(message);
    };
  }
}

/**
 * The longest line a server may send, on any transport: the SDK's own limit for stdio (10 MB), so a server reached
 * over HTTP cannot hold the host's memory with one line that never ends either.
 */
const MAX_LINE_BYTES = STDIO_DEFAULT_MAX_BUFFER_SIZE;

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
