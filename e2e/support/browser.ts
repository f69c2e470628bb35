// What every browser test file shares: one Chromium per file (Debian's /usr/bin/chromium via playwright-core),
// pages that record console errors, the server's address and an axe check.
// Example: const site = useSite(); it('…', async () => { const page = await site.page('/sr'); … });

import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

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
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
}

export interface Site {
  readonly baseUrl: () => string;
  /** A fresh context and page (360 × 800 unless told), already at `path` when given. */
  open(path?: string, options?: BrowserContextOptions): Promise<TrackedPage>;
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
  const baseUrl = () => inject('baseUrl');
  return {
    baseUrl,
    async open(path, options = {}) {
      if (!browser) throw new Error('browser not started: call open() inside a test');
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: baseUrl(), ...options });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      if (path !== undefined) {
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        if (!response) throw new Error(`no response for ${path}`);
      }
      return { page, context, errors };
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
