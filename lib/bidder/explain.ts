// Explanations: message keys with parameters; calls and suits as the symbols the messages print.
// Example: fail('hd-below', { value: 17, min: 19 }) → { key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } }.

import { makeCall } from '../bridge/call';
import { SUIT_SYMBOLS, type Call, type Suit } from '../bridge/types';
import type { HandFacts } from './hand-facts';
import type { Explanation, Params, Range } from './types';
import type { RuleId } from './rule-ids';

export function fail(kind: string, params: Params = {}): Explanation {
  return { key: `bidder.fail.${kind}`, params };
}

export function ruleKey(rule: RuleId): string {
  return `rules.${rule}`;
}

export function suitText(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** A call as the messages print it: '1♠', '3NT', 'X'; a pass prints 'Pass' only where a message needs it. */
export function callText(call: Call): string {
  if (call.kind !== 'bid') return makeCall(call) === 'P' ? 'Pass' : makeCall(call);
  return call.strain === 'N' ? `${call.level}NT` : `${call.level}${SUIT_SYMBOLS[call.strain]}`;
}

/** The hand's own numbers every rule message may use: H, D, corrections, HD, QT, shape. */
export function handParams(f: HandFacts): Params {
  const h = f.h;
  const d = f.d;
  const hd = f.hd;
  return { h, d, corr: h + d - hd, hd, qt: f.qt, shape: f.shape }; // corr: the points E-NOACE/E-UNPROT took off
}

/** The lower end of a range that has none ("HDr ≤ 5"): below any count a hand can have. */
export const NO_MIN = -10;

/** A range as text for describeCall's parameters: '19–21', '14+', '≤ 5'. */
export function rangeText(range: Range): string {
  const [min, max] = range;
  if (max === null) return `${min}+`;
  if (min <= NO_MIN) return `≤ ${max}`;
  return min === max ? `${min}` : `${min}–${max}`;
}

/** What a message prints for a number the rule does not know (describeCall, or a row that names no suit). */
export const UNKNOWN = '…';

/**
 * Every parameter a rule message may use. Both the advice and describeCall fill all of them (UNKNOWN where a
 * value is not known), so one message per rule serves both: 'HD {hd}' reads 'HD 20' or 'HD 19–21'.
 */
export const MESSAGE_PARAMS = [
  'h', 'd', 'corr', 'hd', 'qt', 'shape', 'hdr', 'trumps', 'trump', 'own', 'shown', 'total',
  'call', 'suit', 'length', 'named', 'long', 'step', 'aces', 'kings', 'option',
] as const;

/** Fills the parameters a message may use and the rule left out. */
export function completeParams(params: Params): Params {
  for (const key of MESSAGE_PARAMS) if (params[key] === undefined) params[key] = key === 'option' ? 'none' : UNKNOWN;
  return params;
}
