// `evaluate <hand> [--partner S|H|D|C]`: the opening count (docs/system.md §1) and, with --partner, the responder count.
// Example: evaluate AKQ2.KJ3.T8.Q432 → { hcp: 15, hd: 16, qt: 3.5, balanced: true, shape: [4, 3, 2, 4], biddable: 'SC', … }.

import { z } from 'zod';
import type { Suit } from '../../bridge/types';
import { evaluateHand, responderCount } from '../../evaluation';
import { ok } from '../../result';
import { validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import * as field from '../../bidder-api/fields';

const letters = (suits: readonly Suit[]): string => suits.join('');

export const evaluateRequest = z.object({ hand: field.hand, partner: field.suit.optional() });

export const evaluate: CliCommand = {
  ...SPECS.evaluate,
  fromArgs: (args) => ok({ hand: args.positionals[0] ?? '', partner: args.options.partner }),
  handle: validated(evaluateRequest, ({ hand, partner }) => {
    const e = evaluateHand(hand);
    const responder = partner === undefined ? undefined : responderCount(hand, partner);
    return ok({
      hcp: e.h,
      hd: e.hd,
      qt: e.qt,
      balanced: e.balanced,
      shape: [...e.shape],
      shapeText: e.shapeText,
      biddable: letters(e.biddable),
      rebiddable: letters(e.rebiddable),
      stopped: letters(e.stopped),
      breakdown: {
        h: e.h,
        d: e.d,
        corrections: e.corrections.map((c) => ({ ...c })),
        hd: e.hd,
        hBySuit: [...e.hBySuit],
        dBySuit: [...e.dBySuit],
        qtBySuit: [...e.qtBySuit],
      },
      ...(responder && {
        hdResponder: {
          total: responder.total,
          breakdown: {
            trump: responder.trump,
            h: responder.h,
            hBySuit: [...responder.hBySuit],
            d: responder.d,
            dBySuit: [...responder.dBySuit],
            corrections: responder.corrections.map((c) => ({ ...c })),
            trumps: responder.trumps,
            trumpAdjustment: responder.trumpAdjustment,
          },
        },
      }),
    });
  }),
};
