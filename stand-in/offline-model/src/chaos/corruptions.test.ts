import { parseJSONFromString } from '@scheduling-agent/reply-extraction';
import { describe, expect, it } from 'vitest';
import type { ChaosKind } from './chaos-kinds.ts';
import { corruptReply, type ReplyChaosKind } from './corruptions.ts';
import { createRandom } from './random.ts';

const answerReply = { action: 'answer', response: "Done. I'll keep 10:00 free for you." };
const toolReply = {
  action: 'tool',
  tool: 'checkAvailability',
  parameters: { date: '2026-11-24', durationMinutes: 30 },
};
const tools = new Set(['checkAvailability', 'bookAppointment', 'bookFlight']);
const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);

/** Corrupts `reply` with one kind only, for each seed, and returns the texts. */
function corruptAll(kind: ReplyChaosKind, reply: unknown, text = JSON.stringify(reply)): string[] {
  return SEEDS.map((seed) => {
    const corrupted = corruptReply(kind, text, { random: createRandom(seed), allowed: [kind], tools });
    if (!corrupted) throw new Error(`${kind} did not apply to ${text}`);
    expect(corrupted.kind).toBe(kind);
    return corrupted.text;
  });
}

function jsonParses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('corruptions the tolerant parser repairs', () => {
  it.each<ReplyChaosKind>(['code-fence', 'prose-around', 'single-quotes', 'trailing-comma'])(
    '%s breaks JSON.parse, and parseJSONFromString gets the original reply back',
    (kind) => {
      for (const reply of [answerReply, toolReply]) {
        for (const text of corruptAll(kind, reply)) {
          expect(jsonParses(text), `JSON.parse should fail on: ${text}`).toBe(false);
          expect(parseJSONFromString(text)).toEqual({ ok: true, value: reply });
        }
      }
    },
  );

  it('code-fence uses a json fence, and single-quotes uses no double quotes', () => {
    expect(corruptAll('code-fence', answerReply)[0]).toMatch(/^```json\n\{[\s\S]*\}\n```$/);
    expect(corruptAll('single-quotes', toolReply)[0]).not.toContain('"');
  });
});

describe('corruptions the agent must reject', () => {
  it('truncated cuts the text in the middle: a prefix that no parser can read', () => {
    const original = JSON.stringify(toolReply);
    for (const text of corruptAll('truncated', toolReply)) {
      expect(original.startsWith(text) && text.length > 0 && text.length < original.length).toBe(true);
      expect(jsonParses(text)).toBe(false);
      expect(parseJSONFromString(text)).toMatchObject({ ok: false, error: { kind: 'truncated' } });
    }
  });

  it('prose-only contains no JSON at all, and empty is the empty string', () => {
    for (const text of corruptAll('prose-only', answerReply)) {
      expect(parseJSONFromString(text)).toMatchObject({ ok: false, error: { kind: 'no-json' } });
    }
    expect(corruptAll('empty', answerReply)).toEqual(SEEDS.map(() => ''));
  });

  it('wrong-type replaces a text field with a number: response, or a parameter such as date', () => {
    for (const text of corruptAll('wrong-type', answerReply)) {
      expect(JSON.parse(text)).toEqual({ action: 'answer', response: 1000 });
    }
    for (const text of corruptAll('wrong-type', toolReply)) {
      expect(JSON.parse(text)).toEqual({ ...toolReply, parameters: { date: 20261124, durationMinutes: 30 } });
    }
  });

  it('missing-field drops a required field and keeps the rest', () => {
    for (const text of corruptAll('missing-field', answerReply)) expect(JSON.parse(text)).toEqual({ action: 'answer' });
    const dropped = new Set(
      corruptAll('missing-field', toolReply).map((text) => {
        const reply = JSON.parse(text) as Record<string, unknown>;
        expect(reply.action).toBe('tool');
        return Object.keys(toolReply).find((key) => !(key in reply));
      }),
    );
    expect(dropped).toEqual(new Set(['tool', 'parameters']));
  });

  it('unknown-tool names a tool the schema does not list, and leaves the parameters alone', () => {
    for (const text of corruptAll('unknown-tool', toolReply)) {
      const reply = JSON.parse(text) as typeof toolReply;
      expect(tools.has(reply.tool), `${reply.tool} is in the schema`).toBe(false);
      expect(reply.parameters).toEqual(toolReply.parameters);
    }
  });

  it('unknown-tool renames one of several calls', () => {
    const reply = { action: 'tools', calls: [{ tool: 'checkAvailability', parameters: {} }] };
    const [text] = corruptAll('unknown-tool', reply);
    expect(tools.has((JSON.parse(text!) as typeof reply).calls[0]!.tool)).toBe(false);
  });
});

describe('replies that are not plain JSON, and kinds that do not apply', () => {
  const fenced = (reply: unknown): string => `\`\`\`json\n${JSON.stringify(reply)}\n\`\`\``;

  it('edits the text when JSON.parse cannot read the reply', () => {
    const parse = (text: string): unknown => (parseJSONFromString(text) as { value: unknown }).value;
    const [wrong] = corruptAll('wrong-type', answerReply, fenced(answerReply));
    expect(parse(wrong!)).toEqual({ action: 'answer', response: 1000 });
    const [missing] = corruptAll('missing-field', answerReply, fenced(answerReply));
    expect(parse(missing!)).toEqual({ action: 'answer' });
    const [renamed] = corruptAll('unknown-tool', toolReply, fenced(toolReply));
    expect(tools.has((parse(renamed!) as { tool: string }).tool)).toBe(false);
  });

  it('unknown-tool does not apply to an answer: another allowed kind is used, or none', () => {
    const text = JSON.stringify(answerReply);
    const only = (allowed: ChaosKind[]) =>
      corruptReply('unknown-tool', text, { random: createRandom(1), allowed, tools });
    expect(only(['unknown-tool'])).toBeNull();
    expect(only(['unknown-tool', 'transport-error', 'empty'])).toEqual({ kind: 'empty', text: '' });
  });
});
