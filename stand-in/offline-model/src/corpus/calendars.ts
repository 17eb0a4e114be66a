import { type Clock, fixedClock } from '@scheduling-agent/clock';
import type { ClockName, Slot } from './corpus-case.ts';

/** Where every case starts: a pinned "now" in London, and the calendar booked before the person speaks. */
export interface Start {
  readonly clock: Clock;
  /** Appointments as `Title@start/minutes`, after "now" except in `outside-7`, which keeps last week's. */
  readonly booked: readonly Slot[];
}

const slot = (text: string): Slot => {
  const [title, rest] = text.split('@') as [string, string];
  const [start, minutes] = rest.split('/') as [string, string];
  const end = new Date(Date.parse(`${start}:00Z`) + Number(minutes) * 60_000).toISOString().slice(0, 16);
  return { title, start, end };
};

/**
 * The corpus's days: a Monday (the docs' clock), a Friday (when "tomorrow" is a Saturday), the last day of a month,
 * and the last day of a year. Each calendar has the same kinds of trouble on purpose: two appointments at nearby
 * times, two with the same title on different days, a title that shares a word with another. `outside` is the Monday
 * and calendar the sentences of `regression-weeks-on-and-days-in-titles.ts` were tried on from outside: a full Tuesday
 * and a second haircut a week later. `outside-3` is the same Monday with the calendar of the third outside try
 * (`regression-windows-repeats-counts.ts`): one half-hour appointment on each weekday. `outside-7` is the same Monday
 * with a calendar like the seventh outside try's: last week's appointments still in it, a busy Friday, and a budget
 * meeting and a review beyond the coming fortnight.
 */
export const STARTS: Readonly<Record<ClockName, Start>> = {
  monday: {
    clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London'),
    booked: [
      'Standup@2026-11-23T09:30/15',
      'Lunch with Sam@2026-11-23T12:30/60',
      'Project review@2026-11-23T16:00/30',
      'Team meeting@2026-11-24T10:00/60',
      'Dentist@2026-11-24T14:00/30',
      'Haircut@2026-11-24T16:00/30',
      'Birthday party@2026-11-24T18:00/120',
      'Yoga@2026-11-25T07:30/60',
      'Meeting@2026-11-25T13:30/60',
      'Call with Alex@2026-11-26T11:00/30',
      'Dentist@2026-11-27T09:00/30',
      'Drinks@2026-11-27T17:30/90',
      'Meeting@2026-11-30T10:00/60',
      'Doctor@2026-12-01T11:00/30',
    ].map(slot),
  },
  friday: {
    clock: fixedClock('2026-11-27T08:30:00Z', 'Europe/London'),
    booked: [
      'Dentist@2026-11-27T09:00/30',
      'Drinks@2026-11-27T17:30/90',
      'Brunch@2026-11-28T11:00/60',
      'Meeting@2026-11-30T10:00/60',
      'Dentist@2026-11-30T14:00/30',
      'Gym@2026-11-30T18:00/60',
      'Doctor@2026-12-01T11:00/30',
    ].map(slot),
  },
  'month-end': {
    clock: fixedClock('2026-11-30T08:30:00Z', 'Europe/London'),
    booked: [
      'Meeting@2026-11-30T10:00/60',
      'Gym@2026-11-30T18:00/60',
      'Doctor@2026-12-01T11:00/30',
      'Dentist@2026-12-01T14:00/30',
      'Team lunch@2026-12-02T12:00/60',
    ].map(slot),
  },
  'year-end': {
    clock: fixedClock('2026-12-31T08:30:00Z', 'Europe/London'),
    booked: ['Party prep@2026-12-31T15:00/60', 'Brunch@2027-01-01T11:00/60', 'Team meeting@2027-01-04T10:00/60'].map(
      slot,
    ),
  },
  outside: {
    clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London'),
    booked: [
      'Haircut@2026-11-24T10:00/30',
      'Team meeting@2026-11-24T11:00/60',
      'Party@2026-11-24T14:00/120',
      'Dentist@2026-11-24T16:00/30',
      'Haircut@2026-12-01T10:00/30',
    ].map(slot),
  },
  'outside-3': {
    clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London'),
    booked: [
      'Meeting@2026-11-23T11:00/30',
      'Dentist@2026-11-24T10:00/30',
      'Haircut@2026-11-24T14:00/30',
      'Team standup@2026-11-25T09:00/30',
      'Lunch with Sam@2026-11-26T12:00/30',
      'Party@2026-11-27T15:00/30',
    ].map(slot),
  },
  'outside-7': {
    clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London'),
    booked: [
      'Dentist@2026-11-18T10:00/30',
      'Team lunch@2026-11-18T12:30/60',
      'Flu jab@2026-11-19T09:00/15',
      'Standup@2026-11-23T09:30/15',
      'Haircut@2026-11-24T16:00/30',
      'Yoga@2026-11-25T07:30/60',
      'Call with Alex@2026-11-26T11:00/30',
      'Physio@2026-11-27T09:00/30',
      'Lunch with Sam@2026-11-27T12:30/60',
      'Drinks@2026-11-27T17:30/90',
      'Gym@2026-12-01T18:00/60',
      'Budget meeting@2026-12-16T10:00/60',
      'Quarterly review@2027-01-12T14:00/60',
    ].map(slot),
  },
  // Held-out round 12's day (a Sunday, the day before a week starts): brunch today, two at nearby times on Monday,
  // a Haircut on a Wednesday and the next Tuesday, "Team" in two titles (held-out-round-12.ts).
  sunday: {
    clock: fixedClock('2026-12-13T09:00:00Z', 'Europe/London'),
    booked: [
      'Brunch with Jo@2026-12-13T11:30/90',
      'Team meeting@2026-12-14T10:00/60',
      'Dentist@2026-12-14T11:15/30',
      'Haircut@2026-12-16T15:00/30',
      'Christmas party@2026-12-17T19:00/180',
      'Team lunch@2026-12-18T12:30/60',
      'Haircut@2026-12-22T15:00/30',
    ].map(slot),
  },
  // Held-out round 13's day (Wednesday 6 January 2027, 08:00 in London, UTC+0): two at nearby times this morning
  // (Team call 09:30, Physio 10:15), a Physio today and on Monday 11, "Team" in two titles (Team call, Team dinner),
  // Parkrun on Saturday morning and a Piano lesson on the Thursday after tomorrow (held-out-round-13.ts).
  january: {
    clock: fixedClock('2027-01-06T08:00:00Z', 'Europe/London'),
    booked: [
      'Team call@2027-01-06T09:30/30',
      'Physio@2027-01-06T10:15/45',
      'Lunch with Priya@2027-01-07T12:30/60',
      'Parkrun@2027-01-09T09:00/60',
      'Physio@2027-01-11T17:00/45',
      'Team dinner@2027-01-12T19:00/150',
      'Piano lesson@2027-01-14T16:00/60',
    ].map(slot),
  },
};

/** The corpus calendar's house rules: every day, 07:00 to 23:00, so evening and weekend bookings can be checked. */
export const CORPUS_HOURS = { days: [0, 1, 2, 3, 4, 5, 6], start: '07:00', end: '23:00' };
