import { describe, expect, it } from 'vitest';
import { parseCalendarContents, parseCalendarFile, serializeCalendar } from './calendar-file.ts';
import { CalendarFileError } from './errors.ts';

const FILE = '/x/calendar.json';
const ENTRY = {
  id: 'apt_abc123',
  start: '2026-11-23T10:00',
  end: '2026-11-23T10:30',
  createdAt: '2026-11-20T08:00:00Z',
};

function fileWith(appointments: unknown[]): string {
  return JSON.stringify({ version: 1, appointments });
}

function refusal(text: string): CalendarFileError {
  try {
    parseCalendarFile(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(CalendarFileError);
    return error as CalendarFileError;
  }
  throw new Error(`Expected this file to be refused, but it was read: ${text}`);
}

describe('parseCalendarFile', () => {
  it('reads appointments, sorted by start, with times written the standard way', () => {
    const later = { ...ENTRY, id: 'apt_later1', start: '2026-11-24T09:00:00', end: '2026-11-24T09:30:00' };
    const appointments = parseCalendarFile(fileWith([later, { ...ENTRY, title: 'Dentist' }]), FILE);
    expect(appointments.map((appointment) => appointment.id)).toEqual(['apt_abc123', 'apt_later1']);
    expect(appointments[0]?.title).toBe('Dentist');
    expect(appointments[1]).toMatchObject({ start: '2026-11-24T09:00', end: '2026-11-24T09:30' });
  });

  it('reads an empty calendar and ignores a byte-order mark', () => {
    expect(parseCalendarFile('\uFEFF{"version":1,"appointments":[]}', FILE)).toEqual([]);
  });

  it('refuses an empty file, saying how to start afresh', () => {
    const error = refusal('  \n');
    expect(error.problem).toBe('empty');
    expect(error.message).toContain(`Calendar file ${FILE} is empty`);
  });

  it('refuses text that is not JSON, naming the file and the line', () => {
    const error = refusal('{\n  "version": 1,\n  "appointments": [,]\n}');
    expect(error.problem).toBe('not-json');
    expect(error.message).toBe(`Calendar file ${FILE} is not valid JSON (line 3): fix or move it; it was not changed.`);
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.name).toBe('CalendarFileError');
    expect(error.file).toBe(FILE);
  });

  it('refuses JSON that is not a calendar', () => {
    for (const text of ['[]', '{"appointments": []}', '{"version": 1}', '{"version": 1, "appointments": {}}', '"hi"']) {
      expect(refusal(text).problem, text).toBe('not-a-calendar');
    }
    expect(refusal('{"version": 1, "appointments": [], "notes": "x"}').message).toContain('"notes"');
  });

  it('refuses a version it does not know', () => {
    const error = refusal('{"version": 2, "appointments": []}');
    expect(error.problem).toBe('unknown-version');
    expect(error.message).toContain('has version 2, but this program reads version 1');
  });

  it('refuses bad entries, pointing at the entry and the field', () => {
    const cases: [unknown, string][] = [
      ['apt', 'not an object'],
      [{ ...ENTRY, colour: 'red' }, '"colour"'],
      [{ ...ENTRY, id: '' }, '"id"'],
      [{ ...ENTRY, start: 'Monday 10am' }, '"start"'],
      [{ ...ENTRY, end: '2026-11-23' }, '"end"'],
      [{ ...ENTRY, end: '2026-11-23T09:00' }, '"end" must be after "start"'],
      [{ ...ENTRY, title: 42 }, '"title"'],
      [{ ...ENTRY, createdAt: 'yesterday' }, '"createdAt"'],
    ];
    for (const [entry, expected] of cases) {
      const error = refusal(fileWith([entry]));
      expect(error.problem).toBe('bad-appointment');
      expect(error.message).toContain('appointments[0]');
      expect(error.message).toContain(expected);
    }
  });

  it('refuses two appointments with the same id', () => {
    const later = { ...ENTRY, start: '2026-11-24T09:00', end: '2026-11-24T09:30' };
    expect(refusal(fileWith([ENTRY, later])).message).toContain(
      'appointments[1] (id "apt_abc123"): its id is used twice',
    );
  });

  it('quotes text from the file escaped and shortened, so a damaged entry cannot drive the terminal', () => {
    const hostile = '\u001b]0;pwned\u0007\u001b[2J\u001bc\u009b31m\u202e';
    const byId = refusal(fileWith([{ ...ENTRY, id: hostile, end: '2026-11-23T09:00' }])).message;
    expect(byId).toContain('(id "\\u001b]0;pwned\\u0007\\u001b[2J\\u001bc\\u009b31m\\u202e")');
    const byKey = refusal(fileWith([{ ...ENTRY, [`x${hostile}`]: 1 }])).message;
    const byExtra = refusal(JSON.stringify({ version: 1, appointments: [], [`${'y'.repeat(60)}\n`]: 1 })).message;
    for (const message of [byId, byKey, byExtra])
      expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(byExtra).toContain(`"${'y'.repeat(40)}…" (61 characters)`);
  });
});

describe('serializeCalendar', () => {
  it('writes pretty JSON a person can read, sorted by start, with no title key when there is none', () => {
    const later = { ...ENTRY, id: 'apt_later1', start: '2026-11-24T09:00', end: '2026-11-24T09:30', title: 'Dentist' };
    expect(serializeCalendar([later, ENTRY])).toBe(
      `{
  "version": 1,
  "appointments": [
    {
      "id": "apt_abc123",
      "start": "2026-11-23T10:00",
      "end": "2026-11-23T10:30",
      "createdAt": "2026-11-20T08:00:00Z"
    },
    {
      "id": "apt_later1",
      "start": "2026-11-24T09:00",
      "end": "2026-11-24T09:30",
      "title": "Dentist",
      "createdAt": "2026-11-20T08:00:00Z"
    }
  ]
}
`,
    );
  });

  it('reads back what it writes, with the count of ids handed out', () => {
    const appointments = [{ ...ENTRY, title: 'Dentist' }];
    expect(parseCalendarFile(serializeCalendar(appointments), FILE)).toEqual(appointments);
    expect(parseCalendarContents(serializeCalendar(appointments, 7), FILE)).toEqual({ appointments, idsIssued: 7 });
    expect(parseCalendarContents(serializeCalendar(appointments), FILE).idsIssued).toBe(0);
  });

  it('refuses a count of ids that is not a whole number of 0 or more', () => {
    for (const bad of ['-1', '1.5', '"3"', 'null']) {
      expect(() => parseCalendarFile(`{"version":1,"idsIssued":${bad},"appointments":[]}`, FILE)).toThrow(
        /"idsIssued" .* must be a whole number of 0 or more/,
      );
    }
  });
});
