// The bidding table's state as it lives in the address: ?seed= (a random deal) or ?deal= (a PBN deal), dealer,
// vulnerability or board, and how many calls are shown. Example: ?seed=42&dealer=E&vul=NS&step=3.

import { boardInfo } from '@/lib/bridge/scoring/board';
import { parseSeat, parseVulnerability, type SeatIssue, type VulnerabilityIssue } from '@/lib/bridge/notation';
import type { Seat, Vulnerability } from '@/lib/bridge/types';
import { firstValue, readSeed } from '@/lib/quiz/seed';
import { ok, type Result } from '@/lib/result';

export type DealSource = { readonly kind: 'seed'; readonly seed: number } | { readonly kind: 'pbn'; readonly text: string };

export interface TableSetup {
  /** null: no deal yet (an address whose deal does not parse shows its error and the text). */
  readonly source: DealSource | null;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The board number dealer and vulnerability were read from, or null when they were chosen directly. */
  readonly board: number | null;
  /** Calls shown so far (clamped to the auction's length by the table). */
  readonly step: number;
}

export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** Long enough for any deal however it is typed; longer text is cut, never a crash. */
export const MAX_DEAL_TEXT = 200;
const MAX_BOARD = 999_999;

function first(value: string | string[] | undefined): string {
  return firstValue(value) ?? '';
}

function whole(text: string, max: number): number | null {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= max ? n : null;
}

/** ?dealer=: the vocabulary's parseSeat (N…W or North…West, any case); ok(null) when the address has none. */
export function readDealer(value: string | string[] | undefined): Result<Seat | null, SeatIssue> {
  const text = first(value);
  return text.trim() === '' ? ok(null) : parseSeat(text);
}

/** ?vul=: the vocabulary's parseVulnerability (None/Love/-, NS, EW, All/Both); ok(null) when the address has none. */
export function readVul(value: string | string[] | undefined): Result<Vulnerability | null, VulnerabilityIssue> {
  const text = first(value);
  return text.trim() === '' ? ok(null) : parseVulnerability(text);
}

function valueOr<T>(read: Result<T | null, unknown>): T | null {
  return read.ok ? read.value : null;
}

/** A board number 1 … 999999, or null. */
export function parseBoard(text: string): number | null {
  const n = whole(text, MAX_BOARD);
  return n !== null && n >= 1 ? n : null;
}

/**
 * Reads the address; anything unreadable falls back (no deal, dealer N, nobody vulnerable, step 0) rather than
 * failing. A deal's text is kept as written: the table parses it and shows its error.
 */
export function setupFromQuery(query: Query): TableSetup {
  const dealText = first(query.deal).slice(0, MAX_DEAL_TEXT);
  const read = readSeed(query.seed); // a bad seed: no deal here; the page shows the bad-seed issue
  const seed = read.ok ? read.value : null;
  const source: DealSource | null = dealText.trim() !== '' ? { kind: 'pbn', text: dealText } : seed !== null ? { kind: 'seed', seed } : null;
  const board = parseBoard(first(query.board));
  const fromBoard = board === null ? null : boardInfo(board);
  const dealer = valueOr(readDealer(query.dealer));
  const vul = valueOr(readVul(query.vul));
  return {
    source,
    dealer: dealer ?? fromBoard?.dealer ?? 'N',
    vul: vul ?? fromBoard?.vul ?? 'None',
    // a board whose dealer or vulnerability was overridden is no longer that board
    board: board !== null && (dealer ?? fromBoard!.dealer) === fromBoard!.dealer && (vul ?? fromBoard!.vul) === fromBoard!.vul ? board : null,
    step: whole(first(query.step), 10_000) ?? 0,
  };
}

/** The query that describes `setup`: a board replaces dealer and vulnerability; step 0 is left out. */
export function queryOf(setup: TableSetup): Record<string, string | null> {
  const { source, board } = setup;
  return {
    seed: source?.kind === 'seed' ? String(source.seed) : null,
    deal: source?.kind === 'pbn' ? source.text : null,
    board: board === null ? null : String(board),
    dealer: board === null ? setup.dealer : null,
    vul: board === null ? setup.vul : null,
    step: setup.step > 0 ? String(setup.step) : null,
  };
}
