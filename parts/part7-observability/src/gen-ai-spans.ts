import { type Context, context, type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { ToolCallingModel } from '@scheduling-agent/llm-service';
import { createChatAgent } from './agent-loop.ts';
import type { ChatAgent, ChatAgentOptions } from './agent-types.ts';
import type { Approve } from './approval.ts';
import type { ToolCallResult } from './tool.ts';
import type { PreparedCall, ToolRegistry } from './tool-registry.ts';

// The names below are those of OpenTelemetry's GenAI semantic conventions, status Development, as of semantic
// conventions v1.41.0 (https://github.com/open-telemetry/semantic-conventions/blob/v1.41.0/docs/gen-ai/gen-ai-agent-spans.md;
// they now live on in https://github.com/open-telemetry/semantic-conventions-genai). Their transition plan asks
// instrumentations that emitted v1.36.0 or older to keep doing so unless OTEL_SEMCONV_STABILITY_OPT_IN has
// `gen_ai_latest_experimental`; this one never emitted the old names, so it emits only the latest.

/** Whether a span may carry what was said (messages, tool arguments and results): only when the person opts in. */
interface SpanContent {
  readonly capture: boolean;
  /** Every text a span records goes through this first: the redaction the terminal uses. */
  readonly redact: (text: string) => string;
}

/**
 * Whether the person opted in to recording message content, with the switch OpenTelemetry's GenAI instrumentations
 * share: OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT set to `true`, `SPAN_ONLY` or `SPAN_AND_EVENT` (this
 * part records content on spans only). The conventions mark every content attribute Opt-In: off by default.
 */
export function capturesContent(env: NodeJS.ProcessEnv): boolean {
  const value = env.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT?.trim().toUpperCase() ?? '';
  return ['TRUE', 'SPAN_ONLY', 'SPAN_AND_EVENT'].includes(value);
}

/** What names the agent and its model in every span. */
interface GenAiNames {
  readonly agentName: string;
  /** `gen_ai.provider.name`: the conventions' well-known value where there is one (`gcp.gemini`). */
  readonly provider: string;
  /** `gen_ai.request.model`. */
  readonly model: string;
}

/** The conventions' provider name for a model's provider id (the ids `ToolCallingModel.provider` uses). */
export function providerName(provider: string): string {
  return provider === 'gemini' ? 'gcp.gemini' : provider;
}

/** The model name a model's label carries in brackets (`gemini (gemini-2.5-flash)`), else its provider id. */
export function modelName(model: Pick<ToolCallingModel, 'provider' | 'label'>): string {
  return model.provider === 'offline' ? 'offline' : (/\(([^()]+)\)$/.exec(model.label)?.[1] ?? model.provider);
}

/**
 * The tracing layer: one `invoke_agent` span per turn ({@link GenAiSpans.turn}), and the agent's model, tools and
 * approver wrapped so that each model call is a `chat` span, each tool call an `execute_tool` span and each question
 * to the person an `approval` span, all children of the turn's span. The loop itself does not change.
 */
export class GenAiSpans {
  /** The open turn's span, the parent of every span made until it ends (the agent runs one turn at a time). */
  private parent: Context | undefined;
  /** The model's call ids from its last reply, by tool name, in order: `execute_tool` spans take them. */
  private callIds: { name: string; id: string }[] = [];

  private readonly tracer: Tracer;
  private readonly names: GenAiNames;
  private readonly content: SpanContent;
  /** Called as each turn ends, to send its spans at once. */
  private readonly afterTurn: () => Promise<void>;

  constructor(
    tracer: Tracer,
    names: GenAiNames,
    content: SpanContent,
    afterTurn: () => Promise<void> = async () => {},
  ) {
    this.tracer = tracer;
    this.names = names;
    this.content = content;
    this.afterTurn = afterTurn;
  }

  // #region turn-span
  /** Runs one turn inside an `invoke_agent` span, its root: one trace per turn. */
  async turn<T extends { exit: string; text: string }>(message: string | undefined, run: () => Promise<T>) {
    const span = this.tracer.startSpan(`invoke_agent ${this.names.agentName}`, {
      kind: SpanKind.INTERNAL,
      root: true,
      attributes: {
        'gen_ai.operation.name': 'invoke_agent',
        'gen_ai.agent.name': this.names.agentName,
        'gen_ai.provider.name': this.names.provider,
        'gen_ai.request.model': this.names.model,
      },
    });
    this.parent = trace.setSpan(context.active(), span);
    if (message !== undefined) this.record(span, 'gen_ai.input.messages', [userMessage(message)]);
    try {
      const result = await run();
      span.setAttribute('scheduling_agent.turn.exit', result.exit);
      if (result.exit === 'answered') this.record(span, 'gen_ai.output.messages', [assistantMessage(result.text)]);
      if (result.exit === 'model-error') this.fail(span, 'model-error', result.text);
      return result;
    } catch (error) {
      this.fail(span, error instanceof Error ? error.name : 'Error', String(error));
      throw error;
    } finally {
      span.end();
      this.parent = undefined;
      await this.afterTurn();
    }
  }
  // #endregion turn-span

  // #region chat-span
  /** The model, each call a `chat` span with the tokens and finish reason it reports. */
  model(model: ToolCallingModel): ToolCallingModel {
    return {
      provider: model.provider,
      label: model.label,
      generate: (request) =>
        this.span(`chat ${this.names.model}`, SpanKind.CLIENT, 'chat', async (span) => {
          const response = await model.generate(request);
          span.setAttributes({
            // The conventions' values are snake_case (`tool_calls`); this library's are kebab-case (`tool-calls`).
            'gen_ai.response.finish_reasons': [response.finishReason.replaceAll('-', '_')],
            ...(response.usage
              ? {
                  'gen_ai.usage.input_tokens': response.usage.inputTokens,
                  'gen_ai.usage.output_tokens': response.usage.outputTokens,
                }
              : {}),
          });
          this.callIds = response.toolCalls.map(({ name, id }) => ({ name, id }));
          const calls = response.toolCalls.map(({ id, name, args }) => ({
            type: 'tool_call',
            id,
            name,
            arguments: args,
          }));
          const parts = [...(response.text ? [{ type: 'text', content: response.text }] : []), ...calls];
          this.record(span, 'gen_ai.output.messages', [{ role: 'assistant', parts }]);
          return response;
        }),
    };
  }
  // #endregion chat-span

  /** The registry, each call it runs an `execute_tool` span (a call it refuses, one that ends at once in error). */
  tools(registry: ToolRegistry): ToolRegistry {
    return {
      list: () => registry.list(),
      getDefinition: (name) => registry.getDefinition(name),
      checkCall: (tool, parameters) => registry.checkCall(tool, parameters),
      close: () => registry.close(),
      prepare: async (call, toolContext, key, approvedFor) => {
        const id = this.takeCallId(call.tool);
        const prepared = await registry.prepare(call, toolContext, key, approvedFor);
        if (prepared.type !== 'prepared') return this.toolSpan(call.tool, id, async () => prepared);
        const run: PreparedCall['run'] = (signal, runKey) =>
          this.toolSpan(call.tool, id, () => prepared.run(signal, runKey), call.parameters);
        return { ...prepared, run };
      },
    };
  }

  /** The approver, each question an `approval` span as long as the person takes, with the answer. */
  approver(approve: Approve): Approve {
    // Every argument is passed on: `personOnly` is what keeps --yes from answering a question only a person may.
    return (question, signal, options) =>
      this.span('approval', SpanKind.INTERNAL, 'approval', async (span) => {
        this.record(span, 'scheduling_agent.approval.question', question);
        const answer = await approve(question, signal, options);
        span.setAttribute('scheduling_agent.approval.answer', answer === 'later' ? 'later' : answer ? 'yes' : 'no');
        return answer;
      });
  }

  private toolSpan(name: string, id: string | undefined, run: () => Promise<ToolCallResult>, args?: unknown) {
    const attributes = {
      'gen_ai.tool.name': name,
      'gen_ai.tool.type': 'function',
      ...(id ? { 'gen_ai.tool.call.id': id } : {}),
    };
    return this.span(`execute_tool ${name}`, SpanKind.INTERNAL, 'execute_tool', async (span) => {
      span.setAttributes(attributes);
      if (args !== undefined) this.record(span, 'gen_ai.tool.call.arguments', args);
      const result = await run();
      span.setAttribute('scheduling_agent.tool.outcome', result.type);
      if (result.type === 'result') this.record(span, 'gen_ai.tool.call.result', result.result);
      if (result.type === 'error') this.fail(span, result.error.kind, result.error.message);
      return result;
    });
  }

  /** A child of the turn's span, ended when `run` settles; a throw is recorded as its error and goes on. */
  private span<T>(name: string, kind: SpanKind, operation: string, run: (span: Span) => Promise<T>): Promise<T> {
    const span = this.tracer.startSpan(name, { kind, attributes: { 'gen_ai.operation.name': operation } }, this.parent);
    if (operation !== 'approval') {
      span.setAttributes({ 'gen_ai.provider.name': this.names.provider, 'gen_ai.request.model': this.names.model });
    }
    return run(span)
      .catch((error: unknown) => {
        this.fail(span, error instanceof Error ? error.name : 'Error', String(error));
        throw error;
      })
      .finally(() => span.end());
  }

  /** Sets a content attribute, as redacted JSON (or text), only when the person opted in. */
  private record(span: Span, attribute: string, value: unknown): void {
    if (!this.content.capture) return;
    span.setAttribute(attribute, this.content.redact(typeof value === 'string' ? value : JSON.stringify(value)));
  }

  /** Marks a span failed: `error.type` as the conventions name it, and the message, redacted, as its status. */
  private fail(span: Span, type: string, message: string): void {
    span.setAttribute('error.type', type);
    span.setStatus({ code: SpanStatusCode.ERROR, message: this.content.redact(message) });
  }

  private takeCallId(tool: string): string | undefined {
    const index = this.callIds.findIndex(({ name }) => name === tool);
    return index < 0 ? undefined : this.callIds.splice(index, 1)[0]?.id;
  }
}

// #region traced-agent
/** Part 7's agent: Part 6's, with its model, tools and approver traced and each turn its own trace. */
export function createTracedAgent(options: ChatAgentOptions, spans: GenAiSpans): ChatAgent {
  const agent = createChatAgent({
    ...options,
    model: spans.model(options.model),
    tools: spans.tools(options.tools),
    approve: spans.approver(options.approve),
  });
  return {
    send: (text, signal, output) => spans.turn(text, () => agent.send(text, signal, output)),
    resume: (signal, output) => spans.turn(undefined, () => agent.resume(signal, output)),
    answer: (id, yes) => agent.answer(id, yes),
    reset: () => agent.reset(),
    get interrupted() {
      return agent.interrupted;
    },
    get history() {
      return agent.history;
    },
  };
}
// #endregion traced-agent

const userMessage = (text: string) => ({ role: 'user', parts: [{ type: 'text', content: text }] });
const assistantMessage = (text: string) => ({ role: 'assistant', parts: [{ type: 'text', content: text }] });
