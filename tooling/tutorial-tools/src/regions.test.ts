import { describe, expect, it } from 'vitest';
import { extractRegion, stripRegionMarkers } from './regions.ts';

const source = [
  'import x from "y";',
  '// #region outer',
  'function outer() {',
  '  // #region inner',
  '  return 1;',
  '  // #endregion inner',
  '}',
  '// #endregion outer',
].join('\n');

describe('extractRegion', () => {
  it('returns the region without its markers or nested markers', () => {
    expect(extractRegion(source, 'outer')).toBe('function outer() {\n  return 1;\n}');
  });

  it('dedents a nested region', () => {
    expect(extractRegion(source, 'inner')).toBe('return 1;');
  });

  it('returns null for a region that does not exist', () => {
    expect(extractRegion(source, 'missing')).toBeNull();
  });

  it('does not match a region whose name only starts the same', () => {
    expect(extractRegion('// #region outer-two\nx\n// #endregion', 'outer')).toBeNull();
  });
});

describe('stripRegionMarkers', () => {
  it('keeps the code and drops every marker', () => {
    expect(stripRegionMarkers(source)).toBe('import x from "y";\nfunction outer() {\n  return 1;\n}');
  });
});
