// The bid requests the command line and /api/bid share: zod schemas that check the input and settle the defaults.
// Example: bidRequest.parse({ hand: 'AKQ74.42.A985.AJ', dealer: 'W', auction: 'P' }) → { hand, auction: { dealer: 'W', calls: [P] }, vul: 'None', locale: 'en' }.

import { z } from 'zod';
import type { Auction } from '../bridge/auction';
import { reviewAuction } from '../bridge/auction-review';
import { parseDeal } from '../bridge/deal';
import { boardInfo } from '../bridge/scoring/board';
import type { Call, Deal, Hand, Seat, Vulnerability } from '../bridge/types';
import * as field from './fields';
import { parseLocale, type Locale } from '../i18n/locales';
import { issue, type Issue } from '../result';

export interface BidRequest {
  /** The hand of the player whose turn it is. */
  readonly hand: Hand;
  /** The calls so far: legal, and the auction still open. */
  readonly auction: Auction;
  readonly vul: Vulnerability;
  /** The language of the explanation texts. */
  readonly locale: Locale;
}

export interface BidDealRequest {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly locale: Locale;
}

/** English unless asked otherwise: the command line's language. */
export const DEFAULT_BID_LOCALE: Locale = 'en';

type Context = z.RefinementCtx;

function report(ctx: Context, found: Issue): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: found.code, params: { issue: found } });
  return z.NEVER;
}

export const locale: z.ZodType<Locale, unknown> = z.string().transform((value, ctx): Locale => {
  const found = parseLocale(value);
  return found ?? report(ctx, issue('bad-locale', { locale: value }));
});

const deal: z.ZodType<Deal, unknown> = z.string().transform((value, ctx): Deal => {
  const parsed = parseDeal(value);
  return parsed.ok ? parsed.value : report(ctx, parsed.error);
});

/** Where the deal stands: dealer and vulnerability given, or read from a board number (docs/system.md §9). */
const seating = {
  dealer: field.seat.optional(),
  vul: field.vulnerability.optional(),
  board: field.boardNumber.optional(),
  locale: locale.optional(),
};

interface Seating {
  readonly dealer?: Seat;
  readonly vul?: Vulnerability;
  readonly board?: number;
}

/** An explicit dealer or vulnerability wins over the board's; without both, no dealer is an error. */
function seat(request: Seating, ctx: Context): { dealer: Seat; vul: Vulnerability } | null {
  const fromBoard = request.board === undefined ? undefined : boardInfo(request.board);
  const dealer = request.dealer ?? fromBoard?.dealer;
  if (dealer === undefined) {
    report(ctx, issue('bad-request', { detail: 'dealer is missing: give N, E, S or W, or a board number' }));
    return null;
  }
  return { dealer, vul: request.vul ?? fromBoard?.vul ?? 'None' };
}

/** The first illegal call (A-…, with its index), or auction-over when nobody is left to call. */
function auctionIssue(dealer: Seat, calls: readonly Call[]): Issue | null {
  const review = reviewAuction(dealer, calls);
  const illegal = review.errors.find((e) => e.code !== 'incomplete');
  if (illegal) return issue(illegal.code, { ...illegal.params, index: illegal.index });
  return review.complete ? issue('auction-over', { calls: calls.length }) : null;
}

export const bidRequest: z.ZodType<BidRequest, unknown> = z
  .object({ hand: field.hand, auction: field.calls.optional(), ...seating })
  .transform((request, ctx): BidRequest => {
    const where = seat(request, ctx);
    if (!where) return z.NEVER;
    const calls = request.auction ?? [];
    const problem = auctionIssue(where.dealer, calls);
    if (problem) return report(ctx, problem);
    return {
      hand: request.hand,
      auction: { dealer: where.dealer, calls },
      vul: where.vul,
      locale: request.locale ?? DEFAULT_BID_LOCALE,
    };
  });

export const bidDealRequest: z.ZodType<BidDealRequest, unknown> = z
  .object({ deal, ...seating })
  .transform((request, ctx): BidDealRequest => {
    const where = seat(request, ctx);
    if (!where) return z.NEVER;
    return { deal: request.deal, ...where, locale: request.locale ?? DEFAULT_BID_LOCALE };
  });
