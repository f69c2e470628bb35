// The whole-auction drill in sr and lv (support/locales FLOW_LOCALES), at 360 px and on a desktop: played with the
// system's calls (computed here with lib/, not read from the page) it ends with every call right, the score line, both
// auctions and the four hands; a wrong South call is graded wrong, explained and replaced by the system's call in the
// auction; an address without a seed gets one; axe finds nothing serious and 360 px has no horizontal scroll. From West
// in lv (?seat=W): the learner's calls are West's, the summary shows partner's (East's) hand, and the seat choice stays
// in the address. On a lesson's rules (sr, reached from the lesson's link): the learner sits where a rule of the lesson
// decides a call, and a ?rules= that is not a list of rule ids shows its issue.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { advise, bidDeal, isRuleId } from '@/lib/bidder';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, sameCall } from '@/lib/bridge/call';
import { handOf } from '@/lib/bridge/deal';
import { SUIT_SYMBOLS, type Call } from '@/lib/bridge/types';
import { NO_BREAK_SPACE, noTrumpBid } from '@/lib/i18n/call-words';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import {
  answerLearner, isFinished, othersCall, seatOf, startWholeAuction, wholeAuctionSetup, type WholeAuctionState,
} from '@/lib/quiz/whole-auction';
import { LESSONS } from '@/lib/lessons/catalogue';
import { wholeAuctionOnRules } from '@/lib/quiz/auction-on-rules';
import { hasHorizontalScroll, seriousViolations, useSite } from './support/browser';
import { FLOW_LOCALES } from './support/locales';

const site = useSite();

/** A seed whose deal gives South at least two calls that are not passes (found with lib/). */
const SEED = Array.from({ length: 50 }, (_, s) => s + 1).find((s) => {
  const setup = wholeAuctionSetup(s);
  const calls = bidDeal(setup.deal, setup.dealer, setup.vul).calls;
  return calls.filter((c) => c.seat === 'S' && c.call.kind !== 'pass').length >= 2;
})!;

const WIDTHS = [
  ['360 px', { viewport: { width: 360, height: 800 } }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
] as const;

function systemCall(state: WholeAuctionState): Call {
  return advise({ hand: handOf(state.deal, 'S'), auction: { dealer: state.dealer, calls: state.calls.map((c) => c.call) }, vul: state.vul }).call;
}

/** A call as the page prints it (BiddingCall's text content). */
function callText(locale: Locale, call: Call): string {
  const t = translator(locale);
  switch (call.kind) {
    case 'bid':
      return call.strain === 'N' ? noTrumpBid(call.level, t('common.nt'), NO_BREAK_SPACE) : `${call.level}${SUIT_SYMBOLS[call.strain]}`;
    case 'pass':
      return t('table.calls.pass');
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
  }
}

async function openDrill(path: string, options: Parameters<typeof site.open>[1]) {
  const tracked = await site.open(path, options);
  await tracked.page.locator('[data-hydrated]').waitFor();
  return tracked;
}

async function pick(page: Page, call: Call) {
  await page.locator(`button[data-call="${makeCall(call)}"]`).click();
}

describe.each(FLOW_LOCALES)('the whole-auction drill in %s', (locale) => {
  const t = translator(locale);

  describe.each(WIDTHS)('at %s', (_width, options) => {
    it('runs to the end with the right calls: all right, both auctions and the four hands', async () => {
      const { page, errors } = await openDrill(`/${locale}/drills/auction?seed=${SEED}`, options);
      expect(await page.locator('h1').textContent()).toBe(t('exercises.auction.title'));
      let state = othersCall(startWholeAuction(SEED));
      let turns = 0;
      while (!isFinished(state)) {
        const call = systemCall(state);
        await pick(page, call);
        state = othersCall(answerLearner(state, call).state);
        turns++;
        const feedback = page.getByTestId('auction-feedback');
        await feedback.getByTestId('attempt-right').waitFor();
        expect(await feedback.textContent()).toContain(callText(locale, call));
      }
      const summary = page.getByTestId('auction-summary');
      await summary.waitFor();
      expect(await page.getByTestId('auction-score').textContent()).toBe(
        `${t('exercises.auction.result', { right: turns, total: turns })} ${t('exercises.auction.allRight')}`,
      );
      // the two auctions side by side: one row per call of bidDeal's auction, South's rows with the learner's call
      const rows = summary.getByTestId('auction-compare').locator('tbody tr');
      const system = bidDeal(state.deal, state.dealer, state.vul).calls;
      expect(await rows.count()).toBe(system.length);
      for (const [i, c] of system.entries()) {
        expect(await rows.nth(i).locator('td').nth(2).textContent()).toBe(callText(locale, c.call));
      }
      // partner's (North's) hand on its own, then the four hands
      const partner = summary.getByTestId('auction-partner');
      expect(await partner.locator('h3').textContent()).toBe(t('exercises.auction.partnerHand', { seat: t('common.seats.N') }));
      expect(await partner.locator('.hand-diagram').count()).toBe(1);
      expect(await summary.locator('.hand-diagram').count()).toBe(5);
      expect(await summary.getByTestId('bidding-result').count()).toBe(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      // "new deal" starts another drill and writes its seed into the address
      await summary.getByRole('button', { name: t('exercises.auction.newDeal') }).click();
      await page.waitForURL((url) => url.searchParams.get('seed') !== String(SEED));
      await page.locator('button[data-call]').first().waitFor();
      expect(await page.getByTestId('auction-summary').count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('replaces a wrong South call by the system\'s, explains it and links the notes', async () => {
      const { page, errors } = await openDrill(`/${locale}/drills/auction?seed=${SEED}`, options);
      const state = othersCall(startWholeAuction(SEED));
      const want = systemCall(state);
      const wrong = legalCalls({ dealer: state.dealer, calls: state.calls.map((c) => c.call) }).find((c) => !sameCall(c, want))!;
      await pick(page, wrong);
      const feedback = page.getByTestId('auction-feedback').getByTestId('attempt-wrong');
      await feedback.waitFor();
      const text = (await feedback.textContent()) ?? '';
      expect(text).toContain(callText(locale, wrong));
      expect(text).toContain(callText(locale, want));
      const rule = advise({ hand: handOf(state.deal, 'S'), auction: { dealer: state.dealer, calls: state.calls.map((c) => c.call) }, vul: state.vul }).rule;
      expect(await feedback.getByTestId('notes-link').getAttribute('href')).toBe(`/${locale}/notes#${rule}`);
      // the auction holds the system's call where South called
      const southCall = page.locator(`button[data-call-index="${state.calls.length}"]`);
      expect(await southCall.textContent()).toBe(callText(locale, want));
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('writes a fresh seed into an address without one', async () => {
    const { page } = await openDrill(`/${locale}/drills/auction`, {});
    await page.waitForURL(/[?&]seed=\d+/);
    const seed = Number(new URL(page.url()).searchParams.get('seed'));
    expect(await page.locator('[data-seed]').getAttribute('data-seed')).toBe(String(seed));
  });
});

describe('the whole-auction drill from West in lv', () => {
  const t = translator('lv');
  /** A seed whose deal gives West at least two calls that are not passes. */
  const WEST_SEED = Array.from({ length: 50 }, (_, s) => s + 1).find((s) => {
    const setup = wholeAuctionSetup(s, 'W');
    return bidDeal(setup.deal, setup.dealer, setup.vul).calls.filter((c) => c.seat === 'W' && c.call.kind !== 'pass').length >= 2;
  })!;

  it('grades West\'s calls, one wrong, and shows partner\'s (East\'s) hand at the end', async () => {
    const { page, errors } = await openDrill(`/lv/drills/auction?seed=${WEST_SEED}&seat=W`, { viewport: { width: 360, height: 800 } });
    expect(await page.getByTestId('auction-seat').inputValue()).toBe('W');
    expect(await page.locator('h2').first().textContent()).toBe(t('exercises.auction.handOf', { seat: t('common.seats.W') }));
    let state = othersCall(startWholeAuction(WEST_SEED, 'W'));
    let first = true;
    while (!isFinished(state)) {
      const auction = { dealer: state.dealer, calls: state.calls.map((c) => c.call) };
      const want = advise({ hand: handOf(state.deal, 'W'), auction, vul: state.vul }).call;
      const call = first ? legalCalls(auction).find((c) => !sameCall(c, want))! : want;
      await pick(page, call);
      state = othersCall(answerLearner(state, call).state);
      await page.getByTestId('auction-feedback').getByTestId(first ? 'attempt-wrong' : 'attempt-right').waitFor();
      first = false;
    }
    const summary = page.getByTestId('auction-summary');
    await summary.waitFor();
    const turns = state.attempts.length;
    expect(await page.getByTestId('auction-score').textContent()).toBe(t('exercises.auction.result', { right: turns - 1, total: turns }));
    const partner = summary.getByTestId('auction-partner');
    expect(await partner.locator('h3').textContent()).toBe(t('exercises.auction.partnerHand', { seat: t('common.seats.E') }));
    expect(await partner.locator('.hand-diagram').count()).toBe(1);
    // West's rows are the graded ones
    const rows = summary.getByTestId('auction-compare').locator('tbody tr');
    for (const a of state.attempts) {
      expect(await rows.nth(a.index).locator('td').nth(1).textContent()).toBe(t('common.seats.W'));
    }
    expect(new URL(page.url()).searchParams.get('seat')).toBe('W');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('"random" takes the seed\'s seat and keeps the choice in the address', async () => {
    const { page } = await openDrill(`/lv/drills/auction?seed=${WEST_SEED}`, {});
    await page.getByTestId('auction-seat').selectOption('random');
    await page.waitForURL((url) => url.searchParams.get('seat') === 'random');
    const seat = seatOf(WEST_SEED, 'random');
    expect(await page.locator('h2').first().textContent()).toBe(t('exercises.auction.handOf', { seat: t(`common.seats.${seat}`) }));
    expect(new URL(page.url()).searchParams.get('seed')).toBe(String(WEST_SEED));
  });
});

describe('the whole-auction drill on a lesson\'s rules in sr', () => {
  const t = translator('sr');
  const lesson = LESSONS.find((l) => l.slug === 'responder-rebid')!;
  const rules = lesson.rules.filter(isRuleId);

  it('is linked from the lesson, seats the learner where one of its rules decides, and grades that call by it', async () => {
    const { page, errors } = await site.open(`/sr/lessons/${lesson.slug}`, { viewport: { width: 360, height: 800 } });
    const link = page.getByTestId('lesson-whole-deals');
    expect(await link.textContent()).toBe(t('lessons.practice.wholeDeals'));
    expect(new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('rules')).toBe(rules.join(','));

    // the drill on a fixed seed: the server's deal is lib/'s for that seed and these rules
    const seed = 5;
    const { page: drill, errors: drillErrors } = await openDrill(`/sr/drills/auction?rules=${rules.join(',')}&seed=${seed}`, { viewport: { width: 360, height: 800 } });
    let state = othersCall(wholeAuctionOnRules(seed, rules));
    expect(await drill.locator('h2').first().textContent()).toBe(t('exercises.auction.handOf', { seat: t(`common.seats.${state.learner}`) }));
    expect(await drill.getByTestId('auction-seat').count()).toBe(0);
    for (const rule of rules) expect(await drill.getByTestId('auction-rules').locator(`a[href$="/notes#${rule}"]`).count()).toBe(1);
    while (!isFinished(state)) {
      const auction = { dealer: state.dealer, calls: state.calls.map((c) => c.call) };
      const call = advise({ hand: handOf(state.deal, state.learner), auction, vul: state.vul }).call;
      await pick(drill, call);
      state = othersCall(answerLearner(state, call).state);
      await drill.getByTestId('auction-feedback').getByTestId('attempt-right').waitFor();
    }
    // one of the learner's calls was the lesson's rule, confirmed by name
    expect(state.attempts.some((a) => (rules as readonly string[]).includes(a.expected.rule))).toBe(true);
    await drill.getByTestId('auction-summary').waitFor();
    expect(new URL(drill.url()).searchParams.get('rules')).toBe(rules.join(','));
    expect(await hasHorizontalScroll(drill)).toBe(false);
    expect(await seriousViolations(drill)).toEqual([]);
    expect([...errors, ...drillErrors]).toEqual([]);
  });

  it('names a list that is not one of rule ids, without echoing it whole', async () => {
    const { page } = await site.open(`/sr/drills/auction?rules=${'NO-SUCH-RULE,'.repeat(10)}`, {});
    const alert = page.getByTestId('bad-seed');
    expect(await alert.textContent()).toContain(t('errors.bad-rule-list', { value: 'NO-SUCH-RULE,'.repeat(10).slice(0, 40), max: 40 }));
  });
});
