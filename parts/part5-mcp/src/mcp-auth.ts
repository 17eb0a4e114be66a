import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { trustAdvice, untrustedBecause } from '@scheduling-agent/calendar';
import { registerSecret } from '@scheduling-agent/llm-service';
import { readOwnJson, writeOwnJson } from './own-json-file.ts';

/** A client registered by hand with a server's authorization server, as the config names it (Claude Code's `oauth`). */
export interface PreRegisteredClient {
  readonly clientId: string;
  /** For a confidential client; `${VAR}` in the config keeps it out of the file, and it is never printed. */
  readonly clientSecret?: string;
  /** The loopback port to redirect to, when the client was registered with a fixed one; else any free port. */
  readonly callbackPort?: number;
}

/** What the host keeps for one server: its client registration and its tokens, as the SDK handed them over. */
interface SavedSignIn {
  client?: OAuthClientInformationMixed;
  tokens?: OAuthTokens;
}

// #region token-file
/**
 * Reads the sign-in file (client registrations and tokens, by server URL). Its tokens act for the person, so it must
 * be theirs, and readable by them alone: a file anyone else could write or read is refused before a byte is read, as
 * the pins are. Each token and secret read is registered for redaction, so no output ever shows it.
 */
export async function readSignIns(file: string, user = process.getuid?.()): Promise<Record<string, SavedSignIn>> {
  const refuse = (stat: Stats) => {
    const problem =
      untrustedBecause(stat, user) ?? (user !== undefined && stat.mode & 0o077 ? 'is readable by others' : undefined);
    if (problem === undefined) return;
    const advice = problem === 'is readable by others' ? 'make it yours alone (chmod 600)' : trustAdvice(problem);
    throw new Error(`The MCP sign-in file ${file} ${problem}, so its tokens cannot be trusted or kept: ${advice}.`);
  };
  const signIns = await readOwnJson<SavedSignIn>(file, refuse, 'The MCP sign-in file', 'move it away to sign in again');
  for (const saved of Object.values(signIns)) hideSecrets(saved);
  return signIns;
}

/** Writes the sign-in file whole, created 0600 under a new name and renamed into place, so it is never open to others. */
function writeSignIns(file: string, signIns: Record<string, SavedSignIn>): Promise<void> {
  return writeOwnJson(file, signIns, 0o600);
}
// #endregion token-file

function hideSecrets(saved: SavedSignIn | undefined): void {
  registerSecret(saved?.tokens?.access_token);
  registerSecret(saved?.tokens?.refresh_token);
  registerSecret(saved?.client?.client_secret);
}

/** How long the person has to finish signing in in the browser: the server's start-up wait, less a little. */
function signInWaitMs(): number {
  const seconds = Number(process.env.MCP_START_TIMEOUT) || 60;
  return Math.max(1, seconds - 2) * 1000;
}

// #region sign-in
/**
 * The SDK's `OAuthClientProvider` for one server, with what the SDK leaves to the host: where the registration and
 * tokens are kept (the sign-in file), and the browser's way back (a loopback redirect). The SDK does the rest of the
 * MCP authorization spec (https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization): it reads the
 * protected-resource metadata (RFC 9728) and the authorization server's (RFC 8414), registers the client dynamically
 * (RFC 7591) unless the config names one, makes the PKCE challenge (S256), sends the `resource` indicator (RFC 8707)
 * and trades the code for tokens. The redirect is a loopback address on any free port, which the spec's OAuth 2.1
 * lets a native app use (RFC 8252, section 7.3); the terminal prints the address to open, and nothing opens a browser.
 */
export class SignIn implements OAuthClientProvider {
  private verifier = '';
  private expectedState = '';
  private loopback: { server: Server; port: number } | undefined;
  private code: Promise<string> | undefined;
  /** What the sign-in was doing last, so a failure can say where it stopped; unset until the server asks for one. */
  step: string | undefined;

  private readonly server: { name: string; url: string; oauth?: PreRegisteredClient | undefined };
  private readonly file: string;
  private readonly print: (line: string) => void;

  constructor(
    server: { name: string; url: string; oauth?: PreRegisteredClient | undefined },
    file: string,
    print: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  ) {
    this.server = server;
    this.file = file;
    this.print = print;
  }

  get redirectUrl(): string {
    return `http://127.0.0.1:${this.loopback?.port ?? this.server.oauth?.callbackPort ?? 0}/callback`;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'scheduling-agent',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  /** Called by the SDK first thing when a server answers 401: nothing is cached, so every sign-in discovers afresh. */
  discoveryState(): undefined {
    this.step ??= 'reading the server’s authorization metadata';
    return undefined;
  }

  /**
   * Told what discovery found. With no authorization server metadata the SDK goes on to that server's default
   * addresses (the 2025-03-26 fallback), so a failure there is reported as the metadata that could not be read.
   */
  saveDiscoveryState(found: OAuthDiscoveryState): void {
    this.step = found.authorizationServerMetadata
      ? 'registering this client with the authorization server'
      : `reading the authorization server’s metadata (none found at ${found.authorizationServerUrl})`;
  }

  state(): string {
    this.expectedState = randomBytes(16).toString('base64url');
    return this.expectedState;
  }

  async clientInformation(): Promise<OAuthClientInformationMixed | undefined> {
    // The redirect address goes into the registration, so the loopback port is chosen now, before the SDK reads it.
    await this.listen();
    const { oauth } = this.server;
    if (oauth) {
      return { client_id: oauth.clientId, ...(oauth.clientSecret ? { client_secret: oauth.clientSecret } : {}) };
    }
    return (await this.saved()).client;
  }
  // #endregion sign-in

  async saveClientInformation(client: OAuthClientInformationMixed): Promise<void> {
    await this.update({ client });
  }

  async tokens(): Promise<OAuthTokens | undefined> {
    return (await this.saved()).tokens;
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    await this.update({ tokens });
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }

  redirectToAuthorization(url: URL): void {
    this.step = 'waiting for you to sign in';
    this.print(`The ${this.server.name} server asks you to sign in. Open this address in a browser:`);
    this.print(`  ${url.href}`);
  }

  /**
   * The code the authorization server sent back through the browser, once the person signed in; refused if its
   * `state` is not the one sent (a page that is not this sign-in), and given up on after the start-up wait.
   */
  waitForCode(): Promise<string> {
    const seconds = signInWaitMs() / 1000;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () =>
          fail(
            new Error(
              `nobody finished signing in within ${seconds} s (open the address printed above; MCP_START_TIMEOUT=${seconds * 3} gives more time)`,
            ),
          ),
        signInWaitMs(),
      );
    });
    return Promise.race([this.code ?? Promise.reject(new Error('no sign-in was started')), late]).finally(() => {
      clearTimeout(timer);
      this.close();
    });
  }

  /** Stops listening for the browser. */
  close(): void {
    this.loopback?.server.close();
    this.loopback = undefined;
  }

  private async listen(): Promise<void> {
    if (this.loopback) return;
    const server = createServer();
    this.code = new Promise((found, fail) => {
      server.on('request', (request, response) => {
        const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
        if (!request.url?.startsWith('/callback') || query.get('state') !== this.expectedState) {
          response.writeHead(400).end('This is not the sign-in this agent started.');
          return;
        }
        const refused = query.get('error');
        const code = query.get('code');
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(refused ? `Sign-in refused (${refused}).` : 'Signed in: you can close this tab.');
        if (refused) fail(new Error(`the authorization server refused the sign-in (${refused})`));
        else if (code) found(code);
      });
    });
    this.code.catch(() => {}); // read by waitForCode; a refusal before then must not end the process
    await new Promise<void>((listening, fail) => {
      server.once('error', fail);
      server.listen(this.server.oauth?.callbackPort ?? 0, '127.0.0.1', () => listening());
    });
    server.unref();
    this.loopback = { server, port: (server.address() as { port: number }).port };
  }

  private async saved(): Promise<SavedSignIn> {
    return (await readSignIns(this.file))[this.server.url] ?? {};
  }

  private async update(change: SavedSignIn): Promise<void> {
    const all = await readSignIns(this.file);
    const saved = { ...all[this.server.url], ...change };
    hideSecrets(saved);
    all[this.server.url] = saved;
    await writeSignIns(this.file, all);
  }
}

/** A sign-in that failed, in one line that says where it stopped and why. */
export function signInFailed(signIn: SignIn, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  // fetch says only "fetch failed"; why (a refused connection, a name not found) is in its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return new Error(`signing in failed while ${signIn.step ?? 'starting'}: ${reason}${cause}`);
}
