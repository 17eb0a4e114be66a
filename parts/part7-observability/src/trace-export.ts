import { appendFile } from 'node:fs/promises';
import type { Tracer } from '@opentelemetry/api';
import { type ExportResult, ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';

/** Where a part's traces go, and the tracer that makes them; `flush` and `shutdown` make sure every span is sent. */
export interface Tracing {
  readonly tracer: Tracer;
  /** Where the spans go, for the banner: the file beside the calendar, or the collector's address. */
  readonly destination: string;
  /** Starts sending the spans ended so far, without waiting (after each turn, so a crash later loses none of it). */
  flush(): Promise<void>;
  /** Sends what is left and stops, waiting a bounded time; call it before the process exits. */
  shutdown(): Promise<void>;
}

/** The trace file beside a calendar file: `calendar.json` → `calendar.traces.jsonl`. */
export function traceFileFor(calendarFile: string): string {
  return `${calendarFile.replace(/\.json$/, '')}.traces.jsonl`;
}

// #region start-tracing
/**
 * Starts the SDK's tracer. By default the spans go to `file`, in OTLP/JSON, one export request per line (what the
 * OpenTelemetry Collector's file exporter writes), so tracing works offline. When OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set they go to that collector instead, over OTLP/HTTP in the encoding
 * OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL names (`http/protobuf`, the specification's default, or `http/json`). The
 * official exporters read the endpoint and headers from the same variables themselves. A failed export is
 * `warn`ed about once, naming where the spans were going.
 */
export function startTracing(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
  warn: (line: string) => void = console.error,
): Tracing {
  // OTEL_SDK_DISABLED=true turns every signal off (the SDK environment variable specification); the agent runs as
  // before, with spans made and dropped.
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') {
    return {
      tracer: new BasicTracerProvider().getTracer('off'),
      destination: 'off (OTEL_SDK_DISABLED=true)',
      ...NO_WORK,
    };
  }
  const endpoint = setting(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT');
  const protocol = setting(env, 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', 'OTEL_EXPORTER_OTLP_PROTOCOL');
  if (endpoint && !/^https?:\/\/./.test(endpoint.value)) {
    throw new TracingSetupError(
      `${endpoint.name}=${endpoint.value} is not a URL: give a URL such as http://localhost:4318.`,
    );
  }
  const encoding = protocol?.value ?? 'http/protobuf';
  if (endpoint && encoding !== 'http/protobuf' && encoding !== 'http/json') {
    throw new TracingSetupError(`${protocol?.name}=${encoding} is not supported here: use http/protobuf or http/json.`);
  }
  const url = endpoint && tracesUrl(endpoint);
  // A collector that is down must not hold up the agent: each export gives up after this long (the SDK's 10 s is
  // made for servers, not for a person waiting at a prompt).
  const timeoutMillis = Number(env.OTEL_EXPORTER_OTLP_TRACES_TIMEOUT || env.OTEL_EXPORTER_OTLP_TIMEOUT) || 2000;
  const exporter = !url
    ? new OtlpJsonLinesExporter(file)
    : encoding === 'http/json'
      ? new JsonExporter({ url, timeoutMillis })
      : new ProtobufExporter({ url, timeoutMillis });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'scheduling-agent' }),
    spanProcessors: [new BatchSpanProcessor(exporter, { exportTimeoutMillis: timeoutMillis })],
  });
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    const where = endpoint ? `${url} (from ${endpoint.name})` : file;
    warn(`Traces could not be sent to ${where}: ${reasonOf(error, endpoint?.name)}. The agent goes on without them.`);
  };
  return {
    tracer: provider.getTracer('@scheduling-agent/part7-observability'),
    destination: url ? `${url} (${encoding})` : `${file} (npm run trace -- FILE draws it)`,
    flush: async () => {
      // In the background: the next prompt does not wait for the collector.
      provider.forceFlush().catch(warnOnce);
    },
    shutdown: () => withinTime(provider.shutdown(), timeoutMillis + 500).catch(warnOnce),
  };
}
// #endregion start-tracing

/**
 * The first of `names` that is set (not blank), with its name, for messages that name the variable in use. Spaces
 * around the value are dropped: a value pasted with a trailing space is still the address meant.
 */
function setting(env: NodeJS.ProcessEnv, ...names: string[]): { name: string; value: string } | undefined {
  const name = names.find((candidate) => env[candidate]?.trim());
  return name === undefined ? undefined : { name, value: (env[name] as string).trim() };
}

/**
 * Where the spans are posted. The exporter specification: a signal's own variable (…_TRACES_ENDPOINT) is used as it
 * is; the general OTEL_EXPORTER_OTLP_ENDPOINT is a base to which `v1/traces` is added, with a `/` between if needed
 * (https://opentelemetry.io/docs/specs/otel/protocol/exporter/#endpoint-urls-for-otlphttp). Given to the exporter, so
 * the address in every message is the one tried.
 */
function tracesUrl(endpoint: { name: string; value: string }): string {
  if (endpoint.name === 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') return endpoint.value;
  return `${endpoint.value}${endpoint.value.endsWith('/') ? '' : '/'}v1/traces`;
}

function reasonOf(error: unknown, variable: string | undefined): string {
  const text = String((error as Error)?.message || error);
  if (/ECONNREFUSED/.test(text)) return 'nothing answers there (is the collector running?)';
  // The common slip: a full traces URL in the general variable, so `v1/traces` is added twice.
  if (/\b404\b|not found/i.test(text) && variable === 'OTEL_EXPORTER_OTLP_ENDPOINT') {
    return `${text} (OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base address, such as http://localhost:4318; a full traces URL goes in OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)`;
  }
  return text;
}

/** What a tracer that sends nothing has to do to flush and shut down: nothing. */
const NO_WORK = { flush: async () => {}, shutdown: async () => {} };

/** `promise`, or a rejection once `millis` have passed: the exit waits for the last spans, but not for ever. */
function withinTime(promise: Promise<void>, millis: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${millis} ms`)), millis).unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A tracing setting that cannot work, with what to change. */
class TracingSetupError extends Error {
  override name = 'TracingSetupError';
}

// #region otlp-json-lines
/**
 * A span exporter that appends each batch to a file as one line of OTLP/JSON (an ExportTraceServiceRequest, with
 * hex ids, as the OTLP specification's JSON encoding and the Collector's file exporter write it).
 */
class OtlpJsonLinesExporter implements SpanExporter {
  private writing: Promise<unknown> = Promise.resolve();

  private readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const line = `${new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans))}\n`;
    // Readable by its owner alone, as the run log is: with content capture on, spans hold what was said.
    this.writing = this.writing.then(() =>
      appendFile(this.file, line, { mode: 0o600 }).then(
        () => done({ code: ExportResultCode.SUCCESS }),
        (error: Error) => done({ code: ExportResultCode.FAILED, error }),
      ),
    );
  }

  async forceFlush(): Promise<void> {
    await this.writing;
  }

  async shutdown(): Promise<void> {
    await this.writing;
  }
}
// #endregion otlp-json-lines
