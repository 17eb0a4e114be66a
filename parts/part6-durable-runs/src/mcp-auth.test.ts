import { chmodSync, chownSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redact } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { readSignIns, SignIn } from './mcp-auth.ts';
import { readMcpConfig } from './mcp-config.ts';

const me = process.getuid?.();
const SERVER = { name: 'remote', url: 'https://mcp.example.com/mcp' };
const TOKEN = 'tok-3f9a1c7e5b2d4680';

/** A sign-in file written as the host writes it, holding one server's token. */
async function savedSignIn(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'sign-in-')), 'mcp-sign-ins.json');
  await new SignIn(SERVER, file).saveTokens({ access_token: TOKEN, token_type: 'Bearer' });
  return file;
}

describe.skipIf(me === undefined)('the sign-in file, which holds tokens that act for the person', () => {
  it('is created readable and writable by its owner alone, and read back', async () => {
    const file = await savedSignIn();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await new SignIn(SERVER, file).tokens(), 'the positive control: an own file is read').toEqual({
      access_token: TOKEN,
      token_type: 'Bearer',
    });
  });

  it('is refused when planted by another user', async () => {
    const file = await savedSignIn();
    const [owner, reader] = me === 0 ? [65534, me] : [me as number, (me as number) + 1];
    if (me === 0) chownSync(file, owner, owner);
    await expect(readSignIns(file, reader)).rejects.toThrow(
      `The MCP sign-in file ${file} belongs to another user (uid ${owner}), so its tokens cannot be trusted or kept:`,
    );
  });

  it('is refused when others may write it, or read it', async () => {
    const file = await savedSignIn();
    chmodSync(file, 0o666);
    await expect(readSignIns(file, me)).rejects.toThrow(`The MCP sign-in file ${file} is writable by anyone`);
    chmodSync(file, 0o644);
    await expect(readSignIns(file, me)).rejects.toThrow(
      `The MCP sign-in file ${file} is readable by others, so its tokens cannot be trusted or kept: make it yours alone (chmod 600).`,
    );
  });

  it('never lets a token it holds be printed, and a refusal never quotes the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sign-in-')), 'mcp-sign-ins.json');
    const other = 'tok-planted-9e8d7c6b5a';
    writeFileSync(file, JSON.stringify({ [SERVER.url]: { tokens: { access_token: other, token_type: 'Bearer' } } }), {
      mode: 0o644,
    });
    chmodSync(file, 0o644);
    const refusal = await readSignIns(file, me).catch((error: Error) => error.message);
    expect(refusal).toContain('is readable by others');
    expect(refusal).not.toContain(other);
    chmodSync(file, 0o600);
    await readSignIns(file, me);
    const line = `Authorization: Bearer ${other}`;
    expect(redact(line), 'a token read from the file is hidden in every output').toBe(
      'Authorization: Bearer [redacted]',
    );
    const saved = await savedSignIn();
    expect(redact(readFileSync(saved, 'utf8'))).not.toContain(TOKEN);
  });
});

describe("a pre-registered client in the config (Claude Code's oauth field)", () => {
  it('is read with its secret from a variable or written in, and the secret is never printed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'config-')), 'mcp.json');
    const fromVariable = 'secret-from-variable-4b1d';
    const written = 'secret-written-in-7c2e';
    const oauth = (clientSecret: string) => ({ clientId: 'agent', clientSecret, callbackPort: 8123 });
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: {
          one: { url: 'https://one.example.com/mcp', oauth: oauth(`\${MCP_TEST_CLIENT_SECRET}`) },
          two: { url: 'https://two.example.com/mcp', oauth: oauth(written) },
        },
      }),
    );
    process.env.MCP_TEST_CLIENT_SECRET = fromVariable;
    try {
      const [one, two] = await readMcpConfig(file);
      expect(one).toMatchObject({ oauth: oauth(fromVariable) });
      expect(two).toMatchObject({ oauth: oauth(written) });
    } finally {
      delete process.env.MCP_TEST_CLIENT_SECRET;
    }
    expect(redact(`${fromVariable} ${written}`)).toBe('[redacted] [redacted]');
  });

  it('is refused, in one line, when it names no client', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'config-')), 'mcp.json');
    writeFileSync(file, JSON.stringify({ mcpServers: { one: { url: 'https://one.example.com/mcp', oauth: {} } } }));
    await expect(readMcpConfig(file)).rejects.toThrow(/^The MCP config .* is not valid: .*clientId/);
  });
});
