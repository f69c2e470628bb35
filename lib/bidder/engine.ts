// The rule engine: rows tried in order, the first whose conditions hold and whose call is legal wins;
// and the same rows read backwards for describeCall. Example: O-1NT rejected with 'not-balanced' {shape: '5-4-2-2'}.

import { sameCall } from '../bridge/call';
import type { Call, Suit } from '../bridge/types';
import { evaluate, read } from './conditions';
import { callText, completeParams, fail, NO_MIN, rangeText, ruleKey, suitText, UNKNOWN } from './explain';
import { illegalReason } from './levels';
import { shownMinimum } from './shown-minimum';
import type { RuleId } from './rule-ids';
import type { CallMeaning, Chooser, Condition, Ctx, Explanation, Params, Range, Reading, Rejection, Row, View } from './types';

export interface Outcome {
  readonly row: Row;
  readonly call: Call;
  readonly params: Params | undefined;
}

function isChooser(call: Row['call']): call is Chooser {
  return (call as Chooser).choose !== undefined;
}

/** Runs the rows; `rejected` (when given) receives every row tried before the winner with its first failure. */
export function runRows(rows: readonly Row[], ctx: Ctx, rejected: Rejection[] | null): Outcome | null {
  for (const row of rows) {
    let failed: Explanation | null = null;
    for (let i = 0; i < row.when.length && !failed; i++) failed = evaluate(row.when[i], ctx);
    let call: Call | null = isChooser(row.call) ? null : row.call;
    let params: Params | undefined;
    if (!failed && isChooser(row.call)) {
      const choice = row.call.choose(ctx);
      if ('key' in choice) failed = choice;
      else ({ call, params } = choice);
    }
    if (!failed && call) {
      const reason = illegalReason(ctx.t, call); // section 8 and 7.: a call no longer legal is skipped
      if (reason) failed = fail('illegal', { call: callText(call), reason });
      else if (call.kind === 'pass' && ctx.sit.forced && !row.passWhenForced) failed = fail('forced');
    }
    if (!failed && call) return { row, call, params };
    if (rejected) rejected.push({ rule: row.id, call, failed: failed! });
  }
  return null;
}

function intersect(a: Range | undefined, b: Range | undefined): Range | undefined {
  if (!a) return b;
  if (!b) return a;
  const max = a[1] === null ? b[1] : b[1] === null ? a[1] : Math.min(a[1], b[1]);
  return [Math.max(a[0], b[0]), max];
}

function merge(into: Reading, r: Reading): void {
  if (r.hd) into.hd = intersect(into.hd, r.hd);
  if (r.hdr) into.hdr = intersect(into.hdr, r.hdr);
  if (r.h) into.h = intersect(into.h, r.h);
  if (r.qt) into.qt = intersect(into.qt, r.qt);
  if (r.lengths) {
    const lengths: Partial<Record<Suit, Range>> = { ...into.lengths };
    for (const suit in r.lengths) lengths[suit as Suit] = intersect(lengths[suit as Suit], r.lengths[suit as Suit]);
    into.lengths = lengths;
  }
  if (r.balanced) into.balanced = true;
  if (r.stopped) into.stopped = r.stopped;
  if (r.named) into.named = r.named;
  if (r.params) into.params = into.params ? { ...into.params, ...r.params } : r.params;
}

export interface Found {
  readonly meaning: CallMeaning;
  readonly forcing: 'round' | 'game' | null;
}

/** What one row shows when it made `call` here, or null when it could not have made it. */
function readRow(row: Row, view: View, call: Call): Reading | null {
  let reading: Reading | null;
  if (isChooser(row.call)) reading = row.call.read(view, call);
  else reading = sameCall(row.call, call) ? {} : null;
  if (!reading) return null;
  if (call.kind === 'pass' && view.sit.forced && !row.passWhenForced) return null;
  const merged: Reading = {};
  merge(merged, reading);
  for (const c of row.when) {
    const r = read(c, view);
    if (r === false) return null;
    merge(merged, r);
  }
  return merged;
}

function widen(a: Range | undefined, b: Range | undefined): Range | undefined {
  if (!a || !b) return undefined;
  return [Math.min(a[0], b[0]), a[1] === null || b[1] === null ? null : Math.max(a[1], b[1])];
}

/** Either reading may be the true one: keep only what both show (a rule's options are alternatives). */
function union(a: Reading, b: Reading): Reading {
  const out: Reading = { hd: widen(a.hd, b.hd), hdr: widen(a.hdr, b.hdr), h: widen(a.h, b.h), qt: widen(a.qt, b.qt), params: a.params };
  if (a.lengths && b.lengths) {
    const lengths: Partial<Record<Suit, Range>> = {};
    for (const suit of Object.keys(a.lengths) as Suit[]) {
      const w = widen(a.lengths[suit], b.lengths[suit]);
      if (w) lengths[suit] = w;
    }
    out.lengths = lengths;
  }
  if (a.balanced && b.balanced) out.balanced = true;
  if (a.stopped && b.stopped) out.stopped = a.stopped.filter((s) => b.stopped!.includes(s));
  if (a.named && a.named === b.named) out.named = a.named;
  for (const key of Object.keys(out) as (keyof Reading)[]) if (out[key] === undefined) delete out[key];
  return out;
}

/**
 * What `call` shows here: the first row that could have made it, read backwards — together with the other
 * rows of the same rule that could have made it too (a rule's options are alternatives). Null if none.
 */
export function readRows(rows: readonly Row[], view: View, call: Call): Found | null {
  let first: Row | null = null;
  let reading: Reading | null = null;
  for (const row of rows) {
    if (first && row.id !== first.id) continue;
    const r = readRow(row, view, call);
    if (!r) continue;
    reading = reading ? union(reading, r) : r;
    first ??= row;
  }
  if (!first || !reading) return null;
  return { meaning: meaningOf(first, reading, view, call), forcing: first.forcing ?? null };
}

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
  readonly hdLow: number;
  readonly hdrLow: number;
  readonly auction: readonly Condition[];
}

/** Conditions classifyRows must look at: those that may not hold in an auction, or whose lower end depends on it. */
const AUCTION_KINDS: ReadonlySet<Condition['k']> = new Set([
  'opening-strain', 'partner-rule', 'agreed', 'below-game', 'not-forced', 'no-room', 'prefer-first', 'sum', 'open-strength', 'top-of-range',
]);

const COMPILED = new WeakMap<readonly Row[], readonly Compiled[]>();

function compile(rows: readonly Row[]): readonly Compiled[] {
  let out = COMPILED.get(rows);
  if (out) return out;
  out = rows.map((row) => {
    let hdLow = -Infinity;
    let hdrLow = -Infinity;
    for (const c of row.when) {
      if (c.k === 'hd' && c.min !== undefined) hdLow = Math.max(hdLow, c.min);
      if (c.k === 'hdr' && c.min !== undefined) hdrLow = Math.max(hdrLow, c.min);
      if (c.k === 'band' && c.band !== 'min') hdLow = Math.max(hdLow, c.band === 'med' ? 17 : 19);
    }
    return { row, hdLow, hdrLow, auction: row.when.filter((c) => AUCTION_KINDS.has(c.k)) };
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
  for (const { row, hdLow: rowHd, hdrLow: rowHdr, auction } of compile(rows)) {
    if (first && row.id !== first.id) continue;
    let reading: Reading | null;
    if (isChooser(row.call)) reading = row.call.read(view, call);
    else reading = sameCall(row.call, call) ? NO_READING : null;
    if (!reading) continue;
    if (forcedPass && !row.passWhenForced) continue;
    let hd = rowHd;
    let hdr = rowHdr;
    let possible = true;
    for (const c of auction) {
      const r = read(c, view);
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
  const via = view.sit.via;
  const low = hdLow > NO_MIN && hdLow !== Infinity ? hdLow : hdrLow > NO_MIN && hdrLow !== Infinity ? hdrLow : undefined;
  const shown = shownMinimum(first.id, { thirdSeat: view.sit.thirdSeat }) ?? low;
  // one object shape for every light meaning (absent facts are undefined): built for every earlier call
  const meaning: CallMeaning = {
    rule: via ?? first.id,
    via: via ? first.id : undefined,
    forcing: first.forcing ? true : undefined,
    named,
    shown,
    explain: bare(via ?? first.id),
  };
  return { meaning, forcing: first.forcing ?? null };
}

const NO_READING: Reading = Object.freeze({}) as Reading;

function meaningOf(row: Row, r: Reading, view: View, call: Call): CallMeaning {
  const via = view.sit.via;
  const rule = via ?? row.id;
  const shown = shownMinimum(row.id, { thirdSeat: view.sit.thirdSeat }) ?? lowEnd(r.hd) ?? lowEnd(r.hdr);
  const params: Params = { ...describeParams(r, view), ...r.params };
  if (call.kind === 'bid') params.call = callText(call);
  if (row.option) params.option = row.option;
  completeParams(params);
  const explain: Explanation = { key: ruleKey(row.id), params };
  return {
    rule,
    ...(via ? { via: row.id } : {}),
    ...(r.hd ? { hd: r.hd } : {}),
    ...(r.hdr ? { hdr: r.hdr } : {}),
    ...(r.h ? { h: r.h } : {}),
    ...(r.qt ? { qt: r.qt } : {}),
    ...(r.lengths ? { lengths: r.lengths } : {}),
    ...(r.balanced ? { balanced: true } : {}),
    ...(r.stopped ? { stopped: r.stopped } : {}),
    ...(row.forcing ? { forcing: true } : {}),
    ...(r.named ? { named: r.named } : {}),
    ...(shown !== undefined ? { shown } : {}),
    explain: via ? { key: ruleKey(via), params: { ...params, inner: row.id } } : explain,
  };
}

function lowEnd(range: Range | undefined): number | undefined {
  return range && range[0] > NO_MIN ? range[0] : undefined;
}

/** describeCall's parameters: the same names the advice uses, holding ranges as text ('19–21', '2+'). */
function describeParams(r: Reading, view: View): Params {
  const shown = view.sit.partnerShown;
  const own = view.sit.countsHdr ? r.hdr : r.hd;
  return {
    hd: r.hd ? rangeText(r.hd) : UNKNOWN,
    hdr: r.hdr ? rangeText(r.hdr) : UNKNOWN,
    h: r.h ? rangeText(r.h) : UNKNOWN,
    qt: r.qt ? rangeText(r.qt) : UNKNOWN,
    d: UNKNOWN,
    corr: UNKNOWN,
    shape: r.balanced ? '4-3-3-3 / 4-4-3-2 / 5-3-3-2' : UNKNOWN,
    trumps: view.sit.trump && r.lengths?.[view.sit.trump] ? rangeText(r.lengths[view.sit.trump]!) : UNKNOWN,
    trump: view.sit.trump ? suitText(view.sit.trump) : UNKNOWN,
    own: own ? rangeText(own) : UNKNOWN,
    shown,
    total: own ? rangeText([own[0] <= NO_MIN ? own[0] : own[0] + shown, own[1] === null ? null : own[1] + shown]) : UNKNOWN,
  };
}
