/** The calendar MCP server as a library: for hosts that start it in-process, and for tests and benchmarks. */

export { type CallMeta, EXPECT_TARGET_META, IDEMPOTENCY_KEY_META, PREVIEW_META, readCallMeta } from './call-meta.ts';
export { HTTP_HOST, serveHttp } from './http.ts';
export { createCalendarServer, SERVER_INFO } from './server.ts';
export {
  CALENDAR_TOOLS,
  type CalendarOutcome,
  type CalendarTool,
  type CallOptions,
  type Target,
} from './tools.ts';
