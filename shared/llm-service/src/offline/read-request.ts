import { type Clock, type LocalDateTime, localNow, parseLocalDateTime } from '@scheduling-agent/clock';
import type { ChatMessage, JsonSchema, ModelRequest } from '../types.ts';

/** What the offline model gathers from a request: the same things a real model would read. */
export interface OfflineContext {
  /** The message to answer: the last user turn. */
  readonly text: string;
  /** The whole conversation, for intents that plan from earlier turns or tool results. */
  readonly messages: readonly ChatMessage[];
  /** "Now", read from the system instruction's date when it states one, else from the offline model's clock. */
  readonly now: LocalDateTime;
  /** The actions the reply schema allows, e.g. `answer`, `tool`. */
  readonly actions: ReadonlySet<string>;
  /** The tools the reply schema offers, by name, with their parameter schemas. */
  readonly tools: ReadonlyMap<string, JsonSchema>;
  readonly systemInstruction: string;
}

/** Reads a request the way a model would: the instruction for the date, the schema for what it may say. */
export function readRequest(request: ModelRequest, clock: Clock): OfflineContext {
  const lastUser = [...request.messages].reverse().find((message) => message.role === 'user');
  const stated = /\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\b/.exec(request.systemInstruction)?.[1];
  const now = (stated && parseLocalDateTime(stated)) || localNow(clock);
  const { actions, tools } = readSchema(request.responseSchema);
  return {
    text: lastUser?.text ?? '',
    messages: request.messages,
    now,
    actions,
    tools,
    systemInstruction: request.systemInstruction,
  };
}

function readSchema(schema: JsonSchema | undefined): { actions: Set<string>; tools: Map<string, JsonSchema> } {
  const actions = new Set<string>();
  const tools = new Map<string, JsonSchema>();
  if (!schema) return { actions: new Set(['answer']), tools };
  for (const branch of branchesOf(schema)) {
    const properties = (branch.properties ?? {}) as Record<string, JsonSchema>;
    for (const action of enumOf(properties.action)) actions.add(String(action));
    const parameters = properties.parameters ?? {};
    for (const name of enumOf(properties.tool)) tools.set(String(name), parameters);
    const calls = (properties.calls as JsonSchema | undefined)?.items as JsonSchema | undefined;
    if (calls) for (const [name, parameterSchema] of readSchema(calls).tools) tools.set(name, parameterSchema);
  }
  return { actions, tools };
}

function branchesOf(schema: JsonSchema): JsonSchema[] {
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(choices) ? choices.flatMap(branchesOf) : [schema];
}

function enumOf(property: JsonSchema | undefined): unknown[] {
  if (!property) return [];
  if (Array.isArray(property.enum)) return property.enum;
  return 'const' in property ? [property.const] : [];
}
