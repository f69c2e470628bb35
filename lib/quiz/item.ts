// One quiz item: a position and its expected answer, computed by lib/ when the item is made; the same topic and
// seed give the same item everywhere. Example: quizItem('O-2NT', 5) → South's hand, dealer, calls, 2NT by O-2NT.

import { isRuleId, type RuleId } from '../bidder';
import type { AuctionIssueCode } from '../bridge/auction';
import type { Contract, DeclaredContract } from '../bridge/contract';
import { VULNERABILITIES, type Call, type Deal, type Seat, type Suit, type Vulnerability } from '../bridge/types';
import { legalItem } from './legal-item';
import { scoreItem } from './score-item';
import { seededPicker, textHash, type Picker } from './seeded';
import { topicRules, type Topic } from './topics';
import { evaluateItem } from './evaluate-item';
import { dealOf } from './table-deal';
import { bidPosition } from './walk';
import { callItemOn } from './call-item';

export { callItemOn, type ItemLabel } from './call-item';

export type QuestionKind = 'call' | 'evaluate' | 'legal' | 'score';

export type Expected =
  | { readonly kind: 'call'; readonly call: Call; readonly rule: RuleId; readonly via: RuleId | null }
  | {
      readonly kind: 'evaluate';
      readonly h: number;
      readonly d: number;
      readonly hd: number;
      readonly qt: number;
      /** Partner's opening suit when the question gives one (then `hdr` is the hand's E-RESP count in it), else null. */
      readonly trump: Suit | null;
      readonly hdr: number | null;
    }
  | {
      readonly kind: 'legal';
      /** The index in `calls` of the first illegal call; null when every call is legal. */
      readonly index: number | null;
      readonly code: AuctionIssueCode | 'legal';
      /** The contract of a legal auction (null when passed out or illegal). */
      readonly contract: DeclaredContract | null;
    }
  | {
      readonly kind: 'score';
      readonly contract: Contract;
      readonly declarer: Seat;
      readonly tricks: number;
      readonly vulnerable: boolean;
      /**
       * Declarer's side's points on this deal, negative when the defenders score (lib/bridge/scoring): duplicate,
       * or in a Chicago (`chicago`) this deal's lines on the sheet, a game bonus included when it completes a game.
       */
      readonly score: number;
      /** A Chicago sheet state: which of the four deals this is and the deals played before it; null for duplicate. */
      readonly chicago: ChicagoQuestion | null;
      /** A rubber so far: the deals played before this one (the rubber still open); null for duplicate and Chicago. */
      readonly rubber: RubberQuestion | null;
    };

/** A Chicago so far: the turn (2–4) sets dealer and vulnerability; the earlier deals' results carry partscores. */
export interface ChicagoQuestion {
  readonly turn: 2 | 3 | 4;
  readonly before: readonly PlayedResult[];
}

/** A rubber so far: its earlier deals (partscores, games, vulnerability); this deal's vulnerability follows from them. */
export interface RubberQuestion {
  readonly before: readonly PlayedResult[];
}

export interface PlayedResult {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
}

export interface QuizItem {
  readonly topic: Topic;
  readonly seed: number;
  /** The rule the item drills (bidding items), null for evaluate, legal and score items. */
  readonly rule: RuleId | null;
  readonly kind: QuestionKind;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The calls so far (bidding items), the auction to check (legal), the auction that reached the contract (score). */
  readonly calls: readonly Call[];
  /** The seat whose hand the question is about: the seat to call, the evaluated hand, declarer. */
  readonly seat: Seat;
  readonly nearMiss: boolean;
  readonly expected: Expected;
}

export interface ItemOptions {
  /** A hand just past the target rule's boundary, where another rule applies (bidding items only). */
  readonly nearMiss?: boolean;
}

/** The stream of one item: the topic is folded into the seed, so each topic has its own items. */
export function itemPicker(topic: Topic, seed: number): Picker {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  return seededPicker((seed ^ textHash(topic)) | 0);
}

/** A bidding item for `rule`, drawn from `pick`: a deal whose calls so far are the bidder's own (walk.ts). */
export function bidItem(topic: Topic, seed: number, rule: RuleId, pick: Picker, nearMiss: boolean): QuizItem {
  const vul = VULNERABILITIES[pick.below(4)];
  const table = bidPosition(rule, pick, nearMiss);
  return callItemOn({ topic, seed, rule, nearMiss }, dealOf(table), table.dealer, vul, table.calls);
}

/** The item of `topic` and `seed`; a kind topic draws one of its rules (or its own question) from the seed. */
export function quizItem(topic: Topic, seed: number, options: ItemOptions = {}): QuizItem {
  const pick = itemPicker(topic, seed);
  const nearMiss = options.nearMiss ?? false;
  if (topic === 'evaluate') return evaluateItem(seed, pick);
  if (topic === 'legal') return legalItem(seed, pick);
  if (topic === 'score') return scoreItem(seed, pick);
  const rules = topicRules(topic);
  const rule = isRuleId(topic) ? topic : rules[pick.below(rules.length)];
  return bidItem(topic, seed, rule, pick, nearMiss);
}

