import { describe, expect, it } from 'vitest';
import { CHAOS_KINDS, isChaosKind } from './chaos-kinds.ts';

describe('CHAOS_KINDS', () => {
  it('lists each kind once, and isChaosKind knows them', () => {
    expect(new Set(CHAOS_KINDS).size).toBe(CHAOS_KINDS.length);
    expect(CHAOS_KINDS.every(isChaosKind)).toBe(true);
    expect(isChaosKind('gremlins')).toBe(false);
  });
});
