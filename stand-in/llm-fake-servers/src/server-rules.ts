import { legacyGrammarProblems } from './legacy-grammar.ts';
import { OLLAMA_ERRORS, OPENAI_ERRORS } from './provider-errors.ts';
import type { ScriptedResponse } from './scripted-response.ts';

/**
 * Which OpenAI-compatible server a fake imitates: what it refuses, and with which body. `ollama` is a current Ollama
 * (its `/v1` reads no `tool_choice`, see `fake-servers.ts`); `ollama-0.12` also refuses the schemas its old grammar
 * converter could not handle.
 */
export type ServerFlavor = 'openai' | 'ollama' | 'ollama-0.12' | 'llama.cpp';

/**
 * The refusal a real server of this flavor would send for a chat completion request's `response_format`, or `undefined`
 * when it would answer (the history's rules are in `history-rules.ts`). OpenAI: a `response_format` schema whose root
 * is not a plain object (structured outputs, "Root objects must not be anyOf and must be an object"), and a `strict`
 * schema that leaves a property optional. Ollama 0.12 and older llama.cpp: a schema their grammar converter cannot
 * handle (500 "invalid JSON schema in format" from Ollama, 400 "JSON schema conversion failed" from llama-server).
 */
export function checkSchemaRules(flavor: ServerFlavor, body: unknown): ScriptedResponse | undefined {
  const request = (body ?? {}) as {
    response_format?: { json_schema?: { schema?: Record<string, unknown>; strict?: boolean } };
    tools?: { function?: { name?: string; parameters?: unknown } }[];
  };
  if (flavor === 'openai') {
    for (const [index, tool] of (request.tools ?? []).entries()) {
      const missing = arrayWithoutItems(tool.function?.parameters, []);
      if (missing === undefined) continue;
      const context = missing.map((step) => `'${step}'`).join(', ');
      return invalidSchema(
        `Invalid schema for function '${tool.function?.name}': In context=(${context}), array schema missing items.`,
        'invalid_request_error',
        `tools[${index}].function.parameters`,
        'invalid_function_parameters',
      );
    }
  }
  const format = request.response_format?.json_schema;
  const schema = format?.schema;
  if (flavor === 'openai' && schema) {
    if (schema.type !== 'object' || 'anyOf' in schema) return OPENAI_ERRORS.rejectedSchema;
    const optional = optionalProperty(schema);
    if (format?.strict && optional) {
      return invalidSchema(
        `Invalid schema for response_format 'reply': In context=(), 'required' is required to be supplied and to be ` +
          `an array including every key in properties. Missing '${optional}'.`,
      );
    }
  }
  if ((flavor === 'ollama-0.12' || flavor === 'llama.cpp') && schema) {
    const problems = legacyGrammarProblems(schema);
    if (problems.length > 0) {
      if (flavor === 'ollama-0.12') return OLLAMA_ERRORS.rejectedSchema;
      return invalidSchema(`JSON schema conversion failed:\n${problems.join('\n')}`, 'invalid_request_error');
    }
  }
  return undefined;
}

function optionalProperty(schema: Record<string, unknown>): string | undefined {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.keys((schema.properties ?? {}) as object).find((name) => !required.has(name));
}

function invalidSchema(
  message: string,
  type = 'invalid_request_error',
  param: string | null = null,
  code: string | null = null,
): ScriptedResponse {
  return { status: 400, body: { error: { message, type, param, code } } };
}

/**
 * Where a function's parameters have `"type": "array"` with no `items`, as OpenAI's context path, or undefined. OpenAI
 * refuses such a function even without `strict` ("array schema missing items", code `invalid_function_parameters`:
 * streamnative/streamnative-mcp-server#26, sigoden/aichat#1049, langgenius/dify#32894).
 */
function arrayWithoutItems(node: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node) || depth > 30) return undefined;
  const schema = node as Record<string, unknown>;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') && schema.items === undefined) return path;
  const children: [string[], unknown][] = [];
  if (typeof schema.properties === 'object' && schema.properties !== null) {
    for (const [name, child] of Object.entries(schema.properties)) children.push([['properties', name], child]);
  }
  if (schema.items !== undefined) children.push([['items'], schema.items]);
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const [index, child] of branches.entries()) children.push([[keyword, String(index)], child]);
  }
  for (const [steps, child] of children) {
    const found = arrayWithoutItems(child, [...path, ...steps], depth + 1);
    if (found) return found;
  }
  return undefined;
}
