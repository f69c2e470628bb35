// Test support for partnership practice's browser tests: the system's call in a seat (what a partner who follows the
// system bids), and two phones bidding every deal of a practice to its end, each calling when a deal waits for it.
// Example: await bidAll({ N: north.page, S: south.page }, () => 'P', 3).

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { advise } from '@/lib/bidder';
import { makeCall, parseCalls } from '@/lib/bridge/call';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import type { Seat } from '@/lib/bridge/types';
import type { PairDeal } from '@/lib/pairs/pair-types';

/** The deal the page shows as chosen, its state and calls so far (as written in data attributes and the grid). */
export async function chosenDeal(page: Page): Promise<{ index: number; state: string }> {
  const deal = page.getByTestId('pair-deal');
  return { index: Number(await deal.getAttribute('data-index')), state: (await deal.getAttribute('data-state')) ?? '' };
}

/** The system's call for `seat` after `calls` on a deal (what a partner who follows the system bids). */
export function systemCall(deal: PairDeal, seat: Seat, calls: readonly string[]): string {
  const read = parseDeal(deal.deal);
  const made = parseCalls(calls.join(' '));
  if (!read.ok || !made.ok) throw new Error('deal');
  return makeCall(advise({ hand: handOf(read.value, seat), auction: { dealer: deal.dealer, calls: made.value }, vul: deal.vul }).call);
}

/**
 * Both phones bid every deal to its end: each one, when a deal waits for it, chooses it and calls `choose(…)`; the
 * other phone sees the call come without a reload. Ends when both pages show every deal finished.
 */
export async function bidAll(phones: Partial<Record<Seat, Page>>, choose: (seat: Seat, index: number, calls: readonly string[]) => string, dealCount: number): Promise<void> {
  for (let round = 0; round < 80; round++) {
    let called = false;
    for (const [seat, page] of Object.entries(phones) as [Seat, Page][]) {
      const waiting = page.locator('[data-testid="pair-deal-button"][data-state="your-turn"]');
      if ((await waiting.count()) === 0) continue;
      // the page may redraw between the count and the click (partner's call came): then try again next round
      if (!(await waiting.first().click({ timeout: 3000 }).then(() => true, () => false))) continue;
      const { index } = await chosenDeal(page);
      // the calls so far as the API gives them to this seat (the page draws them; the test reads them plainly)
      const now = await page.evaluate(async ({ token, index }) => {
        const view = await (await fetch(`/api/pairs/${token}`)).json();
        return { state: view.deals[index].state as string, calls: (view.deals[index].calls as { call: string }[]).map((c) => c.call) };
      }, { token: page.url().split('/').pop()!, index });
      // the page's list may be a poll behind (the deal just ended, or partner's call came): then next round
      if (now.state !== 'your-turn') continue;
      const said = now.calls;
      const call = choose(seat, index, said);
      // the box is there once the page shows the deal as waiting for this seat: if a redraw came between, next round
      if (!(await page.locator(`button[data-call="${call}"]:not([disabled])`).click({ timeout: 5000 }).then(() => true, () => false))) continue;
      // sent: the page no longer says it is sending (the deal may have ended, and shows its review instead)
      await expect.poll(() => page.getByTestId('pair-status').filter({ hasText: '…' }).count(), { timeout: 10_000 }).toBe(0);
      called = true;
    }
    const finished = await Promise.all((Object.values(phones) as Page[]).map((p) => p.locator('[data-testid="pair-deal-button"][data-state="ended"]').count()));
    if (finished.every((n) => n === dealCount)) return;
    // partner's calls reach the other page by its polling (every 2 s)
    if (!called) await (Object.values(phones) as Page[])[0].waitForTimeout(500);
  }
  throw new Error('the deals did not end');
}
