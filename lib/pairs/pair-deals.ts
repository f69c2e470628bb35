// The deals of a partnership practice, made once when it is made: seeded deals (board n has the dealer and
// vulnerability of board n, section 9), or deals on chosen rules or drill kinds, where one of the rules decides a
// call of the auction (the quiz's walk, as the whole-auction drill on rules deals them), a lesson's whole deals, or a
// PBN file's boards. The same
// source and seed give the same deals everywhere. Example: pairDeals({ source: 'rules', topics: ['RB-NEW-MIN'] }, 7, 3, 'NS') → 3 deals.

import { isRuleId, type RuleId } from '../bidder';
import { makeDeal } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { boardInfo } from '../bridge/scoring/board';
import { wholeAuctionOnRules } from '../quiz/auction-on-rules';
import { isDrillKind, topicRules, type Topic } from '../quiz/topics';
import { UNREACHABLE_RULES } from '../quiz';
import { seatAfter, sideOf, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { readPbnGames } from '../bridge/pbn/file';
import { readExample, type BidDealExample } from '../lessons/examples';
import { lessonOutline } from '../lessons/outline';
import { err, issue, ok, type Issue, type Result } from '../result';
import { MAX_PBN_BOARDS, MAX_PBN_BYTES } from '../teach/set-types';
import { MAX_PAIR_DEALS, type PairDeal, type PairSide } from './pair-types';

/** A PBN file's games as a practice's deals (pbnPairDeals): too large, too many boards, or none with a whole deal. */
export type PairPbnIssue = Issue<'pbn-too-large' | 'pbn-too-many-boards' | 'pbn-no-boards'>;

/**
 * The boards of a PBN file with a whole deal, in the file's order, each with its dealer and vulnerability (its tags,
 * else its board number's, else its place's): at most MAX_PAIR_DEALS. Bounded before it is read, as a set's upload is.
 */
export function pbnPairDeals(text: string): Result<PairDeal[], PairPbnIssue> {
  if (text.length > MAX_PBN_BYTES) return err(issue('pbn-too-large', { bytes: text.length, max: MAX_PBN_BYTES }));
  const tagged = text.match(/^[ \t]*\[Board\s*"/gm)?.length ?? 0;
  if (tagged > MAX_PBN_BOARDS) return err(issue('pbn-too-many-boards', { count: tagged, max: MAX_PAIR_DEALS }));
  const deals = readPbnGames(text).games.flatMap(({ board, place }): PairDeal[] => {
    if (!board.deal) return [];
    const number = board.board ?? place + 1;
    const cycle = boardInfo(number);
    return [{ deal: makeDeal(board.deal), dealer: board.dealer ?? board.auction?.dealer ?? cycle.dealer, vul: board.vul ?? cycle.vul, board: board.board ?? null }];
  });
  if (deals.length === 0) return err(issue('pbn-no-boards'));
  if (deals.length > MAX_PAIR_DEALS) return err(issue('pbn-too-many-boards', { count: deals.length, max: MAX_PAIR_DEALS }));
  return ok(deals);
}

/** The whole deals of a lesson's text (its <BidDeal> figures), in the lesson's order, as a practice's deals. */
export function lessonPairDeals(source: string): PairDeal[] {
  return lessonOutline(source).elements.filter((e) => e.name === 'BidDeal').flatMap((e): PairDeal[] => {
    const read = readExample('BidDeal', e.attrs);
    if (!read.ok) return [];
    const example = read.value as BidDealExample;
    return [{ deal: makeDeal(example.deal), dealer: example.dealer, vul: example.vul, board: null }];
  });
}

/** Where a practice's deals come from. */
export type PairDealSource =
  | { readonly source: 'random' }
  /** Bidding drill kinds ('rebid') or rule ids ('RB-NEW-MIN'): every deal has a call one of their rules decides. */
  | { readonly source: 'rules'; readonly topics: readonly Topic[] };

/** The bidding rules of the topics (a drill kind's reachable rows, a rule id itself), each once, in the spec's order. */
export function sourceRules(topics: readonly Topic[]): RuleId[] {
  const unreachable = new Set(UNREACHABLE_RULES.map((u) => u.rule));
  const rules = new Set<RuleId>();
  for (const topic of topics) {
    const of = isRuleId(topic) ? [topic] : isDrillKind(topic) ? topicRules(topic) : [];
    for (const rule of of) if (!unreachable.has(rule)) rules.add(rule);
  }
  return [...rules];
}

/**
 * The same table turned one seat clockwise: each hand, the dealer and the vulnerability move to the next seat, so the
 * auction is the same call for call and a decision of East's becomes South's.
 */
export function turnedOneSeat(deal: Deal, dealer: Seat, vul: Vulnerability): { deal: Deal; dealer: Seat; vul: Vulnerability } {
  const [n, e, s, w] = deal.hands;
  const swapped: Readonly<Record<Vulnerability, Vulnerability>> = { None: 'None', All: 'All', NS: 'EW', EW: 'NS' };
  return { deal: { hands: [w, n, e, s] }, dealer: seatAfter(dealer), vul: swapped[vul] };
}

/**
 * `count` deals (1–MAX_PAIR_DEALS) of the source for `seed`; none for topics with no bidding rule. On rules, the seat
 * where a rule decides is one of `side`'s (the table turned when the walk gave it to the other side).
 */
export function pairDeals(source: PairDealSource, seed: number, count: number, side: PairSide): PairDeal[] {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAIR_DEALS) throw new Error(`a practice has 1–${MAX_PAIR_DEALS} deals, not ${count}`);
  if (source.source === 'random') {
    const dealer = createDealer(seed);
    return Array.from({ length: count }, (_, k) => ({ deal: makeDeal(dealer.next()), ...boardInfo(k + 1), board: k + 1 }));
  }
  const rules = sourceRules(source.topics);
  if (rules.length === 0) return [];
  return Array.from({ length: count }, (_, k) => {
    const start = wholeAuctionOnRules(seed * MAX_PAIR_DEALS + k, rules);
    const table = sideOf(start.learner) === side ? start : turnedOneSeat(start.deal, start.dealer, start.vul);
    return { deal: makeDeal(table.deal), dealer: table.dealer, vul: table.vul, board: null };
  });
}
