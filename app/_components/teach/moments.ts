// The set's opening and closing times as the teacher's and the student's pages show them: in the browser's zone, in
// the page's language; a day alone (dayText). Example: momentText('2026-12-05T08:00:00.000Z', 'lv') → '2026. gada 5. dec. 10:00' in Riga.

import { htmlLang } from '@/lib/i18n/html-lang';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/** A stored instant as a datetime-local value in the browser's zone ('2026-12-02T08:30'); '' for none. */
export function localOf(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A stored instant as the browser shows it, in the page's language and the browser's zone ('5 Dec 2026, 09:00'). */
export function momentText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(htmlLang(isLocale(locale) ? locale : DEFAULT_LOCALE), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A stored instant's day in the page's language and script (Serbian Latin is 'sr-Latn': a bare 'sr' is Cyrillic to
 * Intl), without the full stop a Serbian or Latvian long date ends with, which the sentence gives. Example:
 * dayText('2027-02-05T08:00:00.000Z', 'sr', 'long') → '5. februar 2027'.
 */
export function dayText(iso: string, locale: string, style: 'medium' | 'long'): string {
  return new Intl.DateTimeFormat(htmlLang(isLocale(locale) ? locale : DEFAULT_LOCALE), { dateStyle: style }).format(new Date(iso)).replace(/\.$/, '');
}
