import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { redact } from '@scheduling-agent/llm-service';
import type { ConnectedServer } from './mcp-connect.ts';
import { listEveryPage } from './mcp-resources.ts';

/** The prompts the servers offer: templates the person picks (`/prompt`), never the model. */
export interface PromptShelf {
  /** Every prompt of every server that has prompts, listed again (every page), by server. */
  list(): Promise<{ server: string; prompts: Prompt[] }[]>;
  /** The text of one prompt filled in with `values`, or a line saying why not (`ok: false`). */
  get(server: string, name: string, values: Record<string, string>): Promise<{ ok: boolean; text: string }>;
}

/** Format characters that take no room on screen, but for the zero-width joiner that holds emoji together. */
const INVISIBLE = /(?!\u200d)\p{Cf}/gu;

/** The longest prompt text sent as the person's message: a server cannot fill the model's context in one line. */
const MAX_PROMPT_LENGTH = 8_000;

// #region prompt-shelf
/**
 * The prompts of the servers that declared the `prompts` capability. A prompt is checked before it is asked for
 * (known, with every required argument), and its messages come back as one text, cleaned like every server's words.
 */
export function createPromptShelf(servers: readonly ConnectedServer[], timeout: number): PromptShelf {
  const offering = servers.filter((server) => server.client.getServerCapabilities()?.prompts !== undefined);
  const listOf = (server: ConnectedServer) =>
    listEveryPage((cursor) =>
      server.client
        .listPrompts(cursor === undefined ? {} : { cursor }, { timeout })
        .then((page) => ({ items: page.prompts, nextCursor: page.nextCursor })),
    );
  return {
    list: async () =>
      Promise.all(offering.map(async (server) => ({ server: server.name, prompts: await listOf(server) }))),
    async get(name, prompt, values) {
      const server = offering.find((each) => each.name === name);
      if (!server) return { ok: false, text: `No server named "${name}" offers prompts. /prompts lists them.` };
      try {
        const found = (await listOf(server)).find((each) => each.name === prompt);
        if (!found) return { ok: false, text: `The ${name} server has no prompt "${prompt}". /prompts lists them.` };
        const missing = (found.arguments ?? []).filter((each) => each.required && !(each.name in values));
        if (missing.length > 0) {
          const needed = missing.map((each) => `${each.name}=…`).join(' ');
          return { ok: false, text: `The ${prompt} prompt needs ${needed}: /prompt ${name} ${prompt} ${needed}` };
        }
        return {
          ok: true,
          text: promptText(await server.client.getPrompt({ name: prompt, arguments: values }, { timeout })),
        };
      } catch (error) {
        return { ok: false, text: `The ${name} server could not give ${prompt}: ${clean(String(error))}` };
      }
    },
  };
}
// #endregion prompt-shelf

/**
 * A prompt's messages as one text: each text part, anything else named; cleaned and cut like a tool's result, and
 * with no invisible characters.
 */
function promptText(result: GetPromptResult): string {
  const parts = result.messages.map(({ content }) => {
    if (content.type === 'text') return content.text;
    if (content.type === 'resource' && 'text' in content.resource) return content.resource.text;
    return `[${content.type} content not shown]`;
  });
  // Invisible characters too (tag characters can spell words a model reads): what is sent is what the person saw.
  const text = clean(parts.join('\n\n')).replace(INVISIBLE, '');
  return text.length <= MAX_PROMPT_LENGTH ? text : `${text.slice(0, MAX_PROMPT_LENGTH)}…`;
}

// #region prompt-command
/**
 * Runs `/prompts` (lists them) and `/prompt SERVER NAME [key=value …]` (fetches one and shows it): returns the text
 * to send as the person's message, or undefined when there is nothing to send (a list shown, a line saying what was
 * wrong). Any other line is returned as it is. Values with spaces go in double quotes: `city="New York"`.
 */
export async function runPromptCommand(
  line: string,
  shelf: PromptShelf | undefined,
  say: (line: string) => void,
): Promise<string | undefined> {
  const [command, server, name, ...rest] = line.trim().split(/\s+/);
  if (command !== '/prompts' && command !== '/prompt') return line;
  if (!shelf) {
    say('No server offers prompts.');
    return undefined;
  }
  if (command === '/prompts') {
    say(describePrompts(await shelf.list()));
    return undefined;
  }
  if (!server || !name) {
    say('Usage: /prompt SERVER NAME [key=value ...]. /prompts lists them.');
    return undefined;
  }
  const values = Object.fromEntries(
    [...rest.join(' ').matchAll(/([^\s=]+)=(?:"([^"]*)"|(\S*))/g)].map(([, key, quoted, plain]) => [
      key as string,
      quoted ?? plain ?? '',
    ]),
  );
  const answer = await shelf.get(server, name, values);
  // The text goes out in the person's name, so they see all of it first, set in from the host's own words.
  say(answer.ok ? `Sending the ${name} prompt from ${server} as your message:\n${setIn(answer.text)}` : answer.text);
  return answer.ok ? answer.text : undefined;
}
// #endregion prompt-command

/**
 * A server's text as the host shows it: every line marked `  | ` and cut short of an 80-column terminal's edge (half
 * as many characters when any may be wide), so the terminal never wraps it and no piece of it starts a line as the
 * program's own `you>` would.
 */
function setIn(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const characters = [...line];
      const width = characters.every((character) => character <= '~') ? 72 : 36;
      const pieces: string[] = [];
      for (let at = 0; at === 0 || at < characters.length; at += width) {
        pieces.push(characters.slice(at, at + width).join(''));
      }
      return pieces.map((piece) => `  | ${piece}`.trimEnd());
    })
    .join('\n');
}

function describePrompts(lists: readonly { server: string; prompts: Prompt[] }[]): string {
  const lines = lists.flatMap(({ server, prompts }) =>
    prompts.map((prompt) => {
      const names = (prompt.arguments ?? []).map((each) => (each.required ? ` ${each.name}=…` : ` [${each.name}=…]`));
      const about = prompt.description ? `: ${prompt.description.replace(/\s+/g, ' ').slice(0, 100)}` : '';
      return clean(`  /prompt ${server} ${prompt.name}${names.join('')}${about}`);
    }),
  );
  return lines.length > 0 ? `Prompts:\n${lines.join('\n')}` : 'The servers list no prompts.';
}

function clean(text: string): string {
  return redact(sanitizeForTerminal(text));
}
