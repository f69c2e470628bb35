// `auction --dealer N "<calls>"`: reviews a written auction (docs/system.md §2, A-…): legality, end, contract, declarer.
// Example: auction --dealer N "1H P X" → { legal: false, complete: false, errors: [{ index: 2, call: 'X', code: 'double-own-side', … }], … }.

import { z } from 'zod';
import { reviewAuctionText } from '../../bridge/auction-review';
import { makeContract } from '../../bridge/contract';
import { ok } from '../../result';
import { validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import * as field from '../../bidder-api/fields';
import { issueMessage } from '../../i18n/issue-message';

export const auctionRequest = z.object({
  dealer: field.seat,
  calls: z.union([z.string(), z.array(z.string())]).transform((calls) => (typeof calls === 'string' ? calls : calls.join(' '))),
});

export const auction: CliCommand = {
  ...SPECS.auction,
  fromArgs: (args) => ok({ dealer: args.options.dealer ?? '', calls: args.positionals.join(' ') }),
  handle: validated(auctionRequest, ({ dealer, calls }) => {
    // A token that is not a call is one more error of the review (unknown-call), not a bad request.
    const review = reviewAuctionText(dealer, calls);
    return ok({
      legal: review.legal,
      complete: review.complete,
      errors: review.errors.map((e) => ({
        index: e.index,
        call: e.call,
        code: e.code,
        message: issueMessage({ code: e.code, params: e.params }),
      })),
      contract: review.contract ? makeContract(review.contract) : null,
      declarer: review.contract ? review.contract.declarer : null,
    });
  }),
};
