export { type FileDiff, selectHunks, splitDiff, stageDiffFiles } from './diff-sections.ts';
export { type BlockGenerator, type DocBlock, fence, listBlocks, renderBlocks } from './doc-blocks.ts';
export { docFiles, type RenderedFile, renderDocs, renderStageDiffs, writeDocs } from './docs.ts';
export {
  type CheckStep,
  checkExercise,
  type Exercise,
  type ExerciseCheck,
  listExercises,
  saveSolution,
} from './exercises.ts';
export { runPart, TRANSCRIPT_ENV } from './generators.ts';
export { extractRegion, stripRegionMarkers } from './regions.ts';
export { REPO_ROOT } from './repo-root.ts';
export { diffParts } from './stage-diff.ts';
