// Phones (360 × 800) in sr and lv (support/locales FLOW_LOCALES; the laptop's checks in en): the answer where the eye
// is. The evaluation's HD is on the first screen, right under the input (a bar that leads down to the evaluation), and
// the card grid folds once there is a hand; the table's auction and explanation come first; no suit of a hand wraps,
// nor a term of a sum; the rubber sheet labels its parts and says who won; a bad hand keeps the last valid one in the
// grid. Expected values come from lib, never from the page.

import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { bidDeal } from '@/lib/bidder';
import { handOf } from '@/lib/bridge/deal';
import { makeHolding, parseHand } from '@/lib/bridge/hand';
import { randomDeal } from '@/lib/bridge/random-deal';
import { scoreRubber, type RubberDealInput } from '@/lib/bridge/scoring/rubber';
import { RANKS, SUITS, type Hand } from '@/lib/bridge/types';
import { evaluateHand } from '@/lib/evaluation';
import type { Locale } from '@/lib/i18n/locales';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { hasHorizontalScroll, seriousViolations, useSite } from './support/browser';
import { FLOW_LOCALES } from './support/locales';

const site = useSite();

const SCREEN = 800;
const HAND = 'AKQ2.KJ3.T8.Q432';
/** Four corrections: the opening sum runs over several lines at 360 px. */
const CORRECTED = 'K.Q8.J76.QT98765';

function handFrom(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`test hand ${text} does not parse`);
  return parsed.value;
}

/** Deals whose West or East holds a long suit with a ten (the widest lines beside each other), found with lib. */
const LONG_SUIT_SEEDS = Array.from({ length: 400 }, (_, s) => s + 1)
  .filter((seed) => {
    const deal = randomDeal(seed);
    return (['W', 'E'] as const).some((seat) => handOf(deal, seat).suits.some((mask) => makeHolding(mask).length >= 7 && makeHolding(mask).includes('T')));
  })
  .slice(0, 2);

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element is not rendered');
  return b;
}

/** The page's top edge of an element, however far the page is scrolled. */
async function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/** The cards the grid shows pressed, as their accessible names. */
async function pressedCards(page: Page): Promise<string[]> {
  return (await page.locator('.card-toggle[aria-pressed="true"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).sort();
}

function cardNames(locale: Locale, hand: Hand): string[] {
  const t = translator(locale);
  return SUITS.flatMap((suit, i) => RANKS.filter((_, r) => hand.suits[i] & (1 << r)).map((rank) => t('common.card', { suit, rank }))).sort();
}

describe.each(FLOW_LOCALES)('on a phone in %s', (locale) => {
  const t = translator(locale);
  const handField = (page: Page) => page.getByRole('textbox', { name: t('evaluate.form.hand'), exact: true });
  const fold = (page: Page) => page.locator('details.grid-fold');
  const isOpen = (page: Page) => fold(page).evaluate((details) => (details as HTMLDetailsElement).open);

  it('a shared evaluation shows its HD on the first screen, in a bar that leads to the evaluation', async () => {
    const { page, errors } = await site.open(`/${locale}/evaluate?hand=${HAND}`);
    const hd = evaluateHand(handFrom(HAND)).hd;
    const peek = page.getByTestId('result-peek');
    const bar = await box(peek);
    expect(bar.y).toBeGreaterThanOrEqual(0);
    expect(bar.y + bar.height).toBeLessThanOrEqual(SCREEN);
    expect(squash(await peek.textContent())).toBe(`HD ${hd} ${t('evaluate.peek.more')}`);
    const input = await box(handField(page));
    expect(bar.y - (input.y + input.height)).toBeLessThanOrEqual(16);
    // the evaluation itself is further down: the bar is what puts the answer on the first screen
    const result = page.getByRole('region', { name: t('evaluate.result.heading'), exact: true });
    expect(await pageTop(result)).toBeGreaterThan(SCREEN);
    await peek.click();
    await expect.poll(async () => (await box(result)).y).toBeLessThan(100);
    expect(squash(await result.getByTestId('opening-count').locator('.evaluation-sum').textContent()).endsWith(`= HD ${hd}`)).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the grid is open without a hand, folds once a hand is typed and unfolds on demand', async () => {
    const { page, errors } = await site.open(`/${locale}/evaluate`);
    const ace = page.getByRole('button', { name: t('common.card', { suit: 'S', rank: 'A' }) });
    expect(await isOpen(page)).toBe(true);
    expect(await ace.isVisible()).toBe(true);
    expect(await page.getByTestId('result-peek').count()).toBe(0);
    await handField(page).fill(HAND);
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await ace.isVisible()).toBe(false);
    // folded, the grid is one line naming itself and the count of its cards
    const summary = fold(page).locator('summary');
    expect((await box(fold(page))).height).toBeLessThan(100);
    expect(squash(await summary.textContent())).toBe(`${t('evaluate.grid.legend')} ${t('evaluate.grid.count', { count: 13 })}`);
    const bar = await box(page.getByTestId('result-peek'));
    expect(bar.y + bar.height).toBeLessThanOrEqual(SCREEN);
    await summary.click();
    await expect.poll(() => isOpen(page)).toBe(true);
    expect(await pressedCards(page)).toEqual(cardNames(locale, handFrom(HAND)));
    // picking on the open grid keeps it open: the player is using it
    await page.getByRole('button', { name: t('common.card', { suit: 'S', rank: '2' }) }).click();
    expect(await isOpen(page)).toBe(true);
    await page.getByRole('button', { name: t('common.card', { suit: 'S', rank: 'J' }) }).click();
    expect(await isOpen(page)).toBe(true);
    expect(await handField(page).inputValue()).toBe('AKQJ.KJ3.T8.Q432');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('without JavaScript, a shared address shows the bar and the grid folded, which still unfolds', async () => {
    const { page } = await site.open(`/${locale}/evaluate?hand=${HAND}`, { javaScriptEnabled: false });
    expect(await isOpen(page)).toBe(false);
    const bar = await box(page.getByTestId('result-peek'));
    expect(bar.y + bar.height).toBeLessThanOrEqual(SCREEN);
    await fold(page).locator('summary').click();
    expect(await isOpen(page)).toBe(true);
  });

  it('a bad hand keeps the last valid hand in the grid and the evaluation, with the error right under the input', async () => {
    const bad = 'AKQ2.KK3.T8.Q432';
    const problem = parseHand(bad);
    if (problem.ok) throw new Error('test hand should be invalid');
    const { page, errors } = await site.open(`/${locale}/evaluate`);
    const field = handField(page);
    await field.fill(HAND);
    await field.fill(bad);
    // the mistake cannot be mended by typing on: it is named at once, without pressing "Evaluate"
    const alert = page.locator('form').getByRole('alert');
    await alert.waitFor();
    const check = async () => {
      expect(await alert.textContent()).toBe(formatIssue(locale, problem.error));
      expect(await field.inputValue()).toBe(bad);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await alert.getAttribute('id'));
      const input = await box(field);
      const message = await box(alert);
      expect(message.y - (input.y + input.height)).toBeGreaterThanOrEqual(0);
      expect(message.y - (input.y + input.height)).toBeLessThanOrEqual(16);
      // the evaluation stays on the last valid hand and says so; the grid still shows that hand
      const result = page.getByRole('region', { name: t('evaluate.result.heading'), exact: true });
      expect(await result.getByText(t('evaluate.result.stale')).isVisible()).toBe(true);
      expect(await result.getByText(t('evaluate.result.empty')).count()).toBe(0);
      expect(squash(await result.getByTestId('opening-count').locator('.evaluation-sum').textContent()).endsWith(`= HD ${evaluateHand(handFrom(HAND)).hd}`)).toBe(true);
      if (!(await isOpen(page))) await fold(page).locator('summary').click();
      expect(await pressedCards(page)).toEqual(cardNames(locale, handFrom(HAND)));
    };
    await check();
    await page.getByRole('button', { name: t('evaluate.form.evaluate') }).click();
    await check();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the correction sum breaks between its terms only', async () => {
    const { page, errors } = await site.open(`/${locale}/evaluate?hand=${CORRECTED}&partner=C`);
    const sums = page.locator('.evaluation-sum');
    expect(await sums.count()).toBe(2);
    for (const sum of await sums.all()) {
      const lines = await sum.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(el).lineHeight),
        // each term's line boxes: one line means every fragment starts at the same height
        terms: [...el.querySelectorAll('.term')].map((term) => new Set([...term.getClientRects()].map((r) => Math.round(r.top))).size),
      }));
      expect(lines.height, 'the sum is long enough to wrap').toBeGreaterThan(2 * lines.line);
      expect(lines.terms.every((n) => n === 1), JSON.stringify(lines.terms)).toBe(true);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the table shows the auction and the current call’s explanation first', async () => {
    const { page, errors } = await site.open(`/${locale}/table?seed=42&step=5`);
    await page.locator('[data-hydrated]').waitFor();
    const calls = page.locator('button[data-call-index]');
    expect(await calls.count()).toBe(5);
    // the whole of the auction's first row is on the first screen
    const first = await box(calls.first());
    expect(first.y + first.height).toBeLessThan(SCREEN);
    expect(await pageTop(page.getByRole('heading', { name: t('table.auction.heading'), level: 2 }))).toBeLessThan(SCREEN * 0.75);
    // the explanation follows the auction, before the hands and the deal's form (it was below both, 1,975 px down)
    const why = page.getByRole('heading', { name: t('table.explanation.heading'), level: 2 });
    const hands = page.getByRole('heading', { name: t('table.deal.heading'), level: 2 });
    expect(await pageTop(why)).toBeLessThan(SCREEN * 1.25);
    expect(await pageTop(why)).toBeLessThan(await pageTop(hands));
    expect(await pageTop(why)).toBeLessThan(await pageTop(page.getByLabel(t('table.form.deal'), { exact: true })));
    const bidding = bidDeal(randomDeal(42), 'N', 'None');
    const panel = page.locator(`[id="${await calls.first().getAttribute('aria-controls')}"]`);
    expect(await panel.textContent()).toContain(bidding.calls[4].rule);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it.each([42, ...LONG_SUIT_SEEDS])('no suit wraps in the hands of deal %i', async (seed) => {
    const { page, errors } = await site.open(`/${locale}/table?seed=${seed}`);
    await page.locator('[data-hydrated]').waitFor();
    // Measured once the page's fonts are in: a line drawn in a fallback font can be taller than the line height.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const rows = await page.locator('.hand-diagram li').evaluateAll((items) =>
      items.map((li) => {
        const panel = li.closest('.panel')!.getBoundingClientRect();
        const holding = li.querySelector('.holding')!.getBoundingClientRect();
        return {
          text: li.textContent,
          height: li.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(li).lineHeight),
          inside: holding.left >= panel.left && holding.right <= panel.right,
        };
      }),
    );
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      expect(Math.abs(row.height - row.line), `${row.text}: ${row.height} px for a line of ${row.line} px`).toBeLessThan(1);
      expect(row.inside, `${row.text} stays inside its panel`).toBe(true);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the rubber sheet names above and below the line and each game, and a finished rubber says who won by how much', async () => {
    const { page, errors } = await site.open(`/${locale}/score?mode=rubber`);
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    const add = panel.getByRole('button', { name: t('score.form.add') });
    const printed = (n: number) => new Intl.NumberFormat(locale).format(n);
    const side = (s: 'NS' | 'EW') => t(`common.sides.${s}`);
    // The form starts at 4♥ by North making ten: two of them win the rubber.
    const deal: RubberDealInput = { contract: { level: 4, strain: 'H', risk: '' }, declarer: 'N', tricks: 10 };
    await add.click();
    const one = scoreRubber([deal]);
    if (!one.ok || !one.value.leader) throw new Error('one game should lead');
    await expect.poll(async () => squash(await panel.locator('.score-status').textContent())).toBe(
      t('score.sheet.leader', { side: side(one.value.leader), margin: printed(one.value.margin) }),
    );
    await add.click();
    const two = scoreRubber([deal, deal]);
    if (!two.ok || !two.value.finished || !two.value.winner) throw new Error('two games should win the rubber');
    expect(two.value.leader).toBe(two.value.winner);
    const won = t('score.sheet.rubberWonBy', { side: side(two.value.winner), margin: printed(two.value.margin) });
    await expect.poll(async () => squash(await panel.locator('.notice').textContent())).toBe(won);
    const ahead = t('score.sheet.leader', { side: side(two.value.leader!), margin: printed(two.value.margin) });
    expect(squash(await panel.textContent())).not.toContain(ahead);
    expect(await panel.locator('.score-status').count()).toBe(0);
    // the parts of the sheet are labelled on screen at 360 px: above the line, below it and each game
    const labels = [
      t('score.sheet.above'),
      t('score.sheet.below'),
      ...two.value.below.map((game) =>
        game.wonBy ? t('score.sheet.gameWon', { number: game.number, side: t(game.wonBy === 'NS' ? 'score.sheet.we' : 'score.sheet.they') }) : t('score.sheet.game', { number: game.number }),
      ),
    ];
    const sheet = panel.locator('.score-sheet');
    for (const label of labels) {
      // (the row headers that screen readers read are there too, clipped to a pixel: one copy must be seen)
      const boxes = await Promise.all((await sheet.getByText(label, { exact: true }).all()).map((match) => match.boundingBox()));
      const seen = boxes.filter((b) => b !== null && b.width > 10 && b.height > 5 && b.x >= 0 && b.x + b.width <= 360);
      expect(seen, label).toHaveLength(1);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('on a laptop (1280 px)', () => {
  const t = translator('en');

  it('the evaluation stays beside the form, without the phone’s bar', async () => {
    const { page, errors } = await site.open(`/en/evaluate?hand=${HAND}`, { viewport: { width: 1280, height: 900 } });
    expect(await page.getByTestId('result-peek').isVisible()).toBe(false);
    const result = await box(page.getByRole('region', { name: t('evaluate.result.heading'), exact: true }));
    const form = await box(page.locator('form.hand-form'));
    expect(result.y).toBeLessThan(form.y + 50);
    expect(result.x).toBeGreaterThan(form.x + form.width);
    expect(errors).toEqual([]);
  });

  it('the table keeps the auction and the hands side by side', async () => {
    const { page, errors } = await site.open('/en/table?seed=42&step=5', { viewport: { width: 1280, height: 900 } });
    const auction = await box(page.getByRole('heading', { name: t('table.auction.heading'), level: 2 }));
    const hands = await box(page.getByRole('heading', { name: t('table.deal.heading'), level: 2 }));
    expect(Math.abs(auction.y - hands.y)).toBeLessThan(5);
    expect(hands.x).toBeGreaterThan(auction.x + auction.width);
    expect(errors).toEqual([]);
  });
});
