// The bidder's request handlers, shared by the command line (bid, bid-deal) and /api/bid.
// Example: handleBid({ hand: 'AKQ74.42.A985.AJ', dealer: 'W', auction: 'P' }) → ok({ seat: 'N', call: '1S', rule: 'O-1', … }).

import { ok } from '../result';
import { answerBid, answerBidDeal } from './bid-answer';
import { bidDealRequest, bidRequest } from './bid-request';
import { validated, type Handler } from './handler';

/** One hand: the call of the seat whose turn it is, with its rule, explanation and the rules tried before it. */
export const handleBid: Handler = validated(bidRequest, (request) => ok(answerBid(request)));

/** A whole deal: every call of the four hands, the contract and the declarer. */
export const handleBidDeal: Handler = validated(bidDealRequest, (request) => ok(answerBidDeal(request)));
