import { describe, expect, it } from 'vitest';
import { bid } from './call';
import { bidFromRank, bidRank, makeStrain, parseSeat, parseStrain, parseVulnerability, SEAT_INDEX, STRAIN_INDEX, suitOfSymbol } from './notation';
import { LEVELS, SEATS, STRAINS, SUITS, SUIT_SYMBOLS } from './types';

describe('parseSeat', () => {
  it.each([['N', 'N'], ['n', 'N'], [' North ', 'N'], ['east', 'E'], ['SOUTH', 'S'], ['W', 'W'], ['West', 'W']] as const)('%j → %s', (text, seat) => {
    expect(parseSeat(text)).toEqual({ ok: true, value: seat });
  });
  it.each(['', 'Q', 'Sever', 'NE', 'nort'])('%j is a bad-seat issue holding the text', (text) => {
    expect(parseSeat(text)).toEqual({ ok: false, error: { code: 'bad-seat', params: { seat: text } } });
  });
});

describe('parseVulnerability', () => {
  it.each([
    ['None', 'None'], ['none', 'None'], ['Love', 'None'], ['-', 'None'],
    ['NS', 'NS'], ['ns', 'NS'], ['EW', 'EW'], ['All', 'All'], ['all', 'All'], ['Both', 'All'], ['BOTH', 'All'],
  ] as const)('%j → %s', (text, vul) => {
    expect(parseVulnerability(text)).toEqual({ ok: true, value: vul });
  });
  it.each(['', 'Some', 'N-S', 'oba'])('%j is a bad-vulnerability issue', (text) => {
    expect(parseVulnerability(text)).toEqual({ ok: false, error: { code: 'bad-vulnerability', params: { vul: text } } });
  });
});

describe('strains and suits', () => {
  it('reads every letter and symbol, notrump as N, NT or BA', () => {
    for (const suit of SUITS) {
      expect(parseStrain(suit)).toEqual({ ok: true, value: suit });
      expect(parseStrain(SUIT_SYMBOLS[suit] + '\uFE0F')).toEqual({ ok: true, value: suit });
      expect(suitOfSymbol(SUIT_SYMBOLS[suit])).toBe(suit);
      expect(suitOfSymbol(suit.toLowerCase())).toBe(suit);
    }
    for (const t of ['N', 'nt', 'BA']) expect(parseStrain(t)).toEqual({ ok: true, value: 'N' });
    expect(parseStrain('X')).toEqual({ ok: false, error: { code: 'bad-strain', params: { strain: 'X' } } });
    expect(suitOfSymbol('N')).toBeNull();
  });
  it('prints notrump as NT for PBN and N in the short form', () => {
    expect(makeStrain('N', 'pbn')).toBe('NT');
    expect(makeStrain('N', 'short')).toBe('N');
    expect(makeStrain('H', 'pbn')).toBe('H');
  });
  it('index tables follow SEATS and STRAINS', () => {
    SEATS.forEach((seat, i) => expect(SEAT_INDEX[seat]).toBe(i));
    STRAINS.forEach((strain, i) => expect(STRAIN_INDEX[strain]).toBe(i));
  });
});

describe('bid ranks', () => {
  it('number the 35 bids 0 … 34 in A-SUFF order and invert', () => {
    let r = 0;
    for (const level of LEVELS) {
      for (const strain of STRAINS) {
        expect(bidRank(bid(level, strain))).toBe(r);
        expect(bidFromRank(r)).toEqual(bid(level, strain));
        r++;
      }
    }
  });
});
