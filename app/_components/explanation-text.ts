// The text of a bidder explanation in the page's language, numbers written the locale's way (2,5 in sr and lv):
// no-trump calls with the locale's short form (3 BA in sr), a count given as a range ('2+') through the plural's
// other branch; the same helpers the API and the command line use. Example: const text = useExplanationText(); text(advice.explain).

import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import type { Explanation } from '@/lib/bidder';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { localizeValues } from '@/lib/i18n/number-values';
import { withRangePlurals } from '@/lib/i18n/range-plural';

export function useExplanationText(): (e: Explanation) => string {
  const t = useTranslations();
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const noTrump = t('common.nt');
  return useCallback(
    (e: Explanation) => {
      const raw = t.raw(e.key);
      const values = localizeValues(locale, raw, e.params, noTrump);
      const ranged = typeof raw === 'string' ? withRangePlurals(raw, values) : null;
      if (ranged === null) return t(e.key, values);
      return (createTranslator({ locale, messages: { m: ranged } }) as unknown as (k: string, p: object) => string)('m', values);
    },
    [t, locale, noTrump],
  );
}
