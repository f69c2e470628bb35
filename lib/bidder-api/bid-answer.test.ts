import { describe, expect, it } from 'vitest';
import { reviewAuction } from '../bridge/auction-review';
import { parseCall } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { handOf, makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { randomDeals } from '../bridge/random-deal';
import { SEATS, seatAfter } from '../bridge/types';
import { isRuleId } from '../bidder';
import { answerBid, answerBidDeal } from './bid-answer';
import { bidDealRequest, bidRequest } from './bid-request';
import { explanationText } from './explanation-text';

describe('answerBid', () => {
  it('O-1NT: balanced, HD 19, 3½ quick tricks opens 1NT; the stronger NT openings are rejected first', () => {
    const answer = answerBid(bidRequest.parse({ hand: 'AKQ2.KJ3.AT8.Q32', dealer: 'N' }));
    expect(answer).toMatchObject({ seat: 'N', call: '1N', rule: 'O-1NT', explain: { key: 'rules.O-1NT', params: { hd: 19 } } });
    expect(answer.rejected.map((r) => [r.rule, r.call])).toEqual([['O-3NT', '3N'], ['O-2NT', '2N']]);
    expect(answer.rejected[0].failed).toMatchObject({ key: expect.stringMatching(/^bidder\.fail\./) });
  });

  it('answers for the seat whose turn it is: HD 11 opens only in third seat after two passes (O-1)', () => {
    // H 11 + D 1 − 1 (Q-x unprotected) = 11, quick tricks K-Q 1 + A 1 = 2
    const eleven = 'KQ742.A53.T54.Q6';
    expect(answerBid(bidRequest.parse({ hand: eleven, dealer: 'E', auction: 'P P' }))).toMatchObject({ seat: 'W', call: '1S', rule: 'O-1' });
    expect(answerBid(bidRequest.parse({ hand: eleven, dealer: 'W' }))).toMatchObject({ seat: 'W', call: 'P', rule: 'O-PASS' });
    // one point less (J-x instead of Q-x): HD 10 passes in third seat too
    expect(answerBid(bidRequest.parse({ hand: 'KQ742.A53.T54.J6', dealer: 'E', auction: 'P P' }))).toMatchObject({ call: 'P', rule: 'O-PASS' });
  });

  it('gives the texts of the requested language for the explanation and every rejected rule', () => {
    for (const locale of ['en', 'sr', 'lv'] as const) {
      const answer = answerBid(bidRequest.parse({ hand: 'AKQ2.KJ3.AT8.Q32', dealer: 'N', locale }));
      expect(answer.explanation).toBe(explanationText(locale, answer.explain));
      expect(answer.rejected.map((r) => r.reason)).toEqual(answer.rejected.map((r) => explanationText(locale, r.failed)));
    }
  });
});

describe('answerBidDeal', () => {
  const deals = randomDeals(2024, 40);

  it('every explanation and every reason is a real text in en, sr and lv (never the bare message key)', () => {
    const keys = /^(rules|bidder)\./;
    for (const locale of ['en', 'sr', 'lv'] as const) {
      deals.slice(0, 12).forEach((deal, i) => {
        const dealer = SEATS[i % 4];
        const answer = answerBidDeal(bidDealRequest.parse({ deal: makeDeal(deal), dealer, locale }));
        expect(answer.calls.filter((c) => keys.test(c.explanation)).map((c) => c.explanation)).toEqual([]);
        answer.calls.forEach((c, k) => {
          const single = answerBid(bidRequest.parse({
            hand: makeHand(handOf(deal, c.seat)), dealer, locale, auction: answer.calls.slice(0, k).map((p) => p.call),
          }));
          expect(single.rejected.filter((r) => keys.test(r.reason)).map((r) => r.failed.key)).toEqual([]);
        });
      });
    }
  });

  it('bids every deal to a legal, finished auction whose contract and declarer it reports', () => {
    deals.forEach((deal, i) => {
      const dealer = SEATS[i % 4];
      const answer = answerBidDeal(bidDealRequest.parse({ deal: makeDeal(deal), dealer }));
      const review = reviewAuction(dealer, answer.calls.map((c) => {
        const parsed = parseCall(c.call);
        if (!parsed.ok) throw new Error(`not a call: ${c.call}`);
        return parsed.value;
      }));
      expect(review).toMatchObject({ legal: true, complete: true });
      expect(answer.contract).toBe(review.contract ? makeContract(review.contract) : null);
      expect(answer.declarer).toBe(review.contract?.declarer ?? null);
      expect(answer.calls.map((c) => c.seat)).toEqual(answer.calls.map((_, k) => seatAfter(dealer, k)));
      expect(answer.calls.every((c) => isRuleId(c.rule))).toBe(true);
    });
  });

  it('each call is the one `bid` gives the hand of that seat at that point', () => {
    for (const deal of deals.slice(0, 10)) {
      const answer = answerBidDeal(bidDealRequest.parse({ deal: makeDeal(deal), dealer: 'W', vul: 'EW' }));
      answer.calls.forEach((c, k) => {
        const single = answerBid(bidRequest.parse({
          hand: makeHand(handOf(deal, c.seat)), dealer: 'W', vul: 'EW', auction: answer.calls.slice(0, k).map((p) => p.call),
        }));
        expect([single.seat, single.call, single.rule, single.explanation]).toEqual([c.seat, c.call, c.rule, c.explanation]);
      });
    }
  });

  it('a deal where nobody opens is passed out: four passes, no contract, no declarer', () => {
    // every hand has 1½ quick tricks (O-1 needs 2) and no 7-card suit
    const flat = 'N:A432.K32.Q32.J32 K65.A54.J54.Q654 Q87.Q76.A76.K987 JT9.JT98.KT98.AT';
    const answer = answerBidDeal(bidDealRequest.parse({ deal: flat, dealer: 'S' }));
    expect(answer.calls.map((c) => `${c.seat} ${c.call} ${c.rule}`)).toEqual(['S P O-PASS', 'W P O-PASS', 'N P O-PASS', 'E P O-PASS']);
    expect(answer).toMatchObject({ dealer: 'S', vul: 'None', contract: null, declarer: null });
  });
});
