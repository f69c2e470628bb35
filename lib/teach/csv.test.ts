import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCall, makeCalls } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { answersCsv, csvCell, CSV_HEADER } from './csv';
import { itemsOf } from './set-items';
import type { SetSpec, SetStudent, StoredAnswer } from './set-types';

/** A tiny RFC 4180 reader: rows of cells, quoted cells with "" for a quote, CRLF between rows. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** What a reader sees of a cell: the text, with the apostrophe before a formula start. */
function shown(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const spec: SetSpec = {
  title: 'T', instructions: '', locale: 'lv', mode: 'practice', hands: 'same', seed: 1, accepted: {},
  items: [{ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, { source: 'topic', topic: 'score', seed: 2, nearMiss: false }],
};
const items = itemsOf(spec, null);
const call = items[0].expected.kind === 'call' ? makeCall(items[0].expected.call) : '';
const score = items[1].expected.kind === 'score' ? items[1].expected.score : 0;

describe('csvCell', () => {
  it('quotes and defuses formulas', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-420')).toBe("'-420");
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });
});

describe('answersCsv', () => {
  it('one row per stored answer after the header, graded now, times in UTC', () => {
    const students: SetStudent[] = [{ id: 's1', name: 'Jānis', seed: 1, joinedAt: 0 }];
    const answers: StoredAnswer[] = [
      { id: 'b', student: 's1', item: 1, answer: { score }, ms: 12_345, at: Date.UTC(2026, 11, 1, 20, 15) },
      { id: 'a', student: 's1', item: 0, answer: { call: '7N' }, ms: 400_000, at: Date.UTC(2026, 11, 1, 20, 10) },
      { id: 'a', student: 's1', item: 0, answer: { call: '7N' }, ms: 400_000, at: Date.UTC(2026, 11, 1, 20, 11) },
    ];
    const rows = readCsv(answersCsv({ spec, students, answers, itemsFor: (s) => itemsOf(spec, s), code: 'K7QX' }));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'K7QX', 'Jānis', '1', 'R-NEW2', makeHand(handOf(items[0].deal, items[0].seat)), items[0].dealer, items[0].vul,
      makeCalls(items[0].calls), call, '7N', call === '7N' ? 'yes' : 'no', '1', '300', '2026-12-01T20:10:00.000Z',
    ]);
    expect(rows[2].slice(8, 14)).toEqual([shown(String(score)), shown(String(score)), 'yes', '1', '12.3', '2026-12-01T20:15:00.000Z']);
  });

  it('reads back to the same cells whatever the names hold', () => {
    fc.assert(fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { minLength: 1, maxLength: 4 }), (names) => {
      const students = names.map((name, k) => ({ id: `s${k}`, name, seed: k, joinedAt: k }));
      const answers = students.map((s, k) => ({ id: `a${k}`, student: s.id, item: 1, answer: { score: -k * 50 }, ms: 1000, at: 1000 + k }));
      const rows = readCsv(answersCsv({ spec, students, answers, itemsFor: (s) => itemsOf(spec, s), code: '=X' }));
      expect(rows).toHaveLength(names.length + 1);
      rows.slice(1).forEach((row, k) => {
        expect(row).toHaveLength(CSV_HEADER.length);
        expect(row[0]).toBe("'=X");
        expect(row[1]).toBe(shown(names[k]));
        expect(row[9]).toBe(shown(String(-k * 50)));
      });
    }), { numRuns: 50 });
  });
});
