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
  /** Sends the spans ended so far (after each turn, so a crash later loses none of it). */
  flush(): Promise<void>;
  /** Sends what is left and stops; call it before the process exits. */
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
 * official exporters read the endpoint, headers and timeout from the same variables themselves.
 */
export function startTracing(file: string, env: NodeJS.ProcessEnv = process.env): Tracing {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (endpoint && protocol !== 'http/protobuf' && protocol !== 'http/json') {
    throw new TracingSetupError(
      `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported here: use http/protobuf or http/json.`,
    );
  }
  const exporter = !endpoint
    ? new OtlpJsonLinesExporter(file)
    : protocol === 'http/json'
      ? new JsonExporter()
      : new ProtobufExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'scheduling-agent' }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  return {
    tracer: provider.getTracer('@scheduling-agent/part7-observability'),
    destination: endpoint ? `${endpoint} (${protocol})` : '<calendar>.traces.jsonl (npm run trace -- FILE draws it)',
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
// #endregion start-tracing

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
    this.writing = this.writing.then(() =>
      appendFile(this.file, line).then(
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
