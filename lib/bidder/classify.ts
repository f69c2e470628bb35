// The bidder's own reading of earlier calls: the same rows as describeCall, keeping only the rule, the suit named,
// the minimum shown and whether it forces. Example: 1♥ in first seat → O-1, ♥ named, shown 13.

import { bidRank } from '../bridge/notation';
import type { Call, Suit } from '../bridge/types';
import { read } from './condition-read';
import { forcingOf, isChooser, type Found } from './engine';
import { NO_MIN, ruleKey } from './explain';
import type { RuleId } from './rule-ids';
import { shownMinimum } from './shown-minimum';
import type { CallMeaning, Chooser, Condition, Explanation, Params, Reading, Row, View } from './types';

// Imported functions read once into a local object: this module runs for every call of every auction, and
// under a CommonJS loader (tsx) each use of an imported binding would go through its export getters again.
const hot = { read, shownMinimum };

const NO_PARAMS: Params = Object.freeze({}) as Params;

/** The explanation of a light meaning: the rule's key, no parameters (one shared object per rule). */
const BARE = new Map<RuleId, Explanation>();
function bare(rule: RuleId): Explanation {
  let e = BARE.get(rule);
  if (!e) BARE.set(rule, (e = Object.freeze({ key: ruleKey(rule), params: NO_PARAMS })));
  return e;
}

/** A row prepared for classifyRows: the lower ends its own conditions fix, and the conditions that need the auction. */
interface Compiled {
  readonly row: Row;
  /** The row's chooser, or null for a fixed call. */
  readonly chooser: Chooser | null;
  /** The fixed call as a number (callKey), or -9 for a chooser. */
  readonly key: number;
  readonly hdLow: number;
  readonly hdrLow: number;
  readonly auction: readonly Condition[];
  /** The index of the next row of the same rule (its other options), or the table's length. */
  readonly next: number;
}

/** A call as one number: pass -1, double -2, redouble -3, a bid its rank 0 (1♣) … 34 (7NT). */
function callKey(call: Call): number {
  switch (call.kind) {
    case 'pass':
      return -1;
    case 'double':
      return -2;
    case 'redouble':
      return -3;
    default:
      return bidRank(call);
  }
}

/** Conditions classifyRows must look at: those that may not hold in an auction, or whose lower end depends on it. */
const AUCTION_KINDS: ReadonlySet<Condition['k']> = new Set([
  'opening-strain', 'partner-rule', 'agreed', 'below-game', 'not-forced', 'game-forcing', 'no-room', 'not-over-nt', 'suit-opening', 'overcalled', 'quiet', 'prefer-first', 'sum',
  'open-strength', 'top-of-range',
]);

const COMPILED = new WeakMap<readonly Row[], readonly Compiled[]>();

function compile(rows: readonly Row[]): readonly Compiled[] {
  let out = COMPILED.get(rows);
  if (out) return out;
  out = rows.map((row, index) => {
    let hdLow = -Infinity;
    let hdrLow = -Infinity;
    for (const c of row.when) {
      if (c.k === 'hd' && c.min !== undefined) hdLow = Math.max(hdLow, c.min);
      if (c.k === 'hdr' && c.min !== undefined) hdrLow = Math.max(hdrLow, c.min);
      if (c.k === 'band' && c.band !== 'min') hdLow = Math.max(hdLow, c.band === 'med' ? 17 : 19);
    }
    const chooser = isChooser(row.call) ? row.call : null;
    const key = chooser ? -9 : callKey(row.call as Call);
    let next = index + 1;
    while (next < rows.length && rows[next].id !== row.id) next++;
    return { row, chooser, key, hdLow, hdrLow, auction: row.when.filter((c) => AUCTION_KINDS.has(c.k)), next };
  });
  COMPILED.set(rows, out);
  return out;
}

/**
 * The same reading as readRows, keeping only what later calls need: the rule, the suit named, the minimum
 * shown and whether it forces (the bidder classifies every earlier call of an auction this way, so it is fast).
 */
export function classifyRows(rows: readonly Row[], view: View, call: Call): Found | null {
  let first: Row | null = null;
  let named: Suit | undefined;
  let hdLow = Infinity;
  let hdrLow = Infinity;
  const forcedPass = call.kind === 'pass' && view.sit.forced;
  const key = callKey(call);
  const compiled = compile(rows);
  // before the first match every row is tried; after it only the same rule's other options (the `next` chain)
  for (let i = 0; i < compiled.length; i = first ? compiled[i].next : i + 1) {
    const { row, chooser, hdLow: rowHd, hdrLow: rowHdr, auction } = compiled[i];
    let reading: Reading | null;
    if (chooser) reading = chooser.read(view, call);
    else reading = compiled[i].key === key ? NO_READING : null;
    if (!reading) continue;
    if (forcedPass && !row.passWhenForced) continue;
    let hd = rowHd;
    let hdr = rowHdr;
    let possible = true;
    for (const c of auction) {
      const r = hot.read(c, view);
      if (r === false) { possible = false; break; }
      if (r.hd && r.hd[0] > hd) hd = r.hd[0];
      if (r.hdr && r.hdr[0] > hdr) hdr = r.hdr[0];
    }
    if (!possible) continue;
    named = first ? (named === reading.named ? named : undefined) : reading.named;
    hdLow = Math.min(hdLow, hd);
    hdrLow = Math.min(hdrLow, hdr);
    first ??= row;
  }
  if (!first) return null;
  const via = call.kind === 'pass' ? null : view.sit.via; // B-55: a pass carries the rule that passes
  const low = hdLow > NO_MIN && hdLow !== Infinity ? hdLow : hdrLow > NO_MIN && hdrLow !== Infinity ? hdrLow : undefined;
  const shown = first.shown ?? hot.shownMinimum(first.id, { thirdSeat: view.sit.thirdSeat }) ?? low;
  const forcing = forcingOf(first, view.sit);
  // one object shape for every light meaning (absent facts are undefined): built for every earlier call
  const meaning: CallMeaning = {
    rule: via ?? first.id,
    via: via ? first.id : undefined,
    forcing: forcing ? true : undefined,
    named,
    shown,
    explain: bare(via ?? first.id),
  };
  return { meaning, forcing };
}

const NO_READING: Reading = Object.freeze({}) as Reading;
