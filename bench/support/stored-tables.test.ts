import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStoredTables, spotCheck, tableMismatches, writeStoredTables } from './stored-tables';

const TABLE = [13, 0, 13, 0, 12, 1, 12, 1, 11, 2, 11, 2, 10, 3, 10, 3, 9, 4, 9, 4];

describe('the stored double-dummy tables of the CI sample', () => {
  it('read back what they wrote, one deal per line', () => {
    const stored = { seed: 39, tables: { 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432': TABLE } };
    const text = writeStoredTables(stored);
    expect(text.split('\n').filter((l) => l.startsWith('    "N:'))).toHaveLength(1);
    expect(readStoredTables(text)).toEqual(stored);
  });

  it('refuse what is not such a file: not JSON, no seed, a table of 19 numbers or a trick count of 14', () => {
    expect(readStoredTables('{')).toBeNull();
    expect(readStoredTables(JSON.stringify({ tables: {} }))).toBeNull();
    expect(readStoredTables(JSON.stringify({ seed: 1, tables: { d: TABLE.slice(1) } }))).toBeNull();
    expect(readStoredTables(JSON.stringify({ seed: 1, tables: { d: [14, ...TABLE.slice(1)] } }))).toBeNull();
    expect(readStoredTables(JSON.stringify({ seed: 1, tables: [] }))).toBeNull();
    expect(readStoredTables(' '.repeat(1_000_001))).toBeNull();
  });

  it('never throw on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => { readStoredTables(text); }));
  });

  it('spot-check every n-th deal from the first', () => {
    expect(spotCheck(['a', 'b', 'c', 'd', 'e'], 2)).toEqual(['a', 'c', 'e']);
    expect(spotCheck(Array.from({ length: 200 }, (_, i) => String(i)), 20)).toHaveLength(10);
  });

  it('name each spot-checked deal whose stored table DDS does not give again, and no other', () => {
    const stored = { seed: 39, tables: { a: TABLE, b: TABLE } };
    const other = [12, ...TABLE.slice(1)];
    expect(tableMismatches(stored, new Map([['a', TABLE], ['b', other], ['c', other]]))).toEqual([`b: stored ${TABLE.join(',')}, DDS ${other.join(',')}`]);
  });
});
