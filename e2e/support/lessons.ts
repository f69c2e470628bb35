// What the lesson browser tests share: a lesson's outline from its MDX file, its practice items as the page makes
// them, answering the first one on the page, and the suite that opens every lesson of one locale.
// Example: lessonPagesSuite(useSite(), LESSON_LOCALES['sr-Cyrl']) → every lesson in /sr-Cyrl checked.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeCall } from '@/lib/bridge/call';
import { toCyrillic } from '@/lib/i18n/cyrillic';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { LESSONS, lessonFile, type Lesson } from '@/lib/lessons/catalogue';
import { readExample, type PracticeExample } from '@/lib/lessons/examples';
import { lessonOutline, type LessonOutline } from '@/lib/lessons/outline';
import { practiceItems } from '@/lib/lessons/practice';
import { shownInLesson } from '@/lib/lessons/taught';
import type { QuizItem } from '@/lib/quiz';
import { hasHorizontalScroll, isHydrated, seriousViolations, visit, type Site } from './browser';
import { latinWords } from './cyrillic';

/** The pages that show lessons, and the files their text comes from. */
export const LESSON_LOCALES = {
  sr: { locale: 'sr', language: 'sr', lang: 'sr-Latn', script: (text: string) => text },
  'sr-Cyrl': { locale: 'sr-Cyrl', language: 'sr', lang: 'sr-Cyrl', script: toCyrillic },
  lv: { locale: 'lv', language: 'lv', lang: 'lv', script: (text: string) => text },
} as const;

export type LessonLocale = (typeof LESSON_LOCALES)[keyof typeof LESSON_LOCALES];

export function outlineOf(language: string, lesson: Lesson): LessonOutline {
  return lessonOutline(readFileSync(`content/${language}/${lessonFile(lesson)}.mdx`, 'utf8'));
}

/** The first practice question's item, as lib/lessons/practice makes it for the page. */
export function firstPracticeItem(outline: LessonOutline, lesson: Lesson): QuizItem | null {
  const element = outline.elements.find((e) => e.name === 'Practice');
  if (!element) return null;
  const read = readExample('Practice', element.attrs);
  if (!read.ok) throw new Error(`${lesson.slug}: bad practice`);
  const practice = read.value as PracticeExample;
  return practiceItems(practice.topics, lesson.number, practice.sheets)[0].item;
}

/** Answers the question on screen (right, except a "legal or not" question answered "not finished") and waits for the grade. */
export async function answerFirst(page: Page, locale: string, item: QuizItem, lesson: number): Promise<void> {
  const shown = shownInLesson(lesson);
  const t = translator(locale as Locale);
  const practice = page.getByTestId('lesson-practice');
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const e = item.expected;
  switch (e.kind) {
    case 'call':
      await practice.locator(`button[data-call="${makeCall(e.call)}"]`).click();
      break;
    case 'evaluate': {
      // a lesson asks only what it has taught: no quick tricks in lesson 4, no HDr before lesson 10
      const fields: Record<string, number> = { h: e.h, d: e.d, hd: e.hd };
      if (shown.qt) fields.qt = e.qt;
      if (e.hdr !== null && shown.hdr) fields.hdr = e.hdr;
      const inputs = practice.locator('input[inputmode]');
      expect(await inputs.count()).toBe(Object.keys(fields).length);
      for (const [i, value] of Object.values(fields).entries()) await inputs.nth(i).fill(number(value));
      await practice.locator('button[type="submit"]').click();
      break;
    }
    case 'score':
      await practice.locator('input[id$="-score"]').fill(String(e.score));
      await practice.locator('button[type="submit"]').click();
      break;
    case 'legal':
      await practice.locator('input[type="radio"][value="incomplete"]').check();
      await practice.locator('button[type="submit"]').click();
      break;
    case 'roles': {
      const picker = practice.locator('fieldset.contract-picker fieldset');
      const { level, strain, risk, declarer } = e.contract;
      const choose = (scope: ReturnType<Page['locator']>, value: string) => scope.locator(`input[type="radio"][value="${value}"]`).first().check({ force: true });
      await choose(picker.nth(0), String(level));
      await choose(picker.nth(1), strain);
      await choose(picker.nth(2), risk);
      await choose(practice.getByTestId('roles-declarer'), declarer);
      await choose(practice.getByTestId('roles-leader'), e.leader);
      await choose(practice.getByTestId('roles-dummy'), e.dummy);
      await practice.locator('button[type="submit"]').click();
      break;
    }
  }
  await practice.getByTestId('drill-next').waitFor();
  const score = await practice.getByTestId('drill-score').textContent();
  const right = e.kind === 'legal' ? (score?.includes(t('drills.session.score', { right: 1, answered: 1 })) ? 1 : 0) : 1;
  expect(score).toBe(t('drills.session.score', { right, answered: 1 }));
}

/**
 * The lessons whose pages, taken together, show every kind of example the language's course uses, fewest first
 * (a greedy cover, the lesson with the most kinds not yet covered each time). Axe checks these at both widths: a lesson
 * page is one page kind, and its instances differ only in which examples they show (issue 24).
 */
export function lessonsCoveringEveryExample(language: string): Lesson[] {
  const kinds = new Map(LESSONS.map((lesson) => [lesson, new Set(outlineOf(language, lesson).elements.map((e) => e.name))] as const));
  const uncovered = new Set([...kinds.values()].flatMap((names) => [...names]));
  const chosen: Lesson[] = [];
  while (uncovered.size > 0) {
    const gain = (lesson: Lesson) => [...kinds.get(lesson)!].filter((name) => uncovered.has(name)).length;
    const best = LESSONS.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const name of kinds.get(best)!) uncovered.delete(name);
  }
  return chosen;
}

export function lessonPagesSuite(site: Site, { locale, language, lang, script }: LessonLocale): void {
  describe(`the lessons in ${locale}`, () => {
    const cyrillic = locale === 'sr-Cyrl' ? ', no Latin word' : '';
    it.each(LESSONS.map((l) => [l.slug, l] as const))(`%s: title, lang, every example, anchors, rules tried first folded, practice graded${cyrillic}, no errors, 360 px`, async (_, lesson) => {
      const outline = outlineOf(language, lesson);
      const { page, errors } = await site.open(undefined, { viewport: { width: 360, height: 800 } });
      expect((await visit(page, `/${locale}/lessons/${lesson.slug}`))?.status()).toBe(200);
      expect(await isHydrated(page)).toBe(true);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').textContent()).toBe(script(outline.title!));
      expect(await page.title()).toContain(script(outline.title!));
      const counts = new Map<string, number>();
      for (const e of outline.elements) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
      const shown = await page.locator('[data-testid="lesson"] [data-example]').evaluateAll((elements) => elements.map((e) => e.getAttribute('data-example')));
      for (const [name, count] of counts) expect(shown.filter((n) => n === name).length, `${lesson.slug} <${name}>`).toBe(count);
      const anchors = await page.locator('[data-example="Rule"][id]').evaluateAll((elements) => elements.map((e) => e.id));
      for (const rule of lesson.rules) expect(anchors.filter((id) => id === rule).length, rule).toBe(1);
      const toc = await page.locator('nav[aria-labelledby="lesson-toc"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(toc).toEqual(outline.headings.filter((h) => h.depth === 2).map((h) => `#${h.id}`));
      // on a phone: the page's height printed, each bidder example's "rules tried first" folded (moved here from
      // drill-phone.e2e.ts, which opened every lesson a second time for it)
      const m = await page.evaluate(() => {
        const figures = [...document.querySelectorAll('[data-example="BidderSays"]')];
        const practice = document.querySelector('[data-testid="lesson-practice"]');
        return {
          height: document.documentElement.scrollHeight,
          practice: practice ? Math.round(practice.getBoundingClientRect().top + window.scrollY) : null,
          examples: figures.length,
          open: figures.filter((f) => [...f.querySelectorAll('ol')].some((ol) => ol.checkVisibility())).length,
        };
      });
      console.log(`[phone] ${locale} lesson ${lesson.number} ${lesson.slug}: ${m.height} px, practice at ${m.practice}, ${m.examples} bidder examples, ${m.open} lists open`);
      expect(m.open, `${lesson.slug}: no open list of rules tried first`).toBe(0);
      const item = firstPracticeItem(outline, lesson);
      if (item) {
        await page.locator('[data-testid="lesson-practice"] [data-hydrated]').waitFor();
        await answerFirst(page, locale, item, lesson.number);
      }
      // the page in Cyrillic, its practice answered: no Latin word but the kept ones (moved here from cyrillic.e2e.ts,
      // which opened every lesson a second time for it)
      if (locale === 'sr-Cyrl') expect(await latinWords(page)).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });

    const covering = lessonsCoveringEveryExample(language);
    it.each(covering.map((l) => [l.slug, l] as const))('%s (with the others of its cover, every kind of example): axe at 360 px and 1280 px', async (_, lesson) => {
      const { page } = await site.open(`/${locale}/lessons/${lesson.slug}`, { viewport: { width: 360, height: 800 } });
      const item = firstPracticeItem(outlineOf(language, lesson), lesson);
      if (item) {
        // the practice in its answered state: the grade and the next button are on the page too
        await page.locator('[data-testid="lesson-practice"] [data-hydrated]').waitFor();
        await answerFirst(page, locale, item, lesson.number);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
