import { fixedClock } from '@scheduling-agent/clock';
import type { ChatMessage } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from './offline-model.ts';

const model = createOfflineModel({ clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London') });
const schema = { type: 'object', properties: { action: { enum: ['answer'] } } };

async function reply(messages: ChatMessage[], systemInstruction = 'You are a scheduling assistant.') {
  const { text } = await model.generate({ systemInstruction, messages, responseSchema: schema });
  return JSON.parse(text).response as string;
}

describe('facts the person stated before', () => {
  it('acknowledges a fact, and answers from it in a later turn', async () => {
    expect(await reply([{ role: 'user', text: 'my dentist is Dr Patel' }])).toBe('Noted: your dentist is Dr Patel.');
    const later = await reply([
      { role: 'user', text: 'my dentist is Dr Patel' },
      { role: 'assistant', text: 'Noted.' },
      { role: 'user', text: 'who is my dentist?' },
    ]);
    expect(later).toBe('Your dentist is Dr Patel (you told me earlier).');
  });

  it('answers from a fact a host lists under a heading about remembering, with no history at all', async () => {
    const instruction =
      'You are a scheduling assistant.\nWhat to remember from earlier conversations:\n- my dentist is Dr Patel\n';
    expect(await reply([{ role: 'user', text: 'who is my dentist?' }], instruction)).toBe(
      'Your dentist is Dr Patel (you told me earlier).',
    );
    // The positive control's counterpart: without the fact, the stand-in does not make one up.
    expect(await reply([{ role: 'user', text: 'who is my dentist?' }])).not.toContain('Patel');
  });
});
