// The production server started from another working directory (`node /path/to/scripts/serve.mjs` from anywhere)
// finds its own files: the prerendered pages keep the CSP hashes of their inline scripts, so a drill page hydrates and
// asks its first question with no CSP error; a relative DATA_DIR is the caller's (issue 26).

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isHydrated, useSite } from './support/browser';
import { startNext } from './support/server';

const site = useSite();
const elsewhere = mkdtempSync(join(tmpdir(), 'bridge-tutor-elsewhere-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

describe('the server started from another directory', () => {
  it('serves a prerendered drill page whose scripts run: hydrated, a question, no CSP violation; its data where the caller said', async () => {
    const server = await startNext({ DATA_DIR: 'class-data' }, 60_000, elsewhere);
    try {
      const { page, cspViolations } = await site.open();
      await page.goto(`${server.baseUrl}/sr/drills/open?seed=20261201`);
      // the session's section marks itself hydrated: its script ran
      await page.locator('section[data-hydrated]').waitFor({ timeout: 15_000 });
      await page.getByTestId('drill-progress').waitFor();
      expect(await isHydrated(page)).toBe(true);
      const csp = (await page.evaluate(async (url) => (await fetch(url)).headers.get('content-security-policy'), `${server.baseUrl}/sr/drills/open`)) ?? '';
      expect(csp).toContain("'sha256-");
      expect(cspViolations).toEqual([]);
      // a set made on it is stored under the caller's relative DATA_DIR
      const made = await fetch(`${server.baseUrl}/api/sets`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Drugde', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }] }),
      });
      expect(made.status).toBe(201);
      expect(existsSync(join(elsewhere, 'class-data', 'bridge-tutor.sqlite'))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
