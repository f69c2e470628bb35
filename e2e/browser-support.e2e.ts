// The browser tests' own helper (support/browser.ts): a tab lent again to the next test is the same tab, cleaned —
// no local or session storage, no cookies, no permissions but its own, the viewport of its options, none of the
// last test's listeners —; a context a test changed for good is closed, never lent again.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './support/browser';

const site = useSite();

/** What the last test left in the shared tab. */
let dirty: Page | null = null;
let heard = 0;

/**
 * The site's storage and cookies as the page sees them, but the locale cookie: the server sets it on a visit when the
 * page's locale is not the one the browser's languages ask for, and Chromium's headless shell asks for none.
 */
const stored = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie.split('; ').filter((c) => c !== '' && !c.startsWith('NEXT_LOCALE=')).join('; '),
    notes: localStorage.getItem('notes'),
  }));

describe('a tab lent again', () => {
  it('first test: writes storage and a cookie, grants a permission, resizes and listens', async () => {
    const { page, context } = await site.open('/en/evaluate');
    await page.evaluate(() => {
      localStorage.setItem('notes', 'left over');
      sessionStorage.setItem('draft', 'left over');
      document.cookie = 'left=over; path=/';
    });
    await context.grantPermissions(['clipboard-read']);
    await page.setViewportSize({ width: 1280, height: 900 });
    page.on('console', () => heard++);
    expect(await stored(page)).toEqual({ local: 1, session: 1, cookie: 'left=over', notes: 'left over' });
    dirty = page;
  });

  it('next test: the same tab, with none of it', async () => {
    const { page, context } = await site.open('/en/evaluate');
    expect(page).toBe(dirty);
    expect(await stored(page)).toEqual({ local: 0, session: 0, cookie: '', notes: null });
    expect((await context.cookies()).filter((c) => c.name !== 'NEXT_LOCALE')).toEqual([]);
    expect(await page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((p) => p.state))).not.toBe('granted');
    expect(page.viewportSize()).toEqual({ width: 360, height: 800 });
    heard = 0;
    await page.evaluate(() => console.log('after the release'));
    expect(heard).toBe(0);
  });

  it('a context given an init script is closed, and the next test gets a new tab', async () => {
    const { page, context } = await site.open('/en/evaluate');
    await context.addInitScript(() => undefined);
    dirty = page;
  });

  it('after it: a new tab', async () => {
    const { page } = await site.open('/en/evaluate');
    expect(page).not.toBe(dirty);
    expect(await stored(page)).toEqual({ local: 0, session: 0, cookie: '', notes: null });
  });
});
