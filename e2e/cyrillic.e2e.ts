// The Serbian pages in Cyrillic (/sr-Cyrl/…): every page opens with <html lang="sr-Cyrl">, no console errors or CSP
// violations, no Latin word on the screen but the kept ones (HD, BA, PBN, rule ids, Blackwood …), no sideways scroll
// at 360 px, and axe finds nothing serious; the script switch keeps the page (path, query, #hash) both ways. The
// lessons get the same checks where every lesson is opened already (lesson-pages-sr-cyrl.e2e.ts, support/lessons.ts).

import { itemCode } from '@/lib/quiz/item-code';
import { quizItem } from '@/lib/quiz/item';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DRILL_KINDS } from '@/lib/quiz/topics';
import { translator } from '@/lib/i18n/translate';
import { hasHorizontalScroll, isHydrated, seriousViolations, useSite, visit } from './support/browser';
import { latinWords } from './support/cyrillic';

const site = useSite();
const t = translator('sr-Cyrl');

/** Every page of the site (e2e/headers.e2e.ts, pages.e2e.ts), result states (a11y.e2e.ts), each drill kind; the lessons in lesson-pages-sr-cyrl. */
const PAGES = [
  '',
  '/evaluate',
  '/evaluate?hand=K.Q8.J76.QT98765&partner=C',
  '/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H',
  '/score',
  '/score?mode=rubber',
  '/score?mode=chicago',
  '/notes',
  '/table',
  '/table?seed=7',
  '/drills',
  '/drills/progress',
  '/drills/pairs',
  '/live',
  `/poll?item=${itemCode(quizItem('O-1', 21))}`,
  '/drills/auction?seed=7',
  ...DRILL_KINDS.map((kind) => `/drills/${kind}?seed=7`),
  // a drill per rule id of a few sections: the rest are the same page with another topic
  '/drills/O-1NT?seed=3',
  '/drills/R-1NT',
  '/drills/RB-NEW-MIN?seed=4',
  '/drills/BW-ASK?seed=5',
  '/drills/D-X',
  '/lessons',
];

/** React has hydrated the document. */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
}

describe('every page in Cyrillic', () => {
  it.each(PAGES)('/sr-Cyrl%s', async (path) => {
    const { page, errors } = await site.open();
    const response = await visit(page, `/sr-Cyrl${path}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Cyrl');
    expect(await latinWords(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the check itself: the same page in Latin script has Latin words', async () => {
    const { page } = await site.open('/sr/evaluate');
    expect(await latinWords(page)).toEqual(expect.arrayContaining(['Procena', 'lista']));
  });

  it('the not-found page, with status 404', async () => {
    const { page, cspViolations } = await site.open();
    const response = await visit(page, '/sr-Cyrl/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('common.notFound.title'));
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Cyrl');
    expect(await page.getByRole('link', { name: t('common.notFound.home') }).getAttribute('href')).toBe('/sr-Cyrl');
    expect(await latinWords(page)).toEqual([]);
    // the browser reports the 404 itself as a console error (pages.e2e.ts): only CSP violations count here
    expect(cspViolations).toEqual([]);
  });

  it('the pages say who they are in Cyrillic: heading, title and the header', async () => {
    const { page } = await site.open('/sr-Cyrl/evaluate');
    expect(await page.locator('h1').textContent()).toBe(t('evaluate.title'));
    expect(await page.title()).toContain(t('evaluate.title'));
    expect(t('evaluate.title')).toMatch(/[\u0400-\u04ff]/);
    const links = await page.locator('link[rel="alternate"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('hreflang')));
    expect(links).toEqual(expect.arrayContaining(['sr-Latn', 'sr-Cyrl', 'lv', 'en', 'x-default']));
  });
});

describe('accessibility in Cyrillic', () => {
  it.each(['', '/evaluate?hand=K.Q8.J76.QT98765&partner=C', '/score?mode=rubber', '/drills', '/drills/legal?seed=7', '/drills/auction?seed=7', '/notes'])(
    '/sr-Cyrl%s at 360 px',
    async (path) => {
      const { page } = await site.open(`/sr-Cyrl${path}`);
      await page.locator('h1').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe('the script switch', () => {
  // the same name in both scripts' letters: Pismo, Писмо
  const scriptNav = (page: Page) => page.getByRole('navigation', { name: /^(Pismo|Писмо)$/ });

  it.each([
    ['/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H', '#main'],
    ['/drills/O-1NT?seed=3', ''],
    ['/score?mode=rubber', '#main'],
    ['/lessons/no-trump-openings', '#O-1NT'],
  ])('%s%s: Ћирилица and back to Latinica keep the page', async (path, hash) => {
    const { page, errors } = await site.open(`/sr${path}${hash}`);
    await hydrated(page);
    const latin = scriptNav(page).getByRole('link', { name: 'Latinica' });
    expect(await latin.getAttribute('aria-current')).toBe('true');
    await scriptNav(page).getByRole('link', { name: 'Ћирилица' }).click();
    await page.waitForURL(`**/sr-Cyrl${path}${hash}`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('sr-Cyrl');
    await hydrated(page);
    expect(await scriptNav(page).getByRole('link', { name: 'Ћирилица' }).getAttribute('aria-current')).toBe('true');
    // back by keyboard: the links are in the tab order
    await scriptNav(page).getByRole('link', { name: 'Latinica' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/sr${path}${hash}`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('sr-Latn');
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: the same page in the other script (the first HTML is the same for every request, so the query needs JavaScript)', async () => {
    const { page } = await site.open(undefined, { javaScriptEnabled: false });
    await page.goto('/sr-Cyrl/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H');
    const latin = scriptNav(page).getByRole('link', { name: 'Latinica' });
    expect(await latin.getAttribute('href')).toBe('/sr/evaluate');
    await latin.click();
    await page.waitForURL('**/sr/evaluate');
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Latn');
  });

  it('is only on the Serbian pages; Serbian is one language, in the script of the page', async () => {
    const { page } = await site.open('/sr-Cyrl/score');
    const languages = page.getByRole('navigation', { name: t('common.language.label') });
    const serbian = languages.getByRole('link', { name: t('common.language.names.sr') });
    expect(await serbian.getAttribute('href')).toBe('/sr-Cyrl/score');
    expect(await serbian.getAttribute('aria-current')).toBe('true');
    expect(await languages.getByRole('link').count()).toBe(3);
    expect(await languages.getByRole('link', { name: 'Latviešu' }).getAttribute('href')).toBe('/lv/score');
    await page.goto('/lv/score');
    expect(await page.getByRole('navigation', { name: translator('lv')('common.language.script') }).count()).toBe(0);
  });
});

describe('Cyrillic beyond the pages', () => {
  it('a browser that asks for Serbian Cyrillic lands on /sr-Cyrl; one that asks for Serbian on /sr', async () => {
    for (const [languages, target] of [
      ['sr-Cyrl-RS,sr;q=0.9', '/sr-Cyrl'],
      ['sr-RS,sr;q=0.9', '/sr'],
    ]) {
      const response = await fetch(`${site.baseUrl()}/`, { redirect: 'manual', headers: { 'accept-language': languages } });
      expect(new URL(response.headers.get('location') ?? '', site.baseUrl()).pathname).toBe(target);
    }
  });

  it('the bidder API explains in Cyrillic', async () => {
    const query = new URLSearchParams({ hand: 'AKQ2.KJ3.T8.Q432', dealer: 'N', locale: 'sr-Cyrl' });
    const body = (await (await fetch(`${site.baseUrl()}/api/bid?${query}`)).json()) as { explanation: string };
    expect(body.explanation).toMatch(/брзих штихова/);
    expect(body.explanation).toContain('2,5');
  });

});
