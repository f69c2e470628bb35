// `bid-deal --dealer N [--vul …] "<PBN deal>"`: the bidder bids all four hands until the auction ends.
// Example: bid-deal --dealer N "N:AKQ74.42.A985.AJ … … …" → { calls: [{ seat: 'N', call: '1S', rule: 'O-1', … }, …], contract: '4S', declarer: 'N' }.

import { handleBidDeal } from '../../bidder-api';
import { ok } from '../../result';
import type { CliCommand } from '../command';

export const bidDeal: CliCommand = {
  usage: 'bid-deal --dealer N|E|S|W [--vul None|NS|EW|All] [--board <n>] [--locale en|sr|sr-Cyrl|lv] "<PBN deal>"',
  summary: 'the bidder bids all four hands of a deal: every call with its rule, then the contract and declarer',
  options: ['dealer', 'vul', 'board', 'locale'],
  // an unquoted deal arrives as four words
  positionals: { name: '"<PBN deal>"', min: 1, max: 4 },
  fields: { required: ['deal'], optional: ['dealer', 'vul', 'board', 'locale'] },
  fromArgs: (args) => {
    const { dealer, vul, board, locale } = args.options;
    return ok({ deal: args.positionals.join(' '), dealer, vul, board, locale });
  },
  handle: handleBidDeal,
};
