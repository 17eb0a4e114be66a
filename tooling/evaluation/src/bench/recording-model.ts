import type { LanguageModel, ModelRequest } from '@scheduling-agent/llm-service';

/** A model that passes every request on and keeps a copy, to count calls and measure what was sent. */
export interface RecordingModel extends LanguageModel {
  readonly requests: ModelRequest[];
}

/** Wraps `model` so that every request it is sent is recorded. */
export function recording(model: LanguageModel): RecordingModel {
  const requests: ModelRequest[] = [];
  return {
    provider: model.provider,
    label: model.label,
    requests,
    generate(request) {
      requests.push(request);
      return model.generate(request);
    },
  };
}

/** How big a request is, in characters, by where the characters are. */
export interface RequestSize {
  readonly system: number;
  readonly messages: number;
  /** The JSON Schema sent for the provider's JSON mode, as JSON text. */
  readonly schema: number;
  readonly total: number;
}

/** Characters in each part of a request; the schema counted as the JSON text a provider receives. */
export function sizeOf(request: ModelRequest): RequestSize {
  const system = request.systemInstruction.length;
  const messages = request.messages.reduce((sum, message) => sum + message.text.length, 0);
  const schema = request.responseSchema ? JSON.stringify(request.responseSchema).length : 0;
  return { system, messages, schema, total: system + messages + schema };
}

/** The sizes of several requests added up. */
export function addSizes(sizes: readonly RequestSize[]): RequestSize {
  const sum = (key: keyof RequestSize) => sizes.reduce((total, size) => total + size[key], 0);
  return { system: sum('system'), messages: sum('messages'), schema: sum('schema'), total: sum('total') };
}

/** A rough token count, four characters to a token: an estimate, not a tokenizer's count. */
export function estimateTokens(characters: number): number {
  return Math.round(characters / 4);
}
