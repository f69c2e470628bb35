// The answers of `bid` and `bid-deal` (command line and /api/bid alike): calls as text, explanations as text in the locale.
// Example: answerBid(request) → { seat: 'W', call: '1S', rule: 'O-1', explanation: 'Opening 1♠ …', explain: { key, params }, rejected: […] }.

import { makeCall } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import type { Seat } from '../bridge/types';
import { seatToCall } from '../bridge/auction';
import { advise, bidDeal, type Explanation, type RuleId } from '../bidder';
import type { Locale } from '../i18n/locales';
import { explanationText } from './explanation-text';
import type { BidDealRequest, BidRequest } from './bid-request';

export interface ExplainedRule {
  readonly rule: RuleId;
  /** The explanation in the request's language, numbers filled in. */
  readonly explanation: string;
  readonly explain: Explanation;
}

export interface RejectedAnswer {
  readonly rule: RuleId;
  /** The call the rule would have made, when it is known; null when the rule failed before choosing one. */
  readonly call: string | null;
  /** Why the rule did not apply, in the request's language. */
  readonly reason: string;
  readonly failed: Explanation;
}

export interface BidAnswer extends ExplainedRule {
  /** The seat whose turn it was (the hand's seat). */
  readonly seat: Seat;
  /** '1C' … '7N', 'P', 'X', 'XX'. */
  readonly call: string;
  /** ADV-SUIT / ADV-1NT: the response rule applied "as if partner had opened". */
  readonly via?: ExplainedRule;
  readonly rejected: readonly RejectedAnswer[];
}

export interface BidDealAnswer {
  readonly dealer: Seat;
  readonly vul: string;
  readonly calls: readonly { seat: Seat; call: string; rule: RuleId; explanation: string }[];
  /** '4SX'; null when the deal is passed out. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
}

function explained(locale: Locale, rule: RuleId, explain: Explanation): ExplainedRule {
  return { rule, explanation: explanationText(locale, explain), explain };
}

export function answerBid(request: BidRequest): BidAnswer {
  const advice = advise({ hand: request.hand, auction: request.auction, vul: request.vul });
  const { locale } = request;
  return {
    seat: seatToCall(request.auction)!, // the request schema refuses an auction that has ended
    call: makeCall(advice.call),
    ...explained(locale, advice.rule, advice.explain),
    ...(advice.via ? { via: explained(locale, advice.via.rule, advice.via.explain) } : {}),
    rejected: advice.rejected.map((r) => ({
      rule: r.rule,
      call: r.call ? makeCall(r.call) : null,
      reason: explanationText(locale, r.failed),
      failed: r.failed,
    })),
  };
}

export function answerBidDeal(request: BidDealRequest): BidDealAnswer {
  const result = bidDeal(request.deal, request.dealer, request.vul);
  return {
    dealer: request.dealer,
    vul: request.vul,
    calls: result.calls.map((c) => ({
      seat: c.seat,
      call: makeCall(c.call),
      rule: c.rule,
      explanation: explanationText(request.locale, c.explain),
    })),
    contract: result.contract ? makeContract(result.contract) : null,
    declarer: result.contract ? result.contract.declarer : null,
  };
}
