// The seat letters the page's forms read and write (B-50): common.seatLetters, on the Cyrillic pages with their Latin
// forms too (lib/i18n/seat-letters.ts). Example: const letters = useSeatLetters(); readLocalDeal(text, letters).

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReadLetters } from '@/lib/bridge/seat-letters';
import { readingLetters } from '@/lib/i18n/seat-letters';

export function useSeatLetters(): ReadLetters {
  const t = useTranslations('common.seatLetters');
  const locale = useLocale();
  return useMemo(() => readingLetters(locale, { N: t('N'), E: t('E'), S: t('S'), W: t('W') }), [t, locale]);
}
