import { type CorpusCase, c } from './corpus-case.ts';

/**
 * Cancelling several at once: each is found by what the request says, asked about once by name when there are more
 * than one (the "yes" that answers it is part of the case), and each delete is approved on its own.
 */
export const CANCELLING_MANY: readonly CorpusCase[] = [
  c('monday', 'cancel all my appointments after 3 pm', '-Project review@2026-11-23T16:00'),
  c(
    'monday',
    ['cancel all my appointments tomorrow after 3 pm', 'yes'],
    '-Haircut@2026-11-24T16:00',
    '-Birthday party@2026-11-24T18:00',
  ),
  c(
    'monday',
    ['cancel all my appointments tomorrow', 'yes'],
    '-Team meeting@2026-11-24T10:00',
    '-Dentist@2026-11-24T14:00',
    '-Haircut@2026-11-24T16:00',
    '-Birthday party@2026-11-24T18:00',
  ),
  c(
    'monday',
    ['cancel everything tomorrow afternoon', 'yes'],
    '-Dentist@2026-11-24T14:00',
    '-Haircut@2026-11-24T16:00',
  ),
  c('monday', 'cancel everything tomorrow morning', '-Team meeting@2026-11-24T10:00'),
  c('monday', ['clear my afternoon', 'yes'], '-Lunch with Sam@2026-11-23T12:30', '-Project review@2026-11-23T16:00'),
  c('monday', ['clear my calendar on Friday', 'yes'], '-Dentist@2026-11-27T09:00', '-Drinks@2026-11-27T17:30'),
  c('monday', 'clear Friday evening', '-Drinks@2026-11-27T17:30'),
  c('monday', 'cancel all my meetings on Wednesday', '-Meeting@2026-11-25T13:30'),
  c('monday', 'cancel all meetings tomorrow', '-Team meeting@2026-11-24T10:00'),
  c('monday', 'delete all appointments before noon tomorrow', '-Team meeting@2026-11-24T10:00'),
  c('monday', ['delete every appointment on Wednesday', 'yes'], '-Yoga@2026-11-25T07:30', '-Meeting@2026-11-25T13:30'),
  c('monday', 'cancel my appointments on Thursday', '-Call with Alex@2026-11-26T11:00'),
  c('monday', 'cancel all my appointments on Saturday'),
  c('monday', 'cancel all my appointments'),
  c('monday', 'cancel everything'),
  c('monday', 'cancel all my dentist appointments'),
  c('monday', 'cancel all my dentist appointments on Friday', '-Dentist@2026-11-27T09:00'),
  c('monday', 'cancel all my appointments after 9pm tomorrow'),
  c('monday', 'clear my afternoon on 11/5'),
  c('monday', 'cancel all my appointments in December'),
  c(
    'friday',
    ['cancel all my appointments on Monday', 'yes'],
    '-Meeting@2026-11-30T10:00',
    '-Dentist@2026-11-30T14:00',
    '-Gym@2026-11-30T18:00',
  ),
  c('friday', ['cancel everything after 1pm on Monday', 'yes'], '-Dentist@2026-11-30T14:00', '-Gym@2026-11-30T18:00'),
  c(
    'month-end',
    ['cancel all my appointments tomorrow', 'yes'],
    '-Doctor@2026-12-01T11:00',
    '-Dentist@2026-12-01T14:00',
  ),
  c('month-end', 'clear this evening', '-Gym@2026-11-30T18:00'),
];
