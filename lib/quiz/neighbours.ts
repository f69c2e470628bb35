// Auctions one call away from a given one: for near misses of rules the auction alone decides (BW-ACES, RBN-2S,
// ADV-X …). Example: '1H X P' → '1H 1S P' (an overcall, not a double), '1H X 1S' (the right-hand opponent acts), ….

import { checkCall, isComplete } from '../bridge/auction';
import { bid, DOUBLE, PASS, sameCall } from '../bridge/call';
import { LEVELS, STRAINS, type Call, type Level, type Seat } from '../bridge/types';

/** How far back a call may be changed: the last round, the calls the seat to act has just heard. */
const LAST_CALLS = 3;

/** Calls close to `call`: pass, double, the other strains at its level, its strain a level up or down. */
function closeCalls(call: Call): Call[] {
  const out: Call[] = [PASS, DOUBLE];
  if (call.kind !== 'bid') {
    for (const strain of STRAINS) out.push(bid(1, strain), bid(2, strain));
    return out;
  }
  for (const strain of STRAINS) out.push(bid(call.level, strain));
  for (const step of [-1, 1]) {
    const level = call.level + step;
    if ((LEVELS as readonly number[]).includes(level)) out.push(bid(level as Level, call.strain));
  }
  return out;
}

/** Every legal, unfinished auction with one of the last calls replaced by a close call (same length, same seat to act). */
export function neighbourAuctions(dealer: Seat, calls: readonly Call[]): Call[][] {
  const out: Call[][] = [];
  for (let i = Math.max(0, calls.length - LAST_CALLS); i < calls.length; i++) {
    for (const alt of closeCalls(calls[i])) {
      if (sameCall(alt, calls[i])) continue;
      const next = calls.slice();
      next[i] = alt;
      let legal = true;
      for (let k = i; k < next.length && legal; k++) legal = checkCall({ dealer, calls: next.slice(0, k) }, next[k]) === null;
      if (legal && !isComplete({ dealer, calls: next })) out.push(next);
    }
  }
  return out;
}
