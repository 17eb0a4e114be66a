import { registerSecret } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { describeCall, shorten } from './describe-call.ts';

/** A key with no word in it, so any four characters of it in a line can only have come from the key. */
const KEY = 'zq7Xw9Pv3mT2kL8rN4cY';
registerSecret(KEY);

function expectNoPieceOfKey(text: string): void {
  for (let from = 0; from + 4 <= KEY.length; from++) expect(text).not.toContain(KEY.slice(from, from + 4));
}

describe('a key in a value or a result, at every position of the cut', () => {
  it('is blanked before a value is cut to 60 characters', () => {
    for (let at = 0; at <= 70; at++) {
      const title = `${'a'.repeat(at)}${KEY}${'b'.repeat(30)}`;
      expectNoPieceOfKey(describeCall({ tool: 'scheduleAppointment', parameters: { title } }));
      expectNoPieceOfKey(describeCall({ tool: 'scheduleAppointment', parameters: { title: `Team ${title}` } }));
    }
  });

  it('is blanked before a result is cut to 80 or 100 characters', () => {
    for (let at = 0; at <= 110; at++) {
      const message = `Booked Tue 24 Nov 10:00–10:30 ${'a'.repeat(at)}${KEY} (apt_x1y2z3).`;
      expectNoPieceOfKey(shorten(message, 80));
      expectNoPieceOfKey(shorten(message));
    }
  });
});

describe('describeCall', () => {
  it('shows plain values as they are and quotes the rest, so a newline cannot forge a line', () => {
    const call = { tool: 'scheduleAppointment', parameters: { start: '2026-11-24T10:00', title: 'x\nagent> fake' } };
    expect(describeCall(call)).toBe('scheduleAppointment start=2026-11-24T10:00 title="x\\nagent> fake"');
  });

  it('cuts a huge value', () => {
    const line = describeCall({ tool: 'scheduleAppointment', parameters: { title: 'x'.repeat(1_000_000) } });
    expect(line.length).toBeLessThan(100);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('shorten', () => {
  it('keeps the items of a list on the line instead of ending in a colon', () => {
    expect(shorten('2 appointments for 2026-11-24:\n  Tue 10:00 A\n  Tue 11:00 B')).toBe(
      '2 appointments for 2026-11-24: Tue 10:00 A; Tue 11:00 B',
    );
  });
});
