// Stored progress and score sheets that do not read cleanly, in sr and lv: a drill page, a lesson page, the progress
// page and the score page show the site's notice, keep every valid entry (the progress page counts them), copy the
// original to its backup key before anything is written over it, and lose nothing valid after an answer, a lesson read
// or an added deal; a 5 MB value does not hold the page. CSP and console errors are checked on every page.
// Expected values come from lib/ (parseProgress, parseSheetDeals), never from the page.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeCall } from '@/lib/bridge/call';
import { parseContract } from '@/lib/bridge/contract';
import { MAX_SHEET_DEALS, parseSheetDeals, SHEET_STORAGE_KEYS, writeSheetDeals } from '@/lib/bridge/scoring/sheet-storage';
import { translator } from '@/lib/i18n/translate';
import { answeredTopics, emptyProgress, markLesson, overallStat, parseProgress, printProgress, recordAnswer, setAsideOf, type AnswerRecord, type Progress } from '@/lib/progress/progress';
import { quizSession } from '@/lib/quiz';
import { reload, seriousViolations, useSite, type TrackedPage } from './support/browser';

const site = useSite();

const KEY = 'bridge-tutor.progress.v1';
const BACKUP = `${KEY}:backup`;
const RUBBER = SHEET_STORAGE_KEYS.rubber;
const DAY = Math.floor(Date.now() / 86_400_000);
const SEED = 20261130;
const FIRST = quizSession('open', SEED)[0].item;
const LESSON = 'the-auction';

/** A learner's progress as this release writes it: answers on three kinds, a miss queued, a lesson read. */
const VALID: Progress = markLesson(
  (
    [
      { code: 'oA1', kind: 'call', topic: 'open', rule: 'O-1NT', right: true, day: DAY - 1 },
      { code: 'oA2', kind: 'call', topic: 'open', rule: 'O-1NT', right: false, day: DAY - 1 },
      { code: 'rA1', kind: 'call', topic: 'respond', rule: 'R-JUMP', right: true, day: DAY - 1 },
      { code: 'eA1', kind: 'evaluate', topic: 'evaluate', rule: null, right: true, day: DAY - 1 },
    ] satisfies AnswerRecord[]
  ).reduce(recordAnswer, emptyProgress()),
  'hand-strength',
  'read',
  DAY - 1,
);

/** VALID with what another release wrote beside it: an unknown rule, drill kind and lesson, an extra field, a wrong type, a __proto__ key. */
const MIXED = (() => {
  const json = JSON.parse(printProgress(VALID)) as Record<string, Record<string, unknown>>;
  json.rules['O-9'] = { answered: 6, right: 6, last: DAY - 2, topic: 'open' };
  json.topics.play = { answered: 3, right: 1, last: DAY - 2 };
  json.topics.slam = { answered: 'two', right: 1, last: DAY - 2 };
  json.lessons['the-finesse'] = { read: DAY - 2 };
  (json as Record<string, unknown>).goals = { weekly: 50 };
  return JSON.stringify(json).replace('"topics":{', '"topics":{"__proto__":{"answered":9,"right":9,"last":1},');
})();
const KEPT = parseProgress(MIXED);

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();


/** Opens `path` with `stored` put under the given keys (and nothing else stored), reloaded so the page reads it. */
async function openWith(path: string, stored: Readonly<Record<string, string>>): Promise<TrackedPage> {
  const tracked = await site.open(path, { viewport: { width: 360, height: 800 } });
  await tracked.page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(stored));
  await reload(tracked.page);
  return tracked;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The stored progress now: it must read cleanly once the site has written it. */
async function storedProgress(page: Page): Promise<Progress> {
  const parsed = parseProgress(await stored(page, KEY));
  expect(parsed.issues).toEqual([]);
  return parsed.progress;
}

/** Every count, queued item and lesson mark of `kept` is still in `now` (answers only add to them). */
function expectNothingLost(now: Progress, kept: Progress) {
  for (const [kind, stat] of Object.entries(kept.topics)) expect(now.topics[kind as keyof Progress['topics']]!.answered).toBeGreaterThanOrEqual(stat.answered);
  for (const [rule, stat] of Object.entries(kept.rules)) expect(now.rules[rule as keyof Progress['rules']]!.answered).toBeGreaterThanOrEqual(stat.answered);
  for (const entry of kept.queue) expect(now.queue.map((e) => e.code)).toContain(entry.code);
  for (const [slug, marks] of Object.entries(kept.lessons ?? {})) expect(now.lessons?.[slug]).toMatchObject(marks);
  expect(now.streak.best).toBeGreaterThanOrEqual(kept.streak.best);
}

describe.each(['sr', 'lv'] as const)('stored progress that does not read cleanly, in %s', (locale) => {
  const t = translator(locale);
  const progressNotice = `${t('common.storage.progressPart', { count: setAsideOf(KEPT.issues)!.entries })} ${t('common.storage.copyKept')}`;

  it('the progress page counts every valid entry and shows the notice, writing nothing until progress changes', async () => {
    const { page, errors } = await openWith(`/${locale}/drills/progress`, { [KEY]: MIXED });
    await page.locator('[data-hydrated]').waitFor();
    const notice = page.getByTestId('storage-notice');
    await notice.waitFor();
    expect(squash(await notice.locator('p').textContent())).toBe(progressNotice);
    const all = overallStat(KEPT.progress);
    expect(all.answered).toBe(4);
    expect(squash(await page.getByTestId('progress-overall').textContent())).toContain(t('progress.overall.answers', { answered: all.answered, right: all.right }));
    expect(await page.getByTestId('progress-kinds').locator('tr[data-row]').count()).toBe(answeredTopics(KEPT.progress).length);
    expect(await stored(page, KEY)).toBe(MIXED);
    expect(await stored(page, BACKUP)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: t('common.storage.close') }).click();
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a drill page: the first answer backs the original up, shows the notice and counts on from what was kept', async () => {
    const { page, errors } = await openWith(`/${locale}/drills/open?seed=${SEED}`, { [KEY]: MIXED });
    await page.locator('[data-hydrated]').waitFor();
    if (FIRST.expected.kind !== 'call') throw new Error('the opening drill asks for calls');
    await page.locator(`button[data-call="${makeCall(FIRST.expected.call)}"]`).click();
    await page.locator('[data-outcome="right"]').waitFor();
    const notice = page.getByTestId('storage-notice');
    await notice.waitFor();
    expect(squash(await notice.locator('p').textContent())).toBe(progressNotice);
    await expect.poll(() => stored(page, BACKUP), { timeout: 15_000 }).toBe(MIXED);
    const now = await storedProgress(page);
    expectNothingLost(now, KEPT.progress);
    expect(overallStat(now).answered).toBe(overallStat(KEPT.progress).answered + 1);
    expect(now.rules[FIRST.expected.rule]?.answered).toBe((KEPT.progress.rules[FIRST.expected.rule]?.answered ?? 0) + 1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a lesson page: reading it to the end backs the original up, marks the lesson and keeps the rest', async () => {
    const { page, errors } = await openWith(`/${locale}/lessons/${LESSON}`, { [KEY]: MIXED });
    await page.getByTestId('lesson-end').scrollIntoViewIfNeeded();
    const notice = page.getByTestId('storage-notice');
    await notice.waitFor();
    expect(squash(await notice.locator('p').textContent())).toBe(progressNotice);
    await expect.poll(() => stored(page, BACKUP), { timeout: 15_000 }).toBe(MIXED);
    const now = await storedProgress(page);
    expect(now).toEqual(markLesson(KEPT.progress, LESSON, 'read', now.lessons![LESSON].read!));
    expectNothingLost(now, KEPT.progress);
    expect(errors).toEqual([]);
  });

  it('a rubber sheet [4H, "x", 3N]: both deals are shown, the notice says one was set aside, and Add deal keeps them', async () => {
    const original = '[{"c":"4H","d":"N","t":10},"x",{"c":"3N","d":"E","t":9}]';
    const { page, errors } = await openWith(`/${locale}/score?mode=rubber`, { [RUBBER]: original });
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    // the stored sheet comes in after hydration
    await panel.locator('.deal-list li').nth(1).waitFor();
    expect(await panel.locator('.deal-list li').count()).toBe(2);
    const notice = page.getByTestId('storage-notice');
    await notice.waitFor();
    expect(squash(await notice.locator(`p[data-store="rubber"]`).textContent())).toBe(`${t('common.storage.sheetPart', { count: 1 })} ${t('common.storage.copyKept')}`);
    expect(await stored(page, RUBBER)).toBe(original);
    // the form starts at 4♥ by North, ten tricks
    await panel.getByRole('button', { name: t('score.form.add') }).click();
    await panel.locator('.deal-list li').nth(2).waitFor();
    const kept = parseSheetDeals('rubber', original).deals;
    const fourHearts = parseContract('4H');
    if (!fourHearts.ok) throw new Error('4H is a contract');
    expect(kept).toHaveLength(2);
    expect(await stored(page, RUBBER)).toBe(writeSheetDeals([...kept, { contract: fourHearts.value, declarer: 'N', tricks: 10 }]));
    expect(await stored(page, `${RUBBER}:backup`)).toBe(original);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('a sheet at its cap', () => {
  it(`says it holds ${MAX_SHEET_DEALS} deals and takes no more`, async () => {
    const t = translator('lv');
    const full = writeSheetDeals(Array.from({ length: MAX_SHEET_DEALS }, () => ({ contract: null })));
    const { page, errors } = await openWith('/lv/score?mode=chicago', { [SHEET_STORAGE_KEYS.chicago]: full });
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    await panel.getByTestId('sheet-full').waitFor();
    expect(squash(await panel.getByTestId('sheet-full').textContent())).toBe(t('common.storage.sheetFull', { max: MAX_SHEET_DEALS }));
    expect(await panel.getByRole('button', { name: t('score.form.add') }).isDisabled()).toBe(true);
    expect(await page.getByTestId('storage-notice').count()).toBe(0);
    expect(await stored(page, SHEET_STORAGE_KEYS.chicago)).toBe(full);
    expect(errors).toEqual([]);
  });
});

describe('a 5 MB stored value', () => {
  const t = translator('sr');
  /** Five million characters: valid progress in front, junk after, as no release writes it. */
  const huge = `${printProgress(VALID).slice(0, -1)},"junk":"${'x'.repeat(5_000_000)}"}`;

  /** The original is never lost: either it was backed up and the text rewritten, or (no room for a copy) it stays put. */
  async function expectOriginalKept(page: Page, key: string) {
    const [now, backup] = [await stored(page, key), await stored(page, `${key}:backup`)];
    const text = squash(await page.getByTestId('storage-notice').locator('p').first().textContent());
    if (backup === null) {
      expect(now === huge).toBe(true);
      expect(text).toContain(t('common.storage.notSaved'));
    } else {
      expect(backup === huge).toBe(true);
      expect(text).toContain(t('common.storage.copyKept'));
    }
  }

  it('does not hold a drill page: the page answers, the notice shows, the original is kept', async () => {
    const { page, errors } = await openWith(`/sr/drills/open?seed=${SEED}`, { [KEY]: huge });
    await page.locator('[data-hydrated]').waitFor();
    if (FIRST.expected.kind !== 'call') throw new Error('the opening drill asks for calls');
    await page.locator(`button[data-call="${makeCall(FIRST.expected.call)}"]`).click();
    await page.locator('[data-outcome="right"]').waitFor();
    await page.getByTestId('storage-notice').waitFor();
    expect(squash(await page.getByTestId('storage-notice').locator('p').textContent())).toContain(t('common.storage.progressWhole'));
    await expectOriginalKept(page, KEY);
    expect(errors).toEqual([]);
  });

  it('does not hold the score page: the sheet starts empty, the notice shows, the original is kept after a deal', async () => {
    const { page, errors } = await openWith('/sr/score?mode=rubber', { [RUBBER]: huge });
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    await page.getByTestId('storage-notice').waitFor();
    expect(squash(await page.getByTestId('storage-notice').locator('p').textContent())).toContain(t('common.storage.sheetWhole'));
    await panel.getByRole('button', { name: t('score.form.add') }).click();
    await panel.locator('.deal-list li').first().waitFor();
    await expectOriginalKept(page, RUBBER);
    expect(errors).toEqual([]);
  });
});
