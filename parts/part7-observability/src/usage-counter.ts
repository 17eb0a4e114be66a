import type { TokenUsage } from '@scheduling-agent/llm-service';

/** Adds up the token counts a provider reports; undefined when it reports none. */
export class UsageCounter {
  private input = 0;
  private output = 0;
  private reported = false;

  add(usage: TokenUsage | undefined): void {
    if (!usage) return;
    this.reported = true;
    this.input += usage.inputTokens;
    this.output += usage.outputTokens;
  }

  total(): TokenUsage | undefined {
    return this.reported ? { inputTokens: this.input, outputTokens: this.output } : undefined;
  }
}
