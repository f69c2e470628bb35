import { describe, expect, it } from 'vitest';
import { isComplete, reviewAuction } from '../bridge/auction';
import { parseCalls } from '../bridge/call';
import { createDealer } from '../bridge/random-deal';
import { partnerOf, seatAfter, type Seat } from '../bridge/types';
import { gradeRoles } from './grade-answer-roles';
import { quizItem } from './item';
import { lastBidder, rolesItemOn } from './roles-item';

const DEAL = createDealer(1).next();

function itemOf(dealer: Seat, text: string) {
  const calls = parseCalls(text);
  if (!calls.ok) throw new Error(text);
  const item = rolesItemOn(1, DEAL, dealer, 'None', calls.value);
  if (item === null || item.expected.kind !== 'roles') throw new Error(`no contract: ${text}`);
  return { item, expected: item.expected };
}

// lesson 3's exercises (sr and lv), with the answers their texts give
const LESSON_VECTORS: readonly (readonly [Seat, string, string, Seat, Seat, Seat])[] = [
  // dealer, auction, contract, declarer, leader, dummy
  ['N', 'P 1H 1S 2H 2S 3H 3S P 4S P P P', '4S', 'S', 'W', 'N'],
  ['W', '1D P 1H P 2C P 3N P P P', '3N', 'E', 'S', 'W'],
  ['S', 'P 1C 1D 2C P 3C 3D P P P', '3D', 'N', 'E', 'S'],
  ['N', 'P 1S P 2D P 2S P 3S P 4S P P P', '4S', 'E', 'S', 'W'],
  ['E', '1D 1H P 2H X P P P', '2HX', 'S', 'W', 'N'],
  ['W', '1S 2H 2S 3H 3S P P P', '3S', 'W', 'N', 'E'],
];

describe('roles items (A-CONTRACT, A-DECLARER)', () => {
  it.each(LESSON_VECTORS)('dealer %s, %s: %s by %s, %s leads, %s is dummy', (dealer, auction, contract, declarer, leader, dummy) => {
    const { expected } = itemOf(dealer, auction);
    expect(`${expected.contract.level}${expected.contract.strain}${expected.contract.risk}`).toBe(contract);
    expect(expected.contract.declarer).toBe(declarer);
    expect(expected.leader).toBe(leader);
    expect(expected.dummy).toBe(dummy);
  });

  it('make no item of a passed-out, unfinished or illegal auction', () => {
    for (const text of ['P P P P', '1H P', '1H P 1D P P P', '1H X X P P P']) {
      const calls = parseCalls(text);
      if (!calls.ok) throw new Error(text);
      expect(rolesItemOn(1, DEAL, 'N', 'None', calls.value), text).toBeNull();
    }
  });

  it('are finished, legal auctions of the bidder, the declarer on the item, the same for a seed every time', () => {
    let notLast = 0;
    for (let seed = 0; seed < 60; seed++) {
      const item = quizItem('roles', seed);
      const e = item.expected;
      if (e.kind !== 'roles') throw new Error('not a roles item');
      const review = reviewAuction(item.dealer, item.calls);
      expect(review.legal && isComplete({ dealer: item.dealer, calls: item.calls })).toBe(true);
      expect(review.contract).toEqual(e.contract);
      expect(item.seat).toBe(e.contract.declarer);
      expect(e.leader).toBe(seatAfter(e.contract.declarer));
      expect(e.dummy).toBe(partnerOf(e.contract.declarer));
      expect(quizItem('roles', seed)).toEqual(item);
      if (lastBidder(item.dealer, item.calls) !== e.contract.declarer) notLast++;
    }
    // about half ask the case the rule is for: the declarer did not make the last bid
    expect(notLast).toBeGreaterThanOrEqual(20);
    expect(notLast).toBeLessThanOrEqual(40);
  });
});

describe('gradeRoles', () => {
  const { item, expected } = itemOf('N', 'P 1H 1S 2H 2S 3H 3S P 4S P P P');
  const right = { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'S', leader: 'W', dummy: 'N' } as const;

  it('takes the four right answers, and names the call in which declarer first named the strain', () => {
    const grade = gradeRoles(item, right);
    expect(grade.right).toBe(true);
    expect(grade.parts.map((p) => [p.part, p.right])).toEqual([['contract', true], ['declarer', true], ['leader', true], ['dummy', true]]);
    // South's 1♠, the third call; North made the last bid (4♠)
    expect(grade.parts[1]).toEqual({ part: 'declarer', right: true, expected: 'S', named: 2, lastBidder: 'N' });
    expect(expected.contract.declarer).toBe('S');
  });

  it('marks each part on its own, and a wrong leader and dummy that follow from the learner\'s own declarer', () => {
    // "the last bidder plays it": North, then East on North's left, South North's partner
    const grade = gradeRoles(item, { ...right, declarer: 'N', leader: 'E', dummy: 'S' });
    expect(grade.right).toBe(false);
    expect(grade.parts).toEqual([
      { part: 'contract', right: true, expected: { level: 4, strain: 'S', risk: '', declarer: 'S' } },
      { part: 'declarer', right: false, expected: 'S', named: 2, lastBidder: 'N' },
      { part: 'leader', right: false, expected: 'W', followsGiven: true },
      { part: 'dummy', right: false, expected: 'N', followsGiven: true },
    ]);
    // a leader on declarer's right is no rule applied to anything
    const right2 = gradeRoles(item, { ...right, declarer: 'N', leader: 'W', dummy: 'E' });
    expect(right2.parts.slice(2)).toEqual([
      { part: 'leader', right: true, expected: 'W', followsGiven: false },
      { part: 'dummy', right: false, expected: 'N', followsGiven: false },
    ]);
  });

  it('wants the doubling and the level of the contract too, and no contract at all is wrong', () => {
    expect(gradeRoles(item, { ...right, contract: { level: 4, strain: 'S', risk: 'X' } }).parts[0].right).toBe(false);
    expect(gradeRoles(item, { ...right, contract: { level: 3, strain: 'S', risk: '' } }).parts[0].right).toBe(false);
    expect(gradeRoles(item, { ...right, contract: null }).right).toBe(false);
    expect(gradeRoles(item, { ...right, leader: null }).right).toBe(false);
  });

  it('names no last bidder when the declarer made the last bid too', () => {
    const own = itemOf('W', '1S 2H 2S 3H 3S P P P');
    expect(gradeRoles(own.item, { contract: { level: 3, strain: 'S', risk: '' }, declarer: 'W', leader: 'N', dummy: 'E' }).parts[1])
      .toEqual({ part: 'declarer', right: true, expected: 'W', named: 0, lastBidder: null });
  });

  it('refuses an item of another kind', () => {
    expect(() => gradeRoles(quizItem('legal', 1), right)).toThrow(/not a roles item/);
  });
});
