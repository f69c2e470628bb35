// The params every page under app/[locale] receives, and the check that turns the segment into a Locale.
// Example: asLocale('lv') → 'lv'; asLocale('xx') → notFound() (the localized 404).

import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export interface LocaleParams {
  readonly params: Promise<{ locale: string }>;
}

export function asLocale(segment: string): Locale {
  if (!isLocale(segment)) notFound();
  return segment;
}
