// The rubber and Chicago sheets' saved deals (the scorer keeps them in localStorage, so a reload loses nothing):
// the contract as text ('4SX', null when passed out), the rest as entered; read back up to the first deal that
// no longer scores. Example: writeSheetDeals([{ contract: null }]) → '[{"c":null}]'.

import { makeContract, parseContract } from '../contract';
import { parseSeat } from '../notation';
import type { Seat, Side } from '../types';
import { scoreChicago } from './chicago';
import { scoreRubber } from './rubber';
import type { RubberDealInput } from './sheet';

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

/** One stored deal, or null when it is not one (a declarer, tricks or honours that do not read are left out). */
function fromStored(value: unknown): RubberDealInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.c === null) return { contract: null };
  if (typeof v.c !== 'string') return null;
  const contract = parseContract(v.c);
  if (!contract.ok) return null;
  const seat = typeof v.d === 'string' ? parseSeat(v.d) : null;
  const declarer = seat?.ok ? seat.value : undefined;
  const tricks = typeof v.t === 'number' ? v.t : undefined;
  return { contract: contract.value, declarer, tricks, honours: honoursOf(v.h) };
}

/** The sheet of `deals` in `mode`: the rubber or the Chicago scorer. */
export function scoreSheet(mode: SheetMode, deals: readonly RubberDealInput[]) {
  return mode === 'rubber' ? scoreRubber(deals) : scoreChicago(deals);
}

/** The text to store for the deals entered so far. */
export function writeSheetDeals(deals: readonly RubberDealInput[]): string {
  return JSON.stringify(deals.map(toStored));
}

/** The stored deals (null: nothing stored), cut before the first one that no longer scores (a hand-edited or outdated store). */
export function readSheetDeals(mode: SheetMode, text: string | null): RubberDealInput[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const deals: RubberDealInput[] = [];
  for (const item of raw) {
    const deal = fromStored(item);
    if (deal === null || !scoreSheet(mode, [...deals, deal]).ok) break;
    deals.push(deal);
  }
  return deals;
}
