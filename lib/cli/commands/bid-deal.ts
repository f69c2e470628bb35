// `bid-deal --dealer N [--vul …] "<PBN deal>"`: the bidder bids all four hands until the auction ends.
// Example: bid-deal --dealer N "N:AKQ74.42.A985.AJ … … …" → { calls: [{ seat: 'N', call: '1S', rule: 'O-1', … }, …], contract: '4S', declarer: 'N' }.

import { handleBidDeal } from '../../bidder-api';
import { ok } from '../../result';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';

export const bidDeal: CliCommand = {
  ...SPECS['bid-deal'],
  fromArgs: (args) => {
    const { dealer, vul, board, locale } = args.options;
    return ok({ deal: args.positionals.join(' '), dealer, vul, board, locale });
  },
  handle: handleBidDeal,
};
