'use client';
// Links to the same page in each locale, keeping the query (a hand, a contract) so nothing is lost.
// Example: on /sr/evaluate?hand=AKQ2.KJ3.T8.Q432 the "Latviešu" link is /lv/evaluate?hand=AKQ2.KJ3.T8.Q432.

import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { htmlLang } from './html-lang';

function SwitcherLinks({ query }: { query: string }) {
  const t = useTranslations('common.language');
  const current = useLocale();
  const pathname = usePathname();
  const href = query ? `${pathname}?${query}` : pathname;
  return (
    <nav className="language-switcher" aria-label={t('label')}>
      <ul>
        {LOCALES.map((locale: Locale) => (
          <li key={locale}>
            <Link
              href={href}
              locale={locale}
              lang={htmlLang(locale)}
              hrefLang={htmlLang(locale)}
              aria-current={locale === current ? 'true' : undefined}
              title={locale === current ? t('current') : undefined}
            >
              {t(`names.${locale}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function WithQuery() {
  const search = useSearchParams();
  return <SwitcherLinks query={search.toString()} />;
}

export function LanguageSwitcher() {
  return (
    <Suspense fallback={<SwitcherLinks query="" />}>
      <WithQuery />
    </Suspense>
  );
}
