import type { LanguageModel } from '@scheduling-agent/llm-service';
import { CHAOS_KINDS, type ChaosKind, type ChaosStats } from '@scheduling-agent/offline-model';
import type { LoopObserver } from '@scheduling-agent/part3-loop';

/** A chaos run's record: one line per model call and tool result, and how many model calls the turn has made. */
export interface RunTrace {
  readonly lines: string[];
  steps: number;
}

/** The model as the agent sees it, noting in the trace which corruptions chaos applied to each call. */
export function tracedModel(model: LanguageModel, trace: RunTrace): LanguageModel & { readonly stats: ChaosStats } {
  const statsOf = (): ChaosStats => (model as LanguageModel & { stats?: ChaosStats }).stats ?? noChaos();
  return {
    provider: model.provider,
    label: model.label,
    get stats() {
      return statsOf();
    },
    async generate(request) {
      const before = statsOf().byKind;
      try {
        return await model.generate(request);
      } finally {
        const after = statsOf().byKind;
        const kinds = CHAOS_KINDS.flatMap((kind) => Array<ChaosKind>(after[kind] - before[kind]).fill(kind));
        if (kinds.length > 0) trace.lines.push(`chaos: ${kinds.join(', ')}`);
      }
    },
  };
}

/** Notes each step in the trace (tool calls with their results) and counts the model calls. */
export function traceObserver(trace: RunTrace): LoopObserver {
  return {
    onModelCall({ position: { step }, decision }) {
      trace.steps = step;
      if (decision.type === 'answer') trace.lines.push(`step ${step}: answer`);
      if (decision.type === 'invalid') {
        trace.lines.push(`step ${step}: reply not usable: ${decision.problem.slice(0, 90)}…`);
      }
    },
    onToolResult({ position: { step }, result }) {
      const outcome =
        result.type === 'result'
          ? result.result.message.split('\n')[0]
          : `failed: ${result.type === 'error' ? result.error.message : result.message}`;
      trace.lines.push(`step ${step}: ${result.call.tool} ${JSON.stringify(result.call.parameters)} → ${outcome}`);
    },
  };
}

function noChaos(): ChaosStats {
  const byKind = Object.fromEntries(CHAOS_KINDS.map((kind) => [kind, 0])) as Record<ChaosKind, number>;
  return { replies: 0, corrupted: 0, byKind };
}
