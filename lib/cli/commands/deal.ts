// `deal --seed <n> [--count <k>]`: reproducible random deals in PBN notation (the same seed gives the same deals).
// Example: deal --seed 42 --count 2 → { deals: ['N:… … … …', 'N:… … … …'] }.

import { z } from 'zod';
import { makeDeal } from '../../bridge/deal';
import { randomDeals } from '../../bridge/random-deal';
import { ok } from '../../result';
import { validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import * as field from '../../bidder-api/fields';

export const dealRequest = z.object({ seed: field.seed, count: field.count.optional() });

export const deal: CliCommand = {
  ...SPECS.deal,
  fromArgs: (args) => ok({ ...args.options }),
  handle: validated(dealRequest, ({ seed, count }) => ok({ deals: randomDeals(seed, count ?? 1).map((d) => makeDeal(d)) })),
};
