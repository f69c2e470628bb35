// Live classes: /<locale>/live. On a phone, the code on the screen opens the class's voting page; a teacher starts a
// live class here (a class's from its teacher's page) and the projector's page opens. Example: /sr/live.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../_components/locale-params';
import { alternatesOf } from '../../_components/page-alternates';
import { LiveCreate } from '../../_components/live/live-create';
import { LiveJoin } from '../../_components/live/live-join';
import { liveMessages } from '../../_components/live/live-messages';
import { pairSources } from '../../_components/pairs/pair-sources';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'live' });
  return { title: t('title'), description: t('lead'), alternates: alternatesOf(locale, '/live') };
}

export default async function LivePage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'live' });
  const { kinds } = await pairSources(locale);
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
        <LiveJoin />
        <LiveCreate kinds={kinds} />
      </NextIntlClientProvider>
    </div>
  );
}
