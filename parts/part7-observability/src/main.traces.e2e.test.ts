import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { newCalendarFile, REPO_ROOT, runPartAsync } from '@scheduling-agent/cli-io/testing';
import protobuf from 'protobufjs';
import { afterEach, describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const traceCli = new URL('./trace-cli.ts', import.meta.url);

/** One span as OTLP/JSON writes it: hex ids, attributes as a list of typed values. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}
type ExportRequest = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

const spansOf = (requests: ExportRequest[]) =>
  requests.flatMap((request) => request.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

/** What the "done" asks of one booking's spans: one trace, a turn with chat and execute_tool spans inside. */
function expectOneBooking(spans: OtlpSpan[]) {
  const turn = spans.find((span) => span.name.startsWith('invoke_agent'));
  expect(turn, `no invoke_agent span among ${spans.map((span) => span.name).join(', ')}`).toBeDefined();
  expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([turn?.traceId]));
  const children = spans.filter((span) => span.parentSpanId === turn?.spanId);
  const chats = children.filter((span) => attribute(span, 'gen_ai.operation.name') === 'chat');
  expect(chats.length).toBeGreaterThanOrEqual(2);
  for (const chat of chats) {
    expect(attribute(chat, 'gen_ai.provider.name')).toBe('offline');
    expect(attribute(chat, 'gen_ai.request.model')).toBe('offline');
  }
  const tools = children.filter((span) => attribute(span, 'gen_ai.operation.name') === 'execute_tool');
  expect(tools.map((span) => attribute(span, 'gen_ai.tool.name'))).toEqual([
    'checkAvailability',
    'scheduleAppointment',
  ]);
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * The part of OTLP's protobuf schema the test reads, with the field numbers of opentelemetry-proto's
 * `collector/trace/v1/trace_service.proto`, `trace/v1/trace.proto` and `common/v1/common.proto`; protobufjs skips
 * every field not named here, as any reader of an older schema does.
 */
const OTLP_SUBSET = protobuf
  .parse(`
  syntax = "proto3";
  message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
  message ResourceSpans { repeated ScopeSpans scope_spans = 2; }
  message ScopeSpans { repeated Span spans = 2; }
  message Span { bytes trace_id = 1; bytes span_id = 2; bytes parent_span_id = 4; string name = 5; repeated KeyValue attributes = 9; }
  message KeyValue { string key = 1; AnyValue value = 2; }
  message AnyValue { string string_value = 1; }
`)
  .root.lookupType('ExportTraceServiceRequest');

/** A protobuf export request in the shape OTLP/JSON gives it (ids as hex, names in lowerCamelCase). */
function fromProtobuf(bytes: Buffer): ExportRequest {
  return OTLP_SUBSET.toObject(OTLP_SUBSET.decode(bytes), { bytes: String, defaults: false }) as ExportRequest;
}

/** A stand-in for an OpenTelemetry Collector on 127.0.0.1: keeps each OTLP/HTTP request it is sent, JSON or protobuf. */
async function startCollector() {
  const received: { path: string; type: string; body: ExportRequest }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '';
      const bytes = Buffer.concat(chunks);
      const body = type === 'application/x-protobuf' ? fromProtobuf(bytes) : JSON.parse(bytes.toString('utf8'));
      received.push({ path: request.url ?? '', type, body });
      response.writeHead(200, { 'content-type': type === 'application/x-protobuf' ? type : 'application/json' }).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('part 7 traces a booking (offline model, piped input)', () => {
  it('writes the spans beside the calendar, as OTLP/JSON lines, by default', async () => {
    const calendar = newCalendarFile();
    const run = await runPartAsync(main, {
      input: 'book a haircut tomorrow at 2pm\n',
      args: ['--calendar', calendar, '--yes'],
    });
    expect(run.code, run.stderr).toBe(0);
    const file = calendar.replace(/\.json$/, '.traces.jsonl');
    expect(run.stdout).toContain(`Traces: ${file} (npm run trace -- FILE draws it)`);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expectOneBooking(spansOf(lines.map((line) => JSON.parse(line) as ExportRequest)));

    const drawn = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(traceCli), file], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(drawn.status, drawn.stderr).toBe(0);
    const page = drawn.stdout.trim().split('\n').at(-1)!;
    expect(page).toBe(file.replace(/\.jsonl$/, '.html'));
    expect(readFileSync(page, 'utf8')).toMatch(/Turn 1: invoke_agent scheduling-agent, \d+ ms, answered/);
  });

  it('says in one line why a trace file cannot be drawn', () => {
    const missing = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(traceCli), '/nonexistent/x.traces.jsonl'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );
    expect([missing.status, missing.stderr.trim()]).toEqual([
      2,
      '/nonexistent/x.traces.jsonl does not exist: the part writes <calendar>.traces.jsonl beside its calendar file.',
    ]);
  });

  it('sends them to the collector OTEL_EXPORTER_OTLP_ENDPOINT names, over http/json, before it exits', async () => {
    const collector = await startCollector();
    const calendar = newCalendarFile();
    const run = await runPartAsync(main, {
      input: 'book a haircut tomorrow at 2pm\n',
      args: ['--calendar', calendar, '--yes'],
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(collector.received.map(({ path, type }) => [path, type])).toContainEqual(['/v1/traces', 'application/json']);
    expectOneBooking(spansOf(collector.received.map(({ body }) => body)));
  });

  it('sends them over http/protobuf, the protocol OTLP exporters use when none is named', async () => {
    const collector = await startCollector();
    const run = await runPartAsync(main, {
      input: 'book a haircut tomorrow at 2pm\n',
      args: ['--calendar', newCalendarFile(), '--yes'],
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(collector.received.map(({ path, type }) => [path, type])).toContainEqual([
      '/v1/traces',
      'application/x-protobuf',
    ]);
    expectOneBooking(spansOf(collector.received.map(({ body }) => body)));
  });

  it('goes on when the collector is down, with one warning that names it and its variable', async () => {
    const calendar = newCalendarFile();
    const run = await runPartAsync(main, {
      input: 'hello\nhello\n',
      args: ['--calendar', calendar],
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.match(/^agent> /gm)).toHaveLength(2);
    const warnings = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.includes('Traces could not'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('http://127.0.0.1:9/v1/traces (from OTEL_EXPORTER_OTLP_ENDPOINT)');
    expect(run.stderr).not.toContain('ECONNREFUSED');
  });

  it('refuses an endpoint without a scheme at start, in one line', async () => {
    const run = await runPartAsync(main, { input: 'hello\n', env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:14318' } });
    expect([run.code, run.stderr.trim()]).toEqual([
      2,
      'error: OTEL_EXPORTER_OTLP_ENDPOINT=localhost:14318 is not a URL: give a URL such as http://localhost:4318.',
    ]);
  });

  it('tells in --help where traces go and how to send them to a collector', async () => {
    const run = await runPartAsync(main, { input: '', args: ['--help'] });
    for (const setting of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_PROTOCOL', '.traces.jsonl']) {
      expect(run.stdout).toContain(setting);
    }
    expect(run.stdout).toContain('OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT');
    expect(run.stdout).toMatch(/--trace .*\n.*not the OpenTelemetry trace/);
  });

  it('refuses a protocol it cannot send, in one line', async () => {
    const run = await runPartAsync(main, {
      input: 'hello\n',
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      'error: OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported here: use http/protobuf or http/json.',
    );
  });
});
