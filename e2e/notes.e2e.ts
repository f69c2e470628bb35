// The system notes page in sr, lv and en: every interpretation I-1 … I-20 and every decision B-n with its own anchor
// and the texts of its locale, links to the rules it affects that land on the rule's anchor, no console errors, axe, no scroll at 360 px.

import { describe, expect, it } from 'vitest';
import { DECISIONS, INTERPRETATIONS, RULES_BY_TOPIC } from '@/app/[locale]/notes/system-notes';
import { CONTENT_LOCALES, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { hasHorizontalScroll, seriousViolations, useSite, visit } from './support/browser';

const site = useSite();

const LANG: Record<Locale, string> = { sr: 'sr-Latn', 'sr-Cyrl': 'sr-Cyrl', lv: 'lv', en: 'en' };

describe.each(CONTENT_LOCALES)('system notes in %s', (locale) => {
  const t = translator(locale);

  it('loads with its heading, title and nav entry, without console errors or horizontal scroll', async () => {
    const { page, errors } = await site.open();
    const response = await visit(page, `/${locale}/notes`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(LANG[locale]);
    expect(await page.locator('h1').textContent()).toBe(t('notes.title'));
    expect(await page.title()).toContain(t('notes.title'));
    const current = page.getByRole('navigation', { name: t('common.nav.label') }).locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe(t('common.nav.notes'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('lists I-1 … I-20, each under its own anchor with the question, the decision and why', async () => {
    const { page } = await site.open(`/${locale}/notes`);
    for (const { id } of INTERPRETATIONS) {
      const note = page.locator(`article[id="${id}"]`);
      expect(await note.locator('h3').textContent(), id).toBe(`${id} ${t(`notes.interpretations.items.${id}.title`)}`);
      const texts = await note.locator('dd').allTextContents();
      for (const part of ['question', 'decision', 'why']) expect(texts, `${id} ${part}`).toContain(t(`notes.interpretations.items.${id}.${part}`));
    }
  });

  it('the contents link to each interpretation, and each affected rule links to its entry in the rule list', async () => {
    const { page } = await site.open(`/${locale}/notes`);
    const contents = page.getByRole('navigation', { name: t('notes.contents') });
    await contents.getByRole('link', { name: `I-6 ${t('notes.interpretations.items.I-6.title')}` }).click();
    await page.waitForURL(`**/${locale}/notes#I-6`);
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('I-6');
    const affected = page.locator('article[id="I-6"]').getByRole('link', { name: 'O-1C', exact: true });
    await affected.click();
    await page.waitForURL(`**/${locale}/notes#O-1C`);
    expect(await page.locator('[id="O-1C"]').textContent()).toContain('O-1C');
    const listed = await page.locator('[id^="topic-"] li[id]').evaluateAll((items) => items.map((li) => li.id));
    expect(listed).toEqual(RULES_BY_TOPIC.flatMap((g) => g.rules));
  });

  it('lists every decision B-1 … of docs/system.md section 11 under its own anchor, each with what it touches', async () => {
    const { page } = await site.open(`/${locale}/notes`);
    const ids = await page.locator('section[aria-labelledby="decisions"] article').evaluateAll((items) => items.map((a) => a.id));
    expect(ids).toEqual(DECISIONS.map((d) => d.id));
    for (const { id, rules, topics, page: target } of DECISIONS) {
      const note = page.locator(`article[id="${id}"]`);
      expect(await note.locator('h3').textContent(), id).toBe(`${id} ${t(`notes.decisions.items.${id}.title`)}`);
      expect(await note.locator('dd').allTextContents(), id).toContain(t(`notes.decisions.items.${id}.decision`));
      expect(await note.locator('dd ul li').count(), id).toBe(rules.length + (topics?.length ?? 0) + (target ? 1 : 0));
    }
    const rubber = page.locator('article[id="B-3"]').getByRole('link', { name: t('notes.interpretations.rubber') });
    expect(await rubber.getAttribute('href')).toBe(`/${locale}/score?mode=rubber`);
  });

  it('I-20 points to Chicago scoring on the score page', async () => {
    const { page } = await site.open(`/${locale}/notes`);
    const link = page.locator('article[id="I-20"]').getByRole('link', { name: t('notes.interpretations.chicago') });
    expect(await link.getAttribute('href')).toBe(`/${locale}/score?mode=chicago`);
  });

  it('axe finds no serious or critical violations at 360 px and 1280 px', async () => {
    const { page } = await site.open(`/${locale}/notes`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
