'use client';
// Links to the same page in each language, keeping the query (a hand, a contract) so nothing is lost; on Serbian pages
// also the script switch "Latinica | Ћирилица", which keeps the #hash too when JavaScript runs.
// Example: on /sr/evaluate?hand=AKQ2.KJ3.T8.Q432 the "Latviešu" link is /lv/evaluate?hand=AKQ2.KJ3.T8.Q432 and the
// "Ћирилица" link /sr-Cyrl/evaluate?hand=AKQ2.KJ3.T8.Q432.

import { Suspense, type MouseEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { htmlLang } from '../../lib/i18n/html-lang';
import { hasScripts, languageTargets, linkQuery, localeHref, SCRIPTS } from './locale-href';

/** The script links are plain links (a whole page load, as without JavaScript); a click adds the page's #hash. */
function withHash(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  if (window.location.hash.length > 1) link.hash = window.location.hash;
}

function ScriptSwitch({ current, path, query }: { current: Locale; path: string; query: string }) {
  const t = useTranslations('common.language');
  return (
    <nav className="language-switcher script-switch" aria-label={t('script')}>
      <ul>
        {SCRIPTS.map((script) => (
          <li key={script.locale}>
            <a
              href={localeHref(script.locale, path, query)}
              lang={script.lang}
              hrefLang={script.lang}
              aria-current={script.locale === current ? 'true' : undefined}
              onClick={withHash}
            >
              {script.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SwitcherLinks({ query }: { query: string }) {
  const t = useTranslations('common.language');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const href = query ? `${pathname}?${query}` : pathname;
  return (
    <>
      <nav className="language-switcher" aria-label={t('label')}>
        <ul>
          {languageTargets(current).map(([language, locale]) => (
            <li key={language}>
              <Link
                href={href}
                locale={locale}
                lang={htmlLang(locale)}
                hrefLang={htmlLang(locale)}
                aria-current={locale === current ? 'true' : undefined}
                title={locale === current ? t('current') : undefined}
              >
                {t(`names.${language}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {hasScripts(current) ? <ScriptSwitch current={current} path={pathname} query={query} /> : null}
    </>
  );
}

function WithQuery() {
  const search = useSearchParams();
  return <SwitcherLinks query={linkQuery(search.toString())} />;
}

/**
 * The first HTML is the same for every request (the pages are prerendered): its links carry no query. Once the page
 * runs, the links follow the address as it changes (a form that writes its state in the query), up to MAX_LINK_QUERY.
 */
export function LanguageSwitcher() {
  return (
    <Suspense fallback={<SwitcherLinks query="" />}>
      <WithQuery />
    </Suspense>
  );
}
