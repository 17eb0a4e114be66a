/**
 * The stand-in's corpus: the requests that score it, the calendars and clocks they start from, and the judge that
 * turns what a run showed into a verdict. The runner that drives them through Parts 3 and 4 lives in
 * tooling/evaluation, which imports this entry as `@scheduling-agent/offline-model/corpus`.
 */
export { CORPUS_HOURS, STARTS, type Start } from './calendars.ts';
export { HELD_OUT } from './cases-held-out.ts';
export { HELD_OUT_DATES } from './cases-held-out-dates.ts';
export { HELD_OUT_OUTSIDE } from './cases-held-out-outside.ts';
export { HELD_OUT_OUTSIDE_AGAIN } from './cases-held-out-outside-again.ts';
export { HELD_OUT_OUTSIDE_FOURTH } from './cases-held-out-outside-fourth.ts';
export { HELD_OUT_OUTSIDE_THIRD } from './cases-held-out-outside-third.ts';
export { ALL_CASES, CORPUS } from './corpus.ts';
export { type ClockName, type CorpusCase, c, canonical, expectedAfter, type Slot } from './corpus-case.ts';
export { isAbout, type Judgement, judge, type Observed, questionNames, type Verdict } from './judge.ts';
