// The document for one locale: <html lang>, the header with nav and language switcher, the client messages. Nothing
// in it reads the request, so the pages under it can be prerendered (each page gives its own alternates).
// Example: /lv/score renders <html lang="lv"> with Latvian navigation around the scoring page.

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { SITE } from '../_components/page-alternates';
import { LAYOUT_NAMESPACES, pickMessages } from '../_components/tool-messages';
import { SiteHeader } from '../_components/site-header';
import { StorageNotice } from '../_components/storage-notice';
import { htmlLang } from '../../lib/i18n/html-lang';
import '../globals.css';

/** The namespaces interactive components read in the browser; the rest stay on the server. */

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(SITE.origin),
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('tagline'),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  // the common messages only: the tools' routes add theirs (tool-messages.tsx), a lesson page carries none of them
  const clientMessages = pickMessages(locale, LAYOUT_NAMESPACES);
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
            <StorageNotice />
          </main>
          <footer className="site-footer">
            <p>{t('footer')}</p>
          </footer>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
