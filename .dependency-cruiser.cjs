/**
 * The four rooms and their one-way doors (README, "Layout"): parts may use the library and the stand-in; the stand-in
 * may use the library; tooling may use anything; nothing uses tooling; the library uses no part, no stand-in and no
 * tooling (its own tests may use the fake servers, which import nothing of ours); no part uses another part.
 * `npm test` runs this (tooling/tutorial-tools/src/dependency-rule.test.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'library-imports-a-part-the-stand-in-or-tooling',
      comment: 'shared/ is the library the pages quote: it may not depend on what builds on it.',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(parts|stand-in|tooling)/' },
    },
    {
      name: 'library-test-imports-more-than-the-fake-servers',
      comment: "A library's own tests may use the providers' fake servers (a leaf: it imports nothing of ours).",
      severity: 'error',
      from: { path: '^shared/.*\\.test\\.ts$' },
      to: { path: '^(parts|tooling)/|^stand-in/(?!llm-fake-servers/)' },
    },
    {
      name: 'stand-in-imports-a-part-or-tooling',
      comment: 'The stand-in answers what any part asks, so it may know the library, never a part.',
      severity: 'error',
      from: { path: '^stand-in/' },
      to: { path: '^(parts|tooling)/' },
    },
    {
      name: 'something-imports-tooling',
      comment: 'tooling/ proves and documents; nothing else may depend on it.',
      severity: 'error',
      from: { pathNot: '^tooling/' },
      to: { path: '^tooling/' },
    },
    {
      name: 'a-part-imports-another-part',
      comment: 'Each part is a complete program: a copy of the one before, never an import of it.',
      severity: 'error',
      from: { path: '^parts/([^/]+)/' },
      to: { path: '^parts/', pathNot: '^parts/$1/' },
    },
  ],
  options: {
    // No rule forbids an import from tooling/ (it may use anything), so its files are only where an import ends.
    doNotFollow: { path: ['node_modules', '^tooling/'] },
    exclude: { path: '(^|/)(node_modules|\\.turbo|coverage|docs)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
