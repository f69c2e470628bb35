// Numbers in messages printed the locale's way: ICU prints a plain argument `{qt}` with String(2.5) = '2.5' in every
// language, so each number that a message prints as a plain argument is formatted first with Intl.NumberFormat.
// Example: localizeValues('sr', 'brzih štihova {qt}', { qt: 2.5 }) → { qt: '2,5' }; plural/select arguments stay numbers.
// A no-trump call given as an argument ('3NT', as the bidder writes it) is printed with the locale's short form
// from the catalogue (common.nt): localizeValues('sr', '… {call}.', { call: '3NT' }, 'BA') → { call: '3 BA' }.

import { noTrumpBid } from './call-words';
import type { Locale } from './locales';

export type MessageValues = Readonly<Record<string, string | number>>;

const FORMATS = new Map<Locale, Intl.NumberFormat>();

/** A number as the locale writes it: sr 2,5 · lv 2,5 · en 2.5. */
export function formatNumber(locale: Locale, value: number): string {
  let f = FORMATS.get(locale);
  if (!f) FORMATS.set(locale, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return f.format(value);
}

// The arguments ICU itself chooses by (plural, selectordinal, select): they must stay numbers; `#` inside a plural is
// already printed with the locale's number format.
const CHOOSING_ARG = /\{\s*([A-Za-z0-9_]+)\s*,\s*(?:plural|selectordinal|select)\s*,/g;
const CHOOSING = new Map<string, ReadonlySet<string>>();

/** The names of a message's plural/selectordinal/select arguments. */
export function choosingArguments(message: string): ReadonlySet<string> {
  let names = CHOOSING.get(message);
  if (!names) {
    names = new Set(Array.from(message.matchAll(CHOOSING_ARG), (m) => m[1]));
    CHOOSING.set(message, names);
  }
  return names;
}

/** The names of a message's plain arguments (`{name}`). */
export function plainArguments(message: string): ReadonlySet<string> {
  return new Set(Array.from(message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*\}/g), (m) => m[1]));
}

/** A no-trump bid as the bidder writes it in a message argument: '1NT' … '7NT'. */
const NO_TRUMP_CALL = /^[1-7]NT$/;

/**
 * The values with every number the message prints as a plain argument formatted for the locale. A number that
 * the message also chooses by (plural/select) stays a number; the catalogue tests forbid a message that prints
 * such a number plainly too (it would print '2.5': use `#` inside the plural instead).
 */
export function localizeValues<V extends MessageValues | undefined>(locale: Locale, message: unknown, values: V, noTrump = 'NT'): V {
  if (!values) return values;
  const choosing = typeof message === 'string' ? choosingArguments(message) : null;
  let out: Record<string, string | number> | null = null;
  for (const key in values) {
    const value = values[key];
    if (typeof value === 'string') {
      if (noTrump === 'NT' || !NO_TRUMP_CALL.test(value)) continue;
      out ??= { ...values };
      out[key] = noTrumpBid(value[0], noTrump);
      continue;
    }
    if (typeof value !== 'number' || (choosing && choosing.has(key))) continue;
    out ??= { ...values };
    out[key] = formatNumber(locale, value);
  }
  return (out ?? values) as V;
}
