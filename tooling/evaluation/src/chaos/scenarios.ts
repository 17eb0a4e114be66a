/** An appointment as a scenario states it: where it starts and ends (local time) and its title. */
export interface ScenarioAppointment {
  readonly start: string;
  readonly end: string;
  readonly title: string;
}

/** A tool call the turn must have run successfully, matched on the tool and these parameters (others may differ). */
interface RequiredCall {
  readonly tool: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

// #region scenario
/**
 * One thing a person asks Part 3, and how to tell that it was done without reading the reply's wording: the calendar
 * it starts from, the calendar it must end with, and the tool calls that must have succeeded on the way (so that "is
 * 10am free?" counts only when the time was really checked). `minimumSteps` is the number of model calls the offline
 * model needs with no faults, the baseline for counting the calls spent on recovery.
 */
export interface Scenario {
  readonly name: string;
  readonly message: string;
  readonly before: readonly ScenarioAppointment[];
  readonly after: readonly ScenarioAppointment[];
  readonly requiredCalls: readonly RequiredCall[];
  readonly minimumSteps: number;
}
// #endregion scenario

/** The pinned "now" of every scenario: Monday 23 November 2026, 08:30 in London. "Tomorrow" is Tuesday the 24th. */
export const SCENARIO_NOW = '2026-11-23T08:30:00Z';
/** The time zone the scenarios' clock reads wall-clock times in. */
export const SCENARIO_TIME_ZONE = 'Europe/London';

const dentist: ScenarioAppointment = { start: '2026-11-24T10:00', end: '2026-11-24T10:30', title: 'Dentist' };
const haircut: ScenarioAppointment = { start: '2026-11-24T14:00', end: '2026-11-24T14:30', title: 'Haircut' };

const check = (start: string): RequiredCall => ({ tool: 'checkAvailability', parameters: { start } });
const list = (date: string): RequiredCall => ({ tool: 'listAppointments', parameters: { date } });

// #region scenarios
/** Part 3's offline scenarios: booking, moving, cancelling (each with approval where it deletes), checking, listing. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'book a free time',
    message: 'book a haircut tomorrow at 2pm',
    before: [],
    after: [haircut],
    requiredCalls: [check('2026-11-24T14:00')],
    minimumSteps: 3, // check, book, answer
  },
  {
    name: 'book for an hour',
    message: 'book a team meeting tomorrow at 11am for an hour',
    before: [dentist],
    after: [dentist, { start: '2026-11-24T11:00', end: '2026-11-24T12:00', title: 'Team meeting' }],
    requiredCalls: [{ tool: 'checkAvailability', parameters: { start: '2026-11-24T11:00', durationMinutes: 60 } }],
    minimumSteps: 3, // check, book, answer
  },
  {
    name: 'book a taken time',
    message: 'book a haircut tomorrow at 10am',
    before: [dentist],
    after: [dentist],
    requiredCalls: [check('2026-11-24T10:00')],
    minimumSteps: 2, // check, answer with other times
  },
  {
    name: 'move',
    message: 'move my haircut tomorrow to 4pm',
    before: [dentist, haircut],
    after: [dentist, { ...haircut, start: '2026-11-24T16:00', end: '2026-11-24T16:30' }],
    requiredCalls: [list('2026-11-24')],
    minimumSteps: 4, // list, book the new time, delete the old (approved), answer
  },
  {
    name: 'move to a taken time',
    message: 'move my haircut tomorrow to 10am',
    before: [dentist, haircut],
    after: [dentist, haircut],
    requiredCalls: [list('2026-11-24')],
    minimumSteps: 3, // list, try to book (refused), answer with other times
  },
  {
    name: 'cancel by time',
    message: 'cancel my 10am tomorrow',
    before: [dentist, haircut],
    after: [haircut],
    requiredCalls: [],
    minimumSteps: 2, // delete (approved), answer
  },
  {
    name: 'cancel by name',
    message: 'cancel my haircut tomorrow',
    before: [dentist, haircut],
    after: [dentist],
    requiredCalls: [list('2026-11-24')],
    minimumSteps: 3, // list, delete (approved), answer
  },
  {
    name: 'check one time',
    message: 'is tomorrow at 10am free?',
    before: [],
    after: [],
    requiredCalls: [check('2026-11-24T10:00')],
    minimumSteps: 2, // check, answer
  },
  {
    name: 'check two times',
    message: 'is 10am or 3pm tomorrow free?',
    before: [dentist],
    after: [dentist],
    requiredCalls: [check('2026-11-24T10:00'), check('2026-11-24T15:00')],
    minimumSteps: 2, // both checks in one reply, answer
  },
  {
    name: 'list a day',
    message: "what's on my calendar tomorrow?",
    before: [dentist, haircut],
    after: [dentist, haircut],
    requiredCalls: [list('2026-11-24')],
    minimumSteps: 2, // list, answer
  },
];
// #endregion scenarios
