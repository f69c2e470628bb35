// The text of a bidder explanation in the page's language, numbers written the locale's way (2,5 in sr and lv):
// no-trump calls with the locale's short form (3 BA in sr); the same localizeValues the API and the command line use. Example: const text = useExplanationText(); text(advice.explain).

import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Explanation } from '@/lib/bidder';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { localizeValues } from '@/lib/i18n/number-values';

export function useExplanationText(): (e: Explanation) => string {
  const t = useTranslations();
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const noTrump = t('common.nt');
  return useCallback((e: Explanation) => t(e.key, localizeValues(locale, t.raw(e.key), e.params, noTrump)), [t, locale, noTrump]);
}
