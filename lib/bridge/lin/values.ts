// The values of LIN's tags: a deal (md: the dealer's digit, then South's, West's, North's and East's hands as suit
// letters each followed by its ranks; a hand left empty is unknown, and the last one follows from the other three),
// vulnerability (sv), a call (mb, '!' for an alert), a card (pc), and their printers back to BBO's own forms.
// Example: parseLinDeal('3SAKHQJ…,S…,S…,') → { dealer: 'N', hands: { S, W, N, E } } (E completed).

import { err, issue, ok, type Issue, type Result } from '../../result';
import { makeCall, parseCall } from '../call';
import { validateDeal, type DealIssue } from '../deal';
import { handSize, makeHandFromMasks, type HandIssue } from '../hand';
import { RANKS, SEATS, SUITS, type Call, type Deal, type Hand, type Seat, type Vulnerability } from '../types';

/** md's dealer digit: 1 South, 2 West, 3 North, 4 East. */
export const LIN_DEALERS: readonly Seat[] = ['S', 'W', 'N', 'E'];
/** md's hands come South, West, North, East. */
export const LIN_HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

const RANK_INDEX: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, k) => [r, k]));

/** One md hand ('SAKQ2HKJ3DT8CQ432', suits in any order, ranks in any order, '10' for the ten); '' is unknown. */
export function parseLinHand(text: string): Result<Hand | null, HandIssue> {
  const t = text.trim().toUpperCase().replace(/10/g, 'T');
  if (t === '') return ok(null);
  const masks = [0, 0, 0, 0];
  let suit = -1;
  for (const ch of t) {
    const s = SUITS.indexOf(ch as (typeof SUITS)[number]);
    if (s >= 0) {
      suit = s;
      continue;
    }
    const r = RANK_INDEX[ch];
    if (suit < 0 || r === undefined) return err(issue('unknown-rank', { suit: suit < 0 ? '?' : SUITS[suit], rank: ch }));
    if (masks[suit] & (1 << r)) return err(issue('duplicate-card', { suit: SUITS[suit], rank: ch }));
    masks[suit] |= 1 << r;
  }
  const hand = makeHandFromMasks(masks[0], masks[1], masks[2], masks[3]);
  const count = handSize(hand);
  return count === 13 ? ok(hand) : err(issue('wrong-card-count', { found: count }));
}

export function makeLinHand(hand: Hand): string {
  return SUITS.map((s, k) => s + [...RANKS].reverse().filter((r) => hand.suits[k] & (1 << RANK_INDEX[r])).join('')).join('');
}

export interface LinDeal {
  /** null when md has no dealer digit. */
  readonly dealer: Seat | null;
  /** The whole deal, when every hand is known (or the last follows from three); null otherwise. */
  readonly deal: Deal | null;
  /** The hands md gives, by seat. */
  readonly known: Readonly<Partial<Record<Seat, Hand>>>;
}

export type LinDealIssue = Issue<'bad-dealer'> | HandIssue | DealIssue;

/** md's value. */
export function parseLinDeal(text: string): Result<LinDeal, LinDealIssue> {
  const digit = /^[1-4]/.exec(text)?.[0];
  if (!digit && /^\d/.test(text)) return err(issue('bad-dealer', { found: text[0] }));
  const parts = (digit ? text.slice(1) : text).split(',');
  if (parts.length > 4) return err(issue('wrong-hand-count', { found: parts.length }));
  const known: Partial<Record<Seat, Hand>> = {};
  for (const [k, part] of parts.entries()) {
    const seat = LIN_HAND_ORDER[k];
    const hand = parseLinHand(part);
    if (!hand.ok) return err(issue(hand.error.code, { ...hand.error.params, seat }));
    if (hand.value) known[seat] = hand.value;
  }
  const dealer = digit ? LIN_DEALERS[Number(digit) - 1] : null;
  const seats = SEATS.filter((s) => known[s]);
  if (seats.length < 3) return ok({ dealer, deal: null, known });
  // the fourth hand is the rest of the pack
  const hands = SEATS.map((s) => known[s] ?? makeHandFromMasks(...([0, 1, 2, 3].map((k) => 0x1fff & ~seats.reduce((m, t) => m | known[t]!.suits[k], 0)) as [number, number, number, number])));
  // the known hands hold 13 each: a whole, non-overlapping pack leaves 13 for the completed one too
  const checked = validateDeal({ hands: hands as unknown as Deal['hands'] });
  if (!checked.ok) return checked;
  return ok({ dealer, deal: checked.value, known: Object.fromEntries(SEATS.map((s, k) => [s, hands[k]])) });
}

/** md's value for a whole deal: the dealer's digit and all four hands, South first. */
export function makeLinDeal(dealer: Seat, deal: Deal): string {
  return `${LIN_DEALERS.indexOf(dealer) + 1}${LIN_HAND_ORDER.map((s) => makeLinHand(deal.hands[SEATS.indexOf(s)])).join(',')}`;
}

const VULS: Readonly<Record<string, Vulnerability>> = { o: 'None', '0': 'None', '-': 'None', n: 'NS', e: 'EW', b: 'All' };
const VUL_TEXT: Readonly<Record<Vulnerability, string>> = { None: 'o', NS: 'n', EW: 'e', All: 'b' };

export function parseLinVul(text: string): Vulnerability | null {
  return VULS[text.trim().toLowerCase()] ?? null;
}

export function makeLinVul(vul: Vulnerability): string {
  return VUL_TEXT[vul];
}

/** mb's value: the call and whether it is alerted ('1C!'); null when it is no call. */
export function parseLinCall(text: string): { readonly call: Call; readonly alert: boolean } | null {
  const t = text.trim();
  const alert = t.endsWith('!');
  const read = parseCall(alert ? t.slice(0, -1) : t);
  return read.ok ? { call: read.value, alert } : null;
}

/** A call as BBO writes it: 'p', 'd', 'r', '1N', with '!' when alerted. */
export function makeLinCall(call: Call, alert = false): string {
  const text = call.kind === 'pass' ? 'p' : call.kind === 'double' ? 'd' : call.kind === 'redouble' ? 'r' : makeCall(call);
  return alert ? `${text}!` : text;
}
