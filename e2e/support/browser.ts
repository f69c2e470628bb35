// What every browser test file shares: one Chromium per worker (Debian's headless shell, or its chromium, via
// playwright-core), pages that record console errors, the server's address and an axe check. Any
// Content-Security-Policy violation on any page a test opens fails that test, whether or not the test looks at its
// console errors.
// Example: const site = useSite(); it('…', async () => { const { page } = await site.open('/sr'); … });
//
// Speed (issue 24): a context and its tab are kept after a test and lent to the next test that asks for the same
// options, cleaned first (cookies, localStorage, sessionStorage, permissions, viewport, the test's own listeners), so
// a test does not pay for a new renderer process and a cold cache. A context a test changed in a way that cannot be
// undone (an init script, a route, extra headers, offline, another tab, a closed page) is closed instead. Pages are
// awaited until they have loaded, React has hydrated and the page's own requests are quiet: Next's link prefetches
// (header next-router-prefetch) are not waited for, which is what made 'networkidle' cost a second a page.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page, type Request, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

/**
 * The browser: CHROMIUM_PATH, else Debian's chromium-headless-shell, else its chromium. The headless shell is Chromium's
 * own renderer without the browser's window machinery (what Playwright runs headless by its own downloads): the same
 * files of browser tests took 139 s instead of 207 s on two cores, every test passing in both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TrackedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors (CSP violations among them) and uncaught exceptions seen so far. */
  readonly errors: string[];
  /** Content-Security-Policy violations seen so far: Chromium's "Refused to …" messages and securitypolicyviolation events. */
  readonly cspViolations: string[];
}

/** The console line a page writes for each securitypolicyviolation event (the init script below). */
const VIOLATION_PREFIX = 'securitypolicyviolation:';

/** Runs in every page before its own scripts: reports each CSP violation as a console error. */
function reportViolations(prefix: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    { capture: true },
  );
}

/** Chromium's own console messages for a blocked script, style, frame, connection … */
function isCspMessage(text: string): boolean {
  return text.startsWith(VIOLATION_PREFIX) || /Content Security Policy|Refused to (?:load|execute|apply|connect|frame|evaluate|create|send)/i.test(text);
}

/** How long a page's own requests must have been quiet before it counts as settled. */
const QUIET_MS = 150;
/** The longest settle() waits for hydration and for quiet; a page that never gets there is left as it is, as 'networkidle' would after its own wait. */
const SETTLE_MS = 10_000;

/** The page's requests in flight, Next's link prefetches left out: they are the router's, not the page's own work. */
interface RequestTracker {
  readonly inFlight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, RequestTracker>();

function isPrefetch(request: Request): boolean {
  return request.headers()['next-router-prefetch'] === '1';
}

function tracker(page: Page): RequestTracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracked: RequestTracker = { inFlight: new Set(), lastChange: Date.now() };
  const start = (request: Request) => {
    if (isPrefetch(request)) return;
    tracked.inFlight.add(request);
    tracked.lastChange = Date.now();
  };
  const end = (request: Request) => {
    if (tracked.inFlight.delete(request)) tracked.lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  trackers.set(page, tracked);
  return tracked;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pages of contexts made with JavaScript off: nothing to hydrate there. */
const javaScriptOf = new WeakMap<Page, boolean>();

/** Runs in the page: React has hydrated the document (its fiber keys are on the body). */
const hydratedInPage = () => document.body !== null && Object.keys(document.body).some((key) => key.startsWith('__react'));

/** True once React has hydrated the page's document. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hydratedInPage);
}

/**
 * Waits until the page has hydrated (skipped where JavaScript is off or the document has no script) and its own
 * requests have been quiet for QUIET_MS. Call after a navigation that waited for 'load'.
 */
async function settle(page: Page): Promise<void> {
  const requests = tracker(page);
  const deadline = Date.now() + SETTLE_MS;
  if (javaScriptOf.get(page) !== false) {
    // a document with no script (an image, a missing file's page) has nothing to hydrate
    const noScript = await page.evaluate(() => document.scripts.length === 0).catch(async (error: unknown) => {
      // the page moved on by itself meanwhile (a script's redirect, as an old link to a moved rule does): the next one
      if (!/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState('load');
      return page.evaluate(() => document.scripts.length === 0);
    });
    if (!noScript) await page.waitForFunction(hydratedInPage, undefined, { timeout: SETTLE_MS, polling: 50 }).catch(() => undefined);
  }
  while (Date.now() < deadline) {
    if (requests.inFlight.size === 0 && Date.now() - requests.lastChange >= QUIET_MS) return;
    await pause(50);
  }
}

/** Goes to `path` and waits until the page is settled (see settle): what the tests used 'networkidle' for. */
export function visit(page: Page, path: string): Promise<Response | null> {
  return settled(page, () => page.goto(path, { waitUntil: 'load' }));
}

/** Reloads the page and waits until it is settled. */
export function reload(page: Page): Promise<Response | null> {
  return settled(page, () => page.reload({ waitUntil: 'load' }));
}

/** Navigates (the tracker listening from before the first request) and waits until the page is settled. */
async function settled(page: Page, navigate: () => Promise<Response | null>): Promise<Response | null> {
  tracker(page);
  const response = await navigate();
  await settle(page);
  return response;
}

export interface Site {
  readonly baseUrl: () => string;
  /** A clean context and page (360 × 800 unless told), already at `path` when given. */
  open(path?: string, options?: BrowserContextOptions): Promise<TrackedPage>;
  /** The CSP violations of the current test so far, taken so that they do not fail it: for the test of the check itself. */
  takeViolations(): string[];
}

/** A context with its one tab, lent to one test at a time. */
interface Lease {
  readonly key: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly viewport: { width: number; height: number } | null;
  /** The permissions the context was made with: granted again after each test's are cleared. */
  readonly permissions: string[];
  /** The test changed the context in a way release() cannot undo: close it rather than lend it again. */
  spoiled: boolean;
  /** Listeners this lease put on the page and the test added itself: removed on release. */
  readonly listeners: { event: string; listener: (...args: never[]) => unknown }[];
  /** The tab's DevTools session, opened on its first release: it clears the site's storage. */
  cdp: CDPSession | null;
}

/** The lease's DevTools session, opened on its first release. */
async function devtools(lease: Lease): Promise<CDPSession> {
  lease.cdp ??= await lease.context.newCDPSession(lease.page);
  return lease.cdp;
}

/** Methods whose effect outlives a test: a context or page that saw one is not lent again. */
const SPOILING = {
  context: ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders', 'setOffline', 'setGeolocation', 'setHTTPCredentials', 'exposeBinding', 'exposeFunction', 'newPage', 'close'],
  page: ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders', 'emulateMedia', 'exposeBinding', 'exposeFunction', 'close'],
} as const;

function watchSpoiling(lease: Lease): void {
  const mark = (target: object, names: readonly string[]) => {
    for (const name of names) {
      const record = target as Record<string, unknown>;
      const original = record[name] as ((...args: unknown[]) => unknown) | undefined;
      if (typeof original !== 'function') continue;
      record[name] = (...args: unknown[]) => {
        lease.spoiled = true;
        return original.apply(target, args);
      };
    }
  };
  mark(lease.context, SPOILING.context);
  mark(lease.page, SPOILING.page);
  // the page's clock cannot be uninstalled
  mark(lease.page.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt']);
  // listeners a test adds to the page are its own: taken off again on release
  for (const name of ['on', 'addListener', 'once'] as const) {
    const original = lease.page[name].bind(lease.page) as (event: string, listener: (...args: never[]) => unknown) => Page;
    (lease.page as unknown as Record<string, unknown>)[name] = (event: string, listener: (...args: never[]) => unknown) => {
      lease.listeners.push({ event, listener });
      return original(event, listener);
    };
  }
}

/**
 * The worker's Chromium, started by the first file that asks and kept for the next ones (the workers keep their modules
 * between files: isolate is off in vitest.e2e.config.mts). Starting one took 1–7 s of a loaded 2-core machine, once per
 * file before; a browser that has gone away is started anew. playwright-core closes it when the worker exits.
 */
let workerBrowser: Promise<Browser> | null = null;

async function sharedBrowser(): Promise<Browser> {
  const current = workerBrowser ? await workerBrowser.catch(() => null) : null;
  if (current?.isConnected()) return current;
  workerBrowser = chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  return workerBrowser;
}

export function useSite(): Site {
  let browser: Browser | null = null;
  /** Contexts free to lend, by their options. */
  const idle: Lease[] = [];
  /** The current test's leases. */
  let lent: Lease[] = [];
  const baseUrl = () => inject('baseUrl');

  async function release(lease: Lease): Promise<void> {
    for (const { event, listener } of lease.listeners) lease.page.off(event as 'console', listener as never);
    lease.listeners.length = 0;
    if (lease.spoiled || lease.page.isClosed() || lease.context.pages().length !== 1) {
      await lease.context.close().catch(() => undefined);
      return;
    }
    try {
      // a blank page stops the last page's timers and requests without asking the server for anything (a page of the
      // site cost 110–340 ms a test); the site's storage is then cleared through the DevTools protocol: Chromium's
      // 'local_storage' is DOM storage, sessionStorage included (e2e/browser-support.e2e.ts checks both)
      await lease.page.goto('about:blank');
      const cdp = await devtools(lease);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl()).origin, storageTypes: 'local_storage' });
      await lease.context.clearCookies();
      await lease.context.clearPermissions();
      if (lease.permissions.length > 0) await lease.context.grantPermissions(lease.permissions);
      if (lease.viewport) await lease.page.setViewportSize(lease.viewport);
      idle.push(lease);
    } catch {
      await lease.context.close().catch(() => undefined);
    }
  }

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    // the file's contexts go; the browser stays for the worker's next file
    for (const lease of [...idle, ...lent]) await lease.context.close().catch(() => undefined);
    idle.length = 0;
    browser = null;
  });
  /** Every CSP violation of the current test, on any of its pages; checked after each test. */
  let violations: string[] = [];
  afterEach(async () => {
    const leases = lent;
    lent = [];
    for (const lease of leases) await release(lease);
    const seen = violations;
    violations = [];
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });

  async function lease(options: BrowserContextOptions): Promise<Lease> {
    if (!browser) throw new Error('browser not started: call open() inside a test');
    const settings: BrowserContextOptions = { viewport: { width: 360, height: 800 }, baseURL: baseUrl(), ...options };
    const key = JSON.stringify(settings);
    const free = idle.findIndex((l) => l.key === key);
    if (free >= 0) return idle.splice(free, 1)[0];
    const context = await browser.newContext(settings);
    await context.addInitScript(reportViolations, VIOLATION_PREFIX);
    const page = await context.newPage();
    javaScriptOf.set(page, settings.javaScriptEnabled !== false);
    tracker(page);
    const made: Lease = { key, context, page, viewport: settings.viewport ?? null, permissions: settings.permissions ?? [], spoiled: false, listeners: [], cdp: null };
    watchSpoiling(made);
    // a context without JavaScript is not lent again: its storage cannot be cleared by a script
    if (settings.javaScriptEnabled === false) made.spoiled = true;
    return made;
  }

  return {
    baseUrl,
    takeViolations() {
      const seen = violations;
      violations = [];
      return seen;
    },
    async open(path, options = {}) {
      const borrowed = await lease(options);
      lent.push(borrowed);
      const { page, context } = borrowed;
      const errors: string[] = [];
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        const line = `${message.text()} @ ${message.location().url}`;
        if (isCspMessage(message.text())) {
          cspViolations.push(line);
          violations.push(`${page.url()}: ${line}`);
        }
        if (message.type() === 'error' || isCspMessage(message.text())) errors.push(line);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      if (path !== undefined) {
        const response = await visit(page, path);
        if (!response) throw new Error(`no response for ${path}`);
      }
      return { page, context, errors, cspViolations };
    },
  };
}

/** The rule sets every page is checked against. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** axe-core's own build, put into each frame once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Axe violations of impact serious or critical, as readable lines (empty when the page passes), in every frame.
 * axe-core runs in the page itself and returns its violations only: @axe-core/playwright's analyze() also collects and
 * sends back every pass and every incomplete check, which made one check of a lesson cost 8 s instead of 1 s (issue 24).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const lines: string[] = [];
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    const found = await frame.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    }, AXE_TAGS);
    lines.push(
      ...found
        .filter((v: AxeFinding) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: AxeFinding) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`),
    );
  }
  return lines;
}

/** The widths each page state is checked at: a phone's and a laptop's. */
export const PHONE = { width: 360, height: 800 } as const;
export const LAPTOP = { width: 1280, height: 900 } as const;

/**
 * Axe finds nothing serious and nothing scrolls sideways, at 360 px and then at 1280 px, on one page load: the page is
 * resized for each check and left at the size it had (issue 24: each state once per width, not loaded once per width).
 */
export async function expectSoundAtBothWidths(page: Page): Promise<void> {
  const before = page.viewportSize();
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    expect(await hasHorizontalScroll(page), `sideways scroll at ${viewport.width} px`).toBe(false);
    expect(await seriousViolations(page), `axe at ${viewport.width} px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

/** True when the page is wider than its viewport (a horizontal scroll bar). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
