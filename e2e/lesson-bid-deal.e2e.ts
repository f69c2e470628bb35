// A lesson's whole deal (<BidDeal>, issue 28) in lv and sr-Cyrl: the figure shows the auction lib/ bids call by call
// with each call's rule and the final contract; "bid it yourself" from West: one right call and one wrong one graded
// at once, the other hands hidden until the auction ends, then both auctions side by side and the score "1 of 2".
// No console errors, no sideways scroll, axe clean at 360 px and 1280 px; on the Cyrillic page no Latin word.

import { describe, expect, it } from 'vitest';
import { makeCall } from '@/lib/bridge/call';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { LESSONS, lessonBySlug } from '@/lib/lessons/catalogue';
import { readExample, type BidDealExample } from '@/lib/lessons/examples';
import { expectSoundAtBothWidths, useSite } from './support/browser';
import { latinWords } from './support/cyrillic';
import { LESSON_LOCALES, outlineOf } from './support/lessons';

const site = useSite();
const LESSON = lessonBySlug('opener-rebid') ?? LESSONS[12];

/** The lesson's first whole deal where West bids, read with lib/ as the page reads it. */
function westDeal(language: string): { index: number; example: BidDealExample } {
  const deals = outlineOf(language, LESSON).elements.filter((e) => e.name === 'BidDeal');
  for (const [index, element] of deals.entries()) {
    const read = readExample('BidDeal', element.attrs);
    if (!read.ok) throw new Error(`${language} lesson ${LESSON.number}: a <BidDeal> lib/ does not confirm`);
    const example = read.value as BidDealExample;
    if (example.calls.filter((c) => c.seat === 'W' && c.call.kind !== 'pass').length >= 2) return { index, example };
  }
  throw new Error(`${language} lesson ${LESSON.number}: no <BidDeal> where West makes two calls`);
}

describe.each([LESSON_LOCALES.lv, LESSON_LOCALES['sr-Cyrl']])('a whole deal in $locale', ({ locale, language }) => {
  it('shows the auction and contract, then "bid it yourself" from West grades one right and one wrong call', async () => {
    const t = translator(locale as Locale);
    const { index, example } = westDeal(language);
    const { page, errors } = await site.open(`/${locale}/lessons/${LESSON.slug}`, { viewport: { width: 360, height: 800 } });
    const figure = page.getByTestId('bid-deal').nth(index);

    // an exercise first: the seats, the suggested one first and marked; the solution folded, not in view
    await figure.locator('button[data-seat]').first().waitFor();
    expect(await figure.locator('button[data-seat]').first().getAttribute('data-seat')).toBe(example.suggested);
    expect(await figure.locator('button[data-suggested]').count()).toBe(1);
    const solution = figure.getByTestId('bid-deal-solution');
    expect(await solution.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await figure.getByTestId('bid-deal-auction').isVisible()).toBe(false);

    // a reader who would rather read opens it: every call of lib/'s auction with its rule, the contract with its declarer
    await solution.locator('summary').click();
    await figure.getByTestId('bid-deal-auction').waitFor();
    const rows = figure.getByTestId('bid-deal-auction').locator('tbody tr');
    expect(await rows.count()).toBe(example.calls.length);
    for (const [i, c] of example.calls.entries()) {
      expect(await rows.nth(i).locator(`a[href$="/notes#${c.rule}"]`).count(), `call ${i + 1}`).toBe(1);
    }
    const contract = await figure.getByTestId('bid-deal-contract').textContent();
    expect(contract).toContain(t(`common.seats.${example.contract!.declarer}`));
    await expectSoundAtBothWidths(page);

    // bid it yourself from West: West's calls are the system's except the second, which is wrong on purpose
    await figure.locator('button[data-seat="W"]').click();
    const session = figure.getByTestId('bid-yourself');
    await session.waitFor();
    expect(await session.getAttribute('data-learner')).toBe('W');
    const west = example.calls.map((c, i) => ({ ...c, i })).filter((c) => c.seat === 'W');
    // until the end only West's hand shows: one hand diagram, no compass
    expect(await figure.getByTestId('bid-deal-auction').count()).toBe(0);

    await session.locator(`button[data-call="${makeCall(west[0].call)}"]`).click();
    await session.getByTestId('bid-deal-right').waitFor();
    const wrong = example.calls.slice(0, west[1].i).some((c) => c.call.kind === 'bid' && c.call.level === 2 && c.call.strain === 'D') ? '2H' : '2D';
    expect(makeCall(west[1].call)).not.toBe(wrong);
    await session.locator(`button[data-call="${wrong}"]`).click();
    await session.getByTestId('bid-deal-wrong').waitFor();
    const feedback = await session.getByTestId('bid-deal-wrong').textContent();
    expect(feedback).toContain(west[1].rule);

    // the rest of West's calls, right
    for (const c of west.slice(2)) await session.locator(`button[data-call="${makeCall(c.call)}"]`).click();
    const summary = session.getByTestId('bid-deal-summary');
    await summary.waitFor();
    const right = west.length - 1;
    expect(await summary.getByTestId('bid-deal-score').textContent()).toBe(t('lessons.bidDeal.score', { right, total: west.length }));
    const compare = summary.getByTestId('bid-deal-compare').locator('tbody tr');
    expect(await compare.count()).toBe(example.calls.length);
    expect(await compare.nth(west[0].i).getAttribute('data-mine')).toBe('right');
    expect(await compare.nth(west[1].i).getAttribute('data-mine')).toBe('wrong');
    const cells = compare.nth(west[1].i).locator('td');
    expect(await cells.nth(1).textContent()).toBe(t('common.seats.W'));
    // the system's call, then the learner's (the column order of every auction compared: drill, lesson, review)
    expect(await cells.nth(3).textContent()).toContain(wrong === '2D' ? '2♦' : '2♥');
    expect(await cells.nth(2).textContent()).not.toContain(wrong === '2D' ? '2♦' : '2♥');
    // then the solution: the system's auction with each call's rule
    const explained = summary.getByTestId('bid-deal-auction').locator('tbody tr');
    expect(await explained.count()).toBe(example.calls.length);
    expect(await explained.nth(west[1].i).locator(`a[href$="/notes#${west[1].rule}"]`).count()).toBe(1);
    await expectSoundAtBothWidths(page);
    if (locale === 'sr-Cyrl') expect(await latinWords(page)).toEqual([]);

    // again from the same seat: a fresh auction, West to call first (West deals here or bids first)
    await summary.getByTestId('bid-deal-again').click();
    await figure.getByTestId('bid-yourself').waitFor();
    expect(await figure.getByTestId('bid-deal-summary').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
