export { type BlockGenerator, type DocBlock, fence, listBlocks, renderBlocks } from './doc-blocks.ts';
export { docFiles, renderDocs, writeDocs } from './docs.ts';
export { runPart, TRANSCRIPT_ENV } from './generators.ts';
export { extractRegion, stripRegionMarkers } from './regions.ts';
export { REPO_ROOT } from './repo-root.ts';
export { diffParts } from './stage-diff.ts';
