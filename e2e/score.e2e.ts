// The score page: duplicate scores chosen with the mouse and the keyboard, the board number, the address;
// the rubber sheet after two deals, undo and reload; a whole Chicago. Expected values come from lib.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Contract } from '@/lib/bridge/contract';
import { boardInfo } from '@/lib/bridge/scoring/board';
import { scoreChicago } from '@/lib/bridge/scoring/chicago';
import { scoreDuplicate } from '@/lib/bridge/scoring/duplicate';
import { scoreRubber, type RubberDealInput } from '@/lib/bridge/scoring/rubber';
import type { Seat } from '@/lib/bridge/types';
import type { Locale } from '@/lib/i18n/locales';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { reload, useSite } from './support/browser';

const site = useSite();

/** The number as the page prints it in that locale (1.000 in Serbian, 1 000 in Latvian, 1,000 in English). */
function printed(locale: Locale, n: number): string {
  return new Intl.NumberFormat(locale).format(n);
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Picks a contract on the visible form (level, strain and doubling radio chips) and the other fields. */
async function enterDeal(page: Page, locale: Locale, deal: { contract: Contract; declarer: Seat; tricks: number }) {
  const t = translator(locale);
  const panel = page.locator('[role="tabpanel"]:not([hidden])');
  // A user clicks the chip, the label of a visually hidden radio button.
  const choose = async (name: string) => {
    const radio = panel.getByRole('radio', { name, exact: true });
    await panel.locator('label.choice', { has: page.getByRole('radio', { name, exact: true }) }).click();
    expect(await radio.isChecked()).toBe(true);
  };
  await choose(String(deal.contract.level));
  await choose(deal.contract.strain === 'N' ? t('common.nt') : t(`common.suits.${deal.contract.strain}`));
  await choose(
    deal.contract.risk === ''
      ? t('score.form.undoubled')
      : `${deal.contract.risk} (${t(deal.contract.risk === 'X' ? 'score.form.doubled' : 'score.form.redoubled')})`,
  );
  await panel.getByLabel(t('score.form.declarer'), { exact: true }).selectOption(deal.declarer);
  await panel.getByLabel(t('score.form.tricks')).selectOption(String(deal.tricks));
}

describe.each(['en', 'sr'] as const)('duplicate scoring in %s', (locale) => {
  const t = translator(locale);

  it('4♠X by North making ten tricks, nobody vulnerable', async () => {
    const { page, errors } = await site.open(`/${locale}/score`);
    const deal = { contract: { level: 4, strain: 'S', risk: 'X' } as Contract, declarer: 'N' as Seat, tricks: 10 };
    await enterDeal(page, locale, deal);
    const score = scoreDuplicate({ ...deal, vul: 'None' });
    await expect
      .poll(async () => squash(await page.getByTestId('ns-score').textContent()))
      .toBe(`${t('common.sides.NS')} ${printed(locale, score.ns)}`);
    expect(await page.locator('.breakdown li:not(.sum)').count()).toBe(score.lines.length);
    const query = new URL(page.url()).searchParams;
    expect([query.get('contract'), query.get('declarer'), query.get('tricks'), query.get('vul')]).toEqual(['4SX', 'N', '10', 'None']);
    await reload(page);
    expect(squash(await page.getByTestId('ns-score').textContent())).toBe(`${t('common.sides.NS')} ${printed(locale, score.ns)}`);
    expect(errors).toEqual([]);
  });

  it('a board number sets the vulnerability; a set contract scores for the other side', async () => {
    const { page, errors } = await site.open(`/${locale}/score`);
    await page.getByLabel(t('score.form.board')).fill('7');
    const { vul, dealer } = boardInfo(7);
    expect(await page.getByLabel(t('score.form.vul')).inputValue()).toBe(vul);
    expect(await page.getByText(t('score.form.boardInfo', { board: 7, dealer: t(`common.seats.${dealer}`), vul: t(`common.vul.${vul}`) })).count()).toBe(1);
    const deal = { contract: { level: 6, strain: 'H', risk: 'XX' } as Contract, declarer: 'E' as Seat, tricks: 9 };
    await enterDeal(page, locale, deal);
    const score = scoreDuplicate({ ...deal, vul });
    expect(score.ns).toBeGreaterThan(0);
    await expect
      .poll(async () => squash(await page.getByTestId('ns-score').textContent()))
      .toBe(`${t('common.sides.NS')} ${printed(locale, score.ns)}`);
    await page.getByLabel(t('score.form.board')).fill('0');
    expect(await page.locator('form').getByRole('alert').textContent()).toBe(formatIssue(locale, { code: 'bad-board', params: { board: '0' } }));
    expect(errors).toEqual([]);
  });
});

describe('rubber and Chicago sheets', () => {
  const locale = 'en';
  const t = translator(locale);

  async function addDeal(page: Page, deal: { contract: Contract; declarer: Seat; tricks: number }) {
    await enterDeal(page, locale, deal);
    await page.locator('[role="tabpanel"]:not([hidden])').getByRole('button', { name: t('score.form.add') }).click();
  }

  async function totals(page: Page) {
    return {
      NS: squash(await page.locator('[role="tabpanel"]:not([hidden])').getByTestId('total-NS').textContent()),
      EW: squash(await page.locator('[role="tabpanel"]:not([hidden])').getByTestId('total-EW').textContent()),
    };
  }

  it('a rubber sheet after two deals, kept over a reload, with undo', async () => {
    const { page, errors } = await site.open(`/${locale}/score`, { viewport: { width: 1280, height: 900 } });
    await page.getByRole('tab', { name: t('score.modes.rubber') }).click();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('rubber');
    const deals: RubberDealInput[] = [
      { contract: { level: 4, strain: 'H', risk: '' }, declarer: 'N', tricks: 10 },
      { contract: { level: 2, strain: 'N', risk: 'X' }, declarer: 'E', tricks: 7 },
    ];
    for (const deal of deals) await addDeal(page, deal as { contract: Contract; declarer: Seat; tricks: number });
    const sheet = scoreRubber(deals);
    if (!sheet.ok) throw new Error(sheet.error.code);
    const want = { NS: printed(locale, sheet.value.totals.NS), EW: printed(locale, sheet.value.totals.EW) };
    await expect.poll(() => totals(page)).toEqual(want);
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    expect(await panel.locator('.deal-list li').count()).toBe(2);
    expect(await panel.locator('.sheet-game').count()).toBe(sheet.value.below.length);
    expect(await panel.locator('.sheet-game.won').count()).toBe(sheet.value.below.filter((g) => g.wonBy).length);
    const vulBadges = await panel.locator('.sheet-head .vul-badge').allTextContents();
    expect(vulBadges).toEqual((['NS', 'EW'] as const).map((s) => t(sheet.value.vulnerable[s] ? 'score.sheet.vulnerable' : 'score.sheet.notVulnerable')));

    await reload(page);
    await expect.poll(() => totals(page)).toEqual(want);
    await page.locator('[role="tabpanel"]:not([hidden])').getByRole('button', { name: t('score.form.undo') }).click();
    const one = scoreRubber(deals.slice(0, 1));
    if (!one.ok) throw new Error(one.error.code);
    await expect.poll(() => totals(page)).toEqual({ NS: printed(locale, one.value.totals.NS), EW: printed(locale, one.value.totals.EW) });
    await page.locator('[role="tabpanel"]:not([hidden])').getByRole('button', { name: t('score.form.reset') }).click();
    await expect.poll(() => totals(page)).toEqual({ NS: '0', EW: '0' });
    expect(errors).toEqual([]);
  });

  it('a finished rubber says who won by how much, on points when the two-game side has fewer', async () => {
    const { page, errors } = await site.open(`/${locale}/score?mode=rubber`);
    // North-South win both games, but went down thirteen redoubled and vulnerable in between.
    const deals = [
      { contract: { level: 4, strain: 'H', risk: '' } as Contract, declarer: 'N' as Seat, tricks: 10 },
      { contract: { level: 7, strain: 'N', risk: 'XX' } as Contract, declarer: 'N' as Seat, tricks: 0 },
      { contract: { level: 4, strain: 'H', risk: '' } as Contract, declarer: 'N' as Seat, tricks: 10 },
    ];
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    for (const deal of deals) await addDeal(page, deal);
    const sheet = scoreRubber(deals);
    if (!sheet.ok || !sheet.value.finished || !sheet.value.winner || !sheet.value.leader) throw new Error('the rubber should be over');
    expect(sheet.value.leader).not.toBe(sheet.value.winner);
    await expect.poll(async () => squash(await panel.locator('.notice').textContent())).toBe(
      t('score.sheet.rubberWon', { side: t(`common.sides.${sheet.value.winner}`) }),
    );
    expect(squash(await panel.locator('.score-status').textContent())).toBe(
      t('score.sheet.pointsWonBy', { side: t(`common.sides.${sheet.value.leader}`), margin: printed(locale, sheet.value.margin) }),
    );
    expect(errors).toEqual([]);
  });

  it('refuses honours that cannot be held, with the localized reason', async () => {
    const { page } = await site.open(`/${locale}/score?mode=rubber`);
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    await enterDeal(page, locale, { contract: { level: 3, strain: 'N', risk: '' }, declarer: 'S', tricks: 9 });
    await panel.getByLabel(t('score.form.honours')).selectOption('NS-100');
    await panel.getByRole('button', { name: t('score.form.add') }).click();
    const result = scoreRubber([{ contract: { level: 3, strain: 'N', risk: '' }, declarer: 'S', tricks: 9, honours: { side: 'NS', points: 100 } }]);
    if (result.ok) throw new Error('honours should be refused');
    expect(await panel.getByRole('alert').textContent()).toBe(formatIssue(locale, result.error));
    expect(await panel.locator('.deal-list li').count()).toBe(0);
  });

  it('a Chicago of four deals ends with its winner', async () => {
    const { page, errors } = await site.open(`/${locale}/score?mode=chicago`);
    const deals = [
      { contract: { level: 2, strain: 'D', risk: '' } as Contract, declarer: 'N' as Seat, tricks: 8 },
      { contract: { level: 2, strain: 'S', risk: '' } as Contract, declarer: 'S' as Seat, tricks: 9 },
      { contract: { level: 4, strain: 'H', risk: '' } as Contract, declarer: 'W' as Seat, tricks: 9 },
      { contract: { level: 3, strain: 'N', risk: '' } as Contract, declarer: 'E' as Seat, tricks: 10 },
    ];
    for (const deal of deals) await addDeal(page, deal);
    const sheet = scoreChicago(deals);
    if (!sheet.ok || !sheet.value.winner) throw new Error('the Chicago should have a winner');
    await expect.poll(() => totals(page)).toEqual({ NS: printed(locale, sheet.value.totals.NS), EW: printed(locale, sheet.value.totals.EW) });
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    expect(await panel.getByText(t('score.sheet.chicagoWon', { side: t(`common.sides.${sheet.value.winner}`), margin: printed(locale, sheet.value.margin) })).count()).toBe(1);
    expect(await panel.getByRole('button', { name: t('score.form.add') }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the tabs switch with the arrow keys', async () => {
    const { page } = await site.open(`/${locale}/score`);
    await page.getByRole('tab', { name: t('score.modes.duplicate') }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: t('score.modes.rubber') }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: t('score.modes.chicago') }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('chicago');
  });
});
