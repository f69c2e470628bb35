// `/` and paths without a locale go to the locale the browser asks for (Accept-Language), Serbian by default.

import { describe, expect, it } from 'vitest';
import { useSite, visit } from './support/browser';

const site = useSite();

async function redirectOf(path: string, acceptLanguage?: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${site.baseUrl()}${path}`, {
    redirect: 'manual',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  return { status: response.status, location: response.headers.get('location') };
}

describe('locale detection', () => {
  it.each([
    ['lv-LV,lv;q=0.9,en;q=0.8', '/lv'],
    ['en-GB,en;q=0.9', '/en'],
    ['sr-Latn-RS,sr;q=0.9', '/sr'],
    ['de-DE,fr;q=0.8', '/sr'],
    [undefined, '/sr'],
  ])('/ with Accept-Language %s → %s', async (acceptLanguage, target) => {
    const { status, location } = await redirectOf('/', acceptLanguage);
    expect([307, 308]).toContain(status);
    expect(new URL(location ?? '', site.baseUrl()).pathname).toBe(target);
  });

  it('a path without a locale keeps its path', async () => {
    const { location } = await redirectOf('/evaluate?hand=AKQ2.KJ3.T8.Q432', 'en');
    const url = new URL(location ?? '', site.baseUrl());
    expect(url.pathname).toBe('/en/evaluate');
    expect(url.searchParams.get('hand')).toBe('AKQ2.KJ3.T8.Q432');
  });

  it('a browser set to Latvian lands on /lv', async () => {
    const { page, errors } = await site.open(undefined, { locale: 'lv-LV' });
    await visit(page, '/');
    expect(new URL(page.url()).pathname).toBe('/lv');
    expect(await page.getAttribute('html', 'lang')).toBe('lv');
    expect(errors).toEqual([]);
  });
});

describe('the lessons split in two keep their old addresses (issue 18)', () => {
  it.each([
    ['/sr/lessons/responding-to-nt-and-twos', '/sr/lessons/responding-to-no-trump'],
    ['/sr-Cyrl/lessons/second-round?from=mail', '/sr-Cyrl/lessons/opener-rebid?from=mail'],
    ['/lv/lessons/second-round', '/lv/lessons/opener-rebid'],
    ['/en/lessons/second-round', '/en/lessons/opener-rebid'],
    ['/sr/lessons/second-round/opengraph-image', '/sr/lessons/opener-rebid/opengraph-image'],
  ])('%s → 308 %s', async (path, target) => {
    const { status, location } = await redirectOf(path);
    expect(status).toBe(308);
    const url = new URL(location ?? '', site.baseUrl());
    expect(`${url.pathname}${url.search}`).toBe(target);
  });

  it('an old link to a rule that moved to the second half ends at the rule, in its new lesson', async () => {
    const { page, errors } = await site.open('/sr/lessons/second-round#RR-PASS');
    await page.waitForURL(/\/sr\/lessons\/responder-rebid#RR-PASS$/);
    await page.locator('[id="RR-PASS"][data-example="Rule"]').waitFor();
    // an anchor that stayed with the first half is not moved
    await page.goto('/lv/lessons/second-round#RB-2NT');
    await page.locator('[id="RB-2NT"][data-example="Rule"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lv/lessons/opener-rebid');
    expect(errors).toEqual([]);
  });
});
