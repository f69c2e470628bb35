// The lessons' live examples: each MDX component's attributes read and checked against lib/ — the hand or deal
// parses, the rule id exists, and every figure or call the lesson states (`expect`, `is`, `rule`) is what lib/
// computes. The components render the value read here; the lesson test runs the same readers over every file.
// Example: readExample('Points', { hand: 'AKQ2.K3.QJ2.K432', of: 'H', is: '19' }) → ok({ …, value: 19 }).

import { advise, bidDeal, isRuleId, type Advice, type BidDealCall, type RuleId } from '../bidder';
import { reviewAuction, type AuctionReview } from '../bridge/auction';
import { parseCall, parseCalls, sameCall } from '../bridge/call';
import { makeContract, parseContract, type Contract, type DeclaredContract } from '../bridge/contract';
import { parseDeal } from '../bridge/deal';
import { parseHand } from '../bridge/hand';
import { scoreDuplicate } from '../bridge/scoring/duplicate';
import { scoreChicago } from '../bridge/scoring/chicago';
import { scoreRubber } from '../bridge/scoring/rubber';
import type { RubberDealInput, ScoreSheet, SheetLine } from '../bridge/scoring/sheet';
import type { RubberSheet } from '../bridge/scoring/rubber';
import { parseSeat, parseVulnerability } from '../bridge/notation';
import { parseSuit, parseTrick, trickWinner, type Card } from '../bridge/trick';
import { SEATS, SUITS as SUITS_ORDER, SUIT_SYMBOLS, type Deal, type Hand, type Seat, type Side, type Suit, type Vulnerability } from '../bridge/types';
import { evaluateHand, responderCount, type HandEvaluation, type ResponderCount } from '../evaluation';
import { isTopic, type Topic } from '../quiz/topics';
import { quietSeats, suggestedSeat } from './deal-seats';
import { SHEETS, type Sheet } from './practice';
import { isTermId, type TermId } from './terms';
import { err, issue, ok, type Issue, type Result } from '../result';
import { isSystemRuleId, type SystemRuleId } from '../system-rule-ids';

/** A component's attributes as MDX passes them: strings, and `true` for a bare attribute (`quiz`). */
export type Attrs = Readonly<Record<string, unknown>>;

export type ExampleIssueCode = 'unknown-component' | 'unknown-attribute' | 'missing-attribute' | 'bad-value' | 'mismatch';
/** params: component, attribute, and value / expected / actual as they apply. */
export type ExampleIssue = Issue<ExampleIssueCode>;

type Read<T> = Result<T, ExampleIssue>;

interface Spec {
  readonly required?: readonly string[];
  readonly optional?: readonly string[];
  readonly flags?: readonly string[];
}

/** The attributes as strings (flags as 'true'), after checking none is unknown and none required is missing. */
function attributes(component: string, attrs: Attrs, spec: Spec): Read<Readonly<Record<string, string>>> {
  const known = new Set([...(spec.required ?? []), ...(spec.optional ?? []), ...(spec.flags ?? []), 'children']);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (!known.has(name)) return err(issue('unknown-attribute', { component, attribute: name }));
    if (name === 'children') continue;
    if (spec.flags?.includes(name)) {
      if (value !== true && value !== 'true') return err(issue('bad-value', { component, attribute: name, value: String(value) }));
      out[name] = 'true';
    } else if (typeof value !== 'string') {
      return err(issue('bad-value', { component, attribute: name, value: String(value) }));
    } else {
      out[name] = value;
    }
  }
  for (const name of spec.required ?? []) {
    if (out[name] === undefined) return err(issue('missing-attribute', { component, attribute: name }));
  }
  return ok(out);
}

const bad = (component: string, attribute: string, value: string): Read<never> =>
  err(issue('bad-value', { component, attribute, value }));
const mismatch = (component: string, attribute: string, expected: string, actual: string): Read<never> =>
  err(issue('mismatch', { component, attribute, expected, actual }));

function readHandText(component: string, text: string, attribute = 'hand'): Read<Hand> {
  const hand = parseHand(text);
  return hand.ok ? hand : err(issue('bad-value', { component, attribute, value: text, reason: hand.error.code }));
}

/** A seat attribute as the vocabulary reads it (N…W, North…West, any case); the issue's reason is bad-seat. */
function readSeat(component: string, attribute: string, text: string | undefined, fallback: Seat): Read<Seat> {
  if (text === undefined) return ok(fallback);
  const seat = parseSeat(text);
  return seat.ok ? seat : err(issue('bad-value', { component, attribute, value: text, reason: seat.error.code }));
}

/** A vul attribute as the vocabulary reads it (None/Love/-, NS, EW, All/Both, any case); the reason is bad-vulnerability. */
function readVul(component: string, text: string | undefined): Read<Vulnerability> {
  if (text === undefined) return ok('None');
  const vul = parseVulnerability(text);
  return vul.ok ? vul : err(issue('bad-value', { component, attribute: 'vul', value: text, reason: vul.error.code }));
}

function readSuit(component: string, attribute: string, text: string | undefined): Read<Suit | null> {
  if (text === undefined) return ok(null);
  const suit = parseSuit(text);
  return suit ? ok(suit) : bad(component, attribute, text);
}

/** A figure as a lesson writes it: '15', '-1', '2,5' or '2.5'. */
function readNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

function isFlag(attrs: Readonly<Record<string, string>>, name: string): boolean {
  return attrs[name] === 'true';
}

// ——— <Rule id="O-1NT" /> ———
export interface RuleExample { readonly id: SystemRuleId }

function readRule(attrs: Attrs): Read<RuleExample> {
  const a = attributes('Rule', attrs, { required: ['id'] });
  if (!a.ok) return a;
  return isSystemRuleId(a.value.id) ? ok({ id: a.value.id }) : bad('Rule', 'id', a.value.id);
}

// ——— <Term id="game">manša</Term> ———
export interface TermExample { readonly id: TermId }

function readTerm(attrs: Attrs): Read<TermExample> {
  const a = attributes('Term', attrs, { required: ['id'] });
  if (!a.ok) return a;
  return isTermId(a.value.id) ? ok({ id: a.value.id }) : bad('Term', 'id', a.value.id);
}

// ——— <Hand hand="…" seat="S" /> ———
export interface HandExample { readonly hand: Hand; readonly seat: Seat | null }

function readHand(attrs: Attrs): Read<HandExample> {
  const a = attributes('Hand', attrs, { required: ['hand'], optional: ['seat'] });
  if (!a.ok) return a;
  const hand = readHandText('Hand', a.value.hand);
  if (!hand.ok) return hand;
  const seat = readSeat('Hand', 'seat', a.value.seat, 'S');
  if (!seat.ok) return seat;
  return ok({ hand: hand.value, seat: a.value.seat === undefined ? null : seat.value });
}

// ——— <Deal deal="N:…" dealer="N" vul="NS" /> ———
export interface DealExample { readonly deal: Deal; readonly dealer: Seat | null; readonly vul: Vulnerability | null }

function readDeal(attrs: Attrs): Read<DealExample> {
  const a = attributes('Deal', attrs, { required: ['deal'], optional: ['dealer', 'vul'] });
  if (!a.ok) return a;
  const deal = parseDeal(a.value.deal);
  if (!deal.ok) return err(issue('bad-value', { component: 'Deal', attribute: 'deal', value: a.value.deal, reason: deal.error.code }));
  const dealer = readSeat('Deal', 'dealer', a.value.dealer, 'N');
  if (!dealer.ok) return dealer;
  const vul = readVul('Deal', a.value.vul);
  if (!vul.ok) return vul;
  return ok({
    deal: deal.value,
    dealer: a.value.dealer === undefined ? null : dealer.value,
    vul: a.value.vul === undefined ? null : vul.value,
  });
}

// ——— <Auction dealer="N" calls="…" expect="4♥ S" quiz roles /> ———
export type AuctionOutcome =
  | { readonly kind: 'contract'; readonly contract: DeclaredContract }
  | { readonly kind: 'passed-out' }
  | { readonly kind: 'unfinished' }
  /** index counts from 0; the lesson writes it from 1. */
  | { readonly kind: 'illegal'; readonly index: number; readonly code: string };

export interface AuctionExample {
  readonly dealer: Seat;
  readonly review: AuctionReview;
  readonly outcome: AuctionOutcome;
  /** Whether the lesson states the outcome (`expect`, checked against lib/). */
  readonly stated: boolean;
  readonly quiz: boolean;
  /** `roles`: the answer also names who leads and who is dummy (lesson 3's exercise); only with a contract stated. */
  readonly roles: boolean;
}

/** What lib/ says of an auction: its first illegal call, else passed out, unfinished, or the contract. */
function auctionOutcome(review: AuctionReview): AuctionOutcome {
  const illegal = review.errors.find((e) => e.code !== 'incomplete');
  if (illegal) return { kind: 'illegal', index: illegal.index, code: illegal.code };
  if (!review.complete) return { kind: 'unfinished' };
  return review.contract ? { kind: 'contract', contract: review.contract } : { kind: 'passed-out' };
}

/** The outcome in the lessons' notation: '4HX S', 'passed-out', 'unfinished', 'illegal 5'. */
function outcomeText(outcome: AuctionOutcome): string {
  switch (outcome.kind) {
    case 'contract': return `${makeContract(outcome.contract)} ${outcome.contract.declarer}`;
    case 'illegal': return `illegal ${outcome.index + 1}`;
    default: return outcome.kind;
  }
}

function readOutcome(text: string): AuctionOutcome | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === 'passed-out' || t === 'unfinished') return { kind: t };
  const illegal = /^illegal ([1-9]\d?)$/.exec(t);
  if (illegal) return { kind: 'illegal', index: Number(illegal[1]) - 1, code: '' };
  const m = /^(\S+) ([NESW])$/.exec(t);
  if (!m) return null;
  const contract = parseContract(m[1]);
  return contract.ok ? { kind: 'contract', contract: { ...contract.value, declarer: m[2] as Seat } } : null;
}

function readAuction(attrs: Attrs): Read<AuctionExample> {
  const a = attributes('Auction', attrs, { required: ['dealer', 'calls'], optional: ['expect'], flags: ['quiz', 'roles'] });
  if (!a.ok) return a;
  const dealer = readSeat('Auction', 'dealer', a.value.dealer, 'N');
  if (!dealer.ok) return dealer;
  const calls = parseCalls(a.value.calls);
  if (!calls.ok || calls.value.length === 0 || calls.value.length > 60) return bad('Auction', 'calls', a.value.calls);
  const review = reviewAuction(dealer.value, calls.value);
  const outcome = auctionOutcome(review);
  const quiz = isFlag(a.value, 'quiz');
  const roles = isFlag(a.value, 'roles');
  if (a.value.expect === undefined) {
    return quiz || roles ? err(issue('missing-attribute', { component: 'Auction', attribute: 'expect' })) : ok({ dealer: dealer.value, review, outcome, stated: false, quiz, roles });
  }
  const stated = readOutcome(a.value.expect);
  if (!stated) return bad('Auction', 'expect', a.value.expect);
  if (outcomeText(stated) !== outcomeText(outcome)) return mismatch('Auction', 'expect', outcomeText(stated), outcomeText(outcome));
  // who leads and who is dummy follow from a contract: an auction without one has no such roles to name
  if (roles && outcome.kind !== 'contract') return bad('Auction', 'roles', 'true');
  return ok({ dealer: dealer.value, review, outcome, stated: true, quiz, roles });
}

// ——— <Trick leader="W" cards="♠K ♠A ♠2 ♠5" trumps="♥" expect="N" quiz /> ———
export interface TrickExample {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly trump: Suit | null;
  readonly winner: Seat;
  readonly quiz: boolean;
}

function readTrickExample(attrs: Attrs): Read<TrickExample> {
  const a = attributes('Trick', attrs, { required: ['leader', 'cards', 'expect'], optional: ['trumps'], flags: ['quiz'] });
  if (!a.ok) return a;
  const leader = readSeat('Trick', 'leader', a.value.leader, 'N');
  if (!leader.ok) return leader;
  const cards = parseTrick(a.value.cards);
  if (!cards.ok) return err(issue('bad-value', { component: 'Trick', attribute: 'cards', value: a.value.cards, reason: cards.error.code }));
  const trump = readSuit('Trick', 'trumps', a.value.trumps);
  if (!trump.ok) return trump;
  const winner = trickWinner(leader.value, cards.value, trump.value);
  if (a.value.expect !== winner) return mismatch('Trick', 'expect', a.value.expect, winner);
  return ok({ leader: leader.value, cards: cards.value, trump: trump.value, winner, quiz: isFlag(a.value, 'quiz') });
}

// ——— <Evaluate hand="…" trumps="♥" expect="H=15 D=1 HD=15 QT=2,5 HDr=16" /> and <Points … of="HD" is="15" /> ———
export const FIGURES = ['H', 'D', 'HD', 'QT', 'HDr'] as const;
export type Figure = (typeof FIGURES)[number];

export interface EvaluateExample {
  readonly hand: Hand;
  readonly evaluation: HandEvaluation;
  /** The responder's count when the lesson gives partner's suit (`trumps`). */
  readonly responder: ResponderCount | null;
  /** The figures the lesson states, checked. */
  readonly stated: readonly Figure[];
}

function figureOf(evaluation: HandEvaluation, responder: ResponderCount | null, figure: Figure): number | null {
  switch (figure) {
    case 'H': return evaluation.h;
    case 'D': return evaluation.d;
    case 'HD': return evaluation.hd;
    case 'QT': return evaluation.qt;
    case 'HDr': return responder ? responder.total : null;
  }
}

function evaluated(component: string, a: Readonly<Record<string, string>>): Read<{ hand: Hand; evaluation: HandEvaluation; responder: ResponderCount | null }> {
  const hand = readHandText(component, a.hand);
  if (!hand.ok) return hand;
  const trump = readSuit(component, 'trumps', a.trumps);
  if (!trump.ok) return trump;
  const evaluation = evaluateHand(hand.value);
  return ok({ hand: hand.value, evaluation, responder: trump.value ? responderCount(hand.value, trump.value) : null });
}

function checkFigure(component: string, attribute: string, base: { evaluation: HandEvaluation; responder: ResponderCount | null }, figure: string, text: string): Read<number> {
  if (!(FIGURES as readonly string[]).includes(figure)) return bad(component, attribute, figure);
  const stated = readNumber(text);
  if (stated === null) return bad(component, attribute, text);
  const actual = figureOf(base.evaluation, base.responder, figure as Figure);
  if (actual === null) return err(issue('missing-attribute', { component, attribute: 'trumps' }));
  return stated === actual ? ok(actual) : mismatch(component, `${attribute} ${figure}`, String(stated), String(actual));
}

/** The hand's facts a lesson may state in `expect` besides the figures: BAL=yes, SHAPE=5-4-2-2, BIDDABLE=♠♦ … ('-' for none). */
export const FACTS = ['BAL', 'SHAPE', 'BIDDABLE', 'REBIDDABLE', 'STOPPED'] as const;
type Fact = (typeof FACTS)[number];

function suitsText(suits: readonly Suit[]): string {
  return suits.length === 0 ? '-' : suits.map((s) => SUIT_SYMBOLS[s]).join('');
}

function factOf(evaluation: HandEvaluation, fact: Fact): string {
  switch (fact) {
    case 'BAL': return evaluation.balanced ? 'yes' : 'no';
    case 'SHAPE': return evaluation.shapeText;
    case 'BIDDABLE': return suitsText(evaluation.biddable);
    case 'REBIDDABLE': return suitsText(evaluation.rebiddable);
    case 'STOPPED': return suitsText(evaluation.stopped);
  }
}

/** A stated fact in the canonical form: suits as symbols in ♠♥♦♣ order, letters accepted. */
function normalFact(fact: Fact, text: string): string {
  if (fact === 'BAL' || fact === 'SHAPE') return text.trim().toLowerCase();
  if (text.trim() === '-') return '-';
  const suits = [...text.replace(/\uFE0F/g, '').trim()].map(parseSuit);
  if (suits.some((s) => s === null)) return `?${text}`;
  return suitsText(SUITS_ORDER.filter((s) => suits.includes(s)));
}

function readEvaluate(attrs: Attrs): Read<EvaluateExample> {
  const a = attributes('Evaluate', attrs, { required: ['hand'], optional: ['trumps', 'expect'] });
  if (!a.ok) return a;
  const base = evaluated('Evaluate', a.value);
  if (!base.ok) return base;
  const stated: Figure[] = [];
  for (const token of (a.value.expect ?? '').trim().split(/\s+/).filter(Boolean)) {
    const m = /^(\w+)=(.+)$/.exec(token);
    if (!m) return bad('Evaluate', 'expect', token);
    if ((FACTS as readonly string[]).includes(m[1])) {
      const fact = m[1] as Fact;
      const actual = factOf(base.value.evaluation, fact);
      const stated = normalFact(fact, m[2]);
      if (stated !== actual) return mismatch('Evaluate', `expect ${fact}`, m[2], actual);
      continue;
    }
    const figure = checkFigure('Evaluate', 'expect', base.value, m[1], m[2]);
    if (!figure.ok) return figure;
    stated.push(m[1] as Figure);
  }
  return ok({ ...base.value, stated });
}

export interface PointsExample { readonly figure: Figure; readonly value: number }

function readPoints(attrs: Attrs): Read<PointsExample> {
  const a = attributes('Points', attrs, { required: ['hand', 'of', 'is'], optional: ['trumps'] });
  if (!a.ok) return a;
  const base = evaluated('Points', a.value);
  if (!base.ok) return base;
  const value = checkFigure('Points', 'is', base.value, a.value.of, a.value.is);
  return value.ok ? ok({ figure: a.value.of as Figure, value: value.value }) : value;
}

// ——— <BidderSays hand="…" dealer="S" vul="None" auction="P P" expect="1♠" rule="O-1" /> ———
export interface BidderSaysExample {
  readonly hand: Hand;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly calls: AuctionReview['calls'];
  readonly seat: Seat;
  readonly advice: Advice;
}

function readBidderSays(attrs: Attrs): Read<BidderSaysExample> {
  const a = attributes('BidderSays', attrs, { required: ['hand', 'expect', 'rule'], optional: ['dealer', 'vul', 'auction'] });
  if (!a.ok) return a;
  const hand = readHandText('BidderSays', a.value.hand);
  if (!hand.ok) return hand;
  const dealer = readSeat('BidderSays', 'dealer', a.value.dealer, 'S');
  if (!dealer.ok) return dealer;
  const vul = readVul('BidderSays', a.value.vul);
  if (!vul.ok) return vul;
  const calls = parseCalls(a.value.auction ?? '');
  if (!calls.ok || calls.value.length > 40) return bad('BidderSays', 'auction', a.value.auction ?? '');
  const review = reviewAuction(dealer.value, calls.value);
  if (!review.legal || review.complete) return bad('BidderSays', 'auction', a.value.auction ?? '');
  const expect = parseCall(a.value.expect);
  if (!expect.ok) return bad('BidderSays', 'expect', a.value.expect);
  if (!isRuleId(a.value.rule)) return bad('BidderSays', 'rule', a.value.rule);
  const advice = advise({ hand: hand.value, auction: { dealer: dealer.value, calls: calls.value }, vul: vul.value });
  const said = callLabel(advice);
  if (!sameCall(advice.call, expect.value)) return mismatch('BidderSays', 'expect', a.value.expect, said);
  if (advice.rule !== (a.value.rule as RuleId)) return mismatch('BidderSays', 'rule', a.value.rule, advice.rule);
  const seat = SEATS[(SEATS.indexOf(dealer.value) + calls.value.length) % 4];
  return ok({ hand: hand.value, dealer: dealer.value, vul: vul.value, calls: calls.value, seat, advice });
}

function callLabel(advice: Advice): string {
  const c = advice.call;
  return c.kind === 'bid' ? `${c.level}${c.strain}` : c.kind;
}

// ——— <BidDeal deal="N:…" dealer="N" expect="4♠ S">Why this is the right contract.</BidDeal> ———
export interface BidDealExample {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The whole auction as bidDeal bids it: each call with its seat, rule and explanation. */
  readonly calls: readonly BidDealCall[];
  /** The final contract and declarer; null when the deal is passed out. */
  readonly contract: DeclaredContract | null;
  /**
   * The seats of a side that only passed (the opponents of a lesson before 16): their passes need no explanation on
   * the page, the rule that passed is enough; empty when both sides bid.
   */
  readonly quiet: readonly Seat[];
  /** The seat "bid it yourself" suggests: the lesson's `seat` attribute, else the one that decides (deal-seats.ts). */
  readonly suggested: Seat;
}

/** A deal's final contract as the lessons write it: '4♠ S', '3NTX N', or 'P' for a deal passed out. */
function bidDealOutcome(contract: DeclaredContract | null): string {
  return contract ? `${makeContract(contract)} ${contract.declarer}` : 'P';
}

function readBidDeal(attrs: Attrs): Read<BidDealExample> {
  const a = attributes('BidDeal', attrs, { required: ['deal', 'dealer', 'expect'], optional: ['vul', 'seat'] });
  if (!a.ok) return a;
  // the sentence on why the contract is right is the example's point: a deal without it is not a lesson's deal
  const why = attrs.children;
  if (why === undefined || why === null || why === false || (typeof why === 'string' && why.trim() === '')) {
    return err(issue('missing-attribute', { component: 'BidDeal', attribute: 'children' }));
  }
  const deal = parseDeal(a.value.deal);
  if (!deal.ok) return err(issue('bad-value', { component: 'BidDeal', attribute: 'deal', value: a.value.deal, reason: deal.error.code }));
  const dealer = readSeat('BidDeal', 'dealer', a.value.dealer, 'N');
  if (!dealer.ok) return dealer;
  const vul = readVul('BidDeal', a.value.vul);
  if (!vul.ok) return vul;
  const seat = a.value.seat === undefined ? null : readSeat('BidDeal', 'seat', a.value.seat, 'N');
  if (seat && !seat.ok) return seat;
  const text = a.value.expect.trim().replace(/\s+/g, ' ');
  let stated: string;
  if (text === 'P' || text === 'passed-out') {
    stated = 'P';
  } else {
    const outcome = readOutcome(text);
    if (!outcome || outcome.kind !== 'contract') return bad('BidDeal', 'expect', a.value.expect);
    stated = bidDealOutcome(outcome.contract);
  }
  const bidding = bidDeal(deal.value, dealer.value, vul.value);
  const actual = bidDealOutcome(bidding.contract);
  if (stated !== actual) return mismatch('BidDeal', 'expect', stated, actual);
  return ok({
    deal: deal.value,
    dealer: dealer.value,
    vul: vul.value,
    calls: bidding.calls,
    contract: bidding.contract,
    quiet: quietSeats(bidding.calls),
    suggested: seat ? seat.value : suggestedSeat(bidding.calls, dealer.value),
  });
}

// ——— <Score contract="4♥X" declarer="S" tricks="10" vul="NS" expect="790" /> ———
export interface ScoreExample {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly vul: Vulnerability;
  readonly result: ReturnType<typeof scoreDuplicate>;
}

function readTricks(component: string, text: string): Read<number> {
  const n = readNumber(text);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 13 ? ok(n) : bad(component, 'tricks', text);
}

function readScore(attrs: Attrs): Read<ScoreExample> {
  const a = attributes('Score', attrs, { required: ['contract', 'declarer', 'tricks', 'expect'], optional: ['vul'] });
  if (!a.ok) return a;
  const contract = parseContract(a.value.contract);
  if (!contract.ok) return bad('Score', 'contract', a.value.contract);
  const declarer = readSeat('Score', 'declarer', a.value.declarer, 'S');
  if (!declarer.ok) return declarer;
  const tricks = readTricks('Score', a.value.tricks);
  if (!tricks.ok) return tricks;
  const vul = readVul('Score', a.value.vul);
  if (!vul.ok) return vul;
  const result = scoreDuplicate({ contract: contract.value, declarer: declarer.value, tricks: tricks.value, vul: vul.value });
  const stated = readNumber(a.value.expect);
  if (stated === null) return bad('Score', 'expect', a.value.expect);
  if (stated !== result.declarerScore) return mismatch('Score', 'expect', a.value.expect, String(result.declarerScore));
  return ok({ contract: contract.value, declarer: declarer.value, tricks: tricks.value, vul: vul.value, result });
}

// ——— <ScoreSheet kind="rubber" deals="2♠ S 8; 3NT W 10 honours EW 150; pass" expect="NS 650 EW 420" /> ———
export const SHEET_KINDS = ['rubber', 'chicago'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

export interface ScoreSheetExample {
  readonly kind: SheetKind;
  readonly deals: readonly RubberDealInput[];
  readonly sheet: ScoreSheet;
  /** An unfinished rubber's bonuses (300 for the side a game up, 50 for a partscore), shown as lines of their own. */
  readonly unfinished: readonly SheetLine[];
}

function readSheetDeal(text: string): RubberDealInput | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === 'pass') return { contract: null };
  const m = /^(\S+) ([NESW]) (\d{1,2})(?: honours (NS|EW) (100|150))?$/.exec(t);
  if (!m) return null;
  const contract = parseContract(m[1]);
  const tricks = Number(m[3]);
  if (!contract.ok || tricks > 13) return null;
  const honours = m[4] ? { side: m[4] as Side, points: Number(m[5]) as 100 | 150 } : undefined;
  return { contract: contract.value, declarer: m[2] as Seat, tricks, ...(honours ? { honours } : {}) };
}

/** What one deal wrote, as the lessons' `steps` state it: 'NS 60/30' (below/above the line), sides joined by ',', '-' for nothing. */
function stepText(lines: readonly { readonly side: Side; readonly place: 'above' | 'below'; readonly points: number }[]): string {
  const sides = (['NS', 'EW'] as const).flatMap((side) => {
    const mine = lines.filter((l) => l.side === side);
    if (mine.length === 0) return [];
    const sum = (place: 'above' | 'below') => mine.filter((l) => l.place === place).reduce((n, l) => n + l.points, 0);
    return [`${side} ${sum('below')}/${sum('above')}`];
  });
  return sides.length === 0 ? '-' : sides.join(', ');
}

function readScoreSheet(attrs: Attrs): Read<ScoreSheetExample> {
  const a = attributes('ScoreSheet', attrs, { required: ['kind', 'deals', 'expect'], optional: ['steps'] });
  if (!a.ok) return a;
  const kind = a.value.kind;
  if (!(SHEET_KINDS as readonly string[]).includes(kind)) return bad('ScoreSheet', 'kind', kind);
  const parts = a.value.deals.split(';');
  if (parts.length > 24) return bad('ScoreSheet', 'deals', a.value.deals);
  const deals: RubberDealInput[] = [];
  for (const part of parts) {
    const deal = readSheetDeal(part);
    if (!deal) return bad('ScoreSheet', 'deals', part.trim());
    deals.push(deal);
  }
  const scored = kind === 'rubber' ? scoreRubber(deals) : scoreChicago(deals);
  if (!scored.ok) return err(issue('bad-value', { component: 'ScoreSheet', attribute: 'deals', value: a.value.deals, reason: scored.error.code }));
  const sheet = scored.value;
  const m = /^NS (-?\d+) EW (-?\d+)$/.exec(a.value.expect.trim().replace(/\s+/g, ' '));
  if (!m) return bad('ScoreSheet', 'expect', a.value.expect);
  const actual = `NS ${sheet.totals.NS} EW ${sheet.totals.EW}`;
  if (`NS ${Number(m[1])} EW ${Number(m[2])}` !== actual) return mismatch('ScoreSheet', 'expect', a.value.expect, actual);
  if (a.value.steps !== undefined) {
    // the figures the lesson's walk-through states deal by deal, each checked against the sheet's lines
    const stated = a.value.steps.split(';').map((step) => step.trim().replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', '));
    const entries = (scored.value as { deals: readonly { lines: readonly SheetLine[] }[] }).deals;
    if (stated.length !== entries.length) return bad('ScoreSheet', 'steps', a.value.steps);
    for (const [i, entry] of entries.entries()) {
      const actualStep = stepText(entry.lines.filter((l) => l.deal === i + 1));
      if (stated[i] !== actualStep) return mismatch('ScoreSheet', `steps (deal ${i + 1})`, stated[i], actualStep);
    }
  }
  const unfinished = 'unfinishedBonuses' in sheet ? (sheet as RubberSheet).unfinishedBonuses : [];
  return ok({ kind: kind as SheetKind, deals, sheet, unfinished });
}

// ——— <BoardTable /> and <Practice topic="O-1NT O-2NT" /> ———
function readBoardTable(attrs: Attrs): Read<Record<string, never>> {
  const a = attributes('BoardTable', attrs, {});
  return a.ok ? ok({}) : a;
}

export interface PracticeExample {
  readonly topics: readonly Topic[];
  /** For "score it": the sheets the items are on (all three unless the lesson says, e.g. `sheet="rubber"`). */
  readonly sheets: readonly Sheet[];
}

function readPractice(attrs: Attrs): Read<PracticeExample> {
  const a = attributes('Practice', attrs, { required: ['topic'], optional: ['sheet'] });
  if (!a.ok) return a;
  const topics = a.value.topic.trim().split(/\s+/).filter(Boolean);
  if (topics.length === 0 || topics.length > 3) return bad('Practice', 'topic', a.value.topic);
  for (const topic of topics) if (!isTopic(topic)) return bad('Practice', 'topic', topic);
  if (a.value.sheet === undefined) return ok({ topics: topics as Topic[], sheets: SHEETS });
  const sheets = a.value.sheet.trim().split(/\s+/);
  if (!topics.includes('score') || sheets.some((s) => !(SHEETS as readonly string[]).includes(s))) return bad('Practice', 'sheet', a.value.sheet);
  return ok({ topics: topics as Topic[], sheets: sheets as Sheet[] });
}

/** Every component a lesson may use, with the reader that checks it. */
const EXAMPLE_READERS = {
  Rule: readRule,
  Term: readTerm,
  Hand: readHand,
  Deal: readDeal,
  Auction: readAuction,
  Trick: readTrickExample,
  Evaluate: readEvaluate,
  Points: readPoints,
  BidderSays: readBidderSays,
  BidDeal: readBidDeal,
  Score: readScore,
  ScoreSheet: readScoreSheet,
  BoardTable: readBoardTable,
  Practice: readPractice,
} as const;

export type ExampleName = keyof typeof EXAMPLE_READERS;
export type ExampleValue<N extends ExampleName> = Extract<ReturnType<(typeof EXAMPLE_READERS)[N]>, { ok: true }>['value'];

function isExampleName(name: string): name is ExampleName {
  return Object.hasOwn(EXAMPLE_READERS, name);
}

/** Reads and checks one component's attributes; an unknown component is an issue too. */
export function readExample(name: string, attrs: Attrs): Read<unknown> {
  if (!isExampleName(name)) return err(issue('unknown-component', { component: name }));
  return EXAMPLE_READERS[name](attrs);
}

/** The issue in words, for the lesson test's report and the build's error. */
export function describeExampleIssue(problem: ExampleIssue): string {
  const p = problem.params;
  switch (problem.code) {
    case 'unknown-component': return `<${p.component}> is not a lesson component`;
    case 'unknown-attribute': return `<${p.component}> has no attribute "${p.attribute}"`;
    case 'missing-attribute': return `<${p.component}> needs the attribute "${p.attribute}"`;
    case 'bad-value': return `<${p.component}> ${p.attribute}="${p.value}" cannot be read${p.reason ? ` (${p.reason})` : ''}`;
    case 'mismatch': return `<${p.component}> ${p.attribute} says ${p.expected}, but lib/ gives ${p.actual}`;
  }
}

/** Reads one component or throws with the issue in words: a lesson never renders an example lib/ does not confirm. */
export function exampleOrThrow<N extends ExampleName>(name: N, attrs: Attrs): ExampleValue<N> {
  const read = EXAMPLE_READERS[name](attrs);
  if (!read.ok) throw new Error(`Lesson example: ${describeExampleIssue(read.error)}`);
  return read.value as ExampleValue<N>;
}


