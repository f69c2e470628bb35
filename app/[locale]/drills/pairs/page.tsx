// Making a partnership practice: /<locale>/drills/pairs. Two people then bid the same deals, each by their own seat's link.
// Example: /sr/drills/pairs → the form; its answer gives North's and South's links.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../../_components/locale-params';
import { alternatesOf } from '../../../_components/page-alternates';
import { PairCreate } from '../../../_components/pairs/pair-create';
import { PairJoin } from '../../../_components/pairs/pair-join';
import { pairMessages } from '../../../_components/pairs/pair-messages';
import { pairSources } from '../../../_components/pairs/pair-sources';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'pairs' });
  return { title: t('title'), description: t('lead'), alternates: alternatesOf(locale, '/drills/pairs') };
}

export default async function PairsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  return (
    <div className="page">
      <h1>{t('pairs.title')}</h1>
      <p className="lead">{t('pairs.lead')}</p>
      <NextIntlClientProvider locale={locale} messages={pairMessages(locale)}>
        <PairCreate {...await pairSources(locale)} />
        <PairJoin />
      </NextIntlClientProvider>
    </div>
  );
}
