// A phone's page of a live class: /<locale>/live/<code> (the QR code on the projector opens it). Private (not indexed,
// no referrer); an unknown code is the site's 404 page (misses counted per address, as the set pages'); the class as it
// is comes from the live API in the browser, polled. Example: /lv/live/K7M2Q9XD.

import { cache } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStore } from '@/server/open-store';
import { liveForPage } from '@/server/live-service';
import { asLocale } from '../../../_components/locale-params';
import { LiveVote } from '../../../_components/live/live-vote';
import { liveMessages } from '../../../_components/live/live-messages';

interface Props {
  readonly params: Promise<{ locale: string; code: string }>;
}

const liveOf = cache(async (code: string) => liveForPage(await getStore(), code.slice(0, 64), await headers(), Date.now()));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  const t = await getTranslations({ locale, namespace: 'live' });
  const live = await liveOf(code);
  return { title: live && live !== 'blocked' && live.title ? live.title : t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function LiveVotePage({ params }: Props) {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if ((await liveOf(code)) === null) notFound();
  return (
    <div className="page page-narrow">
      <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
        <LiveVote code={code.slice(0, 64)} />
      </NextIntlClientProvider>
    </div>
  );
}
