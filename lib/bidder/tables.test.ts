import { describe, expect, it } from 'vitest';
import { FALLBACK_ROWS } from './fallback';
import { RULE_IDS } from './rule-ids';
import { ownRows, tableRows } from './tables';
import { TABLE_IDS, type TableId } from './types';

describe('rule tables', () => {
  it('hold a row for every rule id of sections 3–8 (ADV-SUIT and ADV-1NT wrap the 4.1 and 4.3 rows)', () => {
    const ids = new Set(TABLE_IDS.flatMap((t) => tableRows(t).map((r) => r.id)));
    expect(RULE_IDS.filter((id) => !ids.has(id) && id !== 'ADV-SUIT' && id !== 'ADV-1NT')).toEqual([]);
  });

  it('end with section 8: every table falls back to X-PASS / X-FORCED, so a legal call is always found', () => {
    for (const t of TABLE_IDS) expect(tableRows(t).slice(-FALLBACK_ROWS.length)).toEqual(FALLBACK_ROWS);
    expect(FALLBACK_ROWS[FALLBACK_ROWS.length - 1]).toMatchObject({ id: 'X-PASS', when: [], passWhenForced: true });
  });

  it('keep the spec\'s order: 4.1 from R-PASS to R-FALLBACK, section 3 from O-3NT to O-PASS', () => {
    const order = (t: TableId) => [...new Set(ownRows(t).map((r) => r.id))];
    expect(order('resp-suit')).toEqual(['R-PASS', 'R-RAISE4', 'R-RAISE3', 'R-RAISE2', 'R-JUMP', 'R-2NT', 'R-NEW1', 'R-NEW2', 'R-1NT', 'R-FALLBACK']);
    expect(order('opening')).toEqual(['O-3NT', 'O-2NT', 'O-1NT', 'O-2-7', 'O-2-6', 'O-2-55', 'O-1C', 'O-1', 'O-PRE', 'O-PASS']);
    expect(order('defence')).toEqual(['D-CUE', 'D-1NT', 'D-JUMP', 'D-SUIT', 'D-X', 'D-PASS']);
    expect(order('responder-second')).toEqual(['RR-ACCEPT', 'RR-DECLINE', 'RR-SLAM', 'RR-GAME', 'RR-OWN', 'RR-INVITE', 'RR-PREF', 'RR-PASS']);
  });
});
