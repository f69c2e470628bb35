// A score as the page's language writes it, a negative one with the minus sign (U+2212) that typesetting uses:
// "−500", never the hyphen "-500" that Intl gives for sr and lv. Example: signedNumber(format, -500) → '−500'.

import type { useFormatter } from 'next-intl';

type Formatter = ReturnType<typeof useFormatter>;

export function signedNumber(format: Formatter, value: number): string {
  return format.number(value).replace(/^-/, '\u2212');
}
