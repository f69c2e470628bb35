// describeCall's reading: the rows that could have made a call, read backwards into what the call shows.
// Example: '1H P' then 2♥ → R-RAISE2 with HDr 7–12 and 3+ hearts; opener's pass of 1NT → RB-1NT-MIN, HD ≤ 16.

import { sameCall } from '../bridge/call';
import type { Call, Suit } from '../bridge/types';
import { read } from './condition-read';
import { forcingOf, isChooser, type Found } from './engine';
import { callText, completeParams, NO_MIN, rangeText, ruleKey, situationParams, suitText, UNKNOWN } from './explain';
import { shownMinimum } from './shown-minimum';
import type { CallMeaning, Explanation, Params, Range, Reading, Row, View } from './types';

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
  return { meaning: meaningOf(first, reading, view, call), forcing: forcingOf(first, view.sit) };
}

function meaningOf(row: Row, r: Reading, view: View, call: Call): CallMeaning {
  const via = call.kind === 'pass' ? null : view.sit.via; // B-55: a pass carries the rule that passes
  const rule = via ?? row.id;
  const shown = row.shown ?? shownMinimum(row.id, { thirdSeat: view.sit.thirdSeat }) ?? lowEnd(r.hd) ?? lowEnd(r.hdr);
  const params: Params = { ...describeParams(r, view), ...r.params };
  if (call.kind === 'bid') params.call = callText(call);
  if (row.option) params.option = row.option;
  Object.assign(params, situationParams(view.sit, null));
  if (view.sit.via) params.overcall = 'yes';
  if (via === 'ADV-SUIT') params.raised = call.kind === 'bid' && call.strain === view.sit.trump ? 'yes' : 'no';
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
    ...(forcingOf(row, view.sit) ? { forcing: true } : {}),
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
    response: view.sit.partnerBid ? callText(view.sit.partnerBid) : UNKNOWN,
    shown,
    total: own ? rangeText([own[0] <= NO_MIN ? own[0] : own[0] + shown, own[1] === null ? null : own[1] + shown]) : UNKNOWN,
  };
}
