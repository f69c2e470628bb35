// Which rows apply in which situation: every table of sections 3–7, each followed by section 8's fallback.
// Example: tableRows('resp-suit') → R-PASS, R-RAISE4 … R-FALLBACK, then X-PASS, X-FORCED, X-PASS.

import { ADV_CUE_ROWS, ADV_JUMP_ROWS, ADV_X_FREE_ROWS, ADV_X_ROWS } from './advance';
import { BW_ACES_ROWS, BW_ASK_READ_ROW, BW_ASK_ROW, BW_KINGS_ROWS, BW_PLACE_ACES_ROWS, BW_PLACE_KINGS_ROWS } from './blackwood';
import { DEFENCE_HIGH_ROWS, DEFENCE_NT_ROWS, DEFENCE_ROWS } from './defence';
import { FALLBACK_ROWS } from './fallback';
import { OPENING_ROWS } from './openings';
import {
  REBID_1C_NEG_ROWS, REBID_1C_POS_ROWS, REBID_NT_2N_ROWS, REBID_NT_2S_ROWS, REBID_NT_3S_ROWS, REBID_NT_4N_ROWS,
  REBID_STRONG2_ROWS, STRONG2_LATER_ROWS, LATER_1C_NEG_ROWS, LATER_1C_POS_ROWS, OVERCALL_NT_2N_ROWS,
} from './rebids-other';
import { REBID_1NT_ROWS, REBID_2NT_ROWS, REBID_GAMERAISE_ROWS, REBID_JUMPRAISE_ROWS, REBID_NEW_ROWS, REBID_RAISE_ROWS } from './rebids';
import { OPENER_INVITED_ROWS, RESPONDER_GAME_ROWS, RESPONDER_SECOND_ROWS } from './responder-rebids';
import { ADV_SUIT_ROWS, RESPONSE_ROWS } from './responses';
import { R1C_ROWS, R1N_ROWS, R2N_ROWS, R2_ROWS, R3N_ROWS } from './responses-strong';
import type { Row, TableId } from './types';

const TABLES: Readonly<Record<TableId, readonly Row[]>> = {
  opening: OPENING_ROWS,
  'resp-suit': RESPONSE_ROWS,
  'resp-strong2': R2_ROWS,
  'resp-1n': R1N_ROWS,
  'resp-2n': R2N_ROWS,
  'resp-3n': R3N_ROWS,
  'resp-1c': R1C_ROWS,
  'rebid-raise': REBID_RAISE_ROWS,
  'rebid-jumpraise': REBID_JUMPRAISE_ROWS,
  'rebid-gameraise': REBID_GAMERAISE_ROWS,
  'rebid-new': REBID_NEW_ROWS,
  'rebid-1nt': REBID_1NT_ROWS,
  'rebid-2nt': REBID_2NT_ROWS,
  'rebid-strong2': REBID_STRONG2_ROWS,
  'strong2-later': STRONG2_LATER_ROWS,
  'rebid-nt-2s': REBID_NT_2S_ROWS,
  'rebid-nt-2n': REBID_NT_2N_ROWS,
  'rebid-nt-3s': REBID_NT_3S_ROWS,
  'rebid-nt-4n': REBID_NT_4N_ROWS,
  'rebid-1c-neg': REBID_1C_NEG_ROWS,
  'rebid-1c-pos': REBID_1C_POS_ROWS,
  'later-1c-neg': LATER_1C_NEG_ROWS,
  'later-1c-pos': LATER_1C_POS_ROWS,
  'overcall-nt-2n': OVERCALL_NT_2N_ROWS,
  'responder-second': RESPONDER_SECOND_ROWS,
  'responder-game': RESPONDER_GAME_ROWS,
  'opener-invited': OPENER_INVITED_ROWS,
  'bw-aces': BW_ACES_ROWS,
  'bw-kings': BW_KINGS_ROWS,
  'bw-place-aces': BW_PLACE_ACES_ROWS,
  'bw-place-kings': BW_PLACE_KINGS_ROWS,
  defence: DEFENCE_ROWS,
  'defence-nt': DEFENCE_NT_ROWS,
  'defence-high': DEFENCE_HIGH_ROWS,
  'adv-x': ADV_X_ROWS,
  'adv-x-free': ADV_X_FREE_ROWS,
  'adv-cue': ADV_CUE_ROWS,
  'adv-jump': ADV_JUMP_ROWS,
  'adv-suit': ADV_SUIT_ROWS, // ADV-SUIT: "as if partner had opened that bid" (4.1)
  'adv-1nt': R1N_ROWS, // ADV-1NT (4.3)
  generic: [],
  'generic-agreed': [BW_ASK_ROW],
};

const WITH_FALLBACK = new Map<TableId, readonly Row[]>(
  (Object.keys(TABLES) as TableId[]).map((id) => [id, Object.freeze([...TABLES[id], ...FALLBACK_ROWS])]),
);

/** The rows of a table, section 8's fallback rows last. */
export function tableRows(id: TableId): readonly Row[] {
  return WITH_FALLBACK.get(id)!;
}

/**
 * Rows the bidder reads other players' calls by but never makes itself (they follow section 8's last pass, which
 * always applies): B-45's 4NT after a suit opening, an ace ask whoever bids it.
 */
const READING_ROWS: readonly Row[] = [BW_ASK_READ_ROW];

const WITH_READING = new Map<TableId, readonly Row[]>(
  (Object.keys(TABLES) as TableId[]).map((id) => [id, Object.freeze([...WITH_FALLBACK.get(id)!, ...READING_ROWS])]),
);

/** The rows a call of this table is read by (history, describeCall): tableRows, then READING_ROWS. */
export function readingRows(id: TableId): readonly Row[] {
  return WITH_READING.get(id)!;
}

/** The rows of a table without the fallback (for tests and documentation). */
export function ownRows(id: TableId): readonly Row[] {
  return TABLES[id];
}
