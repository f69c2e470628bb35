// The rules tried first, grouped by the reason they failed: one line per reason naming every rule (and the calls
// they would have made) that failed for it. Example: R-RAISE4, R-RAISE3, R-RAISE2 all "no support" → one group.

import { sameCall } from '../bridge/call';
import type { Call } from '../bridge/types';
import type { RuleId } from './rule-ids';
import type { Explanation, Rejection } from './types';

export interface RejectedRule {
  readonly rule: RuleId;
  /** The calls the rule's rows would have made, when known, each once, in the order tried. */
  readonly calls: readonly Call[];
}

export interface RejectedGroup {
  /** The reason: the same message with the same numbers for every rule of the group. */
  readonly failed: Explanation;
  /** The rules that failed for it, each once, in the order they were tried. */
  readonly rules: readonly RejectedRule[];
}

/** One text per explanation: its key and its parameters in a fixed order. */
function reasonKey(e: Explanation): string {
  const params = Object.keys(e.params).sort().map((k) => `${k}=${e.params[k]}`);
  return `${e.key}|${params.join('|')}`;
}

/** The rejections grouped by reason, the groups in the order their first rule was tried. */
export function groupRejected(rejected: readonly Rejection[]): RejectedGroup[] {
  const groups = new Map<string, { failed: Explanation; rules: { rule: RuleId; calls: Call[] }[] }>();
  for (const r of rejected) {
    const key = reasonKey(r.failed);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { failed: r.failed, rules: [] }));
    let entry = group.rules.find((e) => e.rule === r.rule);
    if (!entry) group.rules.push((entry = { rule: r.rule, calls: [] }));
    const call = r.call;
    if (call && !entry.calls.some((c) => sameCall(c, call))) entry.calls.push(call);
  }
  return [...groups.values()];
}

/** How many different rules were tried first (a rule with several rows counts once). */
export function rejectedRuleCount(rejected: readonly Rejection[]): number {
  return new Set(rejected.map((r) => r.rule)).size;
}
