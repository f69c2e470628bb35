import { describe, expect, it } from 'vitest';
import { checkCall, isComplete } from '../bridge/auction';
import { makeCall } from '../bridge/call';
import { handOf, parseDeal } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { SEATS, VULNERABILITIES, type Call } from '../bridge/types';
import { advise, bidDeal } from './advise';
import { isRuleId } from './rule-ids';

// Seed 003 section 4, the sample deal (dealer North). Read from the diagram: N ♠8653 ♥K105 ♦K104 ♣Q75;
// W ♠AKQ74 ♥42 ♦A985 ♣AJ; E ♠1092 ♥873 ♦6 ♣K98643; S ♠J ♥AQJ96 ♦QJ732 ♣102 — 52 cards, each once.
const SEED_DEAL = 'N:8653.KT5.KT4.Q75 T92.873.6.K98643 J.AQJ96.QJ732.T2 AKQ74.42.A985.AJ';

function calls(text: string) {
  const deal = parseDeal(text);
  if (!deal.ok) throw new Error(`bad deal: ${deal.error.code}`);
  return deal.value;
}

describe('bidDeal', () => {
  it('bids the sample deal of seed 003 (dealer North)', () => {
    const result = bidDeal(calls(SEED_DEAL), 'N', 'None');
    expect(result.calls.map((c) => `${c.seat} ${makeCall(c.call)} ${c.rule}`)).toEqual([
      // N 8653.KT5.KT4.Q75: H 8, D 0, no ace −1 → HD 7; quick tricks K-x + K-x = 1 < 2 → O-PASS
      'N P O-PASS',
      // E T92.873.6.K98643: H 3, D 2 (♦ singleton), no ace −1 → HD 4; QT 0.5; 6 clubs is no preempt → O-PASS
      'E P O-PASS',
      // S J.AQJ96.QJ732.T2: H 11, D 3, ♠J singleton −1 → HD 13; QT A-Q 1.5 < 2 → O-PASS
      'S P O-PASS',
      // W AKQ74.42.A985.AJ: H 18 + D 2 = HD 20, QT 4; 5-4-2-2 not balanced; no 1♣ (HD < 22) → O-1, longest ♠
      'W 1S O-1',
      // N over 1♠: no cue (♠ is not ♣/♦), HD 7 < 16, H 8 but no 6-5, QT 1 < 2, HD < 13 → D-PASS
      'N P D-PASS',
      // E with ♠ trumps: H 3 + D 3 (♦ singleton) − 1 no ace − 1 (3 trumps) → HDr 4 ≤ 5 → R-PASS
      'E P R-PASS',
      // S: first call after the opening: HD 13 but ♣ doubleton (D-X needs 3+ in every other suit), QT 1.5 → D-PASS
      'S P D-PASS',
    ]);
    expect(result.contract).toEqual({ level: 1, strain: 'S', risk: '', declarer: 'W' });
  });

  it('bids the same deal from every dealer: the three weak hands pass, West opens 1♠', () => {
    for (const dealer of SEATS) {
      const result = bidDeal(calls(SEED_DEAL), dealer, 'All');
      expect(result.calls.filter((c) => c.call.kind === 'bid').map((c) => `${c.seat} ${makeCall(c.call)} ${c.rule}`)).toEqual(['W 1S O-1']);
      expect(result.contract?.declarer).toBe('W');
    }
  });

  it('makes the same calls as advise on every prefix of the auction (300 random deals)', () => {
    const dealer = createDealer(300);
    for (let i = 0; i < 300; i++) {
      const deal = dealer.next();
      const first = SEATS[i % 4];
      const made = bidDeal(deal, first, 'None').calls;
      made.forEach((c, k) => {
        const advice = advise({ hand: handOf(deal, c.seat), auction: { dealer: first, calls: made.slice(0, k).map((m) => m.call) }, vul: 'None' });
        expect([makeCall(advice.call), advice.rule, advice.explain]).toEqual([makeCall(c.call), c.rule, c.explain]);
      });
    }
  });

  it('bids a giant hand after 1♣ – 1♦ to slam, not to a pass below game (issue 28 §3, B-51/B-52)', () => {
    const slam = bidDeal(calls('N:AKQJT2.AKQ.AKQ.A 75.J942.T42.QT83 983.765.8765.765 64.T83.J93.KJ942'), 'N', 'None');
    expect(slam.calls.map((c) => `${makeCall(c.call)} ${c.rule}`).filter((c) => !c.startsWith('P '))).toEqual([
      '1C O-1C', '1D R-1C-NEG', '2S RB1C-NEG', '3N RR-GAME', '6N RB1C-NEG',
    ]);
    expect(slam.contract).toMatchObject({ level: 6, strain: 'N' });
    const grand = bidDeal(calls('N:AKQJ.AKQJ.AKQ.AK T82.942.T53.QT53 7654.765.876.876 93.T83.J942.J942'), 'N', 'None');
    expect(grand.calls.map((c) => makeCall(c.call)).filter((c) => c !== 'P')).toEqual(['1C', '1D', '2S', '4S', '4N', '5C', '5N', '6C', '7S']);
  });

  it('ends 20,000 random deals (every dealer and vulnerability) in a legal, complete auction with a rule id per call', () => {
    const dealer = createDealer(20_000);
    const problems: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const deal = dealer.next();
      const seat = SEATS[i % 4];
      const result = bidDeal(deal, seat, VULNERABILITIES[(i >> 2) % 4]);
      const made: Call[] = [];
      for (const c of result.calls) {
        if (!isRuleId(c.rule)) problems.push(`deal ${i}: unknown rule ${c.rule}`);
        const issue = checkCall({ dealer: seat, calls: made }, c.call);
        if (issue) problems.push(`deal ${i}: ${makeCall(c.call)} ${issue.code}`);
        made.push(c.call);
      }
      if (!isComplete({ dealer: seat, calls: made })) problems.push(`deal ${i}: incomplete`);
    }
    expect(problems).toEqual([]);
  });
});
