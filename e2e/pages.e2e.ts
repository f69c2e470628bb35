// Every page loads in sr, sr-Cyrl, lv and en: status 200, <html lang>, the localized heading and title, a header nav
// marking the current section, a language switcher that keeps the page, no console errors (CSP violations among them:
// support/browser.ts fails any test whose pages see one), no horizontal scroll.

import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { languageTargets } from '@/app/_components/locale-href';
import { hasHorizontalScroll, isHydrated, useSite, visit } from './support/browser';

const site = useSite();

const LANG: Record<Locale, string> = { sr: 'sr-Latn', 'sr-Cyrl': 'sr-Cyrl', lv: 'lv', en: 'en' };

const PAGES = [
  { path: '', heading: 'home.title', title: 'common.siteName', nav: 'common.nav.home' },
  { path: '/evaluate', heading: 'evaluate.title', title: 'evaluate.title', nav: 'common.nav.evaluate' },
  { path: '/score', heading: 'score.title', title: 'score.title', nav: 'common.nav.score' },
  { path: '/drills', heading: 'drills.title', title: 'drills.title', nav: 'common.nav.drills' },
  { path: '/drills/progress', heading: 'progress.title', title: 'progress.title', nav: 'common.nav.drills' },
  { path: '/drills/pairs', heading: 'pairs.title', title: 'pairs.title', nav: 'common.nav.drills' },
  { path: '/teach', heading: 'teach.start.title', title: 'teach.start.title', nav: 'common.nav.teach' },
  { path: '/teach/recover', heading: 'teach.recover.title', title: 'teach.recover.title', nav: 'common.nav.teach' },
  // reached from the teachers' and the drills' pages; no section of the nav is its own
  { path: '/live', heading: 'live.title', title: 'live.title', nav: null },
] as const;

describe.each(LOCALES)('pages in %s', (locale) => {
  const t = translator(locale);

  it.each(PAGES)('$path loads with its heading, title and nav, without console errors', async ({ path, heading, title, nav }) => {
    const { page, errors } = await site.open();
    const response = await visit(page, `/${locale}${path}`);
    expect(response?.status()).toBe(200);
    // the scripts ran (the CSP let them): React has hydrated the document (headers.e2e.ts leaves these pages to this test)
    await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe(LANG[locale]);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t(heading));
    expect(await page.title()).toContain(t(title));
    const current = page.getByRole('navigation', { name: t('common.nav.label') }).locator('a[aria-current="page"]');
    if (nav === null) expect(await current.count()).toBe(0);
    else expect(await current.textContent()).toBe(t(nav));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the language switcher keeps the page and its query', async () => {
    const { page, errors } = await site.open(`/${locale}/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H`);
    const switcher = page.getByRole('navigation', { name: t('common.language.label') });
    for (const [language, other] of languageTargets(locale)) {
      const link = switcher.getByRole('link', { name: t(`common.language.names.${language}`) });
      expect(await link.getAttribute('href')).toBe(`/${other}/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H`);
    }
    const [language, target] = languageTargets(locale).find(([, l]) => l !== locale) as readonly [string, Locale];
    await switcher.getByRole('link', { name: t(`common.language.names.${language}`) }).click();
    await page.waitForURL(`**/${target}/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(LANG[target]);
    await expect.poll(() => page.locator('h1').textContent()).toBe(translator(target)('evaluate.title'));
    expect(errors).toEqual([]);
  });

  it('an unknown address shows the localized not-found page with status 404', async () => {
    const { page, cspViolations } = await site.open();
    const response = await visit(page, `/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    // Next 16 sends notFound() of a dynamic route as a bare document that the browser then renders
    // (vercel/next.js#62228), so wait for the page rather than read the first HTML.
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('common.notFound.title'));
    expect(await page.getAttribute('html', 'lang')).toBe(LANG[locale]);
    const home = page.getByRole('link', { name: t('common.notFound.home') });
    expect(await home.getAttribute('href')).toBe(`/${locale}`);
    // the browser reports the 404 itself as a console error; no other check of the console here, but no CSP violation
    expect(cspViolations).toEqual([]);
  });

  it('the result pages have no horizontal scroll at 360 px either', async () => {
    for (const path of ['/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=C', '/score?mode=rubber', '/score?mode=chicago']) {
      const { page, errors } = await site.open(`/${locale}${path}`);
      expect(await hasHorizontalScroll(page), path).toBe(false);
      expect(errors).toEqual([]);
    }
  });
});
