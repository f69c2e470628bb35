// The other drill kinds in a session, in sr, lv and en: an evaluate item (with the locale's decimal comma), a
// "legal or not" item, a "who plays it" item (wrong on a phone with its feedback, right on a laptop) and a "score it"
// item answered right count 1 of 1; the answer reaches the progress page and
// stays after a reload; a shared item's page carries Open Graph and Twitter cards with its preview image; the
// session's result downloads a PBN file that lib/bridge reads back to the same deal. Answers come from lib/quiz.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeDeal } from '@/lib/bridge/deal';
import { scoreContract } from '@/lib/bridge/scoring/duplicate';
import { parsePbnFile } from '@/lib/bridge/pbn/file';
import { CONTENT_LOCALES, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { partnerOf, seatAfter, type Seat } from '@/lib/bridge/types';
import { itemCode, quizItem, type QuizItem } from '@/lib/quiz';
import { hasHorizontalScroll, seriousViolations, useSite } from './support/browser';

const site = useSite();

/** The first seed whose item satisfies `wanted` (found with lib/, not the page). */
function itemWhere(topic: 'evaluate' | 'legal' | 'roles' | 'score', wanted: (item: QuizItem) => boolean): QuizItem {
  for (let seed = 1; seed < 500; seed++) {
    const item = quizItem(topic, seed);
    if (wanted(item)) return item;
  }
  throw new Error(`no ${topic} item found`);
}

const EVALUATE = itemWhere('evaluate', (i) => i.expected.kind === 'evaluate' && i.expected.trump !== null && i.expected.qt % 1 !== 0);
const LEGAL = itemWhere('legal', (i) => i.expected.kind === 'legal' && i.expected.index !== null && i.expected.index < i.calls.length);
const SCORE = itemWhere('score', (i) => i.expected.kind === 'score' && i.expected.score < 0);
/** A "who plays it" item whose declarer did not make the last bid, doubled: the case the declarer rule is for. */
const ROLES = itemWhere('roles', (i) => {
  const e = i.expected;
  const last = [...i.calls].reverse().findIndex((c) => c.kind === 'bid');
  return e.kind === 'roles' && last >= 0 && seatAfter(i.dealer, i.calls.length - 1 - last) !== e.contract.declarer;
});
/** A Chicago deal that completes a game with a partscore carried from before: its points include the game bonus. */
const CHICAGO = itemWhere('score', (i) => {
  const e = i.expected;
  if (e.kind !== 'score' || e.chicago === null) return false;
  const alone = scoreContract({ contract: e.contract, tricks: e.tricks, vulnerable: e.vulnerable });
  return alone.made && !alone.lines.some((l) => l.kind === 'game-bonus') && e.score > alone.declarerScore;
});

async function openItem(locale: Locale, item: QuizItem, width = 360): Promise<Page> {
  const { page } = await site.open(`/${locale}/drills/${item.topic}?item=${itemCode(item)}`, { viewport: { width, height: 800 } });
  await page.locator('[data-hydrated]').waitFor();
  return page;
}

async function expectOneOfOne(page: Page, locale: Locale): Promise<void> {
  const t = translator(locale);
  await page.getByTestId('drill-next').waitFor();
  expect(await page.getByTestId('drill-score').textContent()).toBe(t('drills.session.score', { right: 1, answered: 1 }));
}

describe.each(CONTENT_LOCALES)('drill kinds in %s', (locale) => {
  const t = translator(locale);
  const number = (n: number) => new Intl.NumberFormat(locale === 'sr' ? 'sr-Latn' : locale).format(n);

  it('an evaluate item answered right (quick tricks with the locale’s decimal sign) counts, reaches the progress page and stays after a reload', async () => {
    const e = EVALUATE.expected as Extract<QuizItem['expected'], { kind: 'evaluate' }>;
    const page = await openItem(locale, EVALUATE);
    const fields = { h: e.h, d: e.d, hd: e.hd, qt: e.qt, hdr: e.hdr! } as const;
    for (const [field, value] of Object.entries(fields)) {
      await page.getByLabel(t(`exercises.evaluate.fields.${field}`), { exact: true }).fill(number(value));
    }
    expect(number(e.qt)).toMatch(locale === 'en' ? /\./ : /,/);
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await expectOneOfOne(page, locale);
    expect(await page.getByTestId('evaluate-feedback').textContent()).toContain(t('exercises.evaluate.allRight'));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.goto(`/${locale}/drills/progress`);
    await page.getByTestId('progress-overall').waitFor();
    const overall = t('progress.overall.answers', { answered: 1, right: 1 });
    expect(await page.getByTestId('progress-overall').textContent()).toContain(overall);
    await page.reload();
    await page.getByTestId('progress-overall').waitFor();
    expect(await page.getByTestId('progress-overall').textContent()).toContain(overall);
  });

  it('a "legal or not" item: the first illegal call and its reason', async () => {
    const e = LEGAL.expected as Extract<QuizItem['expected'], { kind: 'legal' }>;
    const page = await openItem(locale, LEGAL, 1280);
    await page.locator('label', { has: page.locator(`input[type="radio"][value="${e.index}"]`) }).click();
    await page.getByLabel(t('exercises.legal.reason'), { exact: true }).selectOption(e.code);
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await expectOneOfOne(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a "who plays it" item on a phone: the last bidder taken for declarer is wrong, and the feedback says why part by part', async () => {
    const e = ROLES.expected as Extract<QuizItem['expected'], { kind: 'roles' }>;
    const page = await openItem(locale, ROLES);
    expect(await page.getByTestId('roles-auction').locator('td').filter({ hasText: /\S/ }).count()).toBe(ROLES.calls.length);
    const picker = page.locator('fieldset.contract-picker');
    const choose = async (scope: ReturnType<Page['locator']>, value: string) => scope.locator('label', { has: page.locator(`input[type="radio"][value="${value}"]`) }).first().click();
    // nothing is chosen at first: checking asks for the contract
    await page.getByRole('button', { name: t('exercises.check') }).click();
    expect(await page.getByTestId('roles-feedback').textContent()).toBe(t('exercises.roles.chooseContract'));
    await choose(picker.locator('fieldset').nth(0), String(e.contract.level));
    await choose(picker.locator('fieldset').nth(1), e.contract.strain);
    await choose(picker.locator('fieldset').nth(2), e.contract.risk);
    // the last bidder as declarer, and the rule applied to that wrong declarer
    const last = [...ROLES.calls].reverse().findIndex((c) => c.kind === 'bid');
    const lastBidder: Seat = seatAfter(ROLES.dealer, ROLES.calls.length - 1 - last);
    await choose(page.getByTestId('roles-declarer'), lastBidder);
    await choose(page.getByTestId('roles-leader'), seatAfter(lastBidder));
    await choose(page.getByTestId('roles-dummy'), partnerOf(lastBidder));
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await page.getByTestId('drill-next').waitFor();
    expect(await page.getByTestId('drill-score').textContent()).toBe(t('drills.session.score', { right: 0, answered: 1 }));
    const feedback = (await page.getByTestId('roles-feedback').textContent()) ?? '';
    const seat = (s: Seat) => t(`common.seats.${s}`);
    expect(feedback).toContain(t('exercises.roles.lastBidder', { seat: seat(lastBidder) }));
    expect(feedback).toContain(t('exercises.roles.leaderWrong', { seat: seat(e.leader) }));
    expect(feedback).toContain(t('exercises.roles.dummyWrong', { seat: seat(e.dummy) }));
    expect(feedback).toContain(t('exercises.roles.followsGiven'));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('a "who plays it" item answered right on a laptop counts 1 of 1', async () => {
    const e = ROLES.expected as Extract<QuizItem['expected'], { kind: 'roles' }>;
    const page = await openItem(locale, ROLES, 1280);
    const picker = page.locator('fieldset.contract-picker');
    const choose = async (scope: ReturnType<Page['locator']>, value: string) => scope.locator('label', { has: page.locator(`input[type="radio"][value="${value}"]`) }).first().click();
    await choose(picker.locator('fieldset').nth(0), String(e.contract.level));
    await choose(picker.locator('fieldset').nth(1), e.contract.strain);
    await choose(picker.locator('fieldset').nth(2), e.contract.risk);
    await choose(page.getByTestId('roles-declarer'), e.contract.declarer);
    await choose(page.getByTestId('roles-leader'), e.leader);
    await choose(page.getByTestId('roles-dummy'), e.dummy);
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await expectOneOfOne(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a "score it" item: a contract gone down scores below zero', async () => {
    const e = SCORE.expected as Extract<QuizItem['expected'], { kind: 'score' }>;
    const page = await openItem(locale, SCORE);
    await page.getByLabel(t('exercises.score.answer'), { exact: true }).fill(String(e.score));
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await expectOneOfOne(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('a Chicago item shows the deals before it, and its answer counts the game a carried partscore completes', async () => {
    const e = CHICAGO.expected as Extract<QuizItem['expected'], { kind: 'score' }>;
    const page = await openItem(locale, CHICAGO);
    expect(await page.getByTestId('chicago-state').locator('li').count()).toBe(e.chicago!.turn - 1);
    expect(await page.getByTestId('chicago-state').textContent()).toContain(t('exercises.score.chicagoDeal', { turn: e.chicago!.turn }));
    await page.getByLabel(t('exercises.score.answer'), { exact: true }).fill(String(e.score));
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await expectOneOfOne(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('a shared item’s page has Open Graph and Twitter cards with its 1200 × 630 preview image', async () => {
    const code = itemCode(SCORE);
    const page = await openItem(locale, SCORE, 1280);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    const image = await meta('meta[property="og:image"]');
    expect(image).toContain(`/api/quiz/image?item=${code}&locale=${locale}`);
    expect(await meta('meta[property="og:image:width"]')).toBe('1200');
    expect(await meta('meta[property="og:image:height"]')).toBe('630');
    expect(await meta('meta[property="og:url"]')).toContain(`/${locale}/drills/score?item=${code}`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:image"]')).toBe(image);
    const png = await fetch(`${site.baseUrl()}${new URL(image!).pathname}${new URL(image!).search}`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('a shared item’s page is rendered in one pass: the rewrite to ./shared stays inside the server, under its CSP’s nonce', async () => {
    // An absolute rewrite address is one Next sends over HTTP to itself (scripts/serve.mjs tells Next its host).
    const code = itemCode(SCORE);
    const answer = await fetch(`${site.baseUrl()}/${locale}/drills/score?item=${code}`, { redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-middleware-rewrite')).toMatch(new RegExp(`^/${locale}/drills/score/shared\\?item=`));
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await answer.text()).toContain(`nonce="${nonce}"`);
  });

  it('the session’s result downloads its items as PBN, read back to the same deal', async () => {
    const { page } = await site.open(`/${locale}/drills/score?item=${itemCode(SCORE)}`, { viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    await page.locator('[data-hydrated]').waitFor();
    await page.getByLabel(t('exercises.score.answer'), { exact: true }).fill('0');
    await page.getByRole('button', { name: t('exercises.check') }).click();
    await page.getByTestId('drill-next').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('share.pbn.download') }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pbn$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const read = parsePbnFile(await readFile(path, 'utf8'));
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value).toHaveLength(1);
    expect(makeDeal(read.value[0].deal!)).toBe(makeDeal(SCORE.deal));
  });
});
