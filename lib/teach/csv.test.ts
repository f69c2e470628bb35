import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCall, makeCalls } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { writtenCalls } from '../i18n/call-words';
import { translator } from '../i18n/translate';
import { answersCsv, csvCell, csvHeader, localTime } from './csv';
import { gradeAnswer, storedGrade } from './grade';
import { gradedBy, itemPosition, makeItem } from './made-item';
import type { ItemLabel } from './results';
import type { SetAnswer, SetItemSource, SetStudent, StoredAnswer } from './set-types';

/** A tiny RFC 4180 reader: rows of cells, quoted cells with "" for a quote, CRLF between rows. */
function readCsv(file: string, separator = ','): string[][] {
  // the file starts with a byte-order mark, once
  expect(file.startsWith('\uFEFF') && !file.startsWith('\uFEFF\uFEFF')).toBe(true);
  const text = file.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** What a reader sees of a cell: the text, with the apostrophe before a formula start. */
/** A text cell as written: a number as it is, a formula start defused. */
function shown(text: string): string {
  return !/^-?\d+(\.\d+)?$/.test(text) && /^[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]/.test(text) ? `'${text}` : text;
}

const sources: SetItemSource[] = [{ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, { source: 'topic', topic: 'score', seed: 2, nearMiss: false }];
// same hands: every student has the set's own items, made once
const made = sources.map((source) => makeItem(source, null));
const items = made.map((m) => m.item);
const labels: ItemLabel[] = made.map((m) => ({ kind: m.item.kind, rule: m.expected.rule }));
const positionOf = (_student: string, position: number) => (made[position] ? itemPosition(made[position].item) : undefined);
const call = items[0].expected.kind === 'call' ? makeCall(items[0].expected.call) : '';
const score = items[1].expected.kind === 'score' ? items[1].expected.score : 0;

/** A stored answer to item `position`, with the grade it got when it came. */
function stored(id: string, student: string, position: number, answer: SetAnswer, ms: number, at: number, deviceAt: number | null = at): StoredAnswer {
  const m = made[position];
  const grade = storedGrade(gradeAnswer(m.item, gradedBy(m.expected, []), answer), m.system);
  return { id, student, setItem: `item-${position}`, position, answer, grade, ms, at, deviceAt };
}
const EN = { locale: 'en', timeZone: 'UTC' } as const;
const en = translator('en');
const sr = translator('sr');
/** The first item's dealer, vulnerability and auction as the pages of a set in `t`'s language write them. */
const placeWords = (t: typeof en) => [t(`common.seats.${items[0].dealer}`), t(`common.vul.${items[0].vul}`), writtenCalls(makeCalls(items[0].calls), t)];
const CSV_HEADER = csvHeader('en', 'UTC');

describe('csvCell', () => {
  it('quotes and defuses formulas', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // a number is a number, written as it is, whether it comes as one or as text (a score answer: L6)
    expect(csvCell('-420')).toBe('-420');
    expect(csvCell(-420)).toBe('-420');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-1-1')).toBe("'-1-1");
    expect(csvCell('|calc')).toBe("'|calc");
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    // a lone carriage return breaks a row in a spreadsheet too: quoted (and first, defused)
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('\rb')).toBe(`"'\rb"`);
  });

  it('in the Serbian and Latvian format: a decimal comma, quoted only for a `;`, a quote or a line break', () => {
    const semicolon = { separator: ';', decimal: ',' } as const;
    expect(csvCell(12.5, semicolon)).toBe('12,5');
    expect(csvCell(-420, semicolon)).toBe('-420');
    expect(csvCell('Bērziņš, Jānis', semicolon)).toBe('Bērziņš, Jānis');
    expect(csvCell('a;b', semicolon)).toBe('"a;b"');
    expect(csvCell('=1;2', semicolon)).toBe(`"'=1;2"`);
    expect(csvCell('a;b')).toBe('a;b');
  });
});

describe('answersCsv', () => {
  it('one row per stored answer after the header, with its stored grade, times as the devices said, in the zone asked', () => {
    const students: SetStudent[] = [{ id: 's1', name: 'Jānis', seed: 1, joinedAt: 0 }];
    const answers: StoredAnswer[] = [
      stored('b', 's1', 1, { score }, 12_345, Date.UTC(2026, 11, 1, 20, 15)),
      stored('a', 's1', 0, { call: '7N' }, 400_000, Date.UTC(2026, 11, 1, 20, 10)),
      stored('a', 's1', 0, { call: '7N' }, 400_000, Date.UTC(2026, 11, 1, 20, 11)),
    ];
    const rows = readCsv(answersCsv({ items: labels, students, answers, positionOf, code: 'K7QX', ...EN }));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'K7QX', 'Jānis', '1', 'R-NEW2', makeHand(handOf(items[0].deal, items[0].seat)), ...placeWords(en),
      writtenCalls(call, en), '7NT', call === '7N' ? 'yes' : 'no', '1', '300', '2026-12-01 20:10:00', "student's device",
    ]);
    expect(rows[2].slice(8, 15)).toEqual([shown(String(score)), shown(String(score)), 'yes', '1', '12.3', '2026-12-01 20:15:00', "student's device"]);
  });

  it('writes the stored grade and the position as stored, regrading nothing', () => {
    const students: SetStudent[] = [{ id: 's1', name: 'Ana', seed: 1, joinedAt: 0 }, { id: 's2', name: 'Boris', seed: 2, joinedAt: 1 }];
    const right = stored('a', 's1', 0, { call }, 1000, 10);
    // stored wrong against another expected answer (the item's then): written as stored
    const old = { ...right, id: 'b', student: 's2', grade: { ...right.grade, right: false, rule: 'R-NEW2' as const, expected: { ...right.grade.expected, text: '7N', rule: null } } };
    const asked: [string, number][] = [];
    const rows = readCsv(answersCsv({
      items: labels, students, answers: [old, right], code: 'C', ...EN,
      positionOf: (student, position) => { asked.push([student, position]); return student === 's1' ? itemPosition(items[position]) : undefined; },
    }));
    const callWritten = writtenCalls(call, en);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[8], row[9], row[10]])).toEqual([['Ana', 'R-NEW2', callWritten, callWritten, 'yes'], ['Boris', '', '7NT', callWritten, 'no']]);
    expect(asked).toEqual([['s1', 0], ['s2', 0]]);
    // Ana's position is her item's; Boris's is not known: its cells are empty
    expect(rows[1].slice(4, 8)).toEqual([makeHand(handOf(items[0].deal, items[0].seat)), ...placeWords(en)]);
    expect(rows[2].slice(4, 8)).toEqual(['', '', '', '']);
  });

  it('reads back to the same cells whatever the names hold', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom('a\rb', '\r', 'x\r\ny', '"\r,')), { minLength: 1, maxLength: 4 }), (names) => {
      const students = names.map((name, k) => ({ id: `s${k}`, name, seed: k, joinedAt: k }));
      const answers = students.map((s, k) => stored(`a${k}`, s.id, 1, { score: -k * 50 }, 1000, 1000 + k));
      const rows = readCsv(answersCsv({ items: labels, students, answers, positionOf, code: '=X', ...EN }));
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

describe('answersCsv in the set\'s language', () => {
  const students: SetStudent[] = [{ id: 's1', name: 'Željka Đurić-Čavić', seed: 1, joinedAt: 0 }, { id: 's2', name: 'Jānis Bērziņš', seed: 2, joinedAt: 1 }];
  // Željka answered offline at 14:40:09 Belgrade time (13:40:09 UTC), sent 16 s later; Jānis's answer is from before
  // devices sent their time: its arrival is shown, and said to be one
  const answers: StoredAnswer[] = [
    stored('a', 's1', 1, { score }, 12_500, Date.UTC(2026, 11, 4, 13, 40, 25), Date.UTC(2026, 11, 4, 13, 40, 9)),
    stored('b', 's2', 0, { call: '7N' }, 3_000, Date.UTC(2026, 11, 4, 13, 41, 0), null),
  ];
  const input = { items: labels, students, answers, positionOf, code: 'K7QX' };

  it('Serbian: byte-order mark, `;` between cells, Serbian headers, da/ne, a decimal comma, Belgrade time', () => {
    const file = answersCsv({ ...input, locale: 'sr', timeZone: 'Europe/Belgrade' });
    const rows = readCsv(file, ';');
    expect(rows[0]).toEqual([
      'zbirka', 'učenik', 'pitanje', 'pravilo', 'list', 'delitelj', 'ranjivost', 'licitacija do sada', 'očekivani odgovor', 'odgovor',
      'tačan odgovor', 'pokušaj', 'sekunde', 'vreme odgovora (Europe/Belgrade)', 'izvor vremena',
    ]);
    // no header is a word LibreOffice reads as a boolean in Serbian or Latvian (tačno / netačno, patiess / aplams)
    for (const header of rows[0]) expect(header.toLowerCase()).not.toMatch(/^(tačno|netačno|true|false|patiess|aplams)$/);
    expect(rows[1].slice(0, 3)).toEqual(['K7QX', 'Željka Đurić-Čavić', '2']);
    // the device's time, in Belgrade (UTC+1 in December), not the arrival 16 s later
    expect(rows[1].slice(10)).toEqual(['da', '1', '12,5', '2026-12-04 14:40:09', 'uređaj učenika']);
    expect(rows[2].slice(1, 3)).toEqual(['Jānis Bērziņš', '1']);
    // dealer, vulnerability and calls as the set's pages write them: Sever, Niko nije ranjiv, 7 BA, Dalje — never 7N, P, None
    expect(rows[2].slice(5, 10)).toEqual([...placeWords(sr), writtenCalls(call, sr), '7 BA']);
    expect(sr(`common.seats.${items[0].dealer}`)).not.toBe(items[0].dealer);
    expect(rows[2].join(';')).not.toMatch(/(^|;| )(P|None|NS|EW|All|7N)(;| |$)/);
    expect(rows[2].slice(10)).toEqual([call === '7N' ? 'da' : 'ne', '1', '3', '2026-12-04 14:41:00', 'server (vreme prijema)']);
  });

  it('Latvian: Latvian headers, jā/nē, Riga time', () => {
    const rows = readCsv(answersCsv({ ...input, locale: 'lv', timeZone: 'Europe/Riga' }), ';');
    expect(rows[0].slice(0, 4)).toEqual(['komplekts', 'skolēns', 'jautājums', 'noteikums']);
    expect(rows[0].slice(10)).toEqual(['pareizi', 'mēģinājums', 'sekundes', 'atbildes laiks (Europe/Riga)', 'laika avots']);
    expect(rows[1].slice(10)).toEqual(['jā', '1', '12,5', '2026-12-04 15:40:09', 'skolēna ierīce']);
    expect(rows[2].slice(10)).toEqual([call === '7N' ? 'jā' : 'nē', '1', '3', '2026-12-04 15:41:00', 'serveris (saņemšanas laiks)']);
  });

  it('English: `,` and a decimal point; an unknown time zone is UTC', () => {
    const rows = readCsv(answersCsv({ ...input, locale: 'en', timeZone: 'Mars/Olympus' }));
    expect(rows[0][13]).toBe('answered at (UTC)');
    expect(rows[1].slice(10)).toEqual(['yes', '1', '12.5', '2026-12-04 13:40:09', "student's device"]);
    expect(rows[2][14]).toBe('server (time received)');
  });

  it('Serbian Cyrillic sets get Cyrillic headers', () => {
    const rows = readCsv(answersCsv({ ...input, locale: 'sr-Cyrl', timeZone: 'UTC' }), ';');
    expect(rows[0].slice(0, 2)).toEqual(['збирка', 'ученик']);
    expect(rows[1][10]).toBe('да');
  });
});

describe('localTime', () => {
  it('writes a date and time a spreadsheet reads, in the zone, across the summer time change', () => {
    expect(localTime(Date.UTC(2026, 6, 1, 10, 0, 5), 'Europe/Belgrade')).toBe('2026-07-01 12:00:05');
    expect(localTime(Date.UTC(2026, 0, 1, 23, 30), 'Europe/Riga')).toBe('2026-01-02 01:30:00');
    expect(localTime(0, 'UTC')).toBe('1970-01-01 00:00:00');
  });
});
