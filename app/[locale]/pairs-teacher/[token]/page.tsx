// A class's partnership practice for its teacher: /<locale>/pairs-teacher/<token>. Private (not indexed, no referrer):
// the token is the teacher's link. The pairs' deals come from the API in the browser (polled); an unknown or tampered
// token is the site's 404 page (checked on the server). Example: /sr/pairs-teacher/<token>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStore } from '@/server/open-store';
import { pairGroupExists } from '@/server/pair-group-service';
import { asLocale } from '../../../_components/locale-params';
import { PairGroupDashboard } from '../../../_components/pairs/pair-group-dashboard';
import { pairMessages } from '../../../_components/pairs/pair-messages';

interface Props {
  readonly params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'pairs' });
  return { title: t('group.title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function PairGroupPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!(await pairGroupExists(await getStore(), token.slice(0, 160)))) notFound();
  const t = await getTranslations({ locale, namespace: 'pairs' });
  return (
    <div className="page">
      <h1>{t('group.title')}</h1>
      <NextIntlClientProvider locale={locale} messages={pairMessages(locale)}>
        <PairGroupDashboard token={token.slice(0, 128)} />
      </NextIntlClientProvider>
    </div>
  );
}
