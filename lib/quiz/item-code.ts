// Share codes for quiz items: the item's position (deal, dealer, vulnerability, calls, and what the question needs)
// with the topic, seed and target rule that name it, as bytes in base64url with a checksum. The answer is not in the
// code: itemFromCode asks lib/ again, so a link keeps working when the item generator changes and a teacher's set can
// hold a PBN board's position the same way. Example: itemCode(quizItem('O-1NT', 5)) → 'AQAAB…' (about 35 characters);
// itemFromCode of it gives the same item; a changed character gives { code: 'bad-quiz-link', params: { reason: 'checksum' } }.

import { checkCall, isComplete } from '../bridge/auction';
import { ALL_CALLS } from '../bridge/auction';
import { sameCall } from '../bridge/call';
import { bytesToDeal, dealToBytes } from '../bridge/share-code';
import { fromBase64url, isBase64urlChar, toBase64url } from '../bytes';
import { bidFromRank, rankOf, SEAT_INDEX } from '../bridge/notation';
import { SEATS, SUITS, VULNERABILITIES, type Call, type Deal } from '../bridge/types';
import type { RuleId } from '../bidder';
import { err, issue, ok, type Issue, type Result } from '../result';
import { evaluateItemOn } from './evaluate-item';
import { callItemOn } from './call-item';
import type { ChicagoQuestion, PlayedResult, QuestionKind, QuizItem, RubberQuestion } from './item-types';
import { legalItemOn } from './legal-item';
import { rolesItemOn } from './roles-item';
import { scoreItemOn } from './score-item';
import { questionKindOf, type Topic } from './topics';

export type ItemCodeIssue = Issue<'bad-quiz-link'>;

/** Why a code was refused: the `reason` parameter of the issue (errors.json words each one). */
export const ITEM_CODE_PROBLEMS = ['empty', 'long', 'characters', 'truncated', 'checksum', 'version', 'content'] as const;
export type ItemCodeProblem = (typeof ITEM_CODE_PROBLEMS)[number];

/** Longer than any code itemCode writes (a legality item of a 319-call auction would be ~440; ours stay under 100). */
export const MAX_ITEM_CODE_LENGTH = 480;

const VERSION = 1;
/**
 * The question kinds by the flags' two bits. A roles item ("who plays it") shares the legality item's slot: both carry
 * only their auction, and its topic, 'roles', tells them apart (CODED_TOPICS keeps codes shared before it readable).
 */
const KINDS: readonly QuestionKind[] = ['call', 'evaluate', 'legal', 'score'];
const KIND_SLOT: Readonly<Record<QuestionKind, number>> = { call: 0, evaluate: 1, legal: 2, score: 3, roles: 2 };
/**
 * The rule ids in the order codes number them: RULE_IDS as it stood when codes were first shared (2026-12), with every
 * later id appended. Never reorder it or insert into it: a shared code names its topic and rule by these positions.
 * item-code.test.ts checks that every rule id is here.
 */
export const CODED_RULES: readonly RuleId[] = [
  'O-3NT', 'O-2NT', 'O-1NT', 'O-2-7', 'O-2-6', 'O-2-55', 'O-1C', 'O-1', 'O-PRE', 'O-PASS', 'R-PASS', 'R-RAISE4',
  'R-RAISE3', 'R-RAISE2', 'R-JUMP', 'R-2NT', 'R-NEW1', 'R-NEW2', 'R-1NT', 'R-FALLBACK', 'R2-3NT', 'R2-RAISE',
  'R2-NEW', 'R2-NEG', 'R1N-3S', 'R1N-7N', 'R1N-6N', 'R1N-4N', 'R1N-3N', 'R1N-2N', 'R1N-2S', 'R1N-PASS', 'R2N-7N',
  'R2N-6N', 'R2N-4N', 'R2N-3S', 'R2N-3N', 'R2N-PASS', 'R3N-7N', 'R3N-6N', 'R3N-4N', 'R3N-4S', 'R3N-PASS', 'R-1C-POS',
  'R-1C-POS-NT', 'R-1C-NEG', 'RB-RAISE-MIN', 'RB-RAISE-MED', 'RB-RAISE-MAX', 'RB-JUMPRAISE', 'RB-GAMERAISE',
  'RB-NEW-MIN', 'RB-NEW-MED', 'RB-NEW-MAX', 'RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX', 'RB-2NT', 'RB2-LONG', 'RBN-2S',
  'RBN-2N', 'RBN-3S', 'RBN-4N', 'RB1C-NEG', 'RB1C-POS', 'RR-ACCEPT', 'RR-DECLINE', 'RR-SLAM', 'RR-GAME', 'RR-INVITE',
  'RR-PREF', 'RR-PASS', 'BW-ASK', 'BW-ACES', 'BW-KINGS', 'BW-PLACE', 'D-CUE', 'D-1NT', 'D-JUMP', 'D-SUIT', 'D-X',
  'D-PASS', 'ADV-X', 'ADV-CUE', 'ADV-JUMP', 'ADV-SUIT', 'ADV-1NT', 'X-PASS', 'X-FORCED',
  // appended since
  'RR-OWN', // B-79 (2026-12-06)
];
/** The topics in the order codes number them: the drill kinds there were in 2026-12, the rules, then every later kind
 * appended (never reorder or insert: as CODED_RULES). item-code.test.ts checks that every topic is here. */
export const CODED_TOPICS: readonly Topic[] = [
  'evaluate', 'open', 'respond', 'rebid', 'slam', 'compete', 'legal', 'score', ...CODED_RULES,
  // appended since
  'roles', // lesson 3's "who plays it" (2026-12-07)
];
const NO_RULE = 0xffff;
/** A score item's sheet byte above this marks a rubber (the number of earlier deals added), at most 2–4 a Chicago turn. */
const RUBBER_MARK = 0x10;
const MAX_RUBBER_DEALS = 8;

function checksum(bytes: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return (h ^ (h >>> 16)) & 0xffff;
}

/** A whole number ≥ 0 as LEB128, 7 bits a byte: small seeds take one to five bytes, the largest safe one eight. */
function pushVarint(out: number[], n: number): void {
  let z = n;
  while (z >= 0x80) {
    out.push((z % 0x80) | 0x80);
    z = Math.floor(z / 0x80);
  }
  out.push(z);
}

function callIndex(call: Call): number {
  return ALL_CALLS.findIndex((c) => sameCall(c, call));
}

/** The item's code: written for items quizItem (or a code) made; the same item always gives the same code. */
export function itemCode(item: QuizItem): string {
  const e = item.expected;
  const flags =
    KIND_SLOT[item.kind] | (item.nearMiss ? 4 : 0) | (SEAT_INDEX[item.dealer] << 3) | (VULNERABILITIES.indexOf(item.vul) << 5) | (item.seed < 0 ? 0x80 : 0);
  const topic = CODED_TOPICS.indexOf(item.topic);
  const rule = item.rule === null ? NO_RULE : CODED_RULES.indexOf(item.rule);
  const bytes = [VERSION, flags, topic >> 8, topic & 255, rule >> 8, rule & 255];
  pushVarint(bytes, Math.abs(item.seed));
  bytes.push(...dealToBytes(item.deal));
  pushVarint(bytes, item.calls.length);
  for (const call of item.calls) bytes.push(callIndex(call));
  // what the position alone does not give: the evaluated seat and partner's suit, the tricks taken
  if (e.kind === 'evaluate') bytes.push(SEAT_INDEX[item.seat] | ((e.trump === null ? 0 : SUITS.indexOf(e.trump) + 1) << 2));
  if (e.kind === 'score') {
    bytes.push(e.tricks);
    // a Chicago state: the turn, then each earlier deal's contract (bid 0–34) and declarer with tricks
    // or a rubber so far: RUBBER_MARK + the number of earlier deals, then each deal as in a Chicago
    const sheet = e.chicago ? { mark: e.chicago.turn, before: e.chicago.before } : e.rubber ? { mark: RUBBER_MARK + e.rubber.before.length, before: e.rubber.before } : null;
    if (sheet) {
      bytes.push(sheet.mark);
      for (const d of sheet.before) {
        bytes.push(rankOf(d.contract.level, d.contract.strain), SEAT_INDEX[d.declarer] | (d.tricks << 2));
      }
    }
  }
  const sum = checksum(bytes);
  return toBase64url([...bytes, sum >> 8, sum & 255]);
}

function refuse(reason: ItemCodeProblem, text: string): Result<never, ItemCodeIssue> {
  return err(issue('bad-quiz-link', { reason, link: text.length > 40 ? `${text.slice(0, 40)}…` : text }));
}

/** Reads bytes front to back; every read past the end is noticed by `short`. */
class Reader {
  at = 0;
  short = false;
  constructor(private readonly bytes: readonly number[]) {}
  byte(): number {
    if (this.at >= this.bytes.length) {
      this.short = true;
      return 0;
    }
    return this.bytes[this.at++];
  }
  varint(): number | null {
    let z = 0;
    let scale = 1;
    for (let k = 0; k < 8; k++) {
      const b = this.byte();
      z += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) return Number.isSafeInteger(z) ? z : null;
      scale *= 0x80;
    }
    return null;
  }
  get done(): boolean {
    return this.at === this.bytes.length;
  }
}

/** The item of a code, its answer asked of lib/ again; anything else is refused with the reason, never thrown. */
export function itemFromCode(input: string): Result<QuizItem, ItemCodeIssue> {
  const text = input.trim();
  if (text === '') return refuse('empty', text);
  if (text.length > MAX_ITEM_CODE_LENGTH) return refuse('long', text);
  if (![...text].every(isBase64urlChar)) return refuse('characters', text);
  const decoded = fromBase64url(text);
  // the last character's unused bits must be zero, so each item has exactly one code (a changed one fails as a checksum)
  if (!decoded.ok) return refuse(decoded.error.reason === 'padding' ? 'checksum' : 'truncated', text);
  const all = decoded.value;
  if (all.length < 3) return refuse('truncated', text);
  const body = all.slice(0, -2);
  if (checksum(body) !== ((all[all.length - 2] << 8) | all[all.length - 1])) return refuse('checksum', text);
  if (body[0] !== VERSION) return refuse('version', text);
  const item = readBody(new Reader(body.slice(1)));
  return item ? ok(item) : refuse('content', text);
}

/** The position and labels after the version byte; null when any part is out of range or inconsistent. */
function readBody(r: Reader): QuizItem | null {
  const flags = r.byte();
  const topicIndex = (r.byte() << 8) | r.byte();
  const ruleIndex = (r.byte() << 8) | r.byte();
  const size = r.varint();
  // the flags' top bit is the seed's sign; a "negative zero" is not a code itemCode writes
  const seed = size === null || (size === 0 && flags & 0x80) ? null : flags & 0x80 ? -size : size;
  const dealBytes = Array.from({ length: 13 }, () => r.byte());
  const count = r.varint();
  if (r.short || seed === null || count === null || count < 0 || count > 400) return null;
  const calls: Call[] = [];
  for (let k = 0; k < count; k++) {
    const c = r.byte();
    if (c >= ALL_CALLS.length) return null;
    calls.push(ALL_CALLS[c]);
  }
  const topic = CODED_TOPICS[topicIndex];
  const kind = topic === 'roles' && (flags & 3) === KIND_SLOT.roles ? 'roles' : KINDS[flags & 3];
  const rule: RuleId | null = ruleIndex === NO_RULE ? null : (CODED_RULES[ruleIndex] ?? null);
  const deal = bytesToDeal(dealBytes);
  if (r.short || topic === undefined || (ruleIndex !== NO_RULE && rule === null) || !deal.ok) return null;
  const dealer = SEATS[(flags >> 3) & 3];
  const vul = VULNERABILITIES[(flags >> 5) & 3];
  const label = { topic, seed, rule, nearMiss: (flags & 4) !== 0 };
  // evaluate, legal, roles and score items are their own topic, with no rule and no near miss; bidding items are not
  const own = kind !== 'call';
  if (own ? topic !== kind || rule !== null || label.nearMiss : isOwnTopic(topic)) return null;
  const item = itemOfKind(kind, r, label, deal.value, dealer, vul, calls);
  return item && r.done && !r.short ? item : null;
}

function itemOfKind(
  kind: QuestionKind, r: Reader, label: Parameters<typeof callItemOn>[0], deal: Deal,
  dealer: QuizItem['dealer'], vul: QuizItem['vul'], calls: readonly Call[],
): QuizItem | null {
  switch (kind) {
    case 'call':
      // a question needs a legal auction that is still going
      return legalSoFar(dealer, calls) && !isComplete({ dealer, calls }) ? callItemOn(label, deal, dealer, vul, calls) : null;
    case 'evaluate': {
      const b = r.byte();
      if (b >> 5 !== 0 || ((b >> 2) & 7) > 4 || calls.length !== 0) return null;
      const trump = (b >> 2) & 7;
      if (SEATS[b & 3] !== dealer) return null;
      return { ...evaluateItemOn(label.seed, deal, SEATS[b & 3], vul, trump === 0 ? null : SUITS[trump - 1]), topic: label.topic };
    }
    case 'legal':
      return { ...legalItemOn(label.seed, deal, dealer, vul, calls), topic: label.topic };
    case 'roles':
      // a finished, legal auction with a contract, or no item
      return rolesItemOn(label.seed, deal, dealer, vul, calls);
    case 'score': {
      const tricks = r.byte();
      if (tricks > 13 || !legalSoFar(dealer, calls)) return null;
      const sheet = r.done ? null : readSheet(r);
      if (sheet === undefined) return null;
      const chicago = sheet && 'turn' in sheet ? (sheet as ChicagoQuestion) : null;
      const rubber = sheet && !('turn' in sheet) ? sheet : null;
      const item = scoreItemOn(label.seed, deal, dealer, vul, calls, tricks, chicago, rubber);
      return item && { ...item, topic: label.topic };
    }
  }
}

/**
 * A Chicago or rubber state after a score item's tricks: a Chicago's turn (2–4), or RUBBER_MARK + the number of
 * earlier rubber deals (1–MAX_RUBBER_DEALS); undefined when out of range (scoreItemOn checks the rest).
 */
function readSheet(r: Reader): ChicagoQuestion | RubberQuestion | undefined {
  const mark = r.byte();
  const rubber = mark > RUBBER_MARK && mark <= RUBBER_MARK + MAX_RUBBER_DEALS;
  if (!rubber && (mark < 2 || mark > 4)) return undefined;
  const count = rubber ? mark - RUBBER_MARK : mark - 1;
  const before: PlayedResult[] = [];
  for (let k = 0; k < count; k++) {
    const bid = r.byte();
    const played = r.byte();
    const tricks = played >> 2;
    if (bid >= 35 || tricks > 13) return undefined;
    const { level, strain } = bidFromRank(bid);
    const contract = { level, strain, risk: '' as const };
    before.push({ contract, declarer: SEATS[played & 3], tricks });
  }
  if (r.short) return undefined;
  return rubber ? { before } : { turn: mark as ChicagoQuestion['turn'], before };
}

function isOwnTopic(topic: Topic): boolean {
  return questionKindOf(topic) !== 'call';
}

function legalSoFar(dealer: QuizItem['dealer'], calls: readonly Call[]): boolean {
  return calls.every((call, k) => checkCall({ dealer, calls: calls.slice(0, k) }, call) === null);
}
