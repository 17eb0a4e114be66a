/**
 * Runs before every test file of every package: removes what a learner's shell may have set that changes how the
 * code behaves (colour, CI, npm's own variables, the provider and the agent's settings), so a test passes or fails
 * the same way on every machine, and Turborepo's cache, which does not hash these variables, replays a true result.
 * A test that needs one of them sets it itself (`vi.stubEnv`, or the `env` of a spawned process).
 */
const INHERITED = [
  /^(NO_COLOR|FORCE_COLOR|COLORTERM|CLICOLOR|CLICOLOR_FORCE|NODE_DISABLE_COLORS)$/,
  /^(CI|CONTINUOUS_INTEGRATION|BUILD_NUMBER|RUN_ID|GITHUB_ACTIONS)$/,
  /^npm_/i,
  /^(LLM|GEMINI|GOOGLE|OPENAI|OLLAMA|AGENT|CALENDAR|CHAOS|BENCH)_/,
];

for (const name of Object.keys(process.env)) {
  if (INHERITED.some((pattern) => pattern.test(name))) delete process.env[name];
}
