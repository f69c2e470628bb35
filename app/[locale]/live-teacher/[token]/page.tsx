// The projector's page of a live class: /<locale>/live-teacher/<token>. Private (not indexed, no referrer); a wrong or
// tampered token is the site's 404 page. The QR code of the phones' page is made here, on the server, from the site's
// own origin (SITE_URL, never the request's Host). Example: /sr/live-teacher/<token>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStore } from '@/server/open-store';
import { projectorJoin } from '@/server/live-service';
import { asLocale } from '../../../_components/locale-params';
import { SITE } from '../../../_components/page-alternates';
import { LiveProjector } from '../../../_components/live/live-projector';
import { liveMessages } from '../../../_components/live/live-messages';

interface Props {
  readonly params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'live' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function LiveTeacherPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const join = await projectorJoin(await getStore(), token.slice(0, 160), SITE.origin, locale);
  if (join === null) notFound();
  return (
    <div className="page">
      <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
        <LiveProjector token={token.slice(0, 128)} joinUrl={join.url} qr={join.qr} />
      </NextIntlClientProvider>
    </div>
  );
}
