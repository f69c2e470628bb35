// What a quiz item is: a position, the question asked about it and its expected answer (types only, below the item
// makers and everything that reads items). Example: { kind: 'call', seat: 'S', calls: [1♥, P], expected: { call: 2♥ } }.

import type { RuleId } from '../bidder';
import type { AuctionIssueCode } from '../bridge/auction';
import type { Contract, DeclaredContract } from '../bridge/contract';
import type { Call, Deal, Seat, Suit, Vulnerability } from '../bridge/types';
import type { Topic } from './topics';

export type QuestionKind = 'call' | 'evaluate' | 'legal' | 'score' | 'roles';

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
      /** Who plays a finished auction's contract (A-CONTRACT, A-DECLARER): the contract with its declarer, the opening
       * leader (declarer's left-hand opponent) and dummy (declarer's partner). */
      readonly kind: 'roles';
      readonly contract: DeclaredContract;
      readonly leader: Seat;
      readonly dummy: Seat;
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
  /** The rule the item drills (bidding items), null for evaluate, legal, roles and score items. */
  readonly rule: RuleId | null;
  readonly kind: QuestionKind;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The calls so far (bidding items), the auction to check (legal), the finished auction (roles), the auction that
   * reached the contract (score). */
  readonly calls: readonly Call[];
  /** The seat whose hand the question is about: the seat to call, the evaluated hand, declarer (score and roles). */
  readonly seat: Seat;
  readonly nearMiss: boolean;
  readonly expected: Expected;
}
