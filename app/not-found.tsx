// The 404 for addresses outside any locale (the proxy sends all others to /sr, /lv or /en first).
// Example: a request the proxy does not handle, such as /missing.txt, renders this page.

import type { Metadata } from 'next';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import './globals.css';

export const metadata: Metadata = { title: translator(DEFAULT_LOCALE)('common.notFound.title') };

export default function GlobalNotFound() {
  return (
    <html lang="sr-Latn">
      <body>
        <main id="main" className="page page-narrow not-found">
          {LOCALES.map((locale) => {
            const t = translator(locale);
            const Heading = locale === DEFAULT_LOCALE ? 'h1' : 'h2';
            return (
              <section key={locale} lang={locale === 'sr' ? 'sr-Latn' : locale} className="panel">
                <Heading>{t('common.notFound.title')}</Heading>
                <p>{t('common.notFound.text')}</p>
                <p>
                  <a className="button" href={`/${locale}`}>
                    {t('common.notFound.home')}
                  </a>
                </p>
              </section>
            );
          })}
        </main>
      </body>
    </html>
  );
}
