// The bidder's data shapes: rule rows, conditions, choosers, situations, advice and call meanings.
// Example: { id: 'O-1NT', call: bid(1, 'N'), when: [{ k: 'balanced' }, { k: 'hd', min: 19, max: 21 }, …] }.

import type { Tracker } from '../bridge/auction-tracker';
import type { DeclaredContract } from '../bridge/contract';
import type { Bid, Call, Seat, Strain, Suit } from '../bridge/types';
import type { HandFacts } from './hand-facts';
import type { RuleId } from './rule-ids';

export type Params = Record<string, number | string>;

/** A message key and its parameters: 'rules.O-1' for a rule, 'bidder.fail.hd-below' for a failed condition. */
export interface Explanation {
  readonly key: string;
  readonly params: Params;
}

/** A rule tried before the chosen one, with the condition it failed. */
export interface Rejection {
  readonly rule: RuleId;
  /** The call the row would make, when it is known without the hand (a fixed call) or was chosen. */
  readonly call: Call | null;
  readonly failed: Explanation;
}

/** The inner rule of an advancer's answer "as if partner had opened" (ADV-SUIT, ADV-1NT). */
export interface Via {
  readonly rule: RuleId;
  readonly explain: Explanation;
}

export interface Advice {
  readonly call: Call;
  readonly rule: RuleId;
  readonly explain: Explanation;
  /** ADV-SUIT / ADV-1NT: the row of 4.1 / 4.3 that chose the call. */
  readonly via?: Via;
  readonly rejected: readonly Rejection[];
}

export interface BidDealCall {
  readonly seat: Seat;
  readonly call: Call;
  readonly rule: RuleId;
  readonly explain: Explanation;
  readonly via?: Via;
}

export interface BidDealResult {
  readonly calls: readonly BidDealCall[];
  readonly contract: DeclaredContract | null;
  readonly complete: true;
}

/** An inclusive range; null = no upper end. */
export type Range = readonly [number, number | null];

/** What a call shows: the same rule rows read backwards. */
export interface CallMeaning {
  readonly rule: RuleId;
  readonly via?: RuleId;
  readonly hd?: Range;
  readonly hdr?: Range;
  readonly h?: Range;
  readonly qt?: Range;
  readonly lengths?: Partial<Record<Suit, Range>>;
  readonly balanced?: boolean;
  /** Suits the call promises stopped. */
  readonly stopped?: readonly Suit[];
  /** Partner may not pass it (a new suit by responder, a strong opening, a takeout double, an ace ask…). */
  readonly forcing?: boolean;
  /** The suit the call names as a real suit (not a cue bid, an ask or an artificial answer). */
  readonly named?: Suit;
  /** The minimum count the call shows (docs/system.md 5.1), when it shows one. */
  readonly shown?: number;
  /**
   * The rule's message key with the parameters the reading knows (ranges, the X-PASS reason); the rest are UNKNOWN.
   * Data, not a learner's text: the rule messages are written for one hand's numbers, so a page shows a meaning by
   * the rule's summary and meaningParts, never by formatting this.
   */
  readonly explain: Explanation;
}

/** The part of a meaning a condition or a chooser contributes. */
export interface Reading {
  hd?: Range;
  hdr?: Range;
  h?: Range;
  qt?: Range;
  lengths?: Partial<Record<Suit, Range>>;
  balanced?: boolean;
  stopped?: Suit[];
  named?: Suit;
  params?: Params;
}

/** A condition on the hand, read from its facts (conditions.ts evaluate). */
export type HandCondition =
  | { readonly k: 'hd' | 'hdr' | 'h' | 'qt' | 'sum' | 'own'; readonly min?: number; readonly max?: number }
  | { readonly k: 'balanced' }
  | { readonly k: 'stopped'; readonly scope: 'all' | 'others' | 'theirs' }
  | { readonly k: 'support' }
  | { readonly k: 'trumps'; readonly min: number }
  | { readonly k: 'cards'; readonly in: 'partner' | 'opening'; readonly min: number }
  | { readonly k: 'rebiddable' }
  | { readonly k: 'open-strength' }
  | { readonly k: 'band'; readonly band: Band }
  | { readonly k: 'higher-biddable' }
  | { readonly k: 'opp-short'; readonly max: number }
  | { readonly k: 'others-long'; readonly min: number }
  | { readonly k: 'penalty' }
  | { readonly k: 'fit' }
  | { readonly k: 'prefer-first' }
  | { readonly k: 'no-misfit' }
  | { readonly k: 'top-of-range' }
  | { readonly k: 'aces-missing'; readonly min: number; readonly max: number }
  | { readonly k: 'grand' };

/** A condition on the auction alone (conditions.ts auctionCondition). */
export type AuctionCondition =
  | { readonly k: 'opening-strain'; readonly strains: readonly Strain[] }
  | { readonly k: 'partner-rule'; readonly rules: readonly RuleId[] }
  | { readonly k: 'agreed'; readonly support?: boolean }
  | { readonly k: 'below-game' }
  | { readonly k: 'not-forced' }
  | { readonly k: 'game-forcing' }
  | { readonly k: 'not-over-nt' }
  | { readonly k: 'suit-opening' }
  | { readonly k: 'overcalled' }
  | { readonly k: 'quiet' };

/** A condition on the auction's state: `call` is not legal now. */
export type StateCondition = { readonly k: 'no-room'; readonly call: Call };

/**
 * A condition on the hand or the auction, as data; conditions.ts evaluates it and condition-read.ts reads it.
 * Their switches over `k` are exhaustive: a new kind without its case fails tsc.
 */
export type Condition = HandCondition | AuctionCondition | StateCondition;

export type Band = 'min' | 'med' | 'max';

/** A call chosen by a procedure (a suit order, a raise, a Blackwood answer…), readable backwards. */
export interface Chooser {
  readonly name: string;
  choose(ctx: Ctx): Choice | Explanation;
  /** Whether this chooser can make `call` in this auction, and what it then shows; null when it cannot. */
  read(view: View, call: Call): Reading | null;
}

export interface Choice {
  readonly call: Call;
  readonly params?: Params;
}

/** One row of a rule table: tried in order, the first whose conditions hold and whose call is legal wins. */
export interface Row {
  readonly id: RuleId;
  readonly call: Call | Chooser;
  readonly when: readonly Condition[];
  /** 'round': partner must bid once more; 'game': the partnership must reach game. */
  readonly forcing?: 'round' | 'game';
  /** A pass this row makes is allowed even when partner's bid is forcing (ADV-X's penalty pass). */
  readonly passWhenForced?: boolean;
  /** Which option of a multi-part rule this row is (a 'select' in the explanation). */
  readonly option?: string;
  /** 5.1's shown minimum of this row's call when it is not its rule's (B-81: RB-1NT-MIN's 2NT invitation shows 15). */
  readonly shown?: number;
}

/** Every rule table the bidder reads (tables.ts holds one row list for each). */
export const TABLE_IDS = [
  'opening',
  'resp-suit', 'resp-strong2', 'resp-1n', 'resp-2n', 'resp-3n', 'resp-1c',
  'rebid-raise', 'rebid-jumpraise', 'rebid-gameraise', 'rebid-new', 'rebid-1nt', 'rebid-2nt',
  'rebid-strong2', 'strong2-later',
  'rebid-nt-2s', 'rebid-nt-2n', 'rebid-nt-3s', 'rebid-nt-4n',
  'rebid-1c-neg', 'rebid-1c-pos', 'later-1c-neg', 'later-1c-pos',
  'overcall-nt-2n',
  'responder-second', 'responder-game', 'opener-invited',
  'bw-aces', 'bw-kings', 'bw-place-aces', 'bw-place-kings',
  'defence', 'defence-nt', 'defence-high',
  'adv-x', 'adv-x-free', 'adv-cue', 'adv-jump', 'adv-suit', 'adv-1nt',
  'generic', 'generic-agreed',
] as const;
export type TableId = (typeof TABLE_IDS)[number];

export type Role = 'opener' | 'responder' | 'defender' | 'advancer';

/** What the auction says about the seat to call, derived from the calls alone (context.ts). */
export interface Situation {
  readonly table: TableId;
  readonly seat: Seat;
  readonly role: Role | null;
  /** ADV-SUIT / ADV-1NT: the table is 4.1 / 4.3 answered "as if partner had opened". */
  readonly via: 'ADV-SUIT' | 'ADV-1NT' | null;
  /** O-1: third seat after two passes. */
  readonly thirdSeat: boolean;
  /** The bid this seat answers: partner's opening or overcall; partner's response (opener's rebid). */
  readonly partnerBid: Bid | null;
  /** This seat's own first bid: the opening (rebids), the response (responder's second call). */
  readonly myBid: Bid | null;
  /** The rule of partner's last call that matters here (the response, the rebid, the defensive bid). */
  readonly partnerRule: RuleId | null;
  /** The suit E-RESP and E-SUPPORT are judged in: partner's suit, or the fit (RR). */
  readonly trump: Suit | null;
  /** ADV-SUIT: "support may be a little weaker" — any 3 cards. */
  readonly support3: boolean;
  /** 5.1: the minimum partner has shown. */
  readonly partnerShown: number;
  /** Natural suits partner has bid, first to last, each once. */
  readonly partnerSuits: readonly Suit[];
  /** Bit set (SUITS order) of the suits partner has bid twice or more. */
  readonly partnerTwice: number;
  /** The suit of partner's last natural suit bid (X-FORCED's support, B-46). */
  readonly partnerLast: Suit | null;
  /** Bit set of the suits partner has shown six or more cards in: bid twice, or a strong two's long suit (B-46). */
  readonly partnerLong: number;
  /** Natural suits this seat has bid, first to last, each once. */
  readonly mySuits: readonly Suit[];
  /** The opening bid (defence: "opener's suit" is its strain). */
  readonly opening: Bid | null;
  /** Bit set of suits the opponents have bid naturally. */
  readonly oppSuits: number;
  /** A suit bid by one partner and supported (bid) by the other: BW-ASK. */
  readonly agreed: Suit | null;
  /** Partner's last call is forcing and the right-hand opponent passed. */
  readonly forced: boolean;
  /** The right-hand opponent made a bid after partner's last call (ADV-X). */
  readonly rhoBid: boolean;
  /** Partner's last call was a no-trump bid: 4NT over it is quantitative, not Blackwood (6.). */
  readonly partnerNT: boolean;
  /** Our side's last bid (the contract we are in, if it stands), and whether it reaches game. */
  readonly ourGame: boolean;
  /** Blackwood: partner's answer (aces 0–4 still ambiguous for 5♣ → -1; kings 0–4). */
  readonly answer: number;
  /** For sums: this seat counts E-RESP (responder, advancer) rather than E-HD (opener, defender). */
  readonly countsHdr: boolean;
  /** B-51: our side's auction is forcing to game (a strong two, 1♣ with a positive answer or opener's jump after the negative). */
  readonly gameForcing: boolean;
  /** B-73: partner answered our 1♣ with the pass that stands for the negative 1♦ (the opponents' bid took 1♦ away). */
  readonly negativePass: boolean;
}

/** What rows are read against when describing a call: the situation and the auction's state. */
export interface View {
  readonly sit: Situation;
  readonly t: Tracker;
}

/** What rows are evaluated against when advising: the view plus the hand. */
export interface Ctx extends View {
  readonly f: HandFacts;
  /** B-71: the side of the seat to call is vulnerable (section 9); absent means not vulnerable. */
  readonly vulnerable?: boolean;
}
