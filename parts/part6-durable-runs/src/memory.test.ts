import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import {
  factsOverBudget,
  factTokens,
  MAX_FACT_LENGTH,
  MAX_FACTS_CHARACTERS,
  memoryFileFor,
  openMemory,
} from './memory.ts';
import { stepPosition } from './step-position.ts';
import { buildSystemInstruction, REMEMBERED_HEADING } from './system-instruction.ts';

const fresh = () => memoryFileFor(join(mkdtempSync(join(tmpdir(), 'memory-')), 'calendar.json'));

describe('facts kept across sessions', () => {
  it('keeps a fact on disk for the next process, and forgets one or all', async () => {
    const file = fresh();
    const memory = await openMemory(file);
    expect(await memory.remember('  my dentist is   Dr Patel ')).toBeUndefined();
    await memory.remember('I never book before 9');
    const later = await openMemory(file);
    expect(later.facts()).toEqual(['my dentist is Dr Patel', 'I never book before 9']);
    expect(await later.forget(1)).toEqual(['my dentist is Dr Patel']);
    expect((await openMemory(file)).facts()).toEqual(['I never book before 9']);
    await later.forget();
    expect((await openMemory(file)).facts()).toEqual([]);
  });

  it('puts the facts in the system instruction, bounded, and nothing when there are none', async () => {
    const memory = await openMemory(fresh());
    expect(await memory.remember('x'.repeat(MAX_FACT_LENGTH + 1))).toMatch(/at most 200 characters/);
    await memory.remember('my dentist is Dr Patel');
    const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
    const withFacts = buildSystemInstruction(clock, stepPosition(1, 10), memory.facts());
    expect(withFacts).toContain(`${REMEMBERED_HEADING}\n- my dentist is Dr Patel\n`);
    expect(buildSystemInstruction(clock, stepPosition(1, 10))).not.toContain(REMEMBERED_HEADING);
  });

  it('keeps all facts together within what the context budget gives them, and says so', async () => {
    const memory = await openMemory(fresh());
    for (let index = 0; index < 5; index++) {
      expect(await memory.remember(`fact ${index} ${'x'.repeat(190)}`)).toBeUndefined();
    }
    expect(await memory.remember('my dentist is Dr Patel')).toBe(
      `The facts kept may take ${MAX_FACTS_CHARACTERS} characters in all, so they leave room in the context budget for the conversation: /forget one first.`,
    );
    expect(memory.facts()).toHaveLength(5);
  });

  it('counts the facts as the context budget counts a request, and refuses one that takes more than their share', async () => {
    const memory = await openMemory(fresh(), 500);
    expect(await memory.remember(`fact one ${'x'.repeat(180)}`)).toBeUndefined();
    const refused = await memory.remember(`fact two ${'y'.repeat(180)}`);
    expect(refused).toMatch(
      /^Not remembered: the facts would take about \d+ tokens, more than a quarter of the context budget \(500, LLM_CONTEXT_TOKENS\)/,
    );
    expect(memory.facts()).toHaveLength(1);
    const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
    const withFacts = buildSystemInstruction(clock, stepPosition(1, 10), memory.facts());
    const without = buildSystemInstruction(clock, stepPosition(1, 10));
    // What the facts add to the instruction, as the budget estimates it (three characters a token), within rounding.
    expect(
      Math.abs(factTokens(memory.facts()) - Math.ceil((withFacts.length - without.length) / 3)),
    ).toBeLessThanOrEqual(2);
    expect(factsOverBudget(memory.facts(), 500)).toBeUndefined();
    expect(factsOverBudget(memory.facts(), 200)).toMatch(/^The facts kept take about \d+ tokens, more than a quarter/);
    expect(factsOverBudget(memory.facts(), undefined)).toBeUndefined();
  });

  it('refuses a damaged memory file in one line and leaves it as it was', async () => {
    const file = fresh();
    writeFileSync(file, '{"version": 1, "facts": [3]}');
    await expect(openMemory(file)).rejects.toThrow(/^The memory file .* cannot be read: .*it was not changed\.$/);
    expect(readFileSync(file, 'utf8')).toBe('{"version": 1, "facts": [3]}');
  });
});
