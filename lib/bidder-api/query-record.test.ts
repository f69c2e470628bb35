import { describe, expect, it } from 'vitest';
import { queryRecord } from './handler';

describe('queryRecord', () => {
  it('keeps the first of repeated fields, as URLSearchParams.get reads them', () => {
    expect(queryRecord(new URLSearchParams('hand=AKQ&dealer=N&dealer=S&vul=Both'))).toEqual({ hand: 'AKQ', dealer: 'N', vul: 'Both' });
    expect(queryRecord([])).toEqual({});
  });
});
