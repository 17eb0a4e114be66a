import { describe, expect, it } from 'vitest';
import { createOfflineModel } from '../offline-model.ts';
import { withChaos } from './with-chaos.ts';

describe('withChaos', () => {
  it('wraps the model and says so in the label', () => {
    const model = withChaos(createOfflineModel(), { rate: 0.3, seed: 1 });
    expect(model.provider).toBe('offline');
    expect(model.label).toContain('+ chaos 30%');
  });

  it('retries made-up transport errors, so most calls still reach a reply', async () => {
    const retries: number[] = [];
    const model = withChaos(createOfflineModel(), { rate: 1, seed: 3, onRetry: (info) => retries.push(info.attempt) });
    let replies = 0;
    for (let index = 0; index < 40; index++) {
      const request = { systemInstruction: '', messages: [{ role: 'user' as const, text: 'hi' }] };
      await model.generate(request).then(
        () => replies++,
        (error: Error) => expect(error.name).not.toMatch(/NetworkError|ServerError/),
      );
    }
    expect(replies).toBeGreaterThan(0);
    expect(retries.length).toBeGreaterThan(0);
  });
});
