import { PassThrough } from 'node:stream';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type ElicitRequestFormParams, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createTerminal } from '@scheduling-agent/cli-io';
import { afterEach, describe, expect, it } from 'vitest';
import { createFormFiller, type FillForm, readForm } from './elicitation-form.ts';
import { type ConnectedServer, connectServer } from './mcp-connect.ts';

type FormSchema = ElicitRequestFormParams['requestedSchema'];

/** A person who types `answers` one by one (null is Ctrl-C); every prompt and printed line is kept. */
function person(...answers: (string | null)[]) {
  const prompts: string[] = [];
  const said: string[] = [];
  const dialog = {
    ask: async (prompt: string) => {
      prompts.push(prompt);
      if (answers.length === 0) throw new Error(`asked more than the script answers: ${prompt}`);
      return answers.shift() as string | null;
    },
    say: (line: string) => {
      said.push(line);
    },
  };
  return { dialog, prompts, said, unused: () => answers };
}

/** The conformance suite's form (elicitation-sep1034-client-defaults): every field optional, each with a default. */
const DEFAULTS: FormSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'User name', default: 'John Doe' },
    age: { type: 'integer', description: 'User age', default: 30 },
    score: { type: 'number', description: 'User score', default: 95.5 },
    status: { type: 'string', description: 'User status', enum: ['active', 'inactive', 'pending'], default: 'active' },
    verified: { type: 'boolean', description: 'Verification status', default: true },
  },
  required: [],
};

describe('readForm', () => {
  it('sends the defaults when the person presses Enter on every field, and shows them before sending', async () => {
    const { dialog, prompts, unused } = person('', '', '', '', '', '');
    const answer = await readForm('conformance', DEFAULTS, dialog);
    expect(answer).toEqual({
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
    expect(prompts).toEqual([
      'form> name – User name (text) [Enter: John Doe] ',
      'form> age – User age (a whole number) [Enter: 30] ',
      'form> score – User score (a number) [Enter: 95.5] ',
      'form> status – User status (one of: 1 active, 2 inactive, 3 pending) [Enter: active] ',
      'form> verified – Verification status (y/n) [Enter: yes] ',
      'form> Send name: John Doe, age: 30, score: 95.5, status: active, verified: yes to the conformance server? (e edits) [Y/n] ',
    ]);
    expect(unused()).toEqual([]);
  });

  it('reads each kind of field the spec allows, and asks again, with the reason, for a value that does not fit', async () => {
    const schema: FormSchema = {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Your name', minLength: 2 },
        email: { type: 'string', format: 'email' },
        day: { type: 'string', format: 'date' },
        guests: { type: 'integer', minimum: 1, maximum: 8 },
        budget: { type: 'number' },
        vegan: { type: 'boolean' },
        room: {
          type: 'string',
          oneOf: [
            { const: 'r1', title: 'Garden room' },
            { const: 'r2', title: 'Loft' },
          ],
        },
        extras: { type: 'array', items: { type: 'string', enum: ['wifi', 'parking', 'breakfast'] } },
        size: { type: 'string', enum: ['s', 'l'], enumNames: ['Small', 'Large'] },
      },
      required: ['name', 'guests'],
    };
    const { dialog, said } = person(
      ...['A', 'Ada'],
      ...['ada@', 'ada@example.org'],
      ...['2026-02-30', '2026-11-24'],
      ...['two', '9', '2.5', '2'],
      '-12.75',
      ...['maybe', 'n'],
      'loft',
      ...['wifi, pool', '3, wifi'],
      'Large',
      'y',
    );
    const answer = await readForm('venue', schema, dialog);
    expect(answer).toEqual({
      action: 'accept',
      content: {
        name: 'Ada',
        email: 'ada@example.org',
        day: '2026-11-24',
        guests: 2,
        budget: -12.75,
        vegan: false,
        room: 'r2',
        extras: ['breakfast', 'wifi'],
        size: 'l',
      },
    });
    expect(said).toEqual([
      'form> Your name must NOT have fewer than 2 characters. Try again, or Ctrl-C to cancel the form.',
      'form> email must be an email address. Try again, or Ctrl-C to cancel the form.',
      'form> day must be a date, YYYY-MM-DD. Try again, or Ctrl-C to cancel the form.',
      'form> type a whole number. Try again, or Ctrl-C to cancel the form.',
      'form> guests must be <= 8. Try again, or Ctrl-C to cancel the form.',
      'form> guests must be an integer (got number 2.5). Try again, or Ctrl-C to cancel the form.',
      'form> answer y or n. Try again, or Ctrl-C to cancel the form.',
      'form> "pool" is not one of the choices. Try again, or Ctrl-C to cancel the form.',
    ]);
  });

  it('leaves out an optional field left empty, and checks a default like a typed value', async () => {
    const schema: FormSchema = {
      type: 'object',
      properties: { note: { type: 'string' }, nights: { type: 'integer', minimum: 1, default: 0 } },
    };
    const { dialog, said } = person('', '', '3', '');
    expect(await readForm('venue', schema, dialog)).toEqual({ action: 'accept', content: { nights: 3 } });
    expect(said).toEqual(['form> nights must be >= 1. Try again, or Ctrl-C to cancel the form.']);
  });

  it('asks every field again on e, with the answers given as the defaults, so the person can change one', async () => {
    const { dialog, prompts } = person('Ada', '41', '', '', '', 'e', '', '42', '', '', '', '');
    expect(await readForm('conformance', DEFAULTS, dialog)).toEqual({
      action: 'accept',
      content: { name: 'Ada', age: 42, score: 95.5, status: 'active', verified: true },
    });
    expect(prompts.slice(6, 8)).toEqual([
      'form> name – User name (text) [Enter: Ada] ',
      'form> age – User age (a whole number) [Enter: 41] ',
    ]);
  });

  it('declines when the person says no to sending, or leaves a required field empty; Ctrl-C cancels', async () => {
    expect(await readForm('conformance', DEFAULTS, person('', '', '', '', '', 'n').dialog)).toEqual({
      action: 'decline',
    });
    const required = person('');
    const schema: FormSchema = { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] };
    expect(await readForm('bank', schema, required.dialog)).toEqual({ action: 'decline' });
    expect(required.prompts).toEqual(['form> code (text) [required, Enter declines] ']);
    expect(required.said).toEqual(['form> Declined: code is required, and nothing was typed.']);
    expect(await readForm('conformance', DEFAULTS, person('Ada', null).dialog)).toEqual({ action: 'cancel' });
    expect(await readForm('conformance', DEFAULTS, person('', '', '', '', '', null).dialog)).toEqual({
      action: 'cancel',
    });
  });

  it("shows the server's texts on one line, with no control sequences", async () => {
    const schema: FormSchema = {
      type: 'object',
      properties: {
        pick: {
          type: 'string',
          title: 'Pick\x1b[2J\nform> Send everything? [Y/n]',
          description: 'a\x1b]8;;http://x\x07link\x1b]8;;\x07',
          enum: ['\x1b[31mred'],
        },
      },
    };
    const { dialog, prompts } = person(null);
    await readForm('venue', schema, dialog);
    expect(prompts).toEqual(['form> Pick form> Send everything? [Y/n] – alink (one of: 1 red) [Enter skips] ']);
  });
});

/** A terminal on streams; `tty` makes it interactive. */
function terminalWith(input: string, tty: boolean) {
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  const stdout = Object.assign(new PassThrough(), { isTTY: tty });
  let printed = '';
  stdout.on('data', (chunk) => {
    printed += chunk;
  });
  stdin.end(input);
  const terminal = createTerminal({ input: stdin, output: stdout, errorOutput: new PassThrough(), color: false });
  return { terminal, printed: () => printed };
}

describe('createFormFiller', () => {
  const form: ElicitRequestFormParams = { message: 'Your details?', requestedSchema: DEFAULTS };

  it('declines with piped input or --yes, saying why, and reads no line', async () => {
    for (const [yes, why] of [
      [false, 'input is not a terminal'],
      [true, '--yes approves tool calls, it never fills in a form'],
    ] as const) {
      const { terminal, printed } = terminalWith('\n\nnext message\n', false);
      expect(await createFormFiller(terminal, { yes })('venue', form)).toEqual({ action: 'decline' });
      expect(printed()).toContain(`form> The venue server asks: Your details? Declined: ${why}.`);
      expect(await terminal.readLine('you> ')).toBe('');
      terminal.close();
    }
  });
});

describe('a form from a server, through the host', () => {
  let server: ConnectedServer | undefined;
  afterEach(async () => {
    await server?.client.close();
  });

  /** A server that lists no tools and sends `schema` as a form; the host answers with `fillForm`, if given one. */
  async function ask(fillForm?: FillForm) {
    const [host, serverSide] = InMemoryTransport.createLinkedPair();
    const venue = new Server({ name: 'venue', version: '1.0.0' }, { capabilities: { tools: {} } });
    venue.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [] }));
    await venue.connect(serverSide);
    server = await connectServer({ name: 'venue', transport: host }, { confirm: async () => true, fillForm });
    return venue.elicitInput({ mode: 'form', message: 'Your details?', requestedSchema: DEFAULTS });
  }

  it('reaches the form filler, whose answer goes back to the server', async () => {
    const seen: string[] = [];
    const answer = await ask(async (name, form) => {
      seen.push(`${name}: ${form.message}`);
      return { action: 'accept', content: { name: 'Ada' } };
    });
    expect(seen).toEqual(['venue: Your details?']);
    expect(answer).toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('is declined by a host given no form filler', async () => {
    expect(await ask()).toEqual({ action: 'decline' });
  });
});
