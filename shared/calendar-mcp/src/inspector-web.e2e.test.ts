import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Calendar, openCalendar } from '@scheduling-agent/calendar';
import {
  HANG_GUARD_MS,
  newCalendarFile,
  PINNED_NOW,
  partEnvironment,
  REPO_ROOT,
  skipReasonBelowNode,
} from '@scheduling-agent/cli-io/testing';
import { fixedClock } from '@scheduling-agent/clock';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHttp } from './http.ts';

/**
 * A person answering the server's question in the MCP Inspector's web UI, which nobody here wrote: the Inspector serves
 * its page and its back end, Debian's headless Chromium (driven over the DevTools Protocol by playwright-core, which
 * downloads no browser) clicks through it as a person would, and the calendar file says what happened. The Inspector
 * needs Node 22.19 or later, so on an older Node this is skipped, saying so; CI's second run is on Node 26.
 */
const SKIPPED = skipReasonBelowNode('22.19.0', "the MCP Inspector's web UI", "CI's Node 26 run covers it");
const MODERN = SKIPPED === '';

const INSPECTOR = createRequire(import.meta.url).resolve(
  '@modelcontextprotocol/inspector/clients/launcher/build/index.js',
);
/** Where `.ci/run` installs Chromium (`apt-get install chromium`). */
const CHROMIUM = '/usr/bin/chromium';
/**
 * Each wait (the Inspector's start, an element in the browser) gives up after HANG_GUARD_MS and names what it waited
 * for; a case or the start-up has several, so its own limit is longer, and a hang fails with that message, not Vitest's.
 */
const PATIENCE = 2 * HANG_GUARD_MS;

describe(`the MCP Inspector's web UI against the calendar server over HTTP${SKIPPED}`, () => {
  let calendar: Calendar;
  let served: Awaited<ReturnType<typeof serveHttp>> | undefined;
  let inspector: InspectorWeb | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!MODERN) return;
    calendar = openCalendar({ file: newCalendarFile(), clock: fixedClock(PINNED_NOW.AGENT_NOW, PINNED_NOW.TZ) });
    served = await serveHttp(calendar, 0);
    inspector = await startInspectorWeb(served.url);
    expect(existsSync(CHROMIUM), `no Chromium at ${CHROMIUM}: apt-get install -y chromium`).toBe(true);
    browser = await chromium.launch({ executablePath: CHROMIUM });
  }, PATIENCE);
  // Everything this file started goes, even after a failure: the browser, the Inspector's process, the server.
  afterAll(async () => {
    await browser?.close();
    await inspector?.stop();
    await served?.close();
  }, HANG_GUARD_MS);

  /** The ids in the calendar file as it is on disk now. */
  const idsOnDisk = () =>
    (JSON.parse(readFileSync(calendar.file, 'utf8')) as { appointments: { id: string }[] }).appointments.map(
      ({ id }) => id,
    );

  /** Books one appointment straight into the calendar, so each case has its own, and gives its id. */
  async function book(start: string, title: string): Promise<string> {
    const booked = await calendar.book({ start, title });
    if (!booked.ok) throw new Error(`could not book ${start}: ${booked.message}`);
    expect(idsOnDisk()).toContain(booked.appointment.id);
    return booked.appointment.id;
  }

  it.skipIf(!MODERN)(
    'cancels the appointment after a yes (Submit) in the elicitation dialog',
    async () => {
      const id = await book('2026-11-24T10:00', 'Dentist');
      await asPerson(browser!, inspector!.url, async (page) => {
        const question = await callDelete(page, id);
        expect(await question.textContent()).toContain('Cancel Tue 24 Nov 10:00–10:30 "Dentist"?');
        await question.getByRole('button', { name: 'Submit' }).click();
        expect(await resultMessage(page)).toBe(`Cancelled Tue 24 Nov 10:00–10:30 Dentist (${id}).`);
      });
      expect(idsOnDisk(), 'the Inspector showed the cancel, but the calendar file still holds it').not.toContain(id);
    },
    PATIENCE,
  );

  it.skipIf(!MODERN)(
    'keeps the appointment after a no (Decline), and says so',
    async () => {
      const id = await book('2026-11-24T11:00', 'Haircut');
      await asPerson(browser!, inspector!.url, async (page) => {
        // The question was asked, about this appointment: what follows is the person's answer, not a failed call.
        const question = await callDelete(page, id);
        expect(await question.textContent()).toContain('Cancel Tue 24 Nov 11:00–11:30 "Haircut"?');
        await question.getByRole('button', { name: 'Decline' }).click();
        expect(await resultMessage(page)).toBe(
          `The person said no: Tue 24 Nov 11:00–11:30 Haircut (${id}) was not cancelled.`,
        );
      });
      expect(idsOnDisk(), 'the person declined, but the calendar file lost the appointment').toContain(id);
    },
    PATIENCE,
  );
});

/**
 * Opens the Inspector in a fresh browser context, runs `steps`, and closes it even when they fail. Only 127.0.0.1 is
 * reached: the page also asks Google for its fonts, which is refused (the page renders with the system's).
 */
async function asPerson(browser: Browser, url: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    context.setDefaultTimeout(HANG_GUARD_MS);
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.goto(url);
    await steps(page);
  } finally {
    await context.close();
  }
}

/**
 * Connects to the server the Inspector was started with, lists its tools, and calls deleteAppointment with `id` as a
 * person would; gives the dialog in which the server's question appears, and fails if the call ends without one.
 */
async function callDelete(page: Page, id: string): Promise<Locator> {
  // The switch's own track covers its hidden checkbox, and is what a person clicks.
  await page.getByRole('switch', { name: /^Connect or disconnect/ }).click({ force: true });
  await page.getByText('Connected', { exact: true }).waitFor();
  await page.getByText('Tools', { exact: true }).click();
  await page.getByRole('heading', { name: 'Tools (4)' }).waitFor();
  await page.getByText('deleteAppointment', { exact: true }).click();
  await page.getByLabel('id', { exact: true }).fill(id);
  await page.getByRole('button', { name: 'Execute Tool' }).click();
  const question = page.getByRole('dialog', { name: 'Elicitation Request' });
  await question.or(callEnded(page)).first().waitFor();
  if (!(await question.isVisible())) throw new Error(`the call ended without a question: ${await resultMessage(page)}`);
  return question;
}

/** The tool screen once the call has its result (the Inspector marks it `ok`, or `error` for a failed call). */
const callEnded = (page: Page) =>
  page.locator('[data-testid="tools-screen"]:is([data-call-status="ok"], [data-call-status="error"])');

/** Waits for the call's result and gives the `message` the Inspector shows in it (or all it shows, if none). */
async function resultMessage(page: Page): Promise<string> {
  const ended = callEnded(page);
  await ended.waitFor();
  const shown = (await ended.textContent()) ?? '';
  const found = /"message": ("(?:[^"\\]|\\.)*")/.exec(shown);
  return found ? (JSON.parse(found[1]!) as string) : shown;
}

interface InspectorWeb {
  /** The page's address, with the token the Inspector's back end asks of it. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the Inspector's web UI and back end (`mcp-inspector --web`) with `serverUrl` as its one server over
 * Streamable HTTP, on a free port of 127.0.0.1, opening no browser of its own; resolves once it says where it is.
 */
async function startInspectorWeb(serverUrl: string): Promise<InspectorWeb> {
  const env = partEnvironment({
    // Its catalog and secrets would go under HOME: a folder of its own, so a run leaves nothing behind.
    HOME: mkdtempSync(join(tmpdir(), 'inspector-home-')),
    MCP_INSPECTOR_SECRET_STORE: 'memory',
    // The web server needs a fixed port; the MCP Apps sandbox and app origin take any free one.
    CLIENT_PORT: String(await freePort()),
    MCP_SANDBOX_PORT: '0',
    MCP_APP_ORIGIN_PORT: '0',
    MCP_INSPECTOR_API_TOKEN: randomBytes(16).toString('hex'),
    MCP_AUTO_OPEN_ENABLED: 'false',
  });
  const args = [INSPECTOR, '--web', '--transport', 'http', '--server-url', serverUrl];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => stopProcess(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`the MCP Inspector ${why}; it printed:\n${output}`));
    const guard = setTimeout(() => fail(`did not say where it serves within ${HANG_GUARD_MS / 1000} s`), HANG_GUARD_MS);
    const read = (chunk: string) => {
      output += chunk;
      const found = /is up and running at:\s+(http:\/\/127\.0\.0\.1:\d+\S*)/.exec(output);
      if (!found) return;
      clearTimeout(guard);
      resolve(found[1]!);
    };
    child.stdout!.setEncoding('utf8').on('data', read);
    child.stderr!.setEncoding('utf8').on('data', read);
    child.once('error', (error) => fail(`could not start: ${error.message}`));
    child.once('exit', (code) => {
      clearTimeout(guard);
      fail(`exited (${code}) before it was ready`);
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

/** Ends a process this file started and waits until it is gone; SIGKILL only if it ignores SIGTERM. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const guard = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
  await gone;
  clearTimeout(guard);
}

/** A port on 127.0.0.1 that was free a moment ago: the Inspector's web server cannot be given port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
