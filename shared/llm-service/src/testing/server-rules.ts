import type { ScriptedResponse } from './fake-replies.ts';
import { legacyGrammarProblems } from './legacy-grammar.ts';
import { OLLAMA_ERRORS, OPENAI_ERRORS } from './provider-errors.ts';

/** Which real server a fake imitates: what it refuses, and with which body. */
export type ServerFlavor = 'openai' | 'ollama-0.12' | 'llama.cpp';

/**
 * The refusal a real server of this flavor would send for a chat completion request, or `undefined` when it would
 * answer. OpenAI: a `response_format` schema whose root is not a plain object (structured outputs, "Root objects
 * must not be anyOf and must be an object"), and a `strict` schema that leaves a property optional. Ollama 0.12 and
 * older llama.cpp: a schema their grammar converter cannot handle (500 "invalid JSON schema in format" from Ollama,
 * 400 "JSON schema conversion failed" from llama-server). llama.cpp with most chat templates: two messages of the
 * same role in a row ("Conversation roles must alternate", raised by the Jinja template).
 */
export function checkServerRules(flavor: ServerFlavor, body: unknown): ScriptedResponse | undefined {
  const request = (body ?? {}) as {
    messages?: Array<{ role?: string }>;
    response_format?: { json_schema?: { schema?: Record<string, unknown>; strict?: boolean } };
  };
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
  if (flavor === 'llama.cpp') {
    const roles = (request.messages ?? []).map((message) => message.role);
    if (roles.some((role, index) => index > 0 && role === roles[index - 1])) {
      return invalidSchema('Conversation roles must alternate user/assistant/user/assistant/...', 'server_error', 500);
    }
  }
  return undefined;
}

function optionalProperty(schema: Record<string, unknown>): string | undefined {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.keys((schema.properties ?? {}) as object).find((name) => !required.has(name));
}

function invalidSchema(message: string, type = 'invalid_request_error', status = 400): ScriptedResponse {
  return { status, body: { error: { message, type, param: null, code: null } } };
}
