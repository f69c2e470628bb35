// Hand-built bidDeal results for the benches' unit tests: an auction written as calls with their rule ids, so the tests
// of the benches' arithmetic do not change when the bidder does.
// Example: auction('N', '1H:O-1 P:D-PASS 2H:R-RAISE2 P:D-PASS P:RB-RAISE-MIN P:X-PASS', { N: 'S' }).

import { parseCall } from '../../lib/bridge/call';
import type { DeclaredContract } from '../../lib/bridge/contract';
import { parseDeal } from '../../lib/bridge/deal';
import { seatAfter, type Deal, type Seat } from '../../lib/bridge/types';
import type { BidDealCall, BidDealResult, RuleId } from '../../lib/bidder';

/** An auction from `dealer`: 'call:RULE' words; `params` per call index (e.g. { 4: { own: 15, shown: 7, total: 22 } }). */
export function auction(dealer: Seat, text: string, contract: DeclaredContract | null, params: Record<number, Record<string, string | number>> = {}): BidDealResult {
  const calls: BidDealCall[] = text.split(/\s+/).map((word, i) => {
    const [callText, rule] = word.split(':');
    const call = parseCall(callText);
    if (!call.ok) throw new Error(`bad test call ${callText}`);
    return { seat: seatAfter(dealer, i), call: call.value, rule: rule as RuleId, explain: { key: `rules.${rule}`, params: params[i] ?? {} } };
  });
  return { calls, contract, complete: true };
}

export function deal(text: string): Deal {
  const d = parseDeal(text);
  if (!d.ok) throw new Error(`bad test deal ${text}`);
  return d.value;
}
