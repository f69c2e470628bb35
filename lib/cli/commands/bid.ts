// `bid --dealer N [--vul None] [--auction "<calls>"] <hand>`: the bidder's call for the player whose turn it is.
// Example: bid --dealer W --auction "P" AKQ74.42.A985.AJ → { seat: 'N', call: '1S', rule: 'O-1', explanation: '…', rejected: [{ rule: 'O-3NT', … }] }.

import { handleBid } from '../../bidder-api';
import { ok } from '../../result';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';

export const bid: CliCommand = {
  ...SPECS.bid,
  fromArgs: (args) => {
    const { dealer, vul, board, auction, locale } = args.options;
    return ok({ hand: args.positionals[0], dealer, vul, board, auction, locale });
  },
  handle: handleBid,
};
