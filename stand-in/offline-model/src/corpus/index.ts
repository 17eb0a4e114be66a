/**
 * The stand-in's corpus: the requests that score it, the calendars and clocks they start from, and the judge that
 * turns what a run showed into a verdict. The runner that drives them through Parts 3 and 4 lives in
 * tooling/evaluation, which imports this entry as `@scheduling-agent/offline-model/corpus`.
 */
export { CORPUS_HOURS, STARTS, type Start } from './calendars.ts';
export { ALL_CASES, CORPUS } from './corpus.ts';
export { type ClockName, type CorpusCase, c, canonical, expectedAfter, q, type Slot } from './corpus-case.ts';
export { HELD_OUT, HELD_OUT_KNOWN_WRONG, HELD_OUT_SETS } from './held-out.ts';
export {
  isAbout,
  type Judgement,
  judge,
  missingMentions,
  type Observed,
  questionNames,
  type Verdict,
} from './judge.ts';
export { REGRESSION, REGRESSION_CASES } from './regression.ts';
