import { CALENDAR_TOOLS } from '@scheduling-agent/calendar-mcp';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { stepPosition } from './step-position.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import { needsApproval } from './tool-registry.ts';

const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

describe('the system instruction', () => {
  it('tells the model what asks first as the host decides it: booking and cancelling, not only deleting', () => {
    const asking = CALENDAR_TOOLS.filter(({ name, description, inputSchema, annotations }) =>
      needsApproval({ name, description, parameters: inputSchema, server: 'calendar', annotations }),
    ).map(({ name }) => name);
    // The host's rule, which the sentence must match: both tools that change the calendar ask.
    expect(asking.sort()).toEqual(['deleteAppointment', 'scheduleAppointment']);
    const text = buildSystemInstruction(clock, stepPosition(1, 10)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Every call that may change something (booking, cancelling, any tool not marked as only reading) asks the person to approve it first.',
    );
    expect(text).not.toContain('Deleting asks');
  });
});
