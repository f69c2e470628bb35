import { describe, expect, it } from 'vitest';
import { advise, bidDeal } from '../bidder';
import { legalCalls } from '../bridge/auction';
import { makeCall, parseCall, sameCall } from '../bridge/call';
import { handOf, makeDeal, parseDeal } from '../bridge/deal';
import type { Call } from '../bridge/types';
import { mixSeeds } from '../quiz/seeded';
import { seatOf, wholeAuctionSetup } from '../quiz/whole-auction';
import {
  MAX_AUCTION_CALLS,
  auctionGrade, auctionQuestion, auctionSpread, auctionStoredGrade, gradeAuctionAnswer, playAuction, systemAuctionText,
  unrevealedAuction,
  type AuctionQuestion, type AuctionRails,
} from './auction-item';

const SEEDS = [3, 17, 42, 99, 512, 7919];

function dealOf(q: AuctionQuestion) {
  const deal = parseDeal(q.deal);
  if (!deal.ok) throw new Error('deal');
  return deal.value;
}

/** The student's calls: the system's at every turn, except a wrong one at the turns in `wrongAt` (0-based). */
function answers(q: AuctionQuestion, rails: AuctionRails, wrongAt: readonly number[] = []): Call[] {
  const given: Call[] = [];
  for (;;) {
    const played = playAuction(q, given, rails);
    if (!played.ok) throw new Error(played.error.code);
    if (played.value.finished) return given;
    const auction = { dealer: q.dealer, calls: played.value.steps.map((s) => parse(s.call)) };
    const want = advise({ hand: handOf(dealOf(q), q.seat), auction, vul: q.vul }).call;
    given.push(wrongAt.includes(given.length) ? legalCalls(auction).find((c) => !sameCall(c, want))! : want);
  }
}

function parse(text: string): Call {
  const read = parseCall(text);
  if (!read.ok) throw new Error(text);
  return read.value;
}

describe('auctionQuestion', () => {
  it('makes the drill\'s deal for the seed and seat; "random" is the seed\'s seat; fresh hands mix the student\'s seed', () => {
    const q = auctionQuestion({ source: 'auction', seed: 42, seat: 'W' }, null);
    const setup = wholeAuctionSetup(42, 'W');
    expect(q).toEqual({ seed: 42, deal: makeDeal(setup.deal, 'N'), dealer: setup.dealer, vul: setup.vul, seat: 'W' });
    expect(auctionQuestion({ source: 'auction', seed: 42, seat: 'random' }, null).seat).toBe(seatOf(42, 'random'));
    const fresh = auctionQuestion({ source: 'auction', seed: 42, seat: 'E' }, 5);
    expect(fresh.seed).toBe(mixSeeds(42, 5));
    expect(fresh.seat).toBe('E');
  });
});

describe('playAuction and the grade', () => {
  it('with the system\'s calls every call is right, the auction is bidDeal\'s and the item is right', () => {
    for (const seed of SEEDS) {
      for (const rails of ['system', 'own'] as const) {
        const q = auctionQuestion({ source: 'auction', seed, seat: 'random' }, null);
        const record = gradeAuctionAnswer(q, { calls: answers(q, rails).map(makeCall) }, rails);
        if (!record.ok) throw new Error(record.error.code);
        const bidding = bidDeal(dealOf(q), q.dealer, q.vul);
        expect(record.value.steps.map((s) => s.call)).toEqual(bidding.calls.map((c) => makeCall(c.call)));
        expect(record.value.steps.map((s) => s.rule)).toEqual(bidding.calls.map((c) => c.rule));
        expect(record.value.turns.every((t) => t.right && record.value.steps[t.index].seat === q.seat)).toBe(true);
        const grade = auctionGrade(record.value);
        expect(grade).toMatchObject({ right: true, firstWrong: null, rule: null });
        expect(grade.answer).toBe(grade.expected);
      }
    }
  });

  it('grades the item by its FIRST wrong call: turn, rule of the system\'s call there, the expected calls beside the given', () => {
    const q = auctionQuestion({ source: 'auction', seed: 42, seat: 'S' }, null);
    const given = answers(q, 'system', [0]);
    const record = gradeAuctionAnswer(q, { calls: given.map(makeCall) }, 'system');
    if (!record.ok) throw new Error(record.error.code);
    const r = record.value;
    expect(r.firstWrong).toBe(0);
    expect(r.turns[0].right).toBe(false);
    expect(r.turns.slice(1).every((t) => t.right)).toBe(true);
    // practice: the system's call stands in the auction where the student's wrong one was
    expect(r.steps[r.turns[0].index]).toMatchObject({ by: 'system', call: r.turns[0].expected.call });
    const grade = auctionGrade(r);
    expect(grade).toMatchObject({ right: false, firstWrong: 1, rule: r.turns[0].expected.rule });
    expect(grade.answer.split(' ')[0]).toBe(makeCall(given[0]));
    expect(grade.expected.split(' ')[0]).toBe(r.turns[0].expected.call);
  });

  it('a later wrong call after right ones is the first wrong one; two wrong calls: the first counts', () => {
    const q = auctionQuestion({ source: 'auction', seed: 99, seat: 'N' }, null);
    const turns = playAuction(q, answers(q, 'system'), 'system');
    if (!turns.ok || turns.value.turns.length < 2) throw new Error('this deal gives North two calls');
    const record = gradeAuctionAnswer(q, { calls: answers(q, 'system', [1]).map(makeCall) }, 'system');
    if (!record.ok) throw new Error(record.error.code);
    expect(auctionGrade(record.value).firstWrong).toBe(2);
  });

  it('in a test the auction goes on with the student\'s own call: no system call in the student\'s seat that differs is shown', () => {
    const q = auctionQuestion({ source: 'auction', seed: 42, seat: 'S' }, null);
    const given = answers(q, 'own', [0]);
    const record = gradeAuctionAnswer(q, { calls: given.map(makeCall) }, 'own');
    if (!record.ok) throw new Error(record.error.code);
    const r = record.value;
    expect(r.steps[r.turns[0].index]).toEqual({ seat: 'S', call: makeCall(given[0]), by: 'student', rule: null, explain: null });
    const shown = unrevealedAuction(r);
    const mine = shown.calls.filter((c) => c.seat === 'S').map((c) => c.call);
    expect(mine).toEqual(given.map(makeCall));
    expect(JSON.stringify(shown)).not.toContain('rule');
    expect(auctionGrade(r).firstWrong).toBe(1);
  });

  it('refuses an illegal call, an unknown one, a bad shape, too many calls and an unfinished auction', () => {
    const q = auctionQuestion({ source: 'auction', seed: 17, seat: 'E' }, null);
    const all = answers(q, 'system').map(makeCall);
    expect(gradeAuctionAnswer(q, { calls: all.slice(0, -1) }, 'system')).toMatchObject({ ok: false, error: { code: 'auction-unfinished' } });
    expect(gradeAuctionAnswer(q, { calls: [...all, 'P'] }, 'system')).toMatchObject({ ok: false, error: { code: 'auction-ended' } });
    expect(gradeAuctionAnswer(q, { calls: ['XX'] }, 'system')).toMatchObject({ ok: false, error: { code: 'illegal-call', params: { turn: 1 } } });
    expect(gradeAuctionAnswer(q, { calls: ['9Z'] }, 'system')).toMatchObject({ ok: false, error: { code: 'unknown-call' } });
    expect(gradeAuctionAnswer(q, { call: '1S' }, 'system')).toMatchObject({ ok: false, error: { code: 'answer-shape' } });
    expect(gradeAuctionAnswer(q, { calls: all, extra: 1 }, 'system')).toMatchObject({ ok: false, error: { code: 'answer-shape' } });
    // the shape exactly: an object with calls alone, a list of at most MAX_AUCTION_CALLS texts of at most 12 characters
    const shape = { ok: false, error: { code: 'answer-shape', params: { kind: 'call', path: 'calls' } } };
    for (const bad of [null, 'P', ['P'], { calls: 'P' }, { calls: [1] }, { calls: ['P', 2] }, { calls: ['x'.repeat(13)] }, { calls: Array(MAX_AUCTION_CALLS + 1).fill('P') }]) {
      expect(gradeAuctionAnswer(q, bad, 'system'), JSON.stringify(bad)?.slice(0, 40)).toEqual(shape);
    }
    // twelve characters and MAX_AUCTION_CALLS calls are read (and then judged as calls)
    expect(gradeAuctionAnswer(q, { calls: ['x'.repeat(12)] }, 'system')).toMatchObject({ ok: false, error: { code: 'unknown-call', params: { call: 'x'.repeat(12) } } });
    expect(gradeAuctionAnswer(q, { calls: Array(MAX_AUCTION_CALLS).fill('9Z') }, 'system')).toMatchObject({ ok: false, error: { code: 'unknown-call', params: { call: '9Z' } } });
  });

  it('counts the spread per call over students', () => {
    const q = auctionQuestion({ source: 'auction', seed: 42, seat: 'S' }, null);
    const right = gradeAuctionAnswer(q, { calls: answers(q, 'system').map(makeCall) }, 'system');
    const wrong = gradeAuctionAnswer(q, { calls: answers(q, 'system', [0]).map(makeCall) }, 'system');
    if (!right.ok || !wrong.ok) throw new Error('graded');
    const spread = auctionSpread([right.value, wrong.value, right.value]);
    expect(spread[0]).toMatchObject({ turn: 1, answered: 3, right: 2 });
    expect(spread[0].calls.get(right.value.turns[0].given)).toBe(2);
    expect(spread[0].calls.get(wrong.value.turns[0].given)).toBe(1);
  });
});

describe('the stored grade', () => {
  it('is flat like every other item\'s: the calls against the system\'s there, the rule of the first wrong call (or of the first call when right)', () => {
    const q = auctionQuestion({ source: 'auction', seed: 42, seat: 'S' }, null);
    const wrong = gradeAuctionAnswer(q, { calls: answers(q, 'system', [0]).map(makeCall) }, 'system');
    const right = gradeAuctionAnswer(q, { calls: answers(q, 'system').map(makeCall) }, 'system');
    if (!wrong.ok || !right.ok) throw new Error('graded');
    const w = auctionStoredGrade({ calls: wrong.value.turns.map((t) => t.given), record: wrong.value }, 'v1');
    expect(w).toEqual({
      right: false, answer: auctionGrade(wrong.value).answer, rule: wrong.value.turns[0].expected.rule, system: 'v1',
      expected: { kind: 'call', call: null, text: auctionGrade(wrong.value).expected, rule: wrong.value.turns[0].expected.rule, by: 'system' },
    });
    const r = auctionStoredGrade({ calls: right.value.turns.map((t) => t.given), record: right.value }, 'v1');
    expect(r).toMatchObject({ right: true, rule: null, expected: { rule: right.value.turns[0].expected.rule } });
    // the system's whole auction (what the item is graded against, as the teacher's list shows it)
    expect(systemAuctionText(q)).toBe(right.value.steps.map((x) => x.call).join(' '));
  });
});
