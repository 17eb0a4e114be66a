import { type Clock, type LocalDateTime, localNow, parseLocalDateTime } from '@scheduling-agent/clock';
import type { ChatMessage, JsonSchema, ModelRequest } from '@scheduling-agent/llm-service';
import { withShorthandWrittenOut } from './shorthand.ts';

/** What the offline model gathers from a request: the same things a real model would read. */
export interface OfflineContext {
  /** The message to answer: the last user turn, its shorthand written out ("tmrw" as "tomorrow"). */
  readonly text: string;
  /** The whole conversation, for intents that plan from earlier turns or tool results. */
  readonly messages: readonly ChatMessage[];
  /** "Now", read from the system instruction's date when it states one, else from the offline model's clock. */
  readonly now: LocalDateTime;
  /** The actions the reply schema allows, e.g. `answer`, `tool`. */
  readonly actions: ReadonlySet<string>;
  /** The tools the reply schema offers, by name. */
  readonly tools: ReadonlySet<string>;
  readonly systemInstruction: string;
}

/** Reads a request the way a model would: the instruction for the date, the schema for what it may say. */
export function readRequest(request: ModelRequest, clock: Clock): OfflineContext {
  const lastUser = [...request.messages].reverse().find((message) => message.role === 'user');
  const stated = /\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\b/.exec(request.systemInstruction)?.[1];
  const now = (stated && parseLocalDateTime(stated)) || localNow(clock);
  const { actions, tools } = readSchema(request.responseSchema);
  return {
    text: withShorthandWrittenOut(lastUser?.text ?? ''),
    messages: request.messages,
    now,
    actions,
    tools,
    systemInstruction: request.systemInstruction,
  };
}

/**
 * What the reply schema lets the model say: the `enum` (or `const`) of every property named `action` and of every
 * property named `tool`, wherever they are in the schema. Reading them anywhere, rather than in one expected layout,
 * keeps this working whether the schema is a list of branches (`anyOf`) or one object with enums.
 */
function readSchema(schema: JsonSchema | undefined): { actions: Set<string>; tools: Set<string> } {
  if (!schema) return { actions: new Set(['answer']), tools: new Set() };
  const actions = new Set<string>();
  const tools = new Set<string>();
  walk(schema, (name, property) => {
    if (name === 'action') for (const value of enumOf(property)) actions.add(String(value));
    if (name === 'tool') for (const value of enumOf(property)) tools.add(String(value));
  });
  return { actions, tools };
}

function walk(value: unknown, visit: (name: string, property: JsonSchema) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const properties = (value as JsonSchema).properties;
  if (typeof properties === 'object' && properties !== null) {
    for (const [name, property] of Object.entries(properties)) {
      if (typeof property === 'object' && property !== null) visit(name, property as JsonSchema);
    }
  }
  for (const child of Object.values(value)) walk(child, visit);
}

function enumOf(property: JsonSchema): unknown[] {
  if (Array.isArray(property.enum)) return property.enum;
  return 'const' in property ? [property.const] : [];
}
