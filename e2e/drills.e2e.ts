// The drills in sr and lv (support/locales FLOW_LOCALES): a ten-item opening session answered right scores 10/10; a
// wrong answer shows the bidder's explanation and the notes link, and the result offers it again; a rule's own drill
// works; a shared ?item= link shows the same hand; a tampered link shows the error page with a way back; the index's
// chooser goes to a rule. Axe finds nothing serious and nothing scrolls sideways: the session's states at 360 px and
// 1280 px on one page load (support/browser expectSoundAtBothWidths), the other pages at 360 px. Expected calls come
// from lib/quiz, not the page.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { explanationText } from '@/lib/bidder-api';
import { makeCall, sameCall } from '@/lib/bridge/call';
import { translator } from '@/lib/i18n/translate';
import { itemCode, quizSession, type QuizItem } from '@/lib/quiz';
import { callChoices, gradeCall } from '@/lib/quiz/grade-call';
import { expectSoundAtBothWidths, hasHorizontalScroll, LAPTOP, PHONE, seriousViolations, useSite, visit } from './support/browser';
import { FLOW_LOCALES } from './support/locales';

const site = useSite();

const SEED = 20261130;
const SESSION = quizSession('open', SEED).map((e) => e.item);

function expectedCall(item: QuizItem) {
  if (item.expected.kind !== 'call') throw new Error('not a call item');
  return item.expected;
}

/** The first session item with a wrong legal call that the system gives a meaning, and that call. */
function wrongAnswer() {
  for (const [index, item] of SESSION.entries()) {
    for (const call of callChoices(item)) {
      if (sameCall(call, expectedCall(item).call)) continue;
      const grade = gradeCall(item, call);
      if (grade.ok && grade.value.meaning && grade.value.meaning.rule !== expectedCall(item).rule) return { index, item, call, grade: grade.value };
    }
  }
  throw new Error('no wrong call with a meaning in the session');
}

async function openDrill(path: string, viewport: { width: number; height: number }) {
  const tracked = await site.open(path, { viewport });
  await tracked.page.locator('[data-hydrated]').waitFor();
  return tracked;
}

async function answer(page: Page, item: QuizItem) {
  await page.locator(`button[data-call="${makeCall(expectedCall(item).call)}"]`).click();
  await page.locator('[data-outcome="right"]').waitFor();
}

async function next(page: Page) {
  await page.getByTestId('drill-next').click();
}

describe.each(FLOW_LOCALES)('the drills in %s', (locale) => {
  const t = translator(locale);

  it('a ten-item opening session answered right ends 10 of 10, the seed stays in the address', async () => {
    const { page, errors } = await openDrill(`/${locale}/drills/open?seed=${SEED}`, PHONE);
    expect(await page.locator('h1').textContent()).toBe(t('drills.topic.kind', { name: t('drills.kinds.open.name') }));
    const nav = page.getByRole('navigation', { name: t('common.nav.label') }).locator('a[aria-current="page"]');
    expect(await nav.textContent()).toBe(t('common.nav.drills'));
    for (const [k, item] of SESSION.entries()) {
      expect(await page.getByTestId('drill-progress').textContent()).toBe(t('drills.session.progress', { number: k + 1, total: 10 }));
      // the question never names the answer's rule before the learner answers
      expect(await page.getByTestId('call-feedback').textContent()).toBe('');
      await answer(page, item);
      expect(await page.getByTestId('drill-score').textContent()).toBe(t('drills.session.score', { right: k + 1, answered: k + 1 }));
      if (k === 0) await expectSoundAtBothWidths(page);
      await next(page);
      if (k < 9) expect(await page.evaluate(() => document.activeElement?.id)).toBe('drill-question');
    }
    expect(await page.getByTestId('drill-summary').textContent()).toBe(t('drills.session.summary', { right: 10, total: 10 }));
    expect(new URL(page.url()).searchParams.get('seed')).toBe(String(SEED));
    await expectSoundAtBothWidths(page);
    expect(errors).toEqual([]);
  });

  it('a wrong answer shows the bidder’s explanation, what the call shows and the notes link; the result offers the missed question again and another session', async () => {
    const wrong = wrongAnswer();
    const { page } = await openDrill(`/${locale}/drills/open?seed=${SEED}`, LAPTOP);
    for (const [k, item] of SESSION.entries()) {
      if (k === wrong.index) {
        await page.locator(`button[data-call="${makeCall(wrong.call)}"]`).click();
        const feedback = page.locator('[data-outcome="wrong"]');
        await feedback.waitFor();
        const text = (await feedback.textContent()) ?? '';
        expect(text).toContain(explanationText(locale, wrong.grade.advice.explain));
        expect(text).toContain(t(`notes.rules.summaries.${wrong.grade.meaning!.rule}`));
        const rule = wrong.grade.advice.rule;
        expect(await feedback.locator(`a[data-notes-rule="${rule}"]`).getAttribute('href')).toBe(`/${locale}/notes#${rule}`);
        expect(await page.getByTestId('drill-score').textContent()).toBe(t('drills.session.score', { right: wrong.index, answered: wrong.index + 1 }));
        await expectSoundAtBothWidths(page);
      } else await answer(page, item);
      await next(page);
    }
    expect(await page.getByTestId('drill-summary').textContent()).toBe(t('drills.session.summary', { right: 9, total: 10 }));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('drill-summary');
    // only the missed question offers a retry, next to the learner's call and the system's
    const retry = page.getByRole('link', { name: t('drills.session.retry') });
    expect(await retry.count()).toBe(1);
    expect(await retry.getAttribute('href')).toBe(`/${locale}/drills/open?item=${itemCode(wrong.item)}`);
    const row = page.locator('li', { has: retry });
    expect(await row.textContent()).toContain(t('drills.session.systemCall'));
    await page.getByRole('link', { name: t('drills.session.missed') }).click();
    await page.waitForURL((url) => url.searchParams.get('items') === itemCode(wrong.item));
    await page.locator('[data-hydrated] [data-testid="drill-progress"]').waitFor();
    expect(await page.getByTestId('drill-progress').textContent()).toBe(t('drills.session.progress', { number: 1, total: 1 }));
    await page.locator(`button[data-call="${makeCall(expectedCall(wrong.item).call)}"]`).click();
    await next(page);
    await page.getByRole('button', { name: t('drills.session.another') }).click();
    await page.waitForURL((url) => url.searchParams.has('seed') && !url.searchParams.has('items'));
    await page.locator('[data-hydrated] [data-testid="drill-progress"]').waitFor();
    expect(await page.getByTestId('drill-progress').textContent()).toBe(t('drills.session.progress', { number: 1, total: 10 }));
  });

  it('a reload keeps the session: the learner goes on at the first unanswered question with the score so far', async () => {
    const { page } = await openDrill(`/${locale}/drills/open?seed=${SEED}`, PHONE);
    for (let k = 0; k < 3; k++) {
      await answer(page, SESSION[k]);
      if (k < 2) await next(page);
    }
    await page.reload();
    await page.locator('[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('drill-progress').textContent()).toBe(t('drills.session.progress', { number: 4, total: 10 }));
    expect(await page.getByTestId('drill-score').textContent()).toBe(t('drills.session.score', { right: 3, answered: 3 }));
    await answer(page, SESSION[3]);
    expect(await page.getByTestId('drill-score').textContent()).toBe(t('drills.session.score', { right: 4, answered: 4 }));
  });

  it('a rule’s own drill works, and the address gets a seed when it had none', async () => {
    const { page } = await openDrill(`/${locale}/drills/O-1NT`, PHONE);
    expect(await page.locator('h1').textContent()).toBe(t('drills.topic.rule', { rule: 'O-1NT' }));
    await page.waitForURL(/[?&]seed=\d+/);
    const seed = Number(new URL(page.url()).searchParams.get('seed'));
    const first = quizSession('O-1NT', seed)[0].item;
    await answer(page, first);
    expect(await page.locator('[data-outcome="right"]').textContent()).toContain(t(`notes.rules.summaries.${expectedCall(first).rule}`));
  });

  it('a shared ?item= link shows the same hand as in the session', async () => {
    const item = SESSION[3];
    const session = await openDrill(`/${locale}/drills/open?seed=${SEED}`, LAPTOP);
    for (let k = 0; k < 3; k++) {
      await answer(session.page, SESSION[k]);
      await next(session.page);
    }
    const inSession = await session.page.locator('.hand-diagram').textContent();
    const shared = await openDrill(`/${locale}/drills/open?item=${encodeURIComponent(itemCode(item))}`, PHONE);
    expect(await shared.page.locator('.hand-diagram').textContent()).toBe(inSession);
    expect(await shared.page.getByTestId('drill-progress').textContent()).toBe(t('drills.session.progress', { number: 1, total: 1 }));
    await answer(shared.page, item);
    await next(shared.page);
    expect(await shared.page.getByTestId('drill-summary').textContent()).toBe(t('drills.session.summary', { right: 1, total: 1 }));
  });

  it.each([`item=${encodeURIComponent('O-1NT.5x!')}`, 'items=O-1NT.5,%%%', `item=${'A'.repeat(15_000)}`])(
    'a tampered share link (%.40s) answers 404 with the bad-link page, a way back and language links without its query',
    async (query) => {
      const { page, errors } = await site.open();
      const response = await visit(page, `/${locale}/drills/open?${query}`);
      expect(response?.status()).toBe(404);
      await page.getByTestId('drill-bad-link').waitFor();
      expect(await page.locator('h1').textContent()).toBe(t('drills.badLink.title'));
      expect(await page.getByTestId('drill-bad-link').locator('p').first().textContent()).toBe(t('drills.badLink.damaged'));
      expect(await page.getByRole('link', { name: t('drills.badLink.back') }).getAttribute('href')).toBe(`/${locale}/drills`);
      // the language links carry a bounded query: a 15 KB code is not echoed into them
      const html = (await response?.text()) ?? '';
      expect(html.length).toBeLessThan(100_000);
      for (const href of await page.locator('.language-switcher a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href.length).toBeLessThan(2_100);
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    },
  );

  it('a seed that is not one shows the bad-link panel with a way back', async () => {
    const { page, errors } = await site.open(`/${locale}/drills/open?seed=-3`);
    await page.getByTestId('drill-bad-link').waitFor();
    expect(await page.getByTestId('drill-bad-link').getByRole('heading').textContent()).toBe(t('drills.badLink.title'));
    expect(await page.getByTestId('drill-bad-link').locator('p').first().textContent()).toBe(t('drills.badLink.seed', { seed: '-3' }));
    expect(await page.getByRole('link', { name: t('drills.badLink.back') }).getAttribute('href')).toBe(`/${locale}/drills`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the session’s messages are not in the page: they come once with its questions, and Retry brings them after a failure', async () => {
    const { page, context, errors } = await site.open();
    const asked: string[] = [];
    let failures = 1;
    await context.route('**/api/drill-messages/**', async (route) => {
      asked.push(route.request().url());
      if (failures-- > 0) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    // a rule's summary is among the drill messages: the share page (drawn on the server) carries them, this page not
    const summary = t('notes.rules.summaries.O-1NT');
    const shared = await (await fetch(`${site.baseUrl()}/${locale}/drills/open?item=${encodeURIComponent(itemCode(SESSION[0]))}`)).text();
    expect(shared).toContain(summary);
    const html = await (await page.goto(`/${locale}/drills/open?seed=${SEED}`))!.text();
    expect(html).not.toContain(summary);
    await page.getByTestId('drill-failed').waitFor();
    expect(await page.getByTestId('drill-failed').locator('p').textContent()).toBe(t('drills.session.failed'));
    await page.getByRole('button', { name: t('drills.session.retry') }).click();
    await answer(page, SESSION[0]);
    expect(asked).toEqual([`${site.baseUrl()}/api/drill-messages/${locale}`, `${site.baseUrl()}/api/drill-messages/${locale}`]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
  });

  it('the index lists the drills and its chooser starts a rule’s drill', async () => {
    const { page, errors } = await site.open(`/${locale}/drills`);
    expect(await page.locator('h1').textContent()).toBe(t('drills.title'));
    expect(await page.getByRole('heading', { level: 3, name: t('drills.kinds.rebid.name') }).count()).toBe(1);
    expect(await page.locator(`a[href="/${locale}/drills/progress"]`).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByLabel(t('drills.byRule.label'), { exact: true }).selectOption('R1N-2S');
    await page.getByRole('button', { name: t('drills.byRule.start') }).click();
    await page.waitForURL(new RegExp(`/${locale}/drills/R1N-2S`));
    await page.locator('[data-hydrated]').waitFor();
    expect(await page.locator('h1').textContent()).toBe(t('drills.topic.rule', { rule: 'R1N-2S' }));
    expect(errors).toEqual([]);
  });

  it('the chooser works without JavaScript: the form’s GET (?rule=) is sent on to the rule’s drill', async () => {
    const { page } = await site.open(`/${locale}/drills`, { javaScriptEnabled: false });
    await page.getByLabel(t('drills.byRule.label'), { exact: true }).selectOption('D-X');
    await page.getByRole('button', { name: t('drills.byRule.start') }).click();
    await page.waitForURL(new RegExp(`/${locale}/drills/D-X$`));
    expect(await page.locator('h1').textContent()).toBe(t('drills.topic.rule', { rule: 'D-X' }));
  });
});
