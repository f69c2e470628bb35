// PBN boards as plain JSON for the command line: deals, contracts and calls as text; and back, checked by zod.
// Example: pbnBoardJson(board) → { board: 1, dealer: 'N', deal: 'N:AKQ2.… …', contract: '3N', auction: { dealer: 'N', calls: ['1C', 'P', …] } }.

import { z } from 'zod';
import { reviewAuction } from '../bridge/auction-review';
import { makeCall } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { makeDeal, parseDeal } from '../bridge/deal';
import { PBN_KNOWN_TAGS, type PbnBoard } from '../bridge/pbn/file';
import { parsePbnContract } from '../bridge/pbn/tags';
import { issue } from '../result';
import * as field from '../bidder-api/fields';

/** The board with its fields in PBN's tag order (absent ones left out when printed as JSON). */
export function pbnBoardJson(board: PbnBoard): unknown {
  return {
    event: board.event,
    site: board.site,
    date: board.date,
    board: board.board,
    players: board.players,
    dealer: board.dealer,
    vul: board.vul,
    deal: board.deal && makeDeal(board.deal),
    partialDeal: board.partialDeal,
    scoring: board.scoring,
    declarer: board.declarer,
    // null: passed out; absent: not known
    contract: board.contract === undefined ? undefined : board.contract && makeContract(board.contract),
    result: board.result,
    auction: board.auction && { ...board.auction, calls: board.auction.calls.map(makeCall) },
    otherTags: board.otherTags,
    comments: board.comments,
    ...(board.commentPlaces ? { commentPlaces: board.commentPlaces } : {}),
  };
}

const text = z.string();

const deal = z.string().transform((value, ctx) => {
  const parsed = parseDeal(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error.code, params: { issue: parsed.error } });
  return z.NEVER;
});

/** A contract as text ('4SX', 'Pass') or null for a passed-out board. */
const contract = z.union([z.null(), z.string()]).transform((value, ctx) => {
  if (value === null) return null;
  const parsed = parsePbnContract(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: 'bad-contract', params: { issue: issue('bad-contract', { contract: value }) } });
  return z.NEVER;
});

/** The auction must be legal (it may be unfinished): an illegal call is reported with the auction's own code. */
const auction = z
  .object({
    dealer: field.seat,
    calls: field.calls,
    notes: z.array(z.object({ index: z.number().int().min(0), text })).default([]),
    annotations: z.array(z.object({ index: z.number().int().min(-1), text })).optional(),
  })
  .transform((value, ctx) => {
    const illegal = reviewAuction(value.dealer, value.calls).errors.find((e) => e.code !== 'incomplete');
    if (illegal) {
      const found = issue(illegal.code, { ...illegal.params, index: illegal.index });
      ctx.addIssue({ code: 'custom', message: found.code, params: { issue: found } });
      return z.NEVER;
    }
    const stray = value.notes.find((n) => n.index >= value.calls.length);
    if (stray) ctx.addIssue({ code: 'custom', message: `note index ${stray.index} is after the last call` });
    return { ...value, notes: [...value.notes].sort((a, b) => a.index - b.index) };
  });

export const pbnBoardSchema: z.ZodType<PbnBoard, unknown> = z.object({
  event: text.optional(),
  site: text.optional(),
  date: text.optional(),
  board: field.boardNumber.optional(),
  players: z.object({ N: text.optional(), E: text.optional(), S: text.optional(), W: text.optional() }).default({}),
  dealer: field.seat.optional(),
  vul: field.vulnerability.optional(),
  deal: deal.optional(),
  partialDeal: text.optional(),
  scoring: text.optional(),
  declarer: field.seat.optional(),
  contract: contract.optional(),
  result: field.tricks.optional(),
  auction: auction.optional(),
  otherTags: z
    .array(
      z.object({
        // a known tag here would be written twice (and read back as a duplicate)
        name: z.string().regex(/^[A-Za-z0-9_]+$/).refine((name) => !PBN_KNOWN_TAGS.has(name), 'is read into its own field'),
        value: text,
        section: z.array(z.string()).default([]),
        afterAuction: z.literal(true).optional(),
      }),
    )
    .default([]),
  comments: z.array(text).default([]),
  commentPlaces: z.array(z.string().max(64)).optional(),
});
