// Explanations: message keys with parameters; calls and suits as the symbols the messages print.
// Example: fail('hd-below', { value: 17, min: 19 }) → { key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } }.

import { makeCall } from '../bridge/call';
import { SUIT_SYMBOLS, SUITS, type Call, type Suit } from '../bridge/types';
import type { HandFacts } from './hand-facts';
import type { Explanation, Params, Range, Situation } from './types';
import type { RuleId } from './rule-ids';

/** What a message prints for a number the rule does not know (describeCall, or a row that names no suit). */
export const UNKNOWN = '…';

const FAIL_KEYS = new Map<string, string>();
const NO_FAIL_PARAMS: Params = Object.freeze({}) as Params;

export function fail(kind: string, params: Params = NO_FAIL_PARAMS): Explanation {
  let key = FAIL_KEYS.get(kind);
  if (key === undefined) FAIL_KEYS.set(kind, (key = `bidder.fail.${kind}`));
  return { key, params };
}

const RULE_KEYS = new Map<RuleId, string>();

export function ruleKey(rule: RuleId): string {
  let key = RULE_KEYS.get(rule);
  if (key === undefined) RULE_KEYS.set(rule, (key = `rules.${rule}`));
  return key;
}

// Copied once: the bidder prints suits for every failed condition, and a copy is a plain local lookup.
const SYMBOL: Readonly<Record<string, string>> = { ...SUIT_SYMBOLS };
const SYMBOL_AT: readonly string[] = SUITS.map((s) => SUIT_SYMBOLS[s]);

export function suitText(suit: Suit): string {
  return SYMBOL[suit];
}

/** The symbol of the suit at index `i` of SUITS (spades first). */
export function suitTextAt(i: number): string {
  return SYMBOL_AT[i];
}

/** A call as the messages print it: '1♠', '3NT', 'X'; a pass prints 'Pass' only where a message needs it. */
export function callText(call: Call): string {
  if (call.kind !== 'bid') return makeCall(call) === 'P' ? 'Pass' : makeCall(call);
  return call.strain === 'N' ? `${call.level}NT` : `${call.level}${SYMBOL[call.strain]}`;
}

/** The count `own` is in (5.1): E-RESP with a fit (HDr), else E-HD; the texts print it after the number ("you have 11 HD"). */
export type CountUnit = 'HD' | 'HDr';

/** The unit of ownCountIn's count: HDr when it was counted with a trump suit. */
export function countUnit(trump: number): CountUnit {
  return trump >= 0 ? 'HDr' : 'HD';
}

/**
 * The parameters of an advice's explanation, every MESSAGE_PARAMS key present (one object shape): the hand's
 * numbers (H, D, corrections, HD, QT, shape), the trump count and the partnership sum; the rest UNKNOWN until set.
 */
export function handParams(f: HandFacts, hdr: number | string, trumps: number | string, trump: string, own: number, shown: number, unit: CountUnit = 'HD'): Params {
  const h = f.h;
  const d = f.d;
  const hd = f.hd;
  return {
    h, d, corr: h + d - hd, hd, qt: f.qt, shape: f.shape, hdr, trumps, trump, own, unit, shown, total: own + shown,
    call: UNKNOWN, suit: UNKNOWN, length: UNKNOWN, named: UNKNOWN, long: UNKNOWN, step: UNKNOWN, aces: UNKNOWN, kings: UNKNOWN,
    response: UNKNOWN, contract: UNKNOWN, whose: 'none', option: 'none', stand: 'none', fit: 'none', reach: 'none', overcall: 'none', raised: 'none', third: 'none', contested: 'none', artificial: 'none', negative: 'none',
    freed: 'none',
  };
}

/**
 * The parameters that say which parts of a text apply in this auction: `third` — a third-seat opening with less than
 * the usual 14 (O-1 says 11 is enough only there); `contested` — the opponents have bid a suit (R-1C-POS-NT's "a suit
 * the opponents bid does not count"); `artificial` — the auction opened 1♣ or 1♦, where the preparatory 1♣, the
 * negative 1♦ and the cue bid name no suit (ADV-X); `freed` — opener rebids after the opponents bid over partner's
 * answer (B-76), so partner's new suit no longer forces. `hd` is the hand's count, or null when only a range is known.
 */
export function situationParams(sit: Situation, hd: number | null): Params {
  const o = sit.opening;
  return {
    third: sit.thirdSeat && (hd === null || hd < 14) ? 'yes' : 'no',
    contested: sit.oppSuits !== 0 ? 'yes' : 'no',
    artificial: o !== null && o.level === 1 && (o.strain === 'C' || o.strain === 'D') ? 'yes' : 'no',
    freed: sit.role === 'opener' && sit.rhoBid && sit.myBid !== null ? 'yes' : 'no',
  };
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

/**
 * Every parameter a rule message may use. Both the advice and describeCall fill all of them (UNKNOWN where a
 * value is not known), so one message per rule serves both: 'HD {hd}' reads 'HD 20' or 'HD 19–21'.
 */
const MESSAGE_PARAMS = [
  'h', 'd', 'corr', 'hd', 'qt', 'shape', 'hdr', 'trumps', 'trump', 'own', 'unit', 'shown', 'total',
  'call', 'suit', 'length', 'named', 'long', 'step', 'aces', 'kings', 'response', 'contract', 'whose', 'option', 'stand', 'fit', 'reach',
  'overcall', 'raised', 'third', 'contested', 'artificial', 'jump', 'target', 'need', 'tricks', 'vul', 'negative', 'freed', 'tie',
] as const;

/**
 * Parameters that choose a text ('select'): 'none' when a rule leaves them out, never UNKNOWN. `overcall` is 'yes' when
 * the advancer answers an overcall as if partner had opened it (ADV-SUIT, ADV-1NT): the 1NT overcall shows 16–18, but
 * the R1N-* rows answer it by the table for 19–21, and their texts must not say partner has 19–21.
 */
const SELECT_PARAMS: ReadonlySet<string> = new Set(['option', 'whose', 'stand', 'fit', 'reach', 'overcall', 'raised', 'third', 'contested', 'artificial', 'jump', 'vul', 'negative', 'freed', 'tie']);

/** Fills the parameters a message may use and the rule left out. */
export function completeParams(params: Params): Params {
  for (const key of MESSAGE_PARAMS) if (params[key] === undefined) params[key] = SELECT_PARAMS.has(key) ? 'none' : key === 'unit' ? 'HD' : UNKNOWN;
  return params;
}
