import { mkdtempSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectServer } from './mcp-connect.ts';

type Routes = Record<string, (base: string) => { status: number; body?: unknown }>;

/** An MCP server on 127.0.0.1 that answers every MCP request 401, pointing at its own metadata; `routes` add the rest. */
async function protectedServer(routes: Routes): Promise<{ url: string; close: () => void }> {
  let base = '';
  const handle: RequestListener = (request, response) => {
    const path = new URL(request.url ?? '/', base).pathname;
    if (path === '/mcp') {
      const metadata = `${base}/.well-known/oauth-protected-resource/mcp`;
      response.writeHead(401, { 'www-authenticate': `Bearer resource_metadata="${metadata}"` }).end();
      return;
    }
    const answer = routes[path]?.(base) ?? { status: 404 };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
  };
  const server = createServer(handle);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: `${base}/mcp`, close: () => server.close() };
}

const resource = (authorizationServer: (base: string) => string): Routes => ({
  '/.well-known/oauth-protected-resource/mcp': (base) => ({
    status: 200,
    body: { resource: `${base}/mcp`, authorization_servers: [authorizationServer(base)] },
  }),
});
const authorizationServer: Routes = {
  '/.well-known/oauth-authorization-server': (base) => ({
    status: 200,
    body: {
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      registration_endpoint: `${base}/register`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    },
  }),
};

async function signInError(routes: Routes): Promise<string> {
  const server = await protectedServer(routes);
  const signInFile = join(mkdtempSync(join(tmpdir(), 'sign-in-')), 'mcp-sign-ins.json');
  try {
    await connectServer({ name: 'remote', url: server.url, signInFile });
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  } finally {
    server.close();
  }
}

describe('a sign-in that cannot finish stops start-up with one line that says where and why', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('when the authorization server’s metadata cannot be read', async () => {
    // A port that was just free, so nothing answers there.
    const closed = createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((done) => closed.close(done));
    const message = await signInError(resource(() => gone));
    expect(message).toBe(
      `Could not start the MCP server "remote": signing in failed while reading the authorization server’s metadata (none found at ${gone}): fetch failed (connect ECONNREFUSED ${gone.slice(7)})`,
    );
  });

  it('when the authorization server refuses to register this client', async () => {
    const refused = { status: 400, body: { error: 'invalid_client_metadata', error_description: 'no loopback' } };
    const message = await signInError({
      ...resource((base) => base),
      ...authorizationServer,
      '/register': () => refused,
    });
    expect(message).toMatch(
      /^Could not start the MCP server "remote": signing in failed while registering this client with the authorization server: .*no loopback.*$/,
    );
  });

  it('when nobody signs in within the start-up wait', async () => {
    vi.stubEnv('MCP_START_TIMEOUT', '3');
    const registered = { status: 201, body: { client_id: 'agent', redirect_uris: [] } };
    const message = await signInError({
      ...resource((base) => base),
      ...authorizationServer,
      '/register': () => registered,
    });
    expect(message).toBe(
      'Could not start the MCP server "remote": signing in failed while waiting for you to sign in: nobody finished signing in within 1 s (open the address printed above; MCP_START_TIMEOUT=3 gives more time)',
    );
  });
});
