'use client';
// The options of a set's or class's language, named in the page's language (teach.create.languages).
// Example: <select value={locale} onChange={…}><LocaleOptions /></select>.

import { useTranslations } from 'next-intl';
import { LOCALES } from '@/lib/i18n/locales';

export function LocaleOptions() {
  const t = useTranslations('teach.create');
  return LOCALES.map((l) => (
    <option key={l} value={l}>
      {t(`languages.${l}`)}
    </option>
  ));
}
