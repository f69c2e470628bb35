// The bidding table in sr and lv (support/locales FLOW_LOCALES; its numbers and axe in en too): a pasted deal is bid to
// a complete auction with its contract shown, each call's explanation opens on focus and on tap, a bad deal shows its
// localized error and keeps the text, the address keeps the state, axe finds nothing serious and 360 px has no
// horizontal scroll; in sr and lv the deal field reads and shows the locale's seat letters while the address keeps
// N/E/S/W (B-50). Expected calls come from lib/bidder.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTranslator } from 'use-intl/core';
import { bidDeal } from '@/lib/bidder';
import { answerBid, bidRequest, explanationText } from '@/lib/bidder-api';
import { makeCall } from '@/lib/bridge/call';
import { handOf, makeDeal, parseDeal } from '@/lib/bridge/deal';
import { makeHand } from '@/lib/bridge/hand';
import { randomDeal } from '@/lib/bridge/random-deal';
import { localDealText, readLocalDeal, seatLetterParams, type SeatLetters } from '@/lib/bridge/seat-letters';
import { boardInfo } from '@/lib/bridge/scoring/board';
import { RANKS, SEATS, STRAIN_SYMBOLS, rankText, type Deal, type Seat } from '@/lib/bridge/types';
import { CONTENT_LOCALES, type Locale } from '@/lib/i18n/locales';
import { NO_BREAK_SPACE, noTrumpBid } from '@/lib/i18n/call-words';
import { messagesFor } from '@/lib/i18n/messages';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { hasHorizontalScroll, reload, seriousViolations, useSite, visit } from './support/browser';
import { FLOW_LOCALES } from './support/locales';

const site = useSite();

/** The first seeded deal the bidder plays in a contract (dealer N, nobody vulnerable), found with lib/, not the page. */
const SEED = Array.from({ length: 50 }, (_, s) => s + 1).find((s) => {
  const bidding = bidDeal(randomDeal(s), 'N', 'None');
  return bidding.contract !== null && bidding.calls.length >= 6;
})!;
const DEAL = makeDeal(randomDeal(SEED));

function expectedBidding(deal: string, dealer: Seat) {
  const parsed = parseDeal(deal);
  if (!parsed.ok) throw new Error(`test deal does not parse: ${deal}`);
  return bidDeal(parsed.value, dealer, 'None');
}

/** The contract line as the page prints it: the message with the contract's level, strain sign and doubling. */
function contractLine(locale: Locale, deal: string, dealer: Seat): string {
  const contract = expectedBidding(deal, dealer).contract!;
  const t = createTranslator({ locale, messages: messagesFor(locale) as never });
  const name = contract.strain === 'N' ? noTrumpBid(contract.level, t('common.nt' as never), NO_BREAK_SPACE) : `${contract.level}${STRAIN_SYMBOLS[contract.strain]}`;
  return (t.markup as unknown as (k: string, p: object) => string)('table.result.contract', {
    contract: () => `${name}${contract.risk}`,
    declarer: t(`common.seats.${contract.declarer}` as never),
  });
}

async function pasteAndPlay(page: Page, locale: Locale, deal: string) {
  const t = translator(locale);
  await page.getByLabel(t('table.form.deal'), { exact: true }).fill(deal);
  await page.getByRole('button', { name: t('table.form.bid') }).click();
  await page.getByRole('button', { name: t('table.auction.playAll') }).click();
  await page.getByTestId('bidding-result').waitFor({ timeout: 30_000 });
}

const callButtons = (page: Page) => page.locator('button[data-call-index]');

/** The page's seat letters (common.seatLetters): the deal field reads and writes them. */
const lettersOf = (locale: Locale) => messagesFor(locale).common.seatLetters as SeatLetters;

/** Each seat's four holdings as the compass draws them (ranks high to low, the ten as 10; a void as —). */
async function shownHands(page: Page, locale: Locale): Promise<Record<string, string[]>> {
  const t = translator(locale);
  const hands: Record<string, string[]> = {};
  for (const seat of SEATS) {
    const holdings = page.getByRole('region', { name: t(`common.seats.${seat}`), exact: true }).locator('.holding');
    hands[seat] = (await holdings.evaluateAll((spans) => spans.map((s) => s.querySelector('[aria-hidden]')?.textContent ?? s.textContent ?? ''))).map((h) => h.trim());
  }
  return hands;
}

function expectedHands(deal: Deal): Record<string, string[]> {
  return Object.fromEntries(
    SEATS.map((seat) => [seat, handOf(deal, seat).suits.map((mask) => {
      const ranks = [...RANKS].reverse().filter((r) => mask & (1 << RANKS.indexOf(r)));
      return ranks.length === 0 ? '—' : ranks.map(rankText).join(' ');
    })]),
  );
}

/** Opens the table and waits until React handles events (the table marks itself data-hydrated). */
async function openTable(path: string, options: Parameters<typeof site.open>[1] = {}) {
  const tracked = await site.open(path, options);
  await tracked.page.locator('[data-hydrated]').waitFor();
  return tracked;
}

describe.each(FLOW_LOCALES)('the bidding table in %s', (locale) => {
  const t = translator(locale);

  it('loads with its heading and nav entry, without console errors or horizontal scroll', async () => {
    const { page, errors } = await site.open();
    const response = await visit(page, `/${locale}/table?seed=${SEED}`);
    await page.locator('[data-hydrated]').waitFor();
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(t('table.title'));
    const current = page.getByRole('navigation', { name: t('common.nav.label') }).locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe(t('common.nav.table'));
    // the field writes the first seat in the page's letters (S:… for North in Serbian, Z:… in Latvian)
    expect(await page.getByLabel(t('table.form.deal'), { exact: true }).inputValue()).toBe(localDealText(DEAL, lettersOf(locale)));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('bids a pasted deal to a complete auction and shows the contract', async () => {
    const { page, errors } = await openTable(`/${locale}/table`);
    await pasteAndPlay(page, locale, DEAL);
    const expected = expectedBidding(DEAL, 'N');
    expect(await callButtons(page).count()).toBe(expected.calls.length);
    expect(await page.getByTestId('bidding-result').locator('p').first().textContent()).toBe(contractLine(locale, DEAL, 'N'));
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(expected.calls.length));
    expect(new URL(page.url()).searchParams.get('deal')).toBe(DEAL);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("a call's explanation opens on focus and on hover, with the rules tried before it", async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}`);
    await page.getByRole('button', { name: t('table.auction.playAll') }).click();
    await page.getByTestId('bidding-result').waitFor({ timeout: 30_000 });
    const expected = expectedBidding(DEAL, 'N');
    const button = callButtons(page).nth(1);
    await button.focus();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.textContent()).toContain(explanationText(locale, expected.calls[1].explain));
    expect(await panel.textContent()).toContain(expected.calls[1].rule);
    // the rules tried before it, each with the condition it failed, as `bid` reports them
    const single = answerBid(bidRequest.parse({
      hand: makeHand(handOf(randomDeal(SEED), expected.calls[1].seat)), dealer: 'N', locale, auction: [makeCall(expected.calls[0].call)],
    }));
    const panelText = (await panel.textContent()) ?? '';
    // the reason leads: the explanation comes before the rule id, which follows it as a small tag
    const reasonAt = panelText.indexOf(explanationText(locale, expected.calls[1].explain));
    expect(reasonAt).toBeGreaterThanOrEqual(0);
    expect(reasonAt).toBeLessThan(panelText.indexOf(`${t('table.explanation.rule')} ${expected.calls[1].rule}`));
    expect(single.rejected.length).toBeGreaterThan(0);
    expect(single.rejected.filter((r) => !panelText.includes(`${r.rule}`) || !panelText.includes(r.reason))).toEqual([]);
    // the button's own description is the rule's text too (read by screen readers on focus)
    const description = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
    expect(await description.textContent()).toBe(`${expected.calls[1].rule}: ${explanationText(locale, expected.calls[1].explain)}`);
    // hovering another call shows that call's explanation instead
    await callButtons(page).first().hover();
    await expect.poll(() => panel.textContent()).toContain(explanationText(locale, expected.calls[0].explain));
    expect(await callButtons(page).first().getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });

  it("a call's explanation opens on tap", async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}&step=3`, { hasTouch: true, isMobile: true });
    const expected = expectedBidding(DEAL, 'N');
    expect(await callButtons(page).count()).toBe(3);
    const first = callButtons(page).first();
    await first.tap();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.textContent()).toContain(explanationText(locale, expected.calls[0].explain));
    expect(errors).toEqual([]);
  });

  it('defines HDr where the explanation first uses it, with a link to the system notes', async () => {
    // the first seeded deal whose second call is a response counted in HDr
    const seed = Array.from({ length: 200 }, (_, s) => s + 1).find((s) => {
      const calls = bidDeal(randomDeal(s), 'N', 'None').calls;
      return calls.length > 2 && /HDr/.test(explanationText(locale, calls[2].explain));
    })!;
    const { page, errors } = await openTable(`/${locale}/table?seed=${seed}&step=3`);
    const button = callButtons(page).nth(2);
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.locator('dfn').textContent()).toBe('HDr');
    expect(await panel.getByRole('link', { name: t('table.explanation.hdrMore') }).getAttribute('href')).toBe(`/${locale}/notes#E-RESP`);
    expect(errors).toEqual([]);
  });

  const [north, east, south] = DEAL.slice(2).split(' ');
  it.each([
    ['12 cards in a hand', `N:${north.replace(/[2-9TJQKA]/, '')} ${east} ${south} ${DEAL.split(' ')[3]}`],
    ['a card in two hands', `N:${north} ${east} ${south} ${north}`],
    ['three hands', `N:${north} ${east} ${south}`],
    ['no seat', DEAL.slice(2)],
  ])('%s: the localized error is shown inline and the text is kept', async (_, bad) => {
    const parsed = readLocalDeal(bad, lettersOf(locale));
    if (parsed.ok) throw new Error(`test deal should not parse: ${bad}`);
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}`);
    const field = page.getByLabel(t('table.form.deal'), { exact: true });
    await field.fill(bad);
    await page.getByRole('button', { name: t('table.form.bid') }).click();
    const alert = page.locator('form').getByRole('alert');
    await alert.waitFor();
    const message = formatIssue(locale, parsed.error);
    const seat = parsed.error.params.seat;
    expect(await alert.textContent()).toBe(typeof seat === 'string' ? t('table.form.handError', { seat: t(`common.seats.${seat}`), message }) : message);
    expect(await field.inputValue()).toBe(bad);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a board number sets dealer and vulnerability, and the address restores the step', async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}`);
    await page.getByLabel(t('table.form.board'), { exact: true }).fill('7');
    const { dealer, vul } = boardInfo(7);
    expect(await page.getByLabel(t('table.form.dealer'), { exact: true }).inputValue()).toBe(dealer);
    expect(await page.getByLabel(t('table.form.vul'), { exact: true }).inputValue()).toBe(vul);
    // the new board's deal is bid and in the address before the steps (a click during that re-render once waited 30 s)
    await expect.poll(() => new URL(page.url()).searchParams.get('board')).toBe('7');
    await page.getByRole('button', { name: t('table.auction.next') }).click();
    await page.getByRole('button', { name: t('table.auction.next') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('2');
    expect(new URL(page.url()).searchParams.get('board')).toBe('7');
    await reload(page);
    await page.locator('[data-hydrated]').waitFor();
    expect(await callButtons(page).count()).toBe(2);
    const firstCell = await page.locator('tbody tr').first().locator('td').evaluateAll((cells) => cells.map((c) => c.querySelector('button') !== null));
    // West, North, East, South: the dealer's column holds the first call
    expect(firstCell.indexOf(true)).toBe(['W', 'N', 'E', 'S'].indexOf(dealer));
    expect(errors).toEqual([]);
  });
});

// English too: its numbers (a decimal point) and axe on the table (a11y.e2e.ts does not open it)
describe.each(CONTENT_LOCALES)('the bidding table in %s: its numbers, and axe', (locale) => {
  it("shows the compass letters and the numbers the locale's way (seed 42: East's 1♥ with 2.5 quick tricks)", async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=42&step=2`);
    const letters = messagesFor(locale).common.seatLetters as Record<string, string>;
    const centre = await page.locator('[data-seat]').evaluateAll((spans) => spans.map((s) => [s.getAttribute('data-seat'), s.textContent]));
    expect(Object.fromEntries(centre)).toEqual(letters);
    const expected = bidDeal(randomDeal(42), 'N', 'None');
    expect(expected.calls[1]).toMatchObject({ seat: 'E', rule: 'O-1' });
    expect(expected.calls[1].explain.params.qt).toBe(2.5);
    const button = callButtons(page).nth(1);
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const text = explanationText(locale, expected.calls[1].explain);
    expect(text).toContain(locale === 'en' ? '2.5' : '2,5');
    await expect.poll(() => panel.textContent()).toContain(text);
    if (locale !== 'en') expect(await panel.textContent()).not.toMatch(/\d\.\d/);
    expect(errors).toEqual([]);
  });

  it('axe finds no serious or critical violations with an auction and an explanation open, at 360 px and 1280 px', async () => {
    const { page } = await openTable(`/${locale}/table?seed=${SEED}&step=40`);
    await callButtons(page).first().focus();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe.each([
  ['sr', 'J'],
  ['lv', 'D'],
] as const)("the deal field in %s reads the locale's seat letters (B-50)", (locale, south) => {
  const t = translator(locale);
  const letters = lettersOf(locale);
  const [n, e, s, w] = DEAL.slice(2).split(' ');
  const fromSouth = `${south}:${s} ${w} ${n} ${e}`;

  it(`${south}: is South: the right hands, the address in N/E/S/W, the field and its hint in the locale's letters`, async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}`);
    const field = page.getByLabel(t('table.form.deal'), { exact: true });
    const example = localDealText('N:AKQ2.KJ3.T8.Q432 …', letters);
    expect(await field.getAttribute('placeholder')).toBe(example);
    expect(await page.locator('form .hint').first().textContent()).toBe(t('table.form.dealHint', { ...seatLetterParams(letters), example }));
    // another deal first, so that the typed one is seen to replace it
    await page.getByRole('button', { name: t('table.form.random') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe(String(SEED));
    await field.fill(fromSouth);
    await page.getByRole('button', { name: t('table.form.bid') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('deal')).toBe(DEAL);
    expect(await shownHands(page, locale)).toEqual(expectedHands(randomDeal(SEED)));
    expect(await field.inputValue()).toBe(`${letters.N}:${DEAL.slice(2)}`);
    expect(await page.locator('form').getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an English letter the locale does not use is read as English (W:); S: is Sever in Serbian, South in Latvian', async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}`);
    const field = page.getByLabel(t('table.form.deal'), { exact: true });
    // Serbian's S is Sever (North); Latvian's letters are not English ones, so there S is South
    const typed = locale === 'sr' ? `S:${DEAL.slice(2)}` : `s:${s} ${w} ${n} ${e}`;
    await field.fill(`W:${w} ${n} ${e} ${s}`);
    await page.getByRole('button', { name: t('table.form.bid') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('deal')).toBe(DEAL);
    await page.getByRole('button', { name: t('table.form.random') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('deal')).toBeNull();
    await field.fill(typed);
    await page.getByRole('button', { name: t('table.form.bid') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('deal')).toBe(DEAL);
    expect(await shownHands(page, locale)).toEqual(expectedHands(randomDeal(SEED)));
    expect(errors).toEqual([]);
  });

  it("the address is read in PBN's letters: ?deal=S:… is South first, shown with the locale's letter", async () => {
    const pbn = `S:${s} ${w} ${n} ${e}`;
    const { page, errors } = await openTable(`/${locale}/table?deal=${encodeURIComponent(pbn)}`);
    expect(await shownHands(page, locale)).toEqual(expectedHands(randomDeal(SEED)));
    expect(await page.getByLabel(t('table.form.deal'), { exact: true }).inputValue()).toBe(fromSouth);
    expect(errors).toEqual([]);
  });

  it("a first letter that is no seat: the error names the locale's letters", async () => {
    const { page, errors } = await openTable(`/${locale}/table?seed=${SEED}`);
    await page.getByLabel(t('table.form.deal'), { exact: true }).fill(`Q:${DEAL.slice(2)}`);
    await page.getByRole('button', { name: t('table.form.bid') }).click();
    const alert = page.locator('form').getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toBe(formatIssue(locale, { code: 'unknown-seat-letter', params: { found: 'Q:', ...seatLetterParams(letters) } }));
    for (const letter of Object.values(letters)) expect(text).toContain(letter);
    expect(errors).toEqual([]);
  });
});
