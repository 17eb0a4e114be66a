export { type Clock, clockFromEnv, fixedClock, localTimeZone, systemClock } from './clock.ts';
export {
  addDays,
  atTime,
  dateOf,
  describeDate,
  formatDate,
  formatDateTime,
  formatTime,
  fromMinutes,
  type LocalDate,
  type LocalDateTime,
  localNow,
  parseLocalDate,
  parseLocalDateTime,
  toMinutes,
  WEEKDAYS,
  weekdayOf,
} from './local-date.ts';
export { type ChosenTimeZone, isKnownTimeZone, timeZoneFromEnv } from './time-zone.ts';
