// The progress page in sr, lv and en: a progress printed by lib/progress and put in localStorage shows its figures,
// charts, review and weak-spot links and survives a reload; corrupt stored text shows the site's notice and no crash
// (stored-progress.e2e.ts tests what is kept); reset asks first and then clears; a new learner gets the empty state.
// Each state is checked at 360 px and 1280 px on one page load: axe finds nothing serious, nothing scrolls sideways.
// Expected values come from lib/, percentages from the browser's Intl.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTENT_LOCALES, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import {
  accuracy,
  dueByTopic,
  emptyProgress,
  overallStat,
  printProgress,
  recordAnswer,
  topicRuleStats,
  weakRules,
  type AnswerRecord,
  type Progress,
} from '@/lib/progress/progress';
import type { RuleId } from '@/lib/bidder';
import type { DrillKind } from '@/lib/quiz/topics';
import { expectSoundAtBothWidths, PHONE, reload, useSite, visit } from './support/browser';

const site = useSite();

const KEY = 'bridge-tutor.progress.v1';
const DAY = Math.floor(Date.now() / 86_400_000);

/** [drill kind, rule, right, code, days before today] */
const ANSWERS: readonly [DrillKind, RuleId | null, boolean, string, number][] = [
  ['open', 'O-1NT', true, 'oA1', 6],
  ['open', 'O-1NT', false, 'oA2', 6],
  ['open', 'O-1NT', true, 'oA3', 5],
  ['open', 'O-1NT', true, 'oA4', 5],
  ['open', 'O-2NT', false, 'oB1', 3],
  ['open', 'O-2NT', true, 'oB2', 3],
  ['open', 'O-2NT', false, 'oB3', 2],
  ['respond', 'R-JUMP', false, 'rA1', 4],
  ['respond', 'R-JUMP', false, 'rA2', 4],
  ['respond', 'R-JUMP', true, 'rA3', 1],
  ['respond', 'R-JUMP', true, 'rA4', 1],
  ['evaluate', null, true, 'eA1', 0],
  ['evaluate', null, false, 'eA2', 0],
  ['slam', 'BW-ASK', false, 'sA1', 1],
  ['slam', 'BW-ASK', true, 'sA2', 0],
  ['slam', 'BW-ASK', true, 'sA3', 0],
];

const PROGRESS: Progress = ANSWERS.reduce<Progress>(
  (p, [topic, rule, right, code, ago]) =>
    recordAnswer(p, { code, kind: rule ? 'call' : 'evaluate', topic, rule, right, day: DAY - ago } satisfies AnswerRecord),
  emptyProgress(),
);

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A share as the page's Intl prints it in that locale (85 % or 85%). */
function percent(page: Page, locale: Locale, ratio: number): Promise<string> {
  return page.evaluate(([l, r]) => new Intl.NumberFormat(l, { style: 'percent' }).format(r), [locale, ratio] as const);
}

/** Opens the progress page at 360 px with `stored` in localStorage (null: nothing stored), waiting until it runs. */
async function openWith(locale: Locale, stored: string | null) {
  const tracked = await site.open(`/${locale}/drills/progress`, { viewport: PHONE });
  await tracked.page.evaluate(([key, text]) => (text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text)), [KEY, stored] as const);
  await reload(tracked.page);
  await tracked.page.locator('[data-hydrated]').waitFor();
  return tracked;
}

async function checkPage(page: Page, errors: string[]) {
  await expectSoundAtBothWidths(page);
  expect(errors).toEqual([]);
}

describe.each(CONTENT_LOCALES)('the progress page in %s', (locale) => {
  const t = translator(locale);

  describe('at 360 px and 1280 px', () => {
    it('shows the stored figures, the charts and the links, and keeps them over a reload', async () => {
      const { page, errors } = await openWith(locale, printProgress(PROGRESS));
      expect(await page.locator('h1').textContent()).toBe(t('progress.title'));
      expect(await page.title()).toContain(t('progress.title'));

      const check = async () => {
        const all = overallStat(PROGRESS);
        const overall = squash(await page.getByTestId('progress-overall').textContent());
        expect(overall).toContain(await percent(page, locale, accuracy(all)!));
        expect(overall).toContain(t('progress.overall.answers', { answered: all.answered, right: all.right }));
        expect(overall).toContain(`${PROGRESS.streak.current} ${t('progress.overall.inARow', { count: PROGRESS.streak.current })}`);
        expect(overall).toContain(`${PROGRESS.streak.best} ${t('progress.overall.inARow', { count: PROGRESS.streak.best })}`);

        const kinds = page.getByTestId('progress-kinds');
        for (const kind of ['evaluate', 'open', 'respond', 'slam'] as const) {
          const row = squash(await kinds.locator(`tr[data-row="${kind}"]`).textContent());
          const stat = PROGRESS.topics[kind]!;
          expect(row).toBe(`${t(`progress.kinds.names.${kind}`)}${await percent(page, locale, accuracy(stat)!)}${t('progress.kinds.rightOf', { right: stat.right, answered: stat.answered })}`);
        }
        for (const kind of ['open', 'respond', 'slam'] as const) {
          const table = page.getByTestId(`progress-rules-${kind}`);
          expect(squash(await table.locator('caption').textContent())).toBe(t('progress.kinds.byRule', { kind: t(`progress.kinds.names.${kind}`) }));
          for (const { rule, stat } of topicRuleStats(PROGRESS, kind)) {
            const row = table.locator(`tr[data-row="${rule}"]`);
            expect(await row.getByRole('link', { name: rule }).getAttribute('href')).toBe(`/${locale}/notes#${rule}`);
            expect(squash(await row.locator('td').first().textContent())).toBe(await percent(page, locale, accuracy(stat)!));
            expect(await row.locator('svg[aria-hidden="true"] rect').count()).toBe(2);
          }
        }
        expect(await page.getByTestId('progress-rules-evaluate').count()).toBe(0);

        const review = page.getByTestId('progress-review');
        expect(squash(await review.textContent())).toContain(t('progress.review.waiting', { count: PROGRESS.queue.length }));
        const groups = dueByTopic(PROGRESS, DAY);
        expect(groups.map((g) => g.topic)).toEqual(['open', 'respond', 'slam']);
        for (const { topic, codes } of groups) {
          const link = review.getByRole('link', { name: t('progress.review.now', { kind: t(`progress.kinds.names.${topic}`), count: codes.length }) });
          expect(await link.getAttribute('href')).toBe(`/${locale}/drills/${topic}?items=${codes.join(',')}`);
        }

        const weak = page.getByTestId('progress-weak');
        const rules = weakRules(PROGRESS, 3);
        expect(rules).toEqual(['O-2NT', 'R-JUMP', 'BW-ASK']);
        expect(await weak.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-rule')))).toEqual(rules);
        for (const rule of rules) {
          const href = await weak.getByRole('link', { name: t('progress.weak.practise', { rule }) }).getAttribute('href');
          expect(href).toMatch(new RegExp(`^/${locale}/drills/${rule}\\?seed=\\d+$`));
          expect(await weak.getByRole('link', { name: rule, exact: true }).getAttribute('href')).toBe(`/${locale}/notes#${rule}`);
        }
        expect(await page.getByTestId('storage-notice').count()).toBe(0);
      };
      await check();
      await checkPage(page, errors);
      await reload(page);
      await page.locator('[data-hydrated]').waitFor();
      await check();
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(printProgress(PROGRESS));
    });

    it('sets corrupt stored data aside with a notice, without a crash', async () => {
      const { page, errors } = await openWith(locale, '{"version":1,"topics":{"open":{"answered":2,"right":5');
      expect(squash(await page.getByTestId('storage-notice').locator('p').textContent())).toBe(`${t('common.storage.progressWhole')} ${t('common.storage.copyKept')}`);
      expect(await page.getByTestId('progress-empty').isVisible()).toBe(true);
      await checkPage(page, errors);
    });

    it('asks before a reset, cancels back to the button, then deletes everything', async () => {
      const { page, errors } = await openWith(locale, printProgress(PROGRESS));
      const resetButton = page.getByRole('button', { name: t('progress.reset.button'), exact: true });
      await resetButton.click();
      const question = page.getByRole('group', { name: t('progress.reset.confirm') });
      await question.waitFor();
      const cancel = question.getByRole('button', { name: t('progress.reset.cancel') });
      expect(await cancel.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectSoundAtBothWidths(page);
      await cancel.click();
      await resetButton.waitFor();
      expect(await resetButton.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(printProgress(PROGRESS));

      await resetButton.click();
      await page.getByRole('button', { name: t('progress.reset.yes') }).click();
      await page.getByTestId('progress-empty').waitFor();
      expect(squash(await page.getByRole('status').textContent())).toBe(t('progress.reset.done'));
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
      await checkPage(page, errors);
      await reload(page);
      await page.locator('[data-hydrated]').waitFor();
      expect(await page.getByTestId('progress-overall').count()).toBe(0);
      expect(await page.getByTestId('progress-empty').isVisible()).toBe(true);
    });

    it('shows a new learner the way to the drills', async () => {
      const { page, errors } = await openWith(locale, null);
      const empty = page.getByTestId('progress-empty');
      expect(squash(await empty.locator('h2').textContent())).toBe(t('progress.empty.heading'));
      expect(await empty.getByRole('link', { name: t('progress.empty.link') }).getAttribute('href')).toBe(`/${locale}/drills`);
      expect(await page.getByTestId('storage-notice').count()).toBe(0);
      await checkPage(page, errors);
    });
  });
});

describe('the progress store in the browser', () => {
  const t = translator('en');

  it('follows another tab: a reset there empties this page too', async () => {
    const { page, context, errors } = await openWith('en', printProgress(PROGRESS));
    const other = await context.newPage();
    await visit(other, '/en/drills/progress');
    await other.locator('[data-hydrated]').waitFor();
    await other.getByRole('button', { name: t('progress.reset.button'), exact: true }).click();
    await other.getByRole('button', { name: t('progress.reset.yes') }).click();
    await page.getByTestId('progress-empty').waitFor();
    expect(await page.getByTestId('progress-overall').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('works without a crash where localStorage throws (private mode, quota)', async () => {
    const { page, context, errors } = await site.open(undefined, { viewport: PHONE });
    await context.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
      Storage.prototype.removeItem = refuse;
    });
    await visit(page, '/en/drills/progress');
    await page.locator('[data-hydrated]').waitFor();
    expect(await page.getByTestId('progress-empty').isVisible()).toBe(true);
    expect(await page.getByTestId('storage-notice').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
