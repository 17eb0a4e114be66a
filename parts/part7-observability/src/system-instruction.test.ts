import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { tools } from '../test-fixtures/loop-setup.ts';
import { stepPosition } from './step-position.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import { needsApproval } from './tool-registry.ts';

const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

describe('the system instruction', () => {
  it('tells the model what asks first as the host decides it: booking and cancelling, not only deleting', () => {
    const asking = tools.list().filter((name) => needsApproval(tools.getDefinition(name)!));
    // The host's rule, which the sentence must match: both tools that change the calendar ask.
    expect(asking.sort()).toEqual(['deleteAppointment', 'scheduleAppointment']);
    const text = buildSystemInstruction(clock, stepPosition(1, 10)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Every call asks the person to approve it first, except to the tools the person trusts (with the calendar alone: checking and listing).',
    );
    expect(text).not.toContain('Deleting asks');
  });
});
