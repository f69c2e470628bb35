// The situation of the seat to call, from the auction alone: its role, partner's and the opponents' calls by the
// rule each matched ("partner opened 1♥ = O-1"), and the table that applies. Example: '1H P' → 'resp-suit', trump ♥.

import { BIDS } from '../bridge/auction-tracker';
import type { Auction } from '../bridge/auction';
import { SEATS, type Bid, type Seat, type Suit } from '../bridge/types';
import {
  isAceAsk, isKingAsk, newHistory, outerRule, pushCall, ruleOf, SEAT_INDEX, type CallRecord, type History, type SideState,
} from './history';
import { isGameOrMore } from './levels';
import type { RuleId } from './rule-ids';
import type { Situation, TableId } from './types';

// Imported functions read once into a local object: this module runs for every call of every auction, and
// under a CommonJS loader (tsx) each use of an imported binding would go through its export getters again.
const hot = { isAceAsk, isKingAsk, outerRule, ruleOf, isGameOrMore };

/** Classifies every call of a legal auction; `full` keeps each meaning's explanation parameters. */
export function historyOf(auction: Auction, full = false): History {
  const h = newHistory(auction.dealer);
  for (const call of auction.calls) pushCall(h, call, full || call.kind !== 'pass' ? situate(h) : null, full);
  return h;
}

const SUIT_RESPONSES: Readonly<Partial<Record<RuleId, TableId>>> = {
  'R-RAISE2': 'rebid-raise', 'R-RAISE3': 'rebid-jumpraise', 'R-RAISE4': 'rebid-gameraise',
  'R-NEW1': 'rebid-new', 'R-NEW2': 'rebid-new', 'R-JUMP': 'rebid-new', 'R-1NT': 'rebid-1nt', 'R-2NT': 'rebid-2nt',
};
// After 3NT, 6NT, 7NT, a game (R3N-4S too) or a pass the opener "states the final bid" by passing: no table,
// so section 8 (X-PASS) gives that pass, explained as "the contract is reached" (B-12, B-32).
const NT_RESPONSES: Readonly<Partial<Record<RuleId, TableId>>> = {
  'R1N-2S': 'rebid-nt-2s', 'R1N-2N': 'rebid-nt-2n', 'R1N-3S': 'rebid-nt-3s', 'R2N-3S': 'rebid-nt-3s',
  'R1N-4N': 'rebid-nt-4n', 'R2N-4N': 'rebid-nt-4n', 'R3N-4N': 'rebid-nt-4n',
};
const RESPONSE_TABLES: Readonly<Partial<Record<RuleId, TableId>>> = {
  'O-1': 'resp-suit', 'O-2-7': 'resp-strong2', 'O-2-6': 'resp-strong2', 'O-2-55': 'resp-strong2',
  'O-1NT': 'resp-1n', 'O-2NT': 'resp-2n', 'O-3NT': 'resp-3n', 'O-1C': 'resp-1c',
};
/** B-53: the overcaller's table for the advancer's 1NT-ladder answer (the 16–18 range in place of 19–21). */
const OVERCALL_NT_TABLES: Readonly<Partial<Record<RuleId, TableId>>> = {
  'R1N-2S': 'rebid-nt-2s', 'R1N-2N': 'overcall-nt-2n', 'R1N-3S': 'rebid-nt-3s', 'R1N-4N': 'rebid-nt-4n', // RBN-4N's top of the range is 18 for the overcaller (ntTop)
};
const STRONG_TWOS: readonly (RuleId | null)[] = ['O-2-7', 'O-2-6', 'O-2-55'];

/**
 * B-73: responder's first call after 1♣ preparatory and the opponents' bid over it, a pass because the negative 1♦
 * was no longer legal (B-48, section 8): it stands for the negative answer, and opener rebids as after 1♦ (RB1C-NEG).
 */
function negativePass(recs: History['records'], oi: number, at: number): boolean {
  return at === oi + 2 && recs[at].call.kind === 'pass' && recs[oi + 1].call.kind === 'bid' && hot.outerRule(recs[oi]) === 'O-1C';
}

/** Opener's second call (section 5): the table for the opening and partner's response (and whether it forces). */
function rebidTable(opening: RuleId | null, response: RuleId | null, forcing: CallRecord['forcing']): TableId | null {
  if (response === null) return null;
  // B-27: responder's forcing new suit at the 3-level after an overcall (R-FALLBACK) reads as a 2-level new suit
  if (opening === 'O-1') return SUIT_RESPONSES[response] ?? (response === 'R-FALLBACK' && forcing === 'round' ? 'rebid-new' : null);
  if (STRONG_TWOS.includes(opening)) return response.startsWith('R2-') ? 'rebid-strong2' : null;
  if (opening === 'O-1NT' || opening === 'O-2NT' || opening === 'O-3NT') return NT_RESPONSES[response] ?? null;
  if (opening === 'O-1C') {
    if (response === 'R-1C-NEG') return 'rebid-1c-neg';
    if (response === 'R-1C-POS' || response === 'R-1C-POS-NT') return 'rebid-1c-pos';
  }
  return null;
}

/** The advancer's table (section 7) for partner's defensive call. */
function advanceTable(rule: RuleId | null, rhoPassed: boolean): TableId | null {
  switch (rule) {
    case 'D-X':
      return rhoPassed ? 'adv-x' : 'adv-x-free';
    case 'D-CUE':
      return 'adv-cue';
    case 'D-JUMP':
      return 'adv-jump';
    case 'D-SUIT':
      return 'adv-suit'; // like responder after interference (7.): 4.1 on the calls still legal
    case 'D-1NT':
      return 'adv-1nt';
    default:
      return null;
  }
}

const NONE: readonly Suit[] = Object.freeze([]);
const SEAT_LIST: readonly Seat[] = SEATS; // read once: situate runs for every call of every auction
const SIDE: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 0, W: 1 }; // sideOf as a number (NS 0, EW 1)

type Draft = { -readonly [K in keyof Situation]: Situation[K] };

/** A fresh situation with every field set (one object shape, filled in place: situate runs for every call). */
function blank(seat: Seat, table: TableId): Draft {
  return {
    table, seat, role: null, via: null, thirdSeat: false, partnerBid: null, myBid: null, partnerRule: null, trump: null,
    support3: false, partnerShown: 0, partnerSuits: NONE, partnerTwice: 0, partnerLast: null, partnerLong: 0, mySuits: NONE, opening: null, oppSuits: 0,
    agreed: null, forced: false, rhoBid: false, partnerNT: false, ourGame: false, answer: 0, countsHdr: false, gameForcing: false, negativePass: false,
  };
}

/** Before the first bid only the seat and "third seat after two passes" differ: eight shared situations. */
const OPENING_SITUATIONS: readonly Situation[] = SEATS.flatMap((seat) =>
  [false, true].map((thirdSeat) => Object.freeze({ ...blank(seat, 'opening'), thirdSeat })),
);

function suitOf(b: Bid | null): Suit | null {
  return b && b.strain !== 'N' ? b.strain : null;
}

function bidOf(r: CallRecord | null): Bid | null {
  return r && r.call.kind === 'bid' ? r.call : null;
}

/** The situation of the seat to call: which table applies and the auction facts its rows read. */
export function situate(h: History): Situation {
  const recs = h.records;
  const n = recs.length;
  const seat = SEAT_LIST[(SEAT_LIST.indexOf(h.dealer) + n) & 3];
  let oi = -1;
  for (let i = 0; i < n; i++) if (recs[i].call.kind === 'bid') { oi = i; break; }
  if (oi < 0) return OPENING_SITUATIONS[SEAT_LIST.indexOf(seat) * 2 + (n === 2 ? 1 : 0)]; // O-1: third seat after two passes

  const opening = recs[oi].call as Bid;
  const openerSeat = recs[oi].seat;
  const me = SEAT_INDEX[seat];
  const mine_ = h.seats[me];
  const partner = h.seats[(me + 2) & 3];
  const side = h.sides[me & 1];
  const pRec = n >= 2 ? recs[n - 2] : null; // partner's last call
  const rhoRec = recs[n - 1];
  const mRec = n >= 4 ? recs[n - 4] : null; // my last call
  const we = SIDE[seat];
  const t = h.tracker;
  const ourGame = t.lastRank >= 0 && (t.bidder & 1) === (me & 1) && hot.isGameOrMore(BIDS[t.lastRank]);
  const openerSide = SIDE[openerSeat] === we;
  let firstDefender: Seat | null = null; // the defending side's first player to bid, double or redouble
  if (!openerSide) for (let i = oi + 1; i < n && !firstDefender; i++) if (SIDE[recs[i].seat] === we && recs[i].call.kind !== 'pass') firstDefender = recs[i].seat;

  const s = blank(seat, 'generic');
  s.role = openerSide ? (seat === openerSeat ? 'opener' : 'responder') : firstDefender !== null && firstDefender !== seat ? 'advancer' : 'defender';
  s.opening = opening;
  s.partnerShown = partner.shown;
  s.partnerSuits = partner.suits.slice();
  s.partnerTwice = partner.twice;
  s.partnerLast = partner.last;
  s.partnerLong = partner.twice | partner.long;
  s.mySuits = mine_.suits.slice();
  s.oppSuits = h.seats[(me + 1) & 3].seen | h.seats[(me + 3) & 3].seen;
  s.agreed = side.agreed;
  s.rhoBid = rhoRec.call.kind === 'bid';
  s.partnerNT = pRec !== null && pRec.call.kind === 'bid' && pRec.call.strain === 'N';
  s.ourGame = ourGame;
  s.gameForcing = side.gameForcing;
  // Section 8: a pass may not leave partner's forcing bid unanswered. Decision: any call by the right-hand
  // opponent (a bid, a double, a redouble) gives partner another turn, so only a pass on the right forces;
  // in a game-forcing auction (strong two, 1♣ with a positive answer) every bid of partner's below game forces.
  // B-24: once our side's contract is game or more (3NT, 4♥/4♠, 5♣/5♦, any slam) nothing forces any more — not
  // a forcing response made at game (2♣ – 3NT), not a game-forcing auction; Blackwood's asks are answered by
  // their own tables (section 6), not by section 8.
  s.forced =
    rhoRec.call.kind === 'pass' && pRec !== null && pRec.call.kind !== 'pass' && !ourGame &&
    (pRec.forcing !== null || (side.gameForcing && pRec.call.kind === 'bid'));
  s.countsHdr = s.role === 'responder' || s.role === 'advancer';

  // Blackwood (section 6) comes first: an ask is answered, an answer is placed.
  if (pRec && hot.isAceAsk(pRec)) return table(s, 'bw-aces');
  if (pRec && hot.isKingAsk(pRec)) return table(s, 'bw-kings');
  if (mRec && pRec && ((hot.isAceAsk(mRec) && hot.outerRule(pRec) === 'BW-ACES') || (hot.isKingAsk(mRec) && hot.outerRule(pRec) === 'BW-KINGS'))) {
    s.answer = pRec.call.kind === 'bid' ? 'CDHSN'.indexOf(pRec.call.strain) : 0;
    s.trump = side.agreed; // else B-45: the fit B-29 gives, else the asker's first suit (counts.ts, trumpOf)
    return table(s, hot.isAceAsk(mRec) ? 'bw-place-aces' : 'bw-place-kings');
  }

  let mine = 0; // this seat's calls since the opening
  let myLast = -1;
  for (let i = oi + 1; i < n; i++) if (recs[i].seat === seat) { mine++; myLast = i; }

  // Decision (section 8, "competitive auctions", B-9): opener's rebid and responder's second call apply when the
  // right-hand opponent did not bid over partner's last call; after such a bid the pair is no longer forced.
  if (s.role === 'opener') {
    // B-76: after a one-level suit opening (or 2♣) the rebid tables apply also when the opponents bid over partner's
    // answer, on the calls still legal; the rows say what a minimum no longer needs to bid
    if (mine === 0 && pRec && (!s.rhoBid || (pRec.call.kind === 'bid' && hot.outerRule(recs[oi]) === 'O-1'))) {
      s.negativePass = negativePass(recs, oi, n - 2);
      const id = s.negativePass ? 'rebid-1c-neg' : rebidTable(hot.outerRule(recs[oi]), hot.ruleOf(pRec), pRec.forcing);
      if (id) {
        s.myBid = opening;
        s.partnerBid = bidOf(pRec);
        s.partnerRule = hot.ruleOf(pRec);
        s.trump = id === 'rebid-1c-pos' ? suitOf(s.partnerBid) : null;
        return table(s, id);
      }
      s.partnerRule = hot.ruleOf(pRec); // no rebid table (B-12: after R3N-4S): section 8's pass names partner's rule
    } else if (mine > 0 && STRONG_TWOS.includes(hot.outerRule(recs[oi])) && !ourGame && !side.bwUsed && !s.rhoBid) {
      s.myBid = opening;
      s.partnerRule = hot.ruleOf(pRec);
      return table(s, 'strong2-later');
    } else if (mine > 0 && hot.outerRule(recs[oi]) === 'O-1C' && side.gameForcing && !side.bwUsed && !s.rhoBid && pRec) {
      // B-52: opener's later calls in a game-forcing 1♣ auction — slam by the count, else game; before B-58's answer
      // to an invitation (nothing invites in a game force); B-63: also after the opponents bid, when the right-hand
      // opponent passed (B-9): their bid changes neither opener's count nor partner's shown minimum
      s.myBid = opening;
      s.partnerRule = hot.ruleOf(pRec);
      const answer = recs[oi + 2];
      s.negativePass = negativePass(recs, oi, oi + 2);
      return table(s, answer && (hot.outerRule(answer) === 'R-1C-NEG' || s.negativePass) ? 'later-1c-neg' : 'later-1c-pos');
    } else if (mine === 1 && pRec && myLast === n - 4 && !s.rhoBid && !ourGame && hot.ruleOf(pRec) === 'RR-INVITE' && pRec.call.kind === 'bid') {
      // B-58: opener answers responder's invitation (RR-INVITE) as responder answers opener's (RR-ACCEPT / RR-DECLINE)
      s.myBid = opening;
      s.partnerBid = bidOf(pRec);
      s.partnerRule = 'RR-INVITE';
      return table(s, 'opener-invited');
    } else if (mine === 1 && pRec && myLast === n - 4 && !s.rhoBid && !ourGame && (hot.ruleOf(pRec) === 'RR-PREF' || hot.ruleOf(pRec) === 'RR-OWN')) {
      // B-70: a preference (RR-PREF) is no invitation, B-79: RR-OWN is a sign-off: section 8's pass, whose text names it
      s.partnerRule = hot.ruleOf(pRec);
    }
    return generic(s, side);
  }

  if (s.role === 'responder') {
    if (mine === 0) {
      const id = RESPONSE_TABLES[hot.outerRule(recs[oi]) ?? 'X-PASS'];
      if (id) {
        s.partnerBid = opening;
        s.partnerRule = hot.outerRule(recs[oi]);
        s.trump = id === 'resp-suit' || id === 'resp-strong2' ? suitOf(opening) : null;
        s.countsHdr = id === 'resp-suit'; // [I-2] the opening count after a strong two, NT or 1♣
        return table(s, id);
      }
    } else if (mine === 1 && pRec && myLast === n - 4 && !s.rhoBid) {
      const response = recs[myLast];
      const rebid = bidOf(pRec);
      s.negativePass = negativePass(recs, oi, myLast); // B-73: the pass that stood for the negative 1♦
      const answered = (response.call.kind !== 'pass' && response.meaning !== null) || s.negativePass;
      if (answered && rebid && !hot.isGameOrMore(rebid)) {
        s.partnerBid = rebid;
        s.partnerRule = hot.ruleOf(pRec);
        s.myBid = bidOf(response);
        return table(s, 'responder-second');
      }
      // B-56: opener's rebid is game (below slam) and no suit is agreed (then BW-ASK, generic-agreed): responder goes
      // on only when the count says slam
      // on only when the count says slam; not after a no-trump opening, whose rebid is final ("iznosi svoju konačnu Ponudu")
      if (answered && rebid && rebid.level < 6 && !side.bwUsed && side.agreed === null && opening.strain !== 'N') {
        s.partnerBid = rebid;
        s.partnerRule = hot.ruleOf(pRec);
        s.myBid = bidOf(response);
        return table(s, 'responder-game');
      }
    }
    return generic(s, side);
  }

  // The side that did not open (section 7).
  // B-53: the 1NT overcaller's second call after the advancer's answer from the 1NT ladder (ADV-1NT)
  if (mine === 1 && s.role === 'defender' && pRec && myLast === n - 4 && !s.rhoBid && hot.outerRule(recs[myLast]) === 'D-1NT' && hot.outerRule(pRec) === 'ADV-1NT') {
    const id = OVERCALL_NT_TABLES[hot.ruleOf(pRec) ?? 'X-PASS'];
    if (id) {
      s.myBid = bidOf(recs[myLast]);
      s.partnerBid = bidOf(pRec);
      s.partnerRule = hot.ruleOf(pRec);
      return table(s, id);
    }
  }
  let pdIndex = -1;
  for (let i = oi + 1; i < n; i++) if (recs[i].seat !== seat && SIDE[recs[i].seat] === we && recs[i].call.kind !== 'pass') { pdIndex = i; break; }
  if (pdIndex >= 0 && myLast < pdIndex) {
    // partner, the right-hand opponent, then this seat: partner's defensive call is the one before last
    const pd = recs[pdIndex];
    // Decision: 4.1 knows openings at the 1- and 2-level only; after a 3-level overcall section 8 applies
    const high = pd.call.kind === 'bid' && pd.call.level >= 3 && hot.outerRule(pd) === 'D-SUIT';
    const id = high ? null : advanceTable(hot.outerRule(pd), rhoRec.call.kind === 'pass');
    if (id) {
      s.role = 'advancer';
      s.partnerBid = bidOf(pd);
      s.partnerRule = hot.outerRule(pd);
      s.trump = id === 'adv-suit' || id === 'adv-jump' ? suitOf(s.partnerBid) : null;
      s.via = id === 'adv-suit' ? 'ADV-SUIT' : id === 'adv-1nt' ? 'ADV-1NT' : null;
      s.support3 = id === 'adv-suit'; // "podrška partnera može biti i malo slabija"
      s.countsHdr = id === 'adv-suit';
      return table(s, id);
    }
    return generic(s, side);
  }
  if (mine === 0) return table(s, opening.strain === 'N' ? 'defence-nt' : opening.level >= 2 ? 'defence-high' : 'defence');
  return generic(s, side);
}

function table(s: Draft, id: TableId): Situation {
  s.table = id;
  return s;
}

/** Situations no table covers (section 8); BW-ASK still applies once a suit is agreed. */
function generic(s: Draft, side: SideState): Situation {
  return table(s, side.agreed !== null && !side.bwUsed ? 'generic-agreed' : 'generic');
}
