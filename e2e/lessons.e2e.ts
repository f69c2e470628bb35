// The course beyond the lesson pages (those: lesson-pages-*.e2e.ts): the course index lists the eighteen lessons and
// marks a lesson read and practised; the script switch keeps the lesson and its anchor; "more in lesson N" links from
// the notes and the drills; each lesson's preview image; English points to the Serbian and Latvian course; the text
// and examples are there without JavaScript; an example's long parts are made when their fold opens.

import { describe, expect, it } from 'vitest';
import { toCyrillic } from '@/lib/i18n/cyrillic';
import { translator } from '@/lib/i18n/translate';
import { LESSONS } from '@/lib/lessons/catalogue';
import { groupRejected, rejectedRuleCount } from '@/lib/bidder';
import { readExample, type BidderSaysExample, type PracticeExample } from '@/lib/lessons/examples';
import { practiceItems } from '@/lib/lessons/practice';
import { seriousViolations, useSite } from './support/browser';
import { answerFirst, firstPracticeItem, outlineOf } from './support/lessons';

const site = useSite();

describe('the course index', () => {
  it.each(['sr', 'lv'] as const)('in %s lists the eighteen lessons in order, and marks one read and practised', async (locale) => {
    const t = translator(locale);
    const { page } = await site.open(`/${locale}/lessons`);
    const links = await page.getByTestId('course').locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(LESSONS.map((l) => `/${locale}/lessons/${l.slug}`));
    expect(await seriousViolations(page)).toEqual([]);
    const lesson = LESSONS[3];
    await page.goto(`/${locale}/lessons/${lesson.slug}`);
    await page.locator('[data-testid="lesson-practice"] [data-hydrated]').waitFor();
    await answerFirst(page, locale, firstPracticeItem(outlineOf(locale, lesson), lesson)!, lesson.number);
    for (let k = 1; k < 3; k++) {
      await page.getByTestId('drill-next').click();
      const spec = (readExample('Practice', outlineOf(locale, lesson).elements.find((e) => e.name === 'Practice')!.attrs) as { value: PracticeExample }).value;
      const item = practiceItems(spec.topics, lesson.number, spec.sheets)[k].item;
      const e = item.expected;
      if (e.kind !== 'evaluate') throw new Error('lesson 4 practises evaluation');
      const practice = page.getByTestId('lesson-practice');
      await practice.locator('input[inputmode]').first().waitFor();
      // lesson 4 asks only what it teaches: H, D and HD (quick tricks come in lesson 5, HDr in lesson 10)
      expect(await practice.locator('input[inputmode]').count()).toBe(3);
      const values = [e.h, e.d, e.hd];
      for (const [i, value] of values.entries()) await practice.locator('input[inputmode]').nth(i).fill(new Intl.NumberFormat(locale).format(value));
      await practice.locator('button[type="submit"]').click();
      await practice.getByTestId('drill-next').waitFor();
    }
    await page.getByTestId('lesson-end').scrollIntoViewIfNeeded();
    await page.goto(`/${locale}/lessons`);
    const marks = page.getByTestId(`marks-${lesson.slug}`);
    await marks.waitFor();
    expect(await marks.textContent()).toContain(t('lessons.marks.read'));
    expect(await marks.textContent()).toContain(t('lessons.marks.practised'));
    expect(await page.getByTestId(`marks-${LESSONS[4].slug}`).count()).toBe(0);
  });

  it('in English says the course is in Serbian and Latvian and links to both and to the notes', async () => {
    const t = translator('en');
    const { page, errors } = await site.open('/en/lessons');
    expect(await page.locator('h1').textContent()).toBe(t('lessons.index.title'));
    expect(await page.locator('.lead').textContent()).toBe(t('lessons.index.elsewhere'));
    expect(await page.getByRole('link', { name: t('lessons.index.inSerbian') }).getAttribute('href')).toBe('/sr/lessons');
    expect(await page.getByRole('link', { name: t('lessons.index.inLatvian') }).getAttribute('href')).toBe('/lv/lessons');
    expect(await page.getByRole('link', { name: t('lessons.index.notes') }).getAttribute('href')).toBe('/en/notes');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the script switch on a lesson', () => {
  it('goes from Latin to Cyrillic and back on the same lesson and the same rule anchor', async () => {
    const lesson = LESSONS[3];
    const title = outlineOf('sr', lesson).title!;
    const { page, errors } = await site.open(`/sr/lessons/${lesson.slug}#E-UNPROT`);
    await page.locator('[data-testid="lesson-practice"] [data-hydrated]').waitFor();
    await page.getByRole('navigation', { name: /^(Pismo|Писмо)$/ }).getByRole('link', { name: 'Ћирилица' }).click();
    await page.waitForURL(`**/sr-Cyrl/lessons/${lesson.slug}#E-UNPROT`);
    expect(await page.locator('h1').textContent()).toBe(toCyrillic(title));
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Cyrl');
    await page.locator('[data-testid="lesson-practice"] [data-hydrated]').waitFor();
    await page.getByRole('navigation', { name: /^(Pismo|Писмо)$/ }).getByRole('link', { name: 'Latinica' }).click();
    await page.waitForURL(`**/sr/lessons/${lesson.slug}#E-UNPROT`);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(errors).toEqual([]);
  });

  it('the Cyrillic course index lists the lessons in Cyrillic and links to the Cyrillic lessons', async () => {
    const { page } = await site.open('/sr-Cyrl/lessons');
    const links = await page.getByTestId('course').locator('h2 a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
    expect(links).toEqual(LESSONS.map((l) => [`/sr-Cyrl/lessons/${l.slug}`, toCyrillic(outlineOf('sr', l).title!)]));
  });
});

describe('"more in lesson N" from the rest of the site', () => {
  it('the notes and a rule\'s drill page link to the rule\'s anchor in its lesson, in the reader\'s language and script; English has no lessons to link', async () => {
    const t = translator('sr-Cyrl');
    const { page } = await site.open('/sr-Cyrl/notes');
    const link = page.locator('li[id="E-UNPROT"] a[data-lesson-rule="E-UNPROT"]');
    expect(await link.getAttribute('href')).toBe('/sr-Cyrl/lessons/hand-strength#E-UNPROT');
    expect(await link.textContent()).toBe(t('lessons.readMore', { number: 4 }));
    await link.click();
    await page.waitForURL('**/sr-Cyrl/lessons/hand-strength#E-UNPROT');
    // the anchor is scrolled to (a client-side navigation does not update :target, so its place is checked)
    await page.waitForFunction(() => {
      const top = document.getElementById('E-UNPROT')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight;
    });
    await page.goto('/lv/drills/O-1NT');
    expect(await page.locator('a[data-lesson-rule="O-1NT"]').first().getAttribute('href')).toBe('/lv/lessons/no-trump-openings#O-1NT');
    await page.goto('/en/notes');
    expect(await page.locator('a[data-lesson-rule]').count()).toBe(0);
  });
});

describe('a lesson\'s preview image', () => {
  it.each(['sr', 'sr-Cyrl', 'lv'])('in %s: the page\'s Open Graph image is a 1200×630 PNG', async (locale) => {
    const lesson = LESSONS[6];
    const { page } = await site.open(`/${locale}/lessons/${lesson.slug}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toContain(`/${locale}/lessons/${lesson.slug}/opengraph-image`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      (locale === 'sr-Cyrl' ? toCyrillic : (x: string) => x)(outlineOf(locale === 'lv' ? 'lv' : 'sr', lesson).title!),
    );
    const response = await page.request.get(new URL(image!).pathname + new URL(image!).search);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('a lesson in English', () => {
  it('says where to read it (Serbian, Latvian) and links the notes of its rules: the language switch never leads to a 404', async () => {
    const t = translator('en');
    const lesson = LESSONS[3];
    const { page, errors } = await site.open(`/sr/lessons/${lesson.slug}`);
    await page.locator(`a[hreflang="en"]`).first().click();
    await page.waitForURL(`**/en/lessons/${lesson.slug}`);
    expect(await page.locator('h1').textContent()).toBe(t('lessons.lesson.number', { number: lesson.number, total: LESSONS.length }));
    expect(await page.locator(`.page a[href="/sr/lessons/${lesson.slug}"]`).textContent()).toBe(outlineOf('sr', lesson).title);
    expect(await page.locator(`.page a[href="/lv/lessons/${lesson.slug}"]`).textContent()).toBe(outlineOf('lv', lesson).title);
    for (const rule of lesson.rules) expect(await page.locator(`a[href="/en/notes#${rule}"]`).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('a lesson shows its text, its examples and the solutions', async () => {
    const lesson = LESSONS[1];
    const outline = outlineOf('sr', lesson);
    const { page } = await site.open(`/sr/lessons/${lesson.slug}`, { javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe(outline.title);
    expect(await page.locator('[data-example="Auction"]').count()).toBe(outline.elements.filter((e) => e.name === 'Auction').length);
    const solution = page.locator('[data-example="Auction"] details').first();
    await solution.locator('summary').click();
    expect(await solution.locator('p').isVisible()).toBe(true);
  });
});

describe('a live example\'s long parts, made when opened', () => {
  const lesson = LESSONS.find((l) => l.slug === 'opener-rebid')!;
  const outline = outlineOf('sr', lesson);
  const evaluate = outline.elements.find((e) => e.name === 'Evaluate')!;
  const bidder = outline.elements.find((e) => e.name === 'BidderSays')!;
  const { advice } = (readExample('BidderSays', bidder.attrs) as { value: BidderSaysExample }).value;

  it('the rules tried first and the whole evaluation come when their fold opens; the messages are fetched once', async () => {
    const t = translator('sr');
    const { page, errors } = await site.open(`/sr/lessons/${lesson.slug}`);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/drill-messages/')) asked.push(request.url());
    });
    await page.locator('[data-testid="lesson-practice"] [data-hydrated]').waitFor();
    asked.length = 0; // the practice has its messages: from here on nothing should be fetched again
    const fold = page.locator('[data-example="BidderSays"] details').first();
    expect(await fold.locator('summary').textContent()).toBe(`${t('table.explanation.rejected')} (${rejectedRuleCount(advice.rejected)})`);
    expect(await fold.locator('ol li').count()).toBe(0);
    await fold.locator('summary').click();
    await fold.locator('ol li').first().waitFor();
    expect(await fold.locator('ol li').count()).toBe(groupRejected(advice.rejected).length);
    expect(await fold.textContent()).toContain(t('table.explanation.rejectedCount', { count: rejectedRuleCount(advice.rejected) }));
    const evaluation = page.locator('[data-example="Evaluate"] details').first();
    await evaluation.locator('summary').click();
    await evaluation.locator('.evaluation').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('without JavaScript each fold links to the whole answer: the rule in the notes, the hand on the evaluation page', async () => {
    const { page } = await site.open(`/sr/lessons/${lesson.slug}`, { javaScriptEnabled: false });
    const fold = page.locator('[data-example="BidderSays"] details').first();
    await fold.locator('summary').click();
    expect(await fold.locator('a').getAttribute('href')).toBe(`/sr/notes#${advice.rule}`);
    expect(await fold.locator('a').isVisible()).toBe(true);
    const evaluation = page.locator('[data-example="Evaluate"] details').first();
    await evaluation.locator('summary').click();
    expect(await evaluation.locator('a').getAttribute('href')).toBe(`/sr/evaluate?hand=${evaluate.attrs.hand}`);
    // the example itself is in the HTML: the call and the rule that fired
    expect(await page.locator('[data-example="BidderSays"]').first().textContent()).toContain(advice.rule);
  });
});
