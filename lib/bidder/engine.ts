// The rule engine: rows tried in order, the first whose conditions hold and whose call is legal wins, every
// earlier row rejected with its first failing condition. Example: O-1NT rejected with 'not-balanced' {shape: '5-4-2-2'}.

import type { Call } from '../bridge/types';
import { evaluate } from './conditions';
import { callText, fail } from './explain';
import { advanceBound, ownSuitBound } from './judgement';
import { illegalReason } from './levels';
import type { CallMeaning, Chooser, Ctx, Explanation, Params, Rejection, Row, View } from './types';

// Imported functions read once into a local object: this module runs for every call of every auction, and
// under a CommonJS loader (tsx) each use of an imported binding would go through its export getters again.
const hot = { evaluate, illegalReason, ownSuitBound, advanceBound };

export interface Outcome {
  readonly row: Row;
  readonly call: Call;
  readonly params: Params | undefined;
}

export function isChooser(call: Row['call']): call is Chooser {
  return (call as Chooser).choose !== undefined;
}

/** Runs the rows; `rejected` (when given) receives every row tried before the winner with its first failure. */
export function runRows(rows: readonly Row[], ctx: Ctx, rejected: Rejection[] | null): Outcome | null {
  for (const row of rows) {
    let failed: Explanation | null = null;
    for (let i = 0; i < row.when.length && !failed; i++) failed = hot.evaluate(row.when[i], ctx);
    let call: Call | null = isChooser(row.call) ? null : row.call;
    let params: Params | undefined;
    if (!failed && isChooser(row.call)) {
      const choice = row.call.choose(ctx);
      if ('key' in choice) failed = choice;
      else ({ call, params } = choice);
    }
    if (!failed && call) {
      const reason = hot.illegalReason(ctx.t, call); // section 8 and 7.: a call no longer legal is skipped
      if (reason) failed = fail('illegal', { call: callText(call), reason });
      else if (call.kind === 'pass' && ctx.sit.forced && !row.passWhenForced) failed = fail('forced');
      else if (call.kind === 'bid' && call.level >= 3) failed = hot.ownSuitBound(row, call, ctx); // B-71
      if (!failed && call.kind === 'bid' && call.level >= 2) failed = hot.advanceBound(row, call, ctx); // B-72
    }
    if (!failed && call) return { row, call, params };
    if (rejected) rejected.push({ rule: row.id, call, failed: failed! });
  }
  return null;
}

/**
 * Whether a call made by `row` forces partner to bid again. B-77: the advancer's new suit (4.1's forcing rows read
 * through ADV-SUIT) does not force the overcaller, who promised no second bid and has no rebid table (section 8);
 * only a game force stays one.
 */
export function forcingOf(row: Row, sit: View['sit']): Found['forcing'] {
  const forcing = row.forcing ?? null;
  return forcing === 'round' && sit.via === 'ADV-SUIT' ? null : forcing;
}

export interface Found {
  readonly meaning: CallMeaning;
  readonly forcing: 'round' | 'game' | null;
}
