// `bid --dealer N [--vul None] [--auction "<calls>"] <hand>`: the bidder's call for the player whose turn it is.
// Example: bid --dealer W --auction "P" AKQ74.42.A985.AJ → { seat: 'N', call: '1S', rule: 'O-1', explanation: '…', rejected: [{ rule: 'O-3NT', … }] }.

import { handleBid } from '../../bidder-api';
import { ok } from '../../result';
import type { CliCommand } from '../command';

export const bid: CliCommand = {
  usage: 'bid --dealer N|E|S|W [--vul None|NS|EW|All] [--board <n>] [--auction "<calls>"] [--locale en|sr|sr-Cyrl|lv] <hand>',
  summary: "the bidder's call for the hand whose turn it is: the rule that chose it, its explanation, and the rules tried before it",
  options: ['dealer', 'vul', 'board', 'auction', 'locale'],
  // one hand: the calls so far go in --auction "…"
  positionals: { name: '<hand>', min: 1, max: 1 },
  fields: { required: ['hand'], optional: ['dealer', 'vul', 'board', 'auction', 'locale'] },
  fromArgs: (args) => {
    const { dealer, vul, board, auction, locale } = args.options;
    return ok({ hand: args.positionals[0], dealer, vul, board, auction, locale });
  },
  handle: handleBid,
};
