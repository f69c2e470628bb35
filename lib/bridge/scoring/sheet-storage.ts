// The rubber and Chicago sheets' saved deals (the scorer keeps them in localStorage, so a reload loses nothing):
// the contract as text ('4SX', null when passed out), the rest as entered; every deal that still scores is read
// back, the others reported as issues. Example: writeSheetDeals([{ contract: null }]) → '[{"c":null}]'.

import { issue, type Issue } from '../../result';
import { makeContract, parseContract } from '../contract';
import { parseSeat } from '../notation';
import type { Seat, Side } from '../types';
import { scoreChicago } from './chicago';
import { scoreRubber } from './rubber';
import { checkDeal, type RubberDealInput } from './sheet';

export type SheetMode = 'rubber' | 'chicago';

/** The localStorage key of each sheet; a new stored format gets a new version. */
export const SHEET_STORAGE_KEYS: Readonly<Record<SheetMode, string>> = {
  rubber: 'bridge-tutor:rubber:v1',
  chicago: 'bridge-tutor:chicago:v1',
};

/** What is stored for one deal. */
interface StoredDeal {
  readonly c: string | null;
  readonly d?: Seat;
  readonly t?: number;
  readonly h?: { readonly side: Side; readonly points: 100 | 150 };
}

function toStored(deal: RubberDealInput): StoredDeal {
  return { c: deal.contract ? makeContract(deal.contract) : null, d: deal.declarer, t: deal.tricks, h: deal.honours };
}

function honoursOf(value: unknown): RubberDealInput['honours'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { side, points } = value as Record<string, unknown>;
  return (side === 'NS' || side === 'EW') && (points === 100 || points === 150) ? { side, points } : undefined;
}

/** The sheet of `deals` in `mode`: the rubber or the Chicago scorer. */
export function scoreSheet(mode: SheetMode, deals: readonly RubberDealInput[]) {
  return mode === 'rubber' ? scoreRubber(deals) : scoreChicago(deals);
}

/** The text to store for the deals entered so far. */
export function writeSheetDeals(deals: readonly RubberDealInput[]): string {
  return JSON.stringify(deals.map(toStored));
}

export type SheetIssueCode =
  /** the text is over MAX_SHEET_CHARS and was not read */
  | 'too-long'
  | 'not-json'
  /** JSON, but not a list of deals */
  | 'not-a-list'
  /** a deal that does not read or does not score on its own (no tricks, 9N, honours in a Chicago) */
  | 'bad-deal'
  /** a field of a deal that does not read (honours of 120) or that this release does not know; the deal is kept */
  | 'bad-field'
  /** `count` deals from `deal` on come after the rubber or the Chicago was over */
  | 'after-end'
  /** `count` deals from `deal` on are beyond MAX_SHEET_DEALS */
  | 'too-many';

/** What was set aside: `deal` is the 1-based position in the stored list (0 for the whole text); `count` deals from it. */
export type SheetStorageIssue = Issue<SheetIssueCode>;

export interface ParsedSheet {
  readonly deals: readonly RubberDealInput[];
  /** Empty when the text read cleanly (or nothing was stored). */
  readonly issues: readonly SheetStorageIssue[];
}

/**
 * At most this many deals on one sheet. A rubber ends with two games and a Chicago after four played deals; only
 * passed-out deals and contracts that keep failing make a sheet longer, and a real one stays far below 100. The bound
 * keeps the stored text (about 30 KB at most) and the scoring done on every change small.
 */
export const MAX_SHEET_DEALS = 500;

/**
 * Stored text longer than this (256 KB) is not read: JSON.parse of megabytes would hold the page. MAX_SHEET_DEALS of the
 * longest deal ('7NXX', honours) print to 30 KB; the margin lets a sheet saved before the cap (thousands of short deals)
 * still give its first MAX_SHEET_DEALS back.
 */
export const MAX_SHEET_CHARS = 256 * 1024;

const DEAL_FIELDS = ['c', 'd', 't', 'h'];

/** One stored deal, or null when it is not one; a field that does not read, or is unknown, is reported and left out. */
function fromStored(value: unknown, at: number, issues: SheetStorageIssue[]): RubberDealInput | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (Object.keys(v).some((key) => !DEAL_FIELDS.includes(key))) issues.push(issue('bad-field', { deal: at, count: 1 }));
  if (v.c === null) {
    // a passed-out deal has no declarer, tricks or honours: any such field is reported, the deal is kept
    if (v.d !== undefined || v.t !== undefined || v.h !== undefined) issues.push(issue('bad-field', { deal: at, count: 1 }));
    return { contract: null };
  }
  if (typeof v.c !== 'string') return null;
  const contract = parseContract(v.c);
  if (!contract.ok) return null;
  const seat = typeof v.d === 'string' ? parseSeat(v.d) : null;
  const honours = honoursOf(v.h);
  if (v.h !== undefined && honours === undefined) issues.push(issue('bad-field', { deal: at, count: 1 }));
  return { contract: contract.value, declarer: seat?.ok ? seat.value : undefined, tricks: typeof v.t === 'number' ? v.t : undefined, honours };
}

/** True when `deal` scores on its own in `mode` (the sheet's order is checked once for the whole list). */
function scoresAlone(mode: SheetMode, deal: RubberDealInput): boolean {
  return (mode === 'rubber' || deal.honours === undefined) && checkDeal(deal, 1).ok;
}

const whole = (code: SheetIssueCode): ParsedSheet => ({ deals: [], issues: [issue(code, { deal: 0, count: 0 })] });

/**
 * The stored deals (null: nothing stored). Every deal that reads and scores is kept, in order; the others are
 * reported. Linear: each deal is checked alone, then the list is scored once (only the end of the rubber or the
 * Chicago depends on the deals before).
 */
export function parseSheetDeals(mode: SheetMode, text: string | null): ParsedSheet {
  if (text === null) return { deals: [], issues: [] };
  if (text.length > MAX_SHEET_CHARS) return whole('too-long');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return whole('not-json');
  }
  if (!Array.isArray(raw)) return whole('not-a-list');
  const issues: SheetStorageIssue[] = [];
  const kept: { deal: RubberDealInput; at: number }[] = [];
  for (const [i, item] of raw.entries()) {
    const deal = fromStored(item, i + 1, issues);
    if (deal !== null && scoresAlone(mode, deal)) kept.push({ deal, at: i + 1 });
    else issues.push(issue('bad-deal', { deal: i + 1, count: 1 }));
  }
  let deals = kept.map((k) => k.deal);
  const scored = scoreSheet(mode, deals);
  if (!scored.ok) {
    // every deal scores alone, so the list fails only where the rubber or the Chicago was already over
    const end = Number(scored.error.params.deal) - 1;
    issues.push(issue('after-end', { deal: kept[end].at, count: deals.length - end }));
    deals = deals.slice(0, end);
  }
  if (deals.length > MAX_SHEET_DEALS) {
    issues.push(issue('too-many', { deal: kept[MAX_SHEET_DEALS].at, count: deals.length - MAX_SHEET_DEALS }));
    deals = deals.slice(0, MAX_SHEET_DEALS);
  }
  return { deals, issues: issues.sort((a, b) => Number(a.params.deal) - Number(b.params.deal)) };
}

/** The deals a notice says were set aside (null: the text read cleanly). Example: one bad deal → { whole: false, deals: 1 }. */
export function sheetSetAsideOf(issues: readonly SheetStorageIssue[]): { readonly whole: boolean; readonly deals: number } | null {
  if (issues.length === 0) return null;
  const whole = issues.some((i) => i.params.deal === 0);
  return { whole, deals: issues.filter((i) => i.code !== 'bad-field').reduce((sum, i) => sum + Number(i.params.count), 0) };
}
