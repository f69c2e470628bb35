// Partnership practice in two phone contexts (issue 41): in sr the practice is made with the form (the system bidding
// for the opponents) and the partners pass throughout, in lv it is made on rules (silent opponents) and the partners
// follow the system; each bids three deals to their end, partner's calls appearing on the other phone without a
// reload; after each auction both see the four hands, both auctions, the marks and the graded calls; and a teacher's
// page of a class's practice of two pairs. Axe at 360 and 1280 px.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseDeal } from '@/lib/bridge/deal';
import { makePbnFile } from '@/lib/bridge/pbn/file';
import { SEATS, type Seat } from '@/lib/bridge/types';
import { translator } from '@/lib/i18n/translate';
import { pairDeals } from '@/lib/pairs/pair-deals';
import type { CreatedPair, CreatedPairGroup } from '@/lib/set-api/pair-responses';
import { expectSoundAtBothWidths, useSite } from './support/browser';
import { bidAll, systemCall } from './support/pair-bidding';

const site = useSite();
const PHONE = { viewport: { width: 360, height: 800 } };

/** A seat's call through the API (the teacher's test bids for its pairs without their phones). */
async function apiCall(base: string, token: string, deal: number, turn: number, call: string): Promise<void> {
  const response = await fetch(`${base}/api/pairs/${token}/calls/${crypto.randomUUID()}`, {
    method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deal, turn, call }),
  });
  expect(response.status).toBe(201);
}

describe('partnership practice', () => {
  it('sr: made with the form, the system bidding for the opponents; two phones pass to the end and see the review', async () => {
    const t = translator('sr');
    const maker = await site.open('/sr/drills/pairs', PHONE);
    await maker.page.getByTestId('pair-create').waitFor();
    await maker.page.getByLabel(t('pairs.create.count')).selectOption('3');
    await maker.page.locator('label', { hasText: t('pairs.create.system') }).click();
    await expectSoundAtBothWidths(maker.page);
    await maker.page.getByRole('button', { name: t('pairs.create.make') }).click();
    await maker.page.getByTestId('pair-made').waitFor();
    const links = await maker.page.getByTestId('pair-link').locator('input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(links).toHaveLength(2);
    const paths = links.map((l) => new URL(l).pathname);
    const north = await site.open(paths[0], PHONE);
    const south = await site.open(paths[1], PHONE);
    for (const p of [north.page, south.page]) await p.getByTestId('pair-deal').waitFor();
    expect(await north.page.getByTestId('pair-seat').getAttribute('data-seat')).toBe('N');
    await bidAll({ N: north.page, S: south.page }, () => 'P', 3);
    // each deal's review: the four hands, both auctions, the mark, the pair's calls graded
    await north.page.locator('[data-testid="pair-deal-button"]').first().click();
    const review = north.page.getByTestId('pair-review');
    await review.waitFor();
    expect(await review.locator('h3').count()).toBeGreaterThanOrEqual(5); // the review's heading and the four seats
    expect(await north.page.getByTestId('pair-auction-system').count()).toBe(1);
    expect(await north.page.getByTestId('pair-mark').textContent()).toMatch(/od 10/);
    expect(await north.page.getByTestId('pair-turns').locator('li').count()).toBeGreaterThan(0);
    // a note for partner, read on partner's phone
    await north.page.getByLabel(t('pairs.review.note')).fill('Sledeći put otvaram.');
    await north.page.getByRole('button', { name: t('pairs.review.noteSave') }).click();
    await expect.poll(() => north.page.getByText(t('pairs.review.noteSaved')).count()).toBe(1);
    await south.page.locator('[data-testid="pair-deal-button"]').first().click();
    await expect.poll(async () => (await south.page.getByTestId('pair-partner-note').textContent()) ?? '', { timeout: 10_000 }).toContain('Sledeći put otvaram.');
    await expectSoundAtBothWidths(north.page);
    expect([...maker.errors, ...north.errors, ...south.errors]).toEqual([]);
  }, 240_000);

  it('lv: made on rules with silent opponents; two phones follow the system and each deal is marked 10 of 10', async () => {
    const t = translator('lv');
    const seed = 321;
    const response = await fetch(`${site.baseUrl()}/api/pairs?locale=lv`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'lv', count: 3, topics: ['rebid'], seed }),
    });
    expect(response.status).toBe(201);
    const made = (await response.json()) as CreatedPair;
    const deals = pairDeals({ source: 'rules', topics: ['rebid'] }, seed, 3, 'NS');
    const token = (seat: Seat) => made.seats.find((s) => s.seat === seat)!.token;
    const north = await site.open(`/lv/pair/${token('N')}`, PHONE);
    const south = await site.open(`/lv/pair/${token('S')}`, PHONE);
    for (const p of [north.page, south.page]) await p.getByTestId('pair-deal').waitFor();
    // each deal waits for one of them: its first call of the pair (the opponents are silent)
    const waiting = async (page: Page) => page.locator('[data-testid="pair-deal-button"][data-state="your-turn"]').count();
    expect((await waiting(north.page)) + (await waiting(south.page))).toBe(3);
    await bidAll({ N: north.page, S: south.page }, (seat, index, calls) => systemCall(deals[index], seat, calls), 3);
    for (let k = 0; k < 3; k++) {
      await south.page.locator('[data-testid="pair-deal-button"]').nth(k).click();
      await south.page.getByTestId('pair-review').waitFor();
      expect(await south.page.getByTestId('pair-review').getAttribute('data-mark')).toBe('10');
      expect(await south.page.getByTestId('pair-mark').textContent()).toBe(t('pairs.review.mark', { mark: '10' }));
      // played double-dummy (the solver's process answers within seconds; the page polls): as good as the system's
      await expect.poll(() => south.page.getByTestId('pair-dd').getAttribute('data-imps', { timeout: 1000 }).catch(() => null), { timeout: 30_000 }).toBe('0');
    }
    expect(await south.page.getByTestId('pair-waiting').textContent()).toBe(t('pairs.seat.waiting', { count: 0, total: 3 }));
    await expectSoundAtBothWidths(south.page);
    expect([...north.errors, ...south.errors]).toEqual([]);
  }, 240_000);

  it('lv: a class\'s practice of two pairs: the teacher\'s page shows their marks by deal, a pair\'s deal, and where they left the system', async () => {
    const t = translator('lv');
    const seed = 654;
    const response = await fetch(`${site.baseUrl()}/api/pair-groups?locale=lv`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'lv', count: 2, seed, title: 'Otrdienas klase', pairs: ['Anna – Jānis', 'Līga – Pēteris'] }),
    });
    expect(response.status).toBe(201);
    const made = (await response.json()) as CreatedPairGroup;
    const deals = pairDeals({ source: 'random' }, seed, 2, 'NS');
    const base = site.baseUrl();
    // the first pair follows the system on both deals; the second, on the first deal, jumps to 7NT and then passes
    for (const [k, follows] of [[0, true], [1, false]] as const) {
      const tokens = Object.fromEntries(made.pairs[k].seats.map((s) => [s.seat, s.token])) as Record<Seat, string>;
      for (const index of follows ? [0, 1] : [0]) {
        for (;;) {
          const view = (await (await fetch(`${base}/api/pairs/${tokens.N}`)).json()) as { deals: { state: string; calls: { call: string }[] }[] };
          const deal = view.deals[index];
          if (deal.state === 'ended') break;
          const calls = deal.calls.map((c) => c.call);
          const seat = SEATS[(SEATS.indexOf(deals[index].dealer) + calls.length) % 4];
          const ours = deal.calls.filter((c, n) => ['N', 'S'].includes(SEATS[(SEATS.indexOf(deals[index].dealer) + n) % 4]));
          await apiCall(base, tokens[seat], index, calls.length, follows ? systemCall(deals[index], seat, calls) : ours.length === 0 ? '7N' : 'P');
        }
      }
    }
    const teacher = await site.open(`/lv/pairs-teacher/${made.teacherToken}`, PHONE);
    const { page } = teacher;
    await page.getByTestId('pair-group-grid').waitFor();
    expect(await page.getByTestId('pair-group-row').count()).toBe(2);
    const means = await page.getByTestId('pair-group-mean').allTextContents();
    expect(means[0]).toBe('10');
    expect(await page.locator('[data-testid="pair-group-cell"][data-ended="false"]').count()).toBe(1);
    // a pair's deal: the review as the pair sees it, without a note to write
    await page.getByRole('button', { name: t('pairs.group.detail', { pair: 'Līga – Pēteris', number: 1 }) }).click();
    await page.getByTestId('pair-group-detail').getByTestId('pair-review').waitFor();
    expect(await page.getByTestId('pair-group-detail').locator('textarea').count()).toBe(0);
    expect(await page.getByTestId('pair-group-rules').locator('li').count()).toBeGreaterThan(0);
    await expectSoundAtBothWidths(page);
    expect(teacher.errors).toEqual([]);
  }, 240_000);

  it('sr-Cyrl: the maker keeps one seat and gives a code; the partner joins with it on their phone and bids', async () => {
    const t = translator('sr-Cyrl');
    const maker = await site.open('/sr-Cyrl/drills/pairs', PHONE);
    await maker.page.getByTestId('pair-create').waitFor();
    await maker.page.getByLabel(t('pairs.create.count')).selectOption('3');
    await maker.page.getByTestId('pair-by-code').check();
    await maker.page.getByRole('button', { name: t('pairs.create.make') }).click();
    await maker.page.getByTestId('pair-made').waitFor();
    expect(await maker.page.getByTestId('pair-link').count()).toBe(1);
    const code = /([0-9A-Z]{8})/.exec((await maker.page.getByTestId('pair-join-code').textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    const north = await site.open(new URL(await maker.page.getByTestId('pair-link').locator('input').inputValue()).pathname, PHONE);
    const partner = await site.open('/sr-Cyrl/drills/pairs', PHONE);
    await partner.page.getByTestId('pair-join').waitFor();
    await partner.page.getByLabel(t('pairs.join.code')).fill(code!.toLowerCase());
    await partner.page.getByRole('button', { name: t('pairs.join.join') }).click();
    await partner.page.getByTestId('pair-seat').waitFor();
    expect(await partner.page.getByTestId('pair-seat').getAttribute('data-seat')).toBe('S');
    await north.page.getByTestId('pair-deal').waitFor();
    await bidAll({ N: north.page, S: partner.page }, () => 'P', 3);
    // the code served once
    const again = await fetch(`${site.baseUrl()}/api/pairs/join?locale=sr-Cyrl`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(again.status).toBe(404);
    await expectSoundAtBothWidths(partner.page);
    expect([...maker.errors, ...north.errors, ...partner.errors]).toEqual([]);
  }, 240_000);

  it('lv: the deals of a PBN file, chosen in the form: the seat\'s page shows the file\'s boards', async () => {
    const t = translator('lv');
    const boards = pairDeals({ source: 'random' }, 808, 2, 'NS').map((d, k) => {
      const read = parseDeal(d.deal);
      if (!read.ok) throw new Error('deal');
      return { board: 5 + k, dealer: d.dealer, vul: d.vul, deal: read.value, players: {}, otherTags: [], comments: [] };
    });
    const maker = await site.open('/lv/drills/pairs', PHONE);
    await maker.page.getByTestId('pair-create').waitFor();
    await maker.page.getByTestId('pair-pbn').setInputFiles({ name: 'otrdiena.pbn', mimeType: 'text/plain', buffer: Buffer.from(makePbnFile(boards)) });
    await maker.page.getByRole('button', { name: t('pairs.create.make') }).click();
    await maker.page.getByTestId('pair-made').waitFor();
    const link = await maker.page.getByTestId('pair-link').first().locator('input').inputValue();
    const north = await site.open(new URL(link).pathname, PHONE);
    await north.page.getByTestId('pair-deal').waitFor();
    expect(await north.page.getByTestId('pair-deal-button').count()).toBe(2);
    const shown = await (await fetch(`${site.baseUrl()}/api/pairs/${new URL(link).pathname.split('/').pop()}`)).json() as { deals: { board: number }[] };
    expect(shown.deals.map((d) => d.board)).toEqual([5, 6]);
    expect([...maker.errors, ...north.errors]).toEqual([]);
  }, 120_000);
});
