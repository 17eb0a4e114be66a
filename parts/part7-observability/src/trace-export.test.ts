import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTracing } from './trace-export.ts';

/** A port on 127.0.0.1 that nothing listens on: a collector that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('where the traces go', () => {
  it('names the real trace file in the banner, not a placeholder', () => {
    expect(startTracing('/tmp/x/calendar.traces.jsonl', {}).destination).toBe(
      '/tmp/x/calendar.traces.jsonl (npm run trace -- FILE draws it)',
    );
  });

  it.each([
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:14318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT=localhost:14318 is not a URL'],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '127.0.0.1' }, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=127.0.0.1 is not a URL'],
    [
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc' },
      'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=grpc is not supported here',
    ],
    [
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' },
      'OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported here',
    ],
  ])('refuses %j at start, naming the variable that is set', (env, message) => {
    expect(() => startTracing('t.jsonl', env)).toThrow(message);
  });

  it('does not hold up a turn when the collector is down, and warns once, naming it and its variable', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const warnings: string[] = [];
    const tracing = startTracing('t.jsonl', { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, (line) => warnings.push(line));
    for (const turn of [1, 2]) {
      tracing.tracer.startSpan(`turn ${turn}`).end();
      await tracing.flush();
    }
    // The flush after each turn returned before the export could have failed: nothing said yet.
    expect(warnings).toEqual([]);
    await tracing.shutdown();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toBe(
      `Traces could not be sent to ${endpoint}/v1/traces (from OTEL_EXPORTER_OTLP_ENDPOINT): nothing answers there (is the collector running?). The agent goes on without them.`,
    );
  });

  it('gives up on a collector that never answers, so the exit is not held up', async () => {
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const warnings: string[] = [];
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_TIMEOUT: '200' };
    const tracing = startTracing('t.jsonl', env, (line) => warnings.push(line));
    tracing.tracer.startSpan('turn').end();
    await tracing.shutdown();
    server.closeAllConnections();
    server.close();
    expect(warnings).toHaveLength(1);
  });

  it('reads an endpoint pasted with spaces around it as the address meant, and names the URL it posts to', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: ' http://localhost:4318/ ' };
    expect(startTracing('t.jsonl', env).destination).toBe('http://localhost:4318/v1/traces (http/protobuf)');
    const traces = {
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://localhost:4318/custom\t',
      OTEL_EXPORTER_OTLP_ENDPOINT: ' ',
    };
    expect(startTracing('t.jsonl', traces).destination).toBe('http://localhost:4318/custom (http/protobuf)');
  });

  it('names the URL tried when the collector answers 404, and says what the general variable is for', async () => {
    const paths: string[] = [];
    const server = createServer((request, response) => {
      paths.push(request.url ?? '');
      response.writeHead(404).end('404 page not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
    const warnings: string[] = [];
    const tracing = startTracing('t.jsonl', { OTEL_EXPORTER_OTLP_ENDPOINT: base }, (line) => warnings.push(line));
    tracing.tracer.startSpan('turn').end();
    await tracing.shutdown();
    server.close();
    expect(paths).toEqual(['/v1/traces/v1/traces']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`Traces could not be sent to ${base}/v1/traces (from OTEL_EXPORTER_OTLP_ENDPOINT)`);
    expect(warnings[0]).toContain('a full traces URL goes in OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  });

  it('keeps the trace file to its owner, as the run log', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'traces-')), 'calendar.traces.jsonl');
    const tracing = startTracing(file, {});
    tracing.tracer.startSpan('turn').end();
    await tracing.shutdown();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('sends nothing anywhere when OTEL_SDK_DISABLED=true, and says so in the banner', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'traces-')), 'calendar.traces.jsonl');
    const env = { OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' };
    const tracing = startTracing(file, env);
    expect(tracing.destination).toBe('off (OTEL_SDK_DISABLED=true)');
    tracing.tracer.startSpan('turn').end();
    await tracing.flush();
    await tracing.shutdown();
    expect(() => readFileSync(file)).toThrow(/ENOENT/);
  });
});
