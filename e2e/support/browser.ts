// What every browser test file shares: one Chromium per file (Debian's /usr/bin/chromium via playwright-core),
// pages that record console errors, the server's address and an axe check. Any Content-Security-Policy violation on
// any page a test opens fails that test, whether or not the test looks at its console errors.
// Example: const site = useSite(); it('…', async () => { const page = await site.page('/sr'); … });

import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export interface Site {
  readonly baseUrl: () => string;
  /** A fresh context and page (360 × 800 unless told), already at `path` when given. */
  open(path?: string, options?: BrowserContextOptions): Promise<TrackedPage>;
  /** The CSP violations of the current test so far, taken so that they do not fail it: for the test of the check itself. */
  takeViolations(): string[];
}

export function useSite(): Site {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  /** Every CSP violation of the current test, on any of its pages; checked after each test. */
  let violations: string[] = [];
  afterEach(() => {
    const seen = violations;
    violations = [];
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  const baseUrl = () => inject('baseUrl');
  return {
    baseUrl,
    takeViolations() {
      const seen = violations;
      violations = [];
      return seen;
    },
    async open(path, options = {}) {
      if (!browser) throw new Error('browser not started: call open() inside a test');
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: baseUrl(), ...options });
      contexts.push(context);
      await context.addInitScript(reportViolations, VIOLATION_PREFIX);
      const page = await context.newPage();
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
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        if (!response) throw new Error(`no response for ${path}`);
      }
      return { page, context, errors, cspViolations };
    },
  };
}

/** Axe violations of impact serious or critical, as readable lines (empty when the page passes). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** True when the page is wider than its viewport (a horizontal scroll bar). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
