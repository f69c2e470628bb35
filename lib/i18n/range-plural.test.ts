import { describe, expect, it } from 'vitest';
import { withRangePlurals } from './range-plural';
import { translator } from './translate';

describe('plurals of a range', () => {
  const message = 'HD {hd} and {qt, plural, one {# quick trick} other {# quick tricks}}: {n, plural, one {# card} other {# cards}}.';

  it('keeps the message when every plural argument is a number or a numeric string', () => {
    expect(withRangePlurals(message, { hd: 13, qt: 2, n: '5' })).toBeNull();
    expect(withRangePlurals(message, undefined)).toBeNull();
  });

  it('puts the other branch with the range in place of # for each range argument', () => {
    expect(withRangePlurals(message, { hd: '13+', qt: '2+', n: 5 })).toBe('HD {hd} and {qt} quick tricks: {n, plural, one {# card} other {# cards}}.');
    expect(withRangePlurals(message, { qt: '…', n: '4–8' })).toBe('HD {hd} and {qt} quick tricks: {n} cards.');
  });

  it('handles nested arguments inside the other branch', () => {
    expect(withRangePlurals('{qt, plural, one {# trick} other {# tricks ({hd})}}', { qt: '≤ 16', hd: 3 })).toBe('{qt} tricks ({hd})');
  });

  it('the translator prints a range instead of NaN in every locale', () => {
    for (const locale of ['sr', 'lv', 'en'] as const) {
      const text = translator(locale)('rules.O-1C', { hd: '22+', qt: '3+', own: '22+', total: '22+', call: '1♣' });
      expect(text, locale).not.toMatch(/NaN/);
      expect(text, locale).toContain('3+');
    }
  });
});
