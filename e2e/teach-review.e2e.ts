// Review after reveal (issue 27, section 3), in sr, lv and sr-Cyrl on a phone: a student answers a test (a call, a
// score and a "who plays it"), sees nothing of the answers until the teacher reveals it, then each question's hand, auction, their answer,
// the expected answer with the bidder's explanation (as stored with the item) and the link to the lesson; the teacher
// opens the student's squares of the grid and sees the same; in practice (sr) each answered question is reviewed at
// the end, a count field by field; axe finds nothing serious at a phone's and a laptop's width.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { lessonOfRule } from '@/lib/lessons/catalogue';
import type { CreatedSet, TeacherView } from '@/lib/set-api/responses';
import { expectSoundAtBothWidths, useSite } from './support/browser';
import { latinWords } from './support/cyrillic';

const site = useSite();
const sr = translator('sr');

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.baseUrl()}${path}`, { ...init, headers: init?.body ? { 'content-type': 'application/json' } : undefined });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** The student answers the question on screen: the first call the box offers, or a score of 420. Gives the answer. */
async function answerPlain(page: Page): Promise<string> {
  const question = page.getByTestId('plain-question');
  await question.waitFor();
  const kind = await question.getAttribute('data-kind');
  let given: string;
  if (kind === 'roles') {
    // 1♣ by North, North leading, South dummy: a "who plays it" answer that the form takes (and the grade rejects)
    given = 'roles';
    await pickRoles(question);
    await question.locator('button[type="submit"]').click();
  } else if (kind === 'call') {
    const button = page.locator('button[data-call]:not([disabled])').first();
    given = (await button.getAttribute('data-call'))!;
    await button.click();
  } else {
    given = '420';
    await question.locator('input[type="text"]').fill(given);
    await question.locator('button[type="submit"]').click();
  }
  await page.getByTestId('answer-saved').waitFor();
  await page.getByTestId('set-next').click();
  return given;
}

/** Chooses 1♣ undoubled, North declarer and leader, South dummy in a "who plays it" form (the drill's or a test's). */
async function pickRoles(scope: ReturnType<Page['locator']>): Promise<void> {
  const choose = (within: ReturnType<Page['locator']>, value: string) => within.locator('label', { has: within.page().locator(`input[type="radio"][value="${value}"]`) }).first().click();
  const picker = scope.locator('fieldset.contract-picker fieldset');
  await choose(picker.nth(0), '1');
  await choose(picker.nth(1), 'C');
  await choose(picker.nth(2), '');
  await choose(scope.getByTestId('roles-declarer'), 'N');
  await choose(scope.getByTestId('roles-leader'), 'N');
  await choose(scope.getByTestId('roles-dummy'), 'S');
}

const CASES: readonly { locale: Locale; title: string; name: string }[] = [
  { locale: 'sr', title: 'Provera: odgovori na 1 BA', name: 'Željka Đurić' },
  { locale: 'lv', title: 'Pārbaudījums: atbildes uz 1 BT', name: 'Līga Ozoliņa' },
  { locale: 'sr-Cyrl', title: 'Провера: одговори на 1 БА', name: 'Жељка Ђурић' },
];

/**
 * The student answers a practice question with the drills' own components: the first call the box offers, 1 for every
 * count, or the auction's first call as its first illegal one.
 */
async function answerDrill(page: Page, index: number): Promise<void> {
  // this question's own component, once loaded (the evaluate and legal ones load when first shown)
  await page.locator(`[data-testid="set-question"][data-index="${index}"]`).waitFor();
  await page.locator('[data-testid="set-question"] :is([data-testid="evaluate-question"], [data-testid="legal-question"], [data-testid="roles-question"], [data-testid="call-feedback"])').first().waitFor({ state: 'attached' });
  if ((await page.getByTestId('roles-question').count()) > 0) {
    const question = page.getByTestId('roles-question');
    await pickRoles(question);
    await question.locator('button[type="submit"]').click();
    await page.locator('[data-testid="roles-feedback"] ul').first().waitFor();
    await page.locator('[data-testid="set-question"] [data-testid="review-lesson"]').waitFor();
  } else if ((await page.getByTestId('evaluate-question').count()) > 0) {
    for (const input of await page.locator('[data-testid="evaluate-question"] input[type="text"]').all()) await input.fill('1');
    await page.locator('[data-testid="evaluate-question"] button[type="submit"]').click();
    await page.locator('[data-testid="evaluate-feedback"] ul').first().waitFor();
    // right after the answer, beside the drills' feedback: the lesson that teaches the count
    await page.locator('[data-testid="set-question"] [data-testid="review-lesson"]').waitFor();
  } else if ((await page.getByTestId('legal-question').count()) > 0) {
    // the first call is the first illegal one, for the first reason listed
    await page.locator('[data-testid="legal-question"] input[type="radio"]').first().check();
    await page.locator('[data-testid="legal-question"] select').first().selectOption({ index: 1 });
    await page.locator('[data-testid="legal-question"] button[type="submit"]').click();
    await page.locator('[data-testid="legal-feedback"] ul').first().waitFor();
    await page.locator('[data-testid="set-question"] [data-testid="review-lesson"]').waitFor();
  } else {
    await page.locator('button[data-call]:not([disabled])').first().click();
    await page.locator('[data-testid="call-feedback"] [data-outcome]').waitFor();
  }
  await page.getByTestId('set-next').click();
}

describe('review after reveal', () => {
  it('sr practice: once answered, each question is reviewed from what is stored (a count, an auction, a call), with its lesson', async () => {
    const created = await api<CreatedSet>('/api/sets', {
      method: 'POST',
      body: JSON.stringify({ title: 'Vežba: procena i otvaranje', locale: 'sr', mode: 'practice', nearMisses: false, items: [{ topic: 'evaluate', count: 1 }, { topic: 'legal', count: 1 }, { topic: 'roles', count: 1 }, { topic: 'O-1NT', count: 1 }] }),
    });
    expect(created.status).toBe(201);
    const { code, teacherToken } = created.body;
    const setView = (await api<TeacherView>(`/api/teacher/${teacherToken}`)).body;
    const evaluateItem = setView.set.items.find((i) => i.kind === 'evaluate')!;
    const callItem = setView.set.items.find((i) => i.kind === 'call')!;
    const student = await site.open(`/sr/s/${code}`);
    const { page } = student;
    await page.getByTestId('student-name').fill('Marko Jovanović');
    await page.getByTestId('join').click();
    await page.getByTestId('begin').click();
    for (let k = 0; k < 4; k++) await answerDrill(page, k);
    await expect.poll(() => page.getByTestId('item-review').count(), { timeout: 15_000 }).toBe(4);

    // the count: each field as given beside the stored count, and the lesson on counting points
    const evaluateReview = page.locator('[data-testid="item-review"][data-kind="evaluate"]');
    expect(await evaluateReview.getAttribute('data-expected')).toBe(evaluateItem.expected);
    expect(await evaluateReview.locator('ul.hand-diagram').count()).toBeGreaterThanOrEqual(1);
    // and the full count, as the drill shows it, since today's count gives the stored numbers
    expect(await evaluateReview.getByTestId('review-breakdown').count()).toBe(1);
    expect(await evaluateReview.locator('[data-testid="review-answer"] li').count()).toBeGreaterThanOrEqual(4);
    expect(await evaluateReview.getByTestId('review-lesson').getAttribute('href')).toMatch(/^\/sr\/lessons\/(hand-strength#E-HD|responding-to-a-suit#E-RESP)$/);
    // the auction: its calls numbered, the answer given, the first illegal call and why (or the contract), the auction law's lesson
    const legalItem = setView.set.items.find((i) => i.kind === 'legal')!;
    const legalReview = page.locator('[data-testid="item-review"][data-kind="legal"]');
    expect(await legalReview.getAttribute('data-expected')).toBe(legalItem.expected);
    expect(await legalReview.getByTestId('review-answer').textContent()).toContain(sr('teach.review.legalGivenCall', { number: 1, reason: sr('exercises.legal.reasons.insufficient') }));
    expect(await legalReview.getByTestId('review-lesson').getAttribute('href')).toMatch(/^\/sr\/lessons\/(the-auction|contract-and-declarer)#A-[A-Z]+$/);
    // who plays it: the auction, the answer marked part by part (a leader who is also declarer is wrong), the lesson
    const rolesItem = setView.set.items.find((i) => i.kind === 'roles')!;
    const rolesReview = page.locator('[data-testid="item-review"][data-kind="roles"]');
    expect(await rolesReview.getAttribute('data-expected')).toBe(rolesItem.expected);
    expect(await rolesReview.locator('table').count()).toBe(1);
    expect(await rolesReview.getByTestId('review-answer').getAttribute('data-right')).toBe('false');
    expect(await rolesReview.locator('[data-testid="review-answer"] li').count()).toBe(4);
    expect(await rolesReview.getByTestId('review-lesson').getAttribute('href')).toBe('/sr/lessons/contract-and-declarer#A-DECLARER');
    // the call: the explanation stored with the item, by the rule of the expected call
    const callReview = page.locator('[data-testid="item-review"][data-kind="call"]');
    expect(await callReview.getAttribute('data-expected')).toBe(callItem.expected);
    expect(await callReview.getByTestId('review-explanation').getAttribute('data-rule')).toBe(callItem.rule);
    expect(await callReview.locator(`a[data-lesson-rule="${callItem.rule}"]`).count()).toBe(1);
    await expectSoundAtBothWidths(page);
    expect(student.errors).toEqual([]);
  }, 180_000);


  for (const { locale, title, name } of CASES) {
    it(`${locale}: the student reviews each question once revealed, the teacher's square shows the same`, async () => {
      const t = translator(locale);
      const created = await api<CreatedSet>('/api/sets', {
        method: 'POST',
        body: JSON.stringify({ title, locale: locale === 'sr-Cyrl' ? 'sr' : locale, mode: 'test', nearMisses: false, items: [{ topic: 'R1N-2N', count: 1 }, { topic: 'score', count: 1 }, { topic: 'roles', count: 1 }] }),
      });
      expect(created.status).toBe(201);
      const { code, teacherToken } = created.body;
      const setView = (await api<TeacherView>(`/api/teacher/${teacherToken}`)).body;
      const callItem = setView.set.items.find((i) => i.kind === 'call')!;
      const scoreItem = setView.set.items.find((i) => i.kind === 'score')!;

      // the student answers both questions on a phone: nothing of the answers is shown
      const student = await site.open(`/${locale}/s/${code}`);
      const { page } = student;
      await page.getByTestId('student-name').fill(name);
      await page.getByTestId('join').click();
      await page.getByTestId('begin').click();
      const given = new Map<number, string>();
      for (let k = 0; k < 3; k++) {
        const index = Number(await page.getByTestId('set-question').getAttribute('data-index'));
        given.set(index, await answerPlain(page));
      }
      await expect.poll(() => page.getByTestId('wait-reveal').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('item-review').count()).toBe(0);

      // the teacher reveals: the student's page (polling while the results wait) shows each question reviewed
      expect((await api(`/api/teacher/${teacherToken}`, { method: 'PATCH', body: JSON.stringify({ revealed: true }) })).status).toBe(200);
      await expect.poll(() => page.getByTestId('item-review').count(), { timeout: 30_000 }).toBe(3);
      // the roles question answered in a test's own form: stored, graded wrong, its parts marked in the review
      const rolesReview = page.locator('[data-testid="item-review"][data-kind="roles"]');
      expect(await rolesReview.getByTestId('review-answer').getAttribute('data-right')).toBe('false');
      expect(await rolesReview.getByTestId('review-answer').textContent()).toContain(t('common.seats.N'));

      const callReview = page.locator('[data-testid="item-review"][data-kind="call"]');
      // the hand and the auction, the drills' own
      expect(await callReview.locator('ul.hand-diagram').count()).toBe(1);
      expect(await callReview.locator('table').count()).toBe(1);
      // the student's call, marked as theirs in the auction and as an answer with its stored grade
      const yours = given.get(callItem.index)!;
      const answer = callReview.getByTestId('review-answer');
      expect(await answer.getAttribute('data-right')).toBe(String(yours === callItem.expected));
      expect(await callReview.locator('table').textContent()).toContain(`(${t('drills.question.yours')})`);
      // the expected call with the bidder's explanation of it, by the stored rule, and the lesson that teaches the rule
      expect(await callReview.getAttribute('data-expected')).toBe(callItem.expected);
      const explanation = callReview.getByTestId('review-explanation');
      expect(await explanation.getAttribute('data-rule')).toBe(callItem.rule);
      expect((await explanation.textContent())!.length).toBeGreaterThan(40);
      const lesson = lessonOfRule(callItem.rule!)!;
      const lessonLink = callReview.locator(`a[data-lesson-rule="${callItem.rule}"]`);
      expect(await lessonLink.getAttribute('href')).toBe(`/${locale}/lessons/${lesson.slug}#${callItem.rule}`);
      expect(await lessonLink.textContent()).toBe(t('lessons.readMore', { number: lesson.number }));

      // the score question: the expected score, how it is scored and the scoring lesson
      const scoreReview = page.locator('[data-testid="item-review"][data-kind="score"]');
      expect(await scoreReview.getAttribute('data-expected')).toBe(scoreItem.expected);
      expect(await scoreReview.getByTestId('review-answer').getAttribute('data-right')).toBe(String(scoreItem.expected === '420'));
      // its lines as the drill shows them (today's scoring gives the stored score)
      expect(await scoreReview.getByTestId('review-breakdown').count()).toBe(1);
      expect(await scoreReview.getByTestId('review-lesson').getAttribute('href')).toMatch(new RegExp(`^/${locale}/lessons/(chicago-and-duplicate|rubber-scoring)$`));

      await expectSoundAtBothWidths(page);
      if (locale === 'sr-Cyrl') expect(await latinWords(page)).toEqual([]);
      expect(student.errors).toEqual([]);

      // the teacher opens the student's squares: the same hand, answer, expected call, explanation and lesson
      const teacher = await site.open(`/${locale}/t/${teacherToken}`);
      await teacher.page.getByTestId('results-grid').waitFor();
      const row = teacher.page.locator('[data-testid="grid-row"]').first();
      const callColumn = setView.set.items.findIndex((i) => i.id === callItem.id);
      await row.locator('[data-testid="open-cell"]').nth(callColumn).click();
      const detail = teacher.page.getByTestId('cell-detail');
      await detail.getByTestId('item-review').waitFor();
      const studentHand = await callReview.getAttribute('data-hand');
      expect(await detail.getByTestId('item-review').getAttribute('data-hand')).toBe(studentHand);
      expect(await detail.getByTestId('item-review').getAttribute('data-expected')).toBe(callItem.expected);
      expect(await detail.getByTestId('review-answer').getAttribute('data-right')).toBe(await answer.getAttribute('data-right'));
      expect(await detail.getByTestId('review-explanation').getAttribute('data-rule')).toBe(callItem.rule);
      expect(await detail.getByTestId('review-explanation').textContent()).toBe(await explanation.textContent());
      expect(await detail.locator(`a[data-lesson-rule="${callItem.rule}"]`).getAttribute('href')).toBe(await lessonLink.getAttribute('href'));
      await expectSoundAtBothWidths(teacher.page);
      expect(teacher.errors).toEqual([]);
    }, 180_000);
  }
});
