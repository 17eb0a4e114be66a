/** One span read back from a trace file: what the timeline draws. */
export interface TimelineSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  readonly startNs: bigint;
  readonly endNs: bigint;
  readonly failed: boolean;
  readonly attributes: Readonly<Record<string, string | number | boolean | string[]>>;
}

/** A trace file that cannot be drawn, with the line that says why. */
export class TraceFileError extends Error {
  override name = 'TraceFileError';
}

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
};

// #region read-trace-file
/**
 * The spans of an OTLP/JSON trace file, one ExportTraceServiceRequest per line (what the part writes, and what the
 * OpenTelemetry Collector's file exporter writes). A line that is not such a request is refused with its number,
 * except a last line with no newline after it: a write cut short by a crash, left out and told to `onCutShort`.
 */
export function readTraceFile(text: string, onCutShort: (line: number) => void = () => {}): TimelineSpan[] {
  const spans: TimelineSpan[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let request: { resourceSpans?: { scopeSpans?: { spans?: unknown[] }[] }[] };
    try {
      request = JSON.parse(line);
    } catch {
      if (index === lines.length - 1) {
        onCutShort(index + 1);
        continue;
      }
      throw new TraceFileError(`line ${index + 1} is not JSON: is this a trace file (<calendar>.traces.jsonl)?`);
    }
    if (!Array.isArray(request?.resourceSpans)) {
      throw new TraceFileError(`line ${index + 1} is not an OTLP export request (it has no "resourceSpans").`);
    }
    for (const raw of request.resourceSpans.flatMap((r) => r.scopeSpans ?? []).flatMap((s) => s.spans ?? [])) {
      spans.push(readSpan(raw as Record<string, unknown>, index + 1));
    }
  }
  if (spans.length === 0) throw new TraceFileError('it holds no spans: run the part with a message first.');
  return spans;
}
// #endregion read-trace-file

function readSpan(raw: Record<string, unknown>, line: number): TimelineSpan {
  const { traceId, spanId, name, startTimeUnixNano, endTimeUnixNano } = raw;
  if (typeof traceId !== 'string' || typeof spanId !== 'string' || typeof name !== 'string') {
    throw new TraceFileError(`line ${line} has a span without a traceId, spanId or name.`);
  }
  const attributes: Record<string, string | number | boolean | string[]> = {};
  for (const { key, value } of (raw.attributes ?? []) as { key: string; value: AnyValue }[]) {
    attributes[key] = attributeValue(value);
  }
  const status = raw.status as { code?: number } | undefined;
  return {
    traceId,
    spanId,
    parentSpanId: typeof raw.parentSpanId === 'string' && raw.parentSpanId !== '' ? raw.parentSpanId : undefined,
    name,
    startNs: BigInt(String(startTimeUnixNano ?? 0)),
    endNs: BigInt(String(endTimeUnixNano ?? 0)),
    failed: status?.code === 2,
    attributes,
  };
}

function attributeValue(value: AnyValue): string | number | boolean | string[] {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map((item) => String(attributeValue(item)));
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.doubleValue ?? value.boolValue ?? '';
}

/** The bar colours, by what the span is: the legend and the browser test use the same ones. */
export const COLOURS = { chat: '#4e79a7', execute_tool: '#59a14f', approval: '#f28e2b', failed: '#e15759' } as const;

// #region render-timeline
/**
 * A self-contained HTML page (inline CSS, no script, nothing fetched): one row per turn (trace), and in it one bar
 * per model call, tool call and question to the person, placed and sized by its time within the turn, labelled with
 * its duration, tokens and result.
 */
export function renderTimeline(spans: readonly TimelineSpan[], title: string): string {
  const turns = [...groupBy(spans, (span) => span.traceId).values()]
    .map((trace) => ({ root: trace.find((span) => !span.parentSpanId) ?? trace[0]!, trace }))
    .sort((a, b) => Number(a.root.startNs - b.root.startNs));
  const rows = turns.map(({ root, trace }, index) => turnRow(index + 1, root, trace)).join('\n');
  const legend = Object.entries(COLOURS)
    .map(([kind, colour]) => `<span class="key"><i style="background:${colour}"></i>${kind}</span>`)
    .join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#222;background:#fff}
.turn{margin:0 0 28px}.turn h2{font-size:15px;margin:0 0 6px}
.lane{position:relative;height:30px;margin:3px 0;background:#f3f3f3}
.bar{position:absolute;top:0;height:30px;min-width:6px;box-sizing:border-box}
.label{position:absolute;left:4px;top:7px;white-space:nowrap;font-size:12px}
.key{margin-right:14px}.key i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>${legend}</p>
${rows}
</body></html>
`;
}
// #endregion render-timeline

function turnRow(number: number, root: TimelineSpan, trace: readonly TimelineSpan[]): string {
  const total = Number(root.endNs - root.startNs) || 1;
  const exit = root.attributes['scheduling_agent.turn.exit'] ?? '';
  const lanes = trace
    .filter((span) => span !== root)
    .sort((a, b) => Number(a.startNs - b.startNs))
    .map((span) => {
      const left = (Number(span.startNs - root.startNs) / total) * 100;
      const width = (Number(span.endNs - span.startNs) / total) * 100;
      const colour = span.failed ? COLOURS.failed : colourOf(span);
      const place = `left:${left.toFixed(2)}%;width:${width.toFixed(2)}%;background:${colour}`;
      return `<div class="lane"><div class="bar" style="${place}"></div><span class="label">${escapeHtml(describe(span))}</span></div>`;
    });
  return `<section class="turn"><h2>Turn ${number}: ${escapeHtml(root.name)}, ${ms(root)}${exit ? `, ${escapeHtml(String(exit))}` : ''}</h2>
${lanes.join('\n')}
</section>`;
}

function colourOf(span: TimelineSpan): string {
  const operation = String(span.attributes['gen_ai.operation.name'] ?? '');
  return operation in COLOURS ? COLOURS[operation as keyof typeof COLOURS] : '#999';
}

/** A bar's words: what ran, how long it took, the tokens it reported and what came of it. */
function describe(span: TimelineSpan): string {
  const a = span.attributes;
  const tokens =
    a['gen_ai.usage.input_tokens'] !== undefined
      ? `, ${a['gen_ai.usage.input_tokens']} in / ${a['gen_ai.usage.output_tokens']} out tokens`
      : '';
  const result =
    a['error.type'] ??
    a['scheduling_agent.approval.answer'] ??
    a['scheduling_agent.tool.outcome'] ??
    (Array.isArray(a['gen_ai.response.finish_reasons']) ? a['gen_ai.response.finish_reasons'].join(',') : '');
  return `${span.name} ${ms(span)}${tokens}${result === '' ? '' : ` → ${String(result)}`}`;
}

const ms = (span: TimelineSpan) => `${(Number(span.endNs - span.startNs) / 1e6).toFixed(0)} ms`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
