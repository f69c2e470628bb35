// A class's partnership practice: several pairs bid the same deals, each pair its own practice; the teacher reads, from
// the reviews as stored, each pair's marks and contracts deal by deal, and per rule where the pairs leave the system
// most (the rule of the system's call where a pair's call was another), and downloads them as CSV and PBN.
// Example: groupRules(pairs)[0] → { rule: 'RB-RAISE-MIN', calls: 6, wrong: 4 }.

import type { RuleId } from '../bidder';
import { parseCall, parseCalls } from '../bridge/call';
import { parseContract } from '../bridge/contract';
import { makePbnFile, type PbnBoard } from '../bridge/pbn/file';
import type { Seat } from '../bridge/types';
import { writtenCall } from '../i18n/call-words';
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { CSV_BOM, csvFormat, csvRow } from '../teach/csv';
import { dealOf } from './pair-auction';
import type { PairDealRecord } from './pair-types';

/** One pair of the class with its deals as stored. */
export interface GroupPair {
  readonly label: string;
  readonly deals: readonly PairDealRecord[];
}

export interface RuleSpread {
  readonly rule: RuleId;
  /** The pairs' calls where the system's call was by this rule. */
  readonly calls: number;
  /** Of them, those where the pair called something else. */
  readonly wrong: number;
}

/** Per rule of the system's call, how often the pairs' calls there were another: most left first, then by rule. */
export function groupRules(pairs: readonly GroupPair[]): RuleSpread[] {
  const counts = new Map<RuleId, { calls: number; wrong: number }>();
  for (const pair of pairs) {
    for (const deal of pair.deals) {
      for (const turn of deal.review?.turns ?? []) {
        const count = counts.get(turn.expected.rule) ?? { calls: 0, wrong: 0 };
        count.calls += 1;
        if (!turn.right) count.wrong += 1;
        counts.set(turn.expected.rule, count);
      }
    }
  }
  return [...counts].map(([rule, c]) => ({ rule, ...c })).sort((a, b) => b.wrong - a.wrong || b.calls - a.calls || a.rule.localeCompare(b.rule));
}

/** A pair's mean mark over its ended deals, to the nearest tenth; null before any has ended. */
export function meanMark(pair: GroupPair): number | null {
  const marks = pair.deals.flatMap((d) => (d.review ? [d.review.mark] : []));
  return marks.length === 0 ? null : Math.round((10 * marks.reduce((a, b) => a + b, 0)) / marks.length) / 10;
}

/** A review's contract ('4SX N', 'passed out') in the practice's language: '4♠X, Sever' / 'svi su rekli „dalje“'. */
function contractWords(t: ReturnType<typeof translator>, text: string): string {
  const [contract, declarer] = text.split(' ');
  const read = declarer ? parseContract(contract) : null;
  if (!read?.ok) return t('pairs.review.passedOut');
  const { level, strain, risk } = read.value;
  return `${writtenCall({ kind: 'bid', level, strain }, t)}${risk}, ${t(`common.seats.${declarer}`)}`;
}

/** A stored call ('1H', 'P') as the practice's language writes it (1♥, Dalje). */
function callWords(t: ReturnType<typeof translator>, text: string): string {
  const call = parseCall(text);
  return call.ok ? writtenCall(call.value, t) : text;
}

/** The results as CSV in the practice's language: a row per pair and deal (its contract, the system's, the mark). */
export function groupCsv(locale: Locale, pairs: readonly GroupPair[]): string {
  const t = translator(locale);
  const format = csvFormat(locale);
  const head = csvRow([t('pairs.csv.pair'), t('pairs.csv.deal'), t('pairs.csv.contract'), t('pairs.csv.system'), t('pairs.csv.mark'), t('pairs.csv.calls'), t('pairs.csv.right')], format);
  const rows = pairs.flatMap((pair) => pair.deals.map((deal) => {
    const review = deal.review;
    const contract = (text: string | undefined) => (text === undefined ? '' : contractWords(t, text));
    return csvRow([
      pair.label, deal.position + 1, contract(review?.contract), contract(review?.system.contract), review ? review.mark : '',
      review ? review.turns.length : '', review ? review.turns.filter((x) => x.right).length : '',
    ], format);
  }));
  return CSV_BOM + [head, ...rows].join('');
}

/**
 * The pairs' deals as PBN: a game per pair and deal with its deal, the pair's auction as [Auction] (and its contract),
 * the system's auction and contract in a note; a deal still being bid has no auction yet.
 */
export function groupPbn(locale: Locale, title: string, pairs: readonly GroupPair[]): string {
  const t = translator(locale);
  const boards: PbnBoard[] = pairs.flatMap((pair) => pair.deals.map((deal): PbnBoard => {
    const review = deal.review;
    const calls = parseCalls(deal.calls.map((c) => c.call).join(' '));
    const [contractText, declarer] = review?.contract.split(' ') ?? [];
    const contract = declarer ? parseContract(contractText) : null;
    const players: Partial<Record<Seat, string>> = {};
    return {
      event: title || t('pairs.title'), board: deal.position + 1, players, dealer: deal.dealer, vul: deal.vul, deal: dealOf(deal),
      ...(review && calls.ok ? { auction: { dealer: deal.dealer, calls: calls.value, notes: [] } } : {}),
      ...(review && contract?.ok ? { contract: contract.value, declarer: declarer as Seat } : review ? { contract: null } : {}),
      otherTags: [],
      comments: [
        pair.label,
        ...(review ? [t('pairs.pbn.system', { calls: review.system.calls.map((c) => callWords(t, c.call)).join(' '), contract: contractWords(t, review.system.contract) }), t('pairs.pbn.mark', { mark: review.mark })] : []),
      ],
    };
  }));
  return makePbnFile(boards);
}
