// One seat of a partnership practice: /<locale>/pair/<token>. Private (not indexed, no referrer): the token is the
// seat's link. The practice comes from its API in the browser (polled); an unknown, tampered or expired token is the
// site's 404 page (checked on the server). Example: /lv/pair/<token>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStore } from '@/server/open-store';
import { pairSeatExists } from '@/server/pair-service';
import { asLocale } from '../../../_components/locale-params';
import { PairSeat } from '../../../_components/pairs/pair-seat';
import { pairMessages } from '../../../_components/pairs/pair-messages';

interface Props {
  readonly params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'pairs' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function PairSeatPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!(await pairSeatExists(await getStore(), token.slice(0, 160)))) notFound();
  const t = await getTranslations({ locale, namespace: 'pairs' });
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider locale={locale} messages={pairMessages(locale)}>
        <PairSeat token={token.slice(0, 128)} />
      </NextIntlClientProvider>
    </div>
  );
}
