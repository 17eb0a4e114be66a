/**
 * Gemini 3's rule on thought signatures, played by the fake Gemini server: every signature it sent with a function
 * call must come back untouched with that call, or the follow-up gets the real HTTP 400
 * (https://ai.google.dev/gemini-api/docs/thought-signatures).
 */

import { geminiMissingSignature } from './gemini-replies.ts';
import type { ScriptedResponse, StreamedResponse } from './scripted-response.ts';

/** The 400 for the first function call in the history whose issued signature did not come back untouched. */
export function missingSignature(body: unknown, issued: ReadonlyMap<string, string>): ScriptedResponse | undefined {
  const contents = (body as { contents?: unknown[] } | undefined)?.contents ?? [];
  for (const [index, content] of contents.entries()) {
    const { role, parts } = (content ?? {}) as { role?: string; parts?: Record<string, unknown>[] };
    if (role !== 'model') continue;
    for (const part of parts ?? []) {
      const call = part.functionCall as { name?: string } | undefined;
      const expected = call && issued.get(callKey(call));
      if (expected && part.thoughtSignature !== expected) return geminiMissingSignature(call.name ?? '', index + 1);
    }
  }
  return undefined;
}

/** Notes each signature sent with a function call, keyed by the call. */
export function rememberSignatures(reply: ScriptedResponse | StreamedResponse, issued: Map<string, string>): void {
  const bodies = 'events' in reply ? reply.events : [reply.body];
  for (const body of bodies) {
    const parts = (body as { candidates?: { content?: { parts?: Record<string, unknown>[] } }[] })?.candidates?.[0]
      ?.content?.parts;
    for (const part of parts ?? []) {
      if (part.functionCall && typeof part.thoughtSignature === 'string') {
        issued.set(callKey(part.functionCall as object), part.thoughtSignature);
      }
    }
  }
}

function callKey(call: { id?: unknown; name?: unknown; args?: unknown }): string {
  return typeof call.id === 'string' ? call.id : `${String(call.name)} ${JSON.stringify(call.args ?? {})}`;
}
