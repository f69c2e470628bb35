// A teacher's whole-auction item (issue 28 §4) in sr: the teacher makes a practice set on the create form with one
// whole auction from West, a student bids it (one wrong call, the rest the system's; each call's feedback at once,
// from the server), the student's summary reviews the auction from the stored record with the first wrong call marked,
// and the teacher's grid shows the item wrong with the student's calls; the square opens the same review. In a test
// (sr) the auction goes on with the student's own calls, nothing is graded on the page and the review waits for the
// reveal. The student's page bids through the server (issue 37 §2): no reply it gets before the end holds another hand
// (the test takes the deal from the teacher's hands, as the worksheet does). Axe on the new views.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { advise } from '@/lib/bidder';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCall, sameCall } from '@/lib/bridge/call';
import { handOf, makeDeal, parseDeal } from '@/lib/bridge/deal';
import { makeHand } from '@/lib/bridge/hand';
import { SEATS, type Call } from '@/lib/bridge/types';
import { itemFromCode } from '@/lib/quiz/item-code';
import { translator } from '@/lib/i18n/translate';
import { playAuction, type AuctionQuestion } from '@/lib/teach/auction-item';
import type { HandsView, SetView } from '@/lib/set-api/responses';
import { seriousViolations, useSite, visit, type TrackedPage } from './support/browser';

const site = useSite();
const sr = translator('sr');

/** The system's call for the student now (computed with lib/, not read from the page). */
function systemCallNow(q: AuctionQuestion, given: readonly Call[], rails: 'system' | 'own' = 'system'): { call: Call; finished: boolean; legal: Call[] } {
  const played = playAuction(q, given, rails);
  if (!played.ok) throw new Error(played.error.code);
  const calls = played.value.steps.map((s) => {
    const read = parseCall(s.call);
    if (!read.ok) throw new Error(s.call);
    return read.value;
  });
  const deal = parseDeal(q.deal);
  if (!deal.ok) throw new Error('deal');
  const auction = { dealer: q.dealer, calls };
  if (played.value.finished) return { call: { kind: 'pass' }, finished: true, legal: [] };
  return { call: advise({ hand: handOf(deal.value, q.seat), auction, vul: q.vul }).call, finished: false, legal: legalCalls(auction) };
}

async function pick(page: Page, call: Call) {
  await page.locator(`[data-testid="auction-item"] button[data-call="${makeCall(call)}"]`).click();
}

/** The item's question as the teacher's hands give it (the worksheet's: the full deal, from the item's share code). */
async function teacherQuestion(teacherToken: string, itemId: string): Promise<AuctionQuestion> {
  const hands = (await (await fetch(`${site.baseUrl()}/api/teacher/${teacherToken}/hands`)).json()) as HandsView;
  const item = hands.groups[0].items.find((i) => i.id === itemId)!;
  const full = itemFromCode(item.code);
  if (!full.ok) throw new Error('the teacher’s code does not read');
  return { seed: 0, deal: makeDeal(full.value.deal, 'N'), dealer: full.value.dealer, vul: full.value.vul, seat: full.value.seat };
}

/** The other three hands of the question, as the API would write a hand. */
function otherHands(q: AuctionQuestion): string[] {
  const deal = parseDeal(q.deal);
  if (!deal.ok) throw new Error('deal');
  return SEATS.filter((seat) => seat !== q.seat).map((seat) => makeHand(handOf(deal.value, seat)));
}

/** Every reply of the set API the page gets from now on, as text (read when it comes). */
function apiReplies(tracked: TrackedPage): { url: string; text: Promise<string> }[] {
  const seen: { url: string; text: Promise<string> }[] = [];
  tracked.page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/sets/')) return;
    // a body the browser no longer holds (a page reloaded) reads as nothing rather than waiting
    const text = Promise.race([response.text(), new Promise<string>((resolve) => setTimeout(() => resolve(''), 5000))]).catch(() => '');
    seen.push({ url: response.url(), text });
  });
  return seen;
}

/** No reply so far holds another hand than the student's; the set's view gave the item one hand and no deal. */
async function expectNoOtherHand(replies: { url: string; text: Promise<string> }[], q: AuctionQuestion): Promise<void> {
  const texts = await Promise.all(replies.map((r) => r.text));
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) for (const hand of otherHands(q)) expect(text).not.toContain(hand);
  // the joined student's views (the page's first view, before the join, may be seen too: it has no student and no items)
  const views = texts
    .filter((text, k) => text !== '' && new URL(replies[k].url).pathname.split('/').length === 4)
    .map((text) => JSON.parse(text) as SetView)
    .filter((view) => view.student !== null);
  expect(views.length).toBeGreaterThan(0);
  for (const view of views) {
    const item = view.items[0];
    expect(item.wholeAuction?.hand).toBe(item.hand);
    expect(item.wholeAuction?.deal).toBeUndefined();
  }
}

describe('a whole-auction item in a teacher\'s set', () => {
  it('sr: made on the form from West, bid by a student with one wrong call, shown in the teacher\'s grid and review', async () => {
    const teacher = await site.open('/sr/teach');
    const { page } = teacher;
    await page.getByTestId('set-title').fill('Cela licitacija sa zapada');
    await page.getByTestId('row-topic').first().selectOption('auction');
    await page.getByTestId('row-seat').first().selectOption('W');
    await page.getByTestId('row-count').first().fill('1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    const studentLink = await page.getByTestId('student-link').inputValue();
    const teacherLink = await page.getByTestId('teacher-link').inputValue();
    const code = new URL(studentLink).pathname.split('/').pop()!;

    // the student joins and bids West's calls: the first one wrong, the rest the system's
    const ana = await site.open(new URL(studentLink).pathname);
    const replies = apiReplies(ana);
    await ana.page.getByTestId('student-name').fill('Ana Petrović');
    await ana.page.getByTestId('join').click();
    await ana.page.getByTestId('begin').click();
    const item = ana.page.getByTestId('auction-item');
    await item.waitFor();
    expect(await item.getAttribute('data-seat')).toBe('W');
    expect(await item.locator('h3').first().textContent()).toBe(sr('exercises.auction.handOf', { seat: sr('common.seats.W') }));
    const token = await ana.page.evaluate((c) => JSON.parse(window.localStorage.getItem(`bridge-tutor.student:${c}`)!).studentToken as string, code);
    const view = (await (await fetch(`${site.baseUrl()}/api/sets/${code}`, { headers: { 'x-student-token': token } })).json()) as SetView;
    const q = await teacherQuestion(new URL(teacherLink).pathname.split('/').pop()!, view.items[0].id);
    expect(q.seat).toBe('W');
    expect(view.items[0].wholeAuction?.seat).toBe('W');
    const given: Call[] = [];
    let wrongCall: Call | null = null;
    for (let now = systemCallNow(q, given); !now.finished; now = systemCallNow(q, given)) {
      const call = given.length === 0 ? now.legal.find((c) => !sameCall(c, now.call))! : now.call;
      if (given.length === 0) wrongCall = call;
      // before the last call: nothing the page got holds another hand
      if (systemCallNow(q, [...given, call]).finished) await expectNoOtherHand(replies, q);
      await pick(ana.page, call);
      given.push(call);
      // practice: each call's feedback at once
      await ana.page.getByTestId(given.length === 1 ? 'auction-call-wrong' : 'auction-call-right').waitFor();
      if (given.length === 1) expect(await seriousViolations(ana.page)).toEqual([]);
      if (given.length === 1 && !systemCallNow(q, given).finished) {
        // a reload halfway: the calls made so far are kept in the browser, the auction goes on where it was
        await ana.page.reload();
        const begin = ana.page.getByTestId('begin');
        await Promise.race([begin.waitFor(), item.waitFor()]);
        if (await begin.isVisible()) await begin.click();
        await ana.page.getByTestId('auction-call-wrong').waitFor();
        expect(await item.locator(`button[data-call]`).count()).toBeGreaterThan(0);
      }
    }
    // the page asked the server for each call; at the end the score and, in practice, the four hands
    expect(replies.filter((r) => new URL(r.url).pathname.endsWith('/auction')).length).toBeGreaterThanOrEqual(given.length);
    await ana.page.getByTestId('auction-item-score').waitFor();
    await ana.page.getByTestId('auction-item-deal').waitFor();
    await ana.page.getByTestId('set-next').click();
    // the summary: the auction from the stored record, the first wrong call marked
    const review = ana.page.getByTestId('auction-review');
    await review.waitFor({ timeout: 15_000 });
    expect(await review.getAttribute('data-first-wrong')).toBe('0');
    expect(await review.locator('[data-testid="auction-review-row"][data-wrong="true"]').count()).toBe(1);
    expect(await review.textContent()).toContain(sr('teach.review.auctionFirstWrong'));
    expect(await ana.page.getByTestId('summary-item').first().getAttribute('data-right')).toBe('false');
    expect(await seriousViolations(ana.page)).toEqual([]);
    expect(ana.errors).toEqual([]);

    // the teacher's grid: the item wrong, the student's calls as given
    await visit(page, new URL(teacherLink).pathname);
    await page.getByTestId('teacher-results').waitFor();
    await expect.poll(() => page.getByTestId('grid-row').count(), { timeout: 10_000 }).toBe(1);
    const cell = page.locator('[data-testid="grid-row"] [data-testid="grid-cell"]').first();
    expect(await cell.getAttribute('data-right')).toBe('false');
    expect(await cell.getAttribute('data-answer')).toBe(given.map(makeCall).join(' '));
    expect((await cell.getAttribute('data-answer'))!.split(' ')[0]).toBe(makeCall(wrongCall!));
    expect(await page.getByTestId('teacher-item').first().textContent()).toContain(sr('teach.teacher.auctionItem', { seat: sr('common.seats.W') }));
    // the spread per call: the first call wrong, the later ones right
    const turns = page.locator(`[data-testid="spread"][data-item="0"] [data-testid="auction-spread-turn"]`);
    expect(await turns.count()).toBe(given.length);
    expect(await turns.first().getAttribute('data-right')).toBe('0');
    expect(await turns.nth(given.length - 1).getAttribute('data-right')).toBe(given.length > 1 ? '1' : '0');
    expect(await page.locator('[data-testid="spread"][data-item="0"] [data-testid="accept"]').count()).toBe(0);
    // the square opens the same review
    await cell.getByTestId('open-cell').click();
    const detail = page.getByTestId('cell-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('auction-review').getAttribute('data-first-wrong')).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
    expect(teacher.errors).toEqual([]);
  }, 180_000);
});

describe('a whole-auction item in a test', () => {
  it('sr: the student\'s own calls stand, no grade or system call shows before the reveal; then the review', async () => {
    const created = await fetch(`${site.baseUrl()}/api/sets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Provera: cela licitacija', locale: 'sr', mode: 'test', items: [{ topic: 'auction', count: 1, seat: 'E' }] }),
    });
    expect(created.status).toBe(201);
    const { code, teacherToken } = (await created.json()) as { code: string; teacherToken: string };
    const ana = await site.open(`/sr/s/${code}`);
    const replies = apiReplies(ana);
    const { page } = ana;
    await page.getByTestId('student-name').fill('Jelena Marković');
    await page.getByTestId('join').click();
    await page.getByTestId('begin').click();
    await page.getByTestId('auction-item').waitFor();
    const token = await page.evaluate((c) => JSON.parse(window.localStorage.getItem(`bridge-tutor.student:${c}`)!).studentToken as string, code);
    const view = (await (await fetch(`${site.baseUrl()}/api/sets/${code}`, { headers: { 'x-student-token': token } })).json()) as SetView;
    const q = await teacherQuestion(teacherToken, view.items[0].id);
    const given: Call[] = [];
    for (let now = systemCallNow(q, given, 'own'); !now.finished; now = systemCallNow(q, given, 'own')) {
      const call = given.length === 0 ? now.legal.find((c) => !sameCall(c, now.call))! : now.call;
      if (systemCallNow(q, [...given, call], 'own').finished) await expectNoOtherHand(replies, q);
      if (given.length === 1) {
        // offline: the call waits for the connection (kept, said so), and goes when the connection is back
        await page.context().setOffline(true);
        await pick(page, call);
        const asking = page.getByTestId('auction-asking');
        await expect.poll(() => page.getByTestId('auction-item').getAttribute('data-asking'), { timeout: 15_000 }).toBe('offline');
        expect(await asking.textContent()).toBe(sr('teach.student.auctionOffline'));
        expect(await page.locator('[data-testid="auction-item"] button[data-call]').count()).toBe(0);
        const kept = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('bridge-tutor.auction:')).map((k) => window.localStorage.getItem(k)));
        expect(kept).toEqual([JSON.stringify([...given, call].map(makeCall))]);
        await page.context().setOffline(false);
        await expect.poll(() => page.getByTestId('auction-item').getAttribute('data-asking'), { timeout: 15_000 }).toBe('idle');
      } else {
        await pick(page, call);
      }
      given.push(call);
      // the student's own call stands in the auction; no feedback
      await expect.poll(() => page.locator('[data-testid="auction-item"] table').textContent()).toBeTruthy();
      expect(await page.getByTestId('auction-call-wrong').count()).toBe(0);
      expect(await page.getByTestId('auction-call-right').count()).toBe(0);
    }
    await page.getByTestId('answer-saved').waitFor();
    // a test before the reveal: still no other hand, not even at the end; every call went through the server
    await expectNoOtherHand(replies, q);
    expect(replies.filter((r) => new URL(r.url).pathname.endsWith('/auction')).length).toBeGreaterThanOrEqual(given.length);
    expect(await page.getByTestId('auction-item-deal').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('set-next').click();
    await expect.poll(() => page.getByTestId('wait-reveal').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('auction-review').count()).toBe(0);
    const reveal = await fetch(`${site.baseUrl()}/api/teacher/${teacherToken}`, {
      method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ revealed: true }),
    });
    expect(reveal.status).toBe(200);
    const review = page.getByTestId('auction-review');
    await review.waitFor({ timeout: 30_000 });
    expect(await review.getAttribute('data-first-wrong')).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
    // the browser's own note of the request made offline is the only error
    expect(ana.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  }, 180_000);
});
