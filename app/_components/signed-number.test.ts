import { createFormatter } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { signedNumber } from './signed-number';

describe('signedNumber', () => {
  it.each(['sr', 'lv', 'en'])('%s: a negative score with the minus sign, a positive one as Intl writes it', (locale) => {
    const format = createFormatter({ locale, timeZone: 'UTC' });
    expect(signedNumber(format, -500)).toBe('\u2212500');
    expect(signedNumber(format, 420)).toBe('420');
    expect(signedNumber(format, -1100)).toBe(`\u2212${format.number(1100)}`);
  });
});
