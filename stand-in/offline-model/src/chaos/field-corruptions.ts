import type { Random } from './random.ts';
import { tryParse } from './text-corruptions.ts';

/**
 * Corruptions of the reply's fields: JSON that parses but breaks the contract. Each reads the reply with
 * `JSON.parse`, falls back to editing `"key": "value"` pairs in the text when it is not plain JSON, and returns null
 * when there is nothing to corrupt.
 */
export type FieldCorruption = (text: string, random: Random, tools: ReadonlySet<string>) => string | null;

type JsonObject = Record<string, unknown>;

/** Fields the action format requires besides `action`: dropping one is the classic slip. */
const REQUIRED_FIELDS = ['response', 'parameters', 'tool', 'calls'];
/** Tools no scheduling assistant offers, for a model that invents one. */
const INVENTED_TOOLS = ['bookFlight', 'sendEmail', 'searchWeb', 'orderPizza', 'getWeather'];

/** Replaces a text field (`response`, a parameter such as `start`) with a number, e.g. `2026-11-24` → 20261124. */
export const wrongType: FieldCorruption = (text, random) => {
  const reply = readObject(text);
  if (!reply) return editTextField(text, random, (key) => key !== 'action' && key !== 'tool', asNumber);
  const fields = [
    ...Object.keys(reply)
      .filter((key) => typeof reply[key] === 'string' && key !== 'action' && key !== 'tool')
      .map((key) => ({ owner: reply, key })),
    ...parameterObjects(reply).flatMap((owner) =>
      Object.keys(owner)
        .filter((key) => typeof owner[key] !== 'number')
        .map((key) => ({ owner, key })),
    ),
  ];
  if (fields.length === 0 && typeof reply.action === 'string') fields.push({ owner: reply, key: 'action' });
  if (fields.length === 0) return null;
  const field = random.pick(fields);
  field.owner[field.key] = asNumber(field.owner[field.key], random);
  return JSON.stringify(reply);
};

/** Drops a required field such as `response` or `parameters`. */
export const missingField: FieldCorruption = (text, random) => {
  const reply = readObject(text);
  if (!reply)
    return editTextField(
      text,
      random,
      (key) => REQUIRED_FIELDS.includes(key),
      () => undefined,
    );
  const present = REQUIRED_FIELDS.filter((key) => key in reply);
  const droppable = present.length > 0 ? present : Object.keys(reply);
  if (droppable.length === 0) return null;
  delete reply[random.pick(droppable)];
  return JSON.stringify(reply);
};

/** Renames the tool of a tool call to one the reply schema does not list; null when the reply calls no tool. */
export const unknownTool: FieldCorruption = (text, random, tools) => {
  const reply = readObject(text);
  const invent = (current: unknown): string => {
    const unlisted = INVENTED_TOOLS.filter((name) => !tools.has(name) && name !== current);
    return unlisted.length > 0 ? random.pick(unlisted) : `${String(current)}Everywhere`;
  };
  if (!reply) return editTextField(text, random, (key) => key === 'tool', invent);
  const calls = Array.isArray(reply.calls) ? reply.calls.filter(isObject) : [];
  const holders = [reply, ...calls].filter((holder) => typeof holder.tool === 'string');
  if (holders.length === 0) return null;
  const holder = random.pick(holders);
  holder.tool = invent(holder.tool);
  return JSON.stringify(reply);
};

function readObject(text: string): JsonObject | null {
  const parsed = tryParse(text);
  return parsed.ok && isObject(parsed.value) ? parsed.value : null;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `parameters` of the reply and of each of its `calls`. */
function parameterObjects(reply: JsonObject): JsonObject[] {
  const calls = Array.isArray(reply.calls) ? reply.calls.filter(isObject) : [];
  return [reply, ...calls].map((holder) => holder.parameters).filter(isObject);
}

/** The digits of a text as a number (a date becomes 20261124), or a small number when it has none. */
function asNumber(value: unknown, random: Random): number {
  const digits = String(value).replace(/\D/g, '').slice(0, 12);
  return digits ? Number(digits) : random.integer(1, 100);
}

/**
 * The text fallback: picks one `"key": "value"` pair whose key is accepted and replaces its value, or removes the
 * pair when `replace` returns undefined. Used when the reply is not plain JSON (fenced, or with prose around it).
 */
function editTextField(
  text: string,
  random: Random,
  accept: (key: string) => boolean,
  replace: (value: string, random: Random) => string | number | undefined,
): string | null {
  const pairs = [...text.matchAll(/"([A-Za-z_$][\w$]*)"\s*:\s*"((?:[^"\\]|\\.)*)"(\s*,)?/g)].filter((pair) =>
    accept(pair[1]!),
  );
  if (pairs.length === 0) return null;
  const pair = random.pick(pairs);
  const start = pair.index;
  const end = start + pair[0].length;
  const replacement = replace(pair[2]!, random);
  if (replacement === undefined) return text.slice(0, start) + text.slice(end);
  const valueStart = start + pair[0].indexOf(':') + 1;
  return `${text.slice(0, valueStart)} ${JSON.stringify(replacement)}${pair[3] ?? ''}${text.slice(end)}`;
}
