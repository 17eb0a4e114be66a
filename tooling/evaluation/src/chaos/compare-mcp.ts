import type { ChaosResults } from './run-chaos.ts';

/**
 * Where the runs through MCP (Part 5) came out differently from Part 4's on the same scenarios and seeds, one line
 * each: the protocol should change nothing the agent sees, so any difference in completion or crashes is a bug in the
 * boundary (a result lost, reworded or cut on the way). Empty when every rate matches.
 */
export function mcpDifferences(native: ChaosResults, overMcp: ChaosResults): string[] {
  return overMcp.rates.flatMap((rate) => {
    const same = native.rates.find((other) => other.rate === rate.rate);
    if (!same || (same.completed === rate.completed && same.crashes === rate.crashes && same.runs === rate.runs))
      return [];
    const percent = `${Math.round(rate.rate * 100)}%`;
    return [
      `Part 5 over MCP: ${rate.completed} of ${rate.runs} completed and ${rate.crashes} crashed at ${percent}, against Part 4's ${same.completed} and ${same.crashes} (the target is the same)`,
    ];
  });
}
