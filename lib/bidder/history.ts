// The auction so far, each call classified by the rule rows read backwards, and what each seat and side has shown.
// Example: after '1H P 2H', North's record is O-1 (♥ named, shown 13) and South's R-RAISE2 (♥, shown 7).

import { newTracker, trackCall, type Tracker } from '../bridge/auction-tracker';
import { SEAT_INDEX as SEAT_INDEX_TABLE } from '../bridge/notation';
import { SEATS, type Call, type Seat, type Suit } from '../bridge/types';
import { classifyRows } from './classify';
import { indexOfSuit } from './hand-facts';
import { readRows } from './read-rows';
import type { RuleId } from './rule-ids';
import { readingRows } from './tables';
import type { Found } from './engine';
import type { CallMeaning, Situation } from './types';

// Imported functions read once into a local object: this module runs for every call of every auction, and
// under a CommonJS loader (tsx) each use of an imported binding would go through its export getters again.
const hot = { classifyRows, readingRows, trackCall, indexOfSuit };

export interface CallRecord {
  readonly seat: Seat;
  readonly call: Call;
  /** The rule the call matched, read from the auction alone; null when the system does not define it there. */
  readonly meaning: CallMeaning | null;
  readonly forcing: 'round' | 'game' | null;
}

/** What one seat has shown so far: its natural suits (first to last), those bid twice, its shown minimum. */
export interface SeatState {
  readonly suits: Suit[];
  seen: number;
  twice: number;
  shown: number;
  /** The suit of its last natural suit bid. */
  last: Suit | null;
  /** Suits shown as a strong two's long suit (RB2-LONG: six or more, B-46). */
  long: number;
}

/** What one side has done: a game-forcing call, a Blackwood ask, the suit both partners named. */
export interface SideState {
  gameForcing: boolean;
  bwUsed: boolean;
  agreed: Suit | null;
}

/** The classified calls so far and the auction's running state (mutated only while it is being built). */
export interface History {
  readonly dealer: Seat;
  readonly records: CallRecord[];
  readonly tracker: Tracker;
  /** Kept up to date call by call, so the situation of each seat is read without rescanning the auction. */
  readonly seats: readonly SeatState[];
  readonly sides: readonly SideState[];
}

function seatState(): SeatState {
  return { suits: [], seen: 0, twice: 0, shown: 0, last: null, long: 0 };
}

function sideState(): SideState {
  return { gameForcing: false, bwUsed: false, agreed: null };
}

export function newHistory(dealer: Seat): History {
  return {
    dealer,
    records: [],
    tracker: newTracker(dealer),
    seats: [seatState(), seatState(), seatState(), seatState()], // SEATS order
    sides: [sideState(), sideState()], // NS, EW
  };
}

export const SEAT_INDEX: Readonly<Record<Seat, number>> = SEAT_INDEX_TABLE; // the vocabulary's table, read once
const SEAT_LIST: readonly Seat[] = SEATS; // read once: pushCall runs for every call of every auction

/** Updates the seat's and the side's state with a classified call. */
function remember(h: History, r: CallRecord): void {
  if (r.call.kind === 'pass') return; // a pass adds nothing (describeCall reads it, the state stays the bidder's)
  const i = SEAT_INDEX[r.seat];
  const side = h.sides[i & 1];
  if (r.forcing === 'game') side.gameForcing = true;
  if (isAceAsk(r) || isKingAsk(r)) side.bwUsed = true;
  const m = r.meaning;
  const seat = h.seats[i];
  if (m && m.shown !== undefined && m.shown > seat.shown) seat.shown = m.shown;
  // B-62: a suit bid no row of the system reads (a call off the system, typed by a learner) is read as natural:
  // it names its suit, so a suit both partners bid is agreed for BW-ASK (`1C P 1H P 2S P 3S P`)
  const named = m ? m.named : r.call.kind === 'bid' && r.call.strain !== 'N' ? r.call.strain : undefined;
  if (!named) return;
  const bit = 1 << hot.indexOfSuit(named);
  if (seat.seen & bit) seat.twice |= bit;
  else seat.suits.push(named);
  seat.seen |= bit;
  seat.last = named;
  if (m && m.rule === 'RB2-LONG') seat.long |= bit;
  if (h.seats[(i + 2) & 3].seen & bit) side.agreed = named; // BW-ASK: bid by one partner, supported by the other
}

/** Classifies `call` in `sit`, the situation of the seat to call, then appends it (the call must be legal). */
export function pushCall(h: History, call: Call, sit: Situation | null, full = false): CallRecord {
  const seat = SEAT_LIST[(SEAT_INDEX[h.dealer] + h.records.length) & 3];
  let found: Found | null = null;
  // A pass names no suit, shows no minimum beyond the calls before it and forces nothing, so the bidder's own
  // history leaves it unread (section 8's "otherwise pass" needs no meaning); describeCall reads it (`full`).
  if (full || call.kind !== 'pass') {
    if (!sit) throw new Error('a call to classify needs its situation');
    const view = { sit, t: h.tracker };
    const rows = hot.readingRows(sit.table);
    found = full ? readRows(rows, view, call) : hot.classifyRows(rows, view, call);
  }
  const record: CallRecord = { seat, call, meaning: found ? found.meaning : null, forcing: found ? found.forcing : null };
  h.records.push(record);
  hot.trackCall(h.tracker, call);
  remember(h, record);
  return record;
}

export function ruleOf(r: CallRecord | null | undefined): RuleId | null {
  return r?.meaning ? (r.meaning.via ?? r.meaning.rule) : null;
}

/** The rule as recorded (ADV-SUIT keeps its wrapper), for tables keyed on partner's defensive call. */
export function outerRule(r: CallRecord | null | undefined): RuleId | null {
  return r?.meaning ? r.meaning.rule : null;
}

export function isAceAsk(r: CallRecord | null): boolean {
  const rule = outerRule(r);
  return r !== null && r.call.kind === 'bid' && r.call.level === 4 && r.call.strain === 'N' && (rule === 'BW-ASK' || rule === 'RR-SLAM');
}

export function isKingAsk(r: CallRecord | null): boolean {
  return r !== null && r.call.kind === 'bid' && r.call.level === 5 && r.call.strain === 'N' && outerRule(r) === 'BW-KINGS';
}

