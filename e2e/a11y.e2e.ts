// axe finds no serious or critical violations on any page, in any locale, including result and error states. Each
// page kind is checked once per locale and width, on its richest state (issue 24): the evaluate page with a result
// (its form is the empty page's form, filled), the rubber sheet with deals on it.

import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { seriousViolations, useSite } from './support/browser';

const site = useSite();

const PAGES = [
  '',
  '/evaluate?hand=K.Q8.J76.QT98765&partner=C',
  '/score',
  '/score?mode=chicago',
  '/drills',
  '/drills/evaluate?seed=7',
  '/drills/legal?seed=7',
  '/drills/auction?seed=7',
  '/teach',
  '/no-such-page',
];

describe('the check itself', () => {
  it('reports the critical violations put into a page: a nameless button, an image without alt text', async () => {
    const { page } = await site.open('/en/evaluate');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'nameless';
      document.querySelector('main')?.append(button);
      const image = document.createElement('img');
      image.src = '/icon.svg';
      document.querySelector('main')?.append(image);
    });
    const found = await seriousViolations(page);
    expect(found.some((line) => line.startsWith('button-name (critical)') && line.includes('#nameless'))).toBe(true);
    expect(found.some((line) => line.startsWith('image-alt (critical)'))).toBe(true);
  });
});

describe.each(CONTENT_LOCALES)('accessibility in %s', (locale) => {
  it.each(PAGES)('%s at 360 px and 1280 px', async (path) => {
    const { page } = await site.open(`/${locale}${path}`);
    // The not-found body is rendered in the browser (see pages.e2e.ts): check the page, not the first HTML.
    await page.locator('h1').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the error state of the evaluate page', async () => {
    const t = translator(locale);
    const { page } = await site.open(`/${locale}/evaluate`);
    await page.getByRole('textbox', { name: t('evaluate.form.hand'), exact: true }).fill('AKQ2.KK3.T8.Q432');
    await page.getByRole('button', { name: t('evaluate.form.evaluate') }).click();
    await page.locator('form').getByRole('alert').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a rubber sheet with deals on it, at 360 px and 1280 px', async () => {
    const t = translator(locale);
    const { page } = await site.open(`/${locale}/score?mode=rubber`);
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    for (let i = 0; i < 2; i++) await panel.getByRole('button', { name: t('score.form.add') }).click();
    await expect.poll(() => panel.locator('.deal-list li').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
