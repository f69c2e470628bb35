// The commands that ask the bidder (and the quiz generator built on it), in one bundle of their own (scripts/cli-bundle.mjs).
// Example: BIDDER_COMMANDS.bid.handle({ hand: 'AKQ2.KJ3.T8.Q432', dealer: 'N' }) → ok({ call: '1S', … }).

import type { CliCommand } from '../command';
import { bid } from '../commands/bid';
import { bidDeal } from '../commands/bid-deal';
import { quiz } from '../commands/quiz';
import { SPECS } from '../specs';

export const BIDDER_COMMANDS: Readonly<Record<string, CliCommand>> = {
  bid, 'bid-deal': bidDeal, quiz, bidDeal: { ...bidDeal, ...SPECS.bidDeal },
};
