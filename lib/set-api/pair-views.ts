// A seat's view of its partnership practice as the API sends it (pair-responses.ts): before a deal's auction has
// ended, only the seat's own hand, the calls so far without their rules, and whose turn it is; after it, the four
// hands, the review as stored and both notes. Example: pairDealJson(record, 'N').state → 'your-turn'.

import { handOf } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { partnerOf, type Seat } from '../bridge/types';
import { dealOf, seatToCallIn } from '../pairs/pair-auction';
import { PAIR_IDLE_MS, type PairDealRecord, type PairSpec } from '../pairs/pair-types';
import type { BuiltFor } from './responses';
import type { pairDealView, pairViewReply } from './pair-responses';

export function pairDealJson(record: PairDealRecord, seat: Seat): BuiltFor<typeof pairDealView> {
  const next = seatToCallIn(record, record.calls);
  const ended = next === null;
  return {
    index: record.position, board: record.board, dealer: record.dealer, vul: record.vul,
    // the system calls for the opponents in the transaction of a partner's call: the next seat is always one of the pair's
    state: ended ? 'ended' : next === seat ? 'your-turn' : 'partner-turn',
    calls: record.calls.map((c) => ({ seat: c.seat, call: c.call, by: c.by })),
    hand: makeHand(handOf(dealOf(record), seat)),
    deal: ended ? record.deal : null,
    review: ended ? record.review : null,
    dd: ended ? record.dd : null,
    notes: { mine: record.notes[seat] ?? null, partner: ended ? (record.notes[partnerOf(seat)] ?? null) : null },
  };
}

export function pairViewJson(
  practice: { readonly spec: PairSpec; readonly activeAt: number }, seat: Seat, deals: readonly PairDealRecord[],
): BuiltFor<typeof pairViewReply> {
  const views = deals.map((d) => pairDealJson(d, seat));
  return {
    seat, partner: partnerOf(seat), side: practice.spec.side, opponents: practice.spec.opponents, locale: practice.spec.locale, title: practice.spec.title,
    keptUntil: new Date(practice.activeAt + PAIR_IDLE_MS).toISOString(),
    yourTurn: views.filter((d) => d.state === 'your-turn').length,
    deals: views,
  };
}
